import Foundation
import Testing
import TintypeColor
import TintypeDocument
import TintypeProject
import TintypeTrees
import TintypeTypography

/// Bad input never crashes: mutated copies of valid documents are read, and either read or refused
/// with a diagnostic that has a place.
@Suite struct MalformedInputTests {
    static let root = Repository.root


    /// `count` mutations of `bytes`: bytes replaced, removed, duplicated; truncations.
    static func mutations(of bytes: [UInt8], count: Int, seed: UInt64) -> [[UInt8]] {
        var random = SeededGenerator(state: seed)
        let alphabet = Array(#"{}[]:,"\ 0123456789.-+eEtrufalsn#abcdef"#.utf8)
        return (0..<count).map { _ in
            var copy = bytes
            for _ in 0..<Int.random(in: 1...4, using: &random) where !copy.isEmpty {
                let index = Int.random(in: 0..<copy.count, using: &random)
                switch Int.random(in: 0..<4, using: &random) {
                case 0: copy[index] = alphabet.randomElement(using: &random) ?? 0
                case 1: copy.remove(at: index)
                case 2: copy.insert(copy[index], at: index)
                default: copy = Array(copy.prefix(index))
                }
            }
            return copy
        }
    }

    @Test func mutatedThemesAreReadOrRefused() throws {
        let theme = Array(try Data(contentsOf: Self.root.appendingPathComponent("Themes/material/theme.json")))
        for (index, bytes) in Self.mutations(of: theme, count: 400, seed: 7).enumerated() {
            do {
                _ = try ThemeReader.read(json: bytes, file: "t.json")
            } catch {
                #expect(!error.diagnostics.isEmpty, "mutation \(index)")
                #expect(error.diagnostics.allSatisfy { ($0.position?.line ?? 0) >= 1 && ($0.position?.column ?? 0) >= 1 })
                #expect(error.description.hasPrefix("t.json:"), "mutation \(index): the message names the file")
            }
        }
    }

    @Test func mutatedTreesAndEventsAreReadOrRefused() throws {
        let tree = Array(try Data(contentsOf: Self.root.appendingPathComponent("Tests/Fixtures/Tint/app.json")))
        for bytes in Self.mutations(of: tree, count: 400, seed: 11) {
            do {
                _ = try TintTreeReader.tree(bytes, file: "t.json")
            } catch {
                let position = try #require(error.position)
                #expect(position.line >= 1 && position.column >= 1)
                #expect(error.description.hasPrefix("t.json:\(position): error: ") && !error.message.isEmpty)
            }
        }
        let events = Array(try Data(contentsOf: Self.root.appendingPathComponent("Tests/Fixtures/Tint/worked-example-events.json")))
        for bytes in Self.mutations(of: events, count: 400, seed: 13) {
            do {
                _ = try TintTreeReader.events(bytes, file: "e.json")
            } catch {
                let position = try #require(error.position)
                #expect(position.line >= 1 && position.column >= 1)
                #expect(error.description.hasPrefix("e.json:\(position): error: ") && !error.message.isEmpty)
            }
        }
    }

    @Test func randomTrakTablesAreParsedOrRefused() {
        var random = SeededGenerator(state: 3)
        var refused = 0
        for _ in 0..<2000 {
            var bytes = (0..<Int.random(in: 0..<64, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
            if bytes.count >= 8, Bool.random(using: &random) {
                bytes.replaceSubrange(0..<6, with: [0, 1, 0, 0, 0, 0])   // a valid version and format, so offsets get read
            }
            do {
                // A table that parses holds, for every track, one value per listed size, read from inside the bytes.
                guard let table = try TrackingTable.parse(bytes) else { continue }
                let sizes = table.tracks.first?.values.count ?? 0
                #expect(table.tracks.allSatisfy { $0.values.count == sizes })
                #expect(table.tracks.count * (4 + 2 + 2) <= bytes.count)
            } catch {
                refused += 1
                #expect(!error.description.isEmpty)
            }
        }
        #expect(refused > 0, "random bytes with a valid header are mostly refused")
    }

    @Test func randomColourTextIsParsedOrRefused() {
        var random = SeededGenerator(state: 5)
        let pieces = ["#", "rgb(", "hsl(", "oklch(", "color(display-p3 ", ")", "/", "%", ",", " ", "1", "0.5", "-3", "1e999", "none", "deg", "nan"]
        for _ in 0..<3000 {
            let text = (0..<Int.random(in: 0..<8, using: &random)).map { _ in pieces.randomElement(using: &random) ?? "" }.joined()
            do {
                #expect(try ColorParser.parse(text).color.isInGamut)
            } catch {
                #expect(!error.description.isEmpty, "'\(text)' is refused with a reason")
            }
        }
    }
}
