import Foundation

/// The project's fixture fonts and the manifest `Fonts/generate_fixtures.py` wrote with their values.
enum FixtureFonts {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let directory = packageRoot.appendingPathComponent("Fonts")
    static let brokenDirectory = packageRoot.appendingPathComponent("Tests/Fixtures/BrokenFonts")

    static func path(_ file: String) -> String { directory.appendingPathComponent(file).path }
    static func brokenPath(_ file: String) -> String { brokenDirectory.appendingPathComponent(file).path }

    /// One entry of `fixtures.json`.
    struct Entry: Decodable, Sendable {
        var file: String
        var sha256: String
        var faces: [Face]
    }

    struct Face: Decodable, Sendable {
        var faceIndex: Int
        var faceCount: Int
        var format: String
        /// Every axis at its default, nil for a static font.
        var defaultLocation: [String: Double]?
        var familyName: String
        var styleName: String
        var postscriptName: String
        var fullName: String
        var version: String
        var unitsPerEm: Int
        var hhea: Vertical
        var typo: Vertical
        var win: Win
        var useTypoMetrics: Bool
        var os2Version: Int
        var capHeight: Int
        var xHeight: Int
        var capHeightSource: String
        var xHeightSource: String
        /// The sample's ink, by sample name (`basicLatin`, `latin1`), from the outlines drawn.
        var ink: [String: Ink]
        var underlinePosition: Int
        var underlineThickness: Int
        var weightClass: Int
        var widthClass: Int
        var italic: Bool
        var axes: [Axis]
        var namedInstances: [Instance]
        var trak: [Track]?
        var locations: [Location]?
    }

    struct Vertical: Decodable, Equatable, Sendable {
        var ascender: Int
        var descender: Int
        var lineGap: Int
    }

    struct Win: Decodable, Equatable, Sendable {
        var ascent: Int
        var descent: Int
    }

    struct Axis: Decodable, Sendable {
        var tag: String
        var name: String
        var minimum: Double
        var `default`: Double
        var maximum: Double
    }

    struct Instance: Decodable, Sendable {
        var name: String
        var coordinates: [String: Double]
        var postscriptName: String?
    }

    struct Ink: Decodable, Sendable {
        var top: Int
        var bottom: Int
    }

    struct Track: Decodable, Sendable {
        var track: Double
        var name: String
        var values: [SizeValue]
    }

    struct SizeValue: Decodable, Sendable {
        var size: Double
        var value: Int
    }

    struct Location: Decodable, Sendable {
        var coordinates: [String: Double]
        var hhea: Vertical
        var typo: Vertical
        var win: Win
        var capHeight: Int
        var xHeight: Int
        var underlinePosition: Int
        var underlineThickness: Int
    }

    static let manifest: [Entry] = {
        do {
            let data = try Data(contentsOf: directory.appendingPathComponent("fixtures.json"))
            return try JSONDecoder().decode([Entry].self, from: data)
        } catch {
            preconditionFailure("Fonts/fixtures.json is unreadable: \(error); run Fonts/generate_fixtures.py")
        }
    }()

    /// Every (file, face) pair of the manifest, for parameterised tests.
    static var faces: [FaceCase] {
        manifest.flatMap { entry in entry.faces.map { FaceCase(entry: entry, face: $0) } }
    }

    struct FaceCase: CustomTestStringConvertible, Sendable {
        let file: String
        let sha256: String
        let face: Face

        init(entry: Entry, face: Face) {
            file = entry.file
            sha256 = entry.sha256
            self.face = face
        }

        var testDescription: String { "\(file)#\(face.faceIndex)" }
    }
}

import Testing
