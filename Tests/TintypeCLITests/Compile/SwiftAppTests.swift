import Foundation
import Testing

/// The generated Swift as a white-label iOS app uses it (issue 55): two brands held through the one
/// `TintypeTheme` protocol and switched at run time in UIKit and SwiftUI, fonts that adjust by
/// themselves, and lengths on the theme's curve. The app's code type-checks against the stand-ins
/// with their availability enforced for an iOS 15 app; the numbers the protocol gives are the
/// compiled theme's; the styles said to follow the system are exactly those whose sizes
/// `UIFontMetrics`' scaling of Apple's table reproduces, worked out here from the reference table.
@Suite struct SwiftAppTests {
    static let categories = ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge", "AX1", "AX2", "AX3", "AX4", "AX5"]

    /// The source as Linux's compiler can check its availability for an app whose deployment target
    /// is iOS 15: `@available(iOS N.0, …)` (N ≥ 16) becomes the availability domains iOS16 … iOSN,
    /// `#available(iOS N.0, …)` the same conditions, what iOS 15 has already loses its attribute;
    /// and, compiled as one module (domains do not cross module files), `canImport` of the stand-ins
    /// is true and their imports are Foundation.
    static func availabilityChecked(_ source: String) -> String {
        func replace(_ text: String, _ pattern: String, _ make: (Int) -> String) -> String {
            let expression = try! NSRegularExpression(pattern: pattern)
            var result = text
            for match in expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).reversed() {
                guard let range = Range(match.range, in: result), let version = Range(match.range(at: 1), in: text).flatMap({ Int(text[$0]) }) else { continue }
                result.replaceSubrange(range, with: make(version))
            }
            return result
        }
        var text = replace(source, #"@available\(iOS (\d+)\.\d+(?:, [a-zA-Z]+ \d+\.\d+)*, \*\)"#) { version in
            version <= 15 ? "" : (16...version).map { "@available(iOS\($0))" }.joined(separator: " ")
        }
        text = replace(text, #"#available\(iOS (\d+)\.\d+(?:, [a-zA-Z]+ \d+\.\d+)*, \*\)"#) { version in
            version <= 15 ? "true" : (16...version).map { "#available(iOS\($0))" }.joined(separator: ", ")
        }
        text = "\n" + text
        for module in ["UIKit", "SwiftUI", "CoreText"] {
            text = text.replacingOccurrences(of: "canImport(\(module))", with: "true")
                .replacingOccurrences(of: "\nimport \(module)\n", with: "\nimport Foundation\n")
        }
        return String(text.dropFirst())
    }

    /// Type-checks `files` and the stand-ins as one module with iOS 16, 17 and 18 as availability
    /// domains: a use of an API newer than iOS 15 outside a check is an error.
    static func typeCheckForIOS15(_ files: [String], in directory: String) throws -> (status: Int32, stderr: String) {
        let standIns = TintypeProcess.packageRoot.appendingPathComponent("Tests/Fixtures/StandIns").path
        var names: [String] = []
        for (index, file) in (["CoreText", "UIKit", "SwiftUI"].map { "\(standIns)/\($0)/\($0).swift" } + files).enumerated() {
            let name = "checked\(index)-" + (file as NSString).lastPathComponent
            try availabilityChecked(String(contentsOfFile: file, encoding: .utf8)).write(toFile: directory + "/" + name, atomically: true, encoding: .utf8)
            names.append(name)
        }
        let domains = (16...18).flatMap { ["-Xfrontend", "-define-dynamic-availability-domain", "-Xfrontend", "iOS\($0)"] }
        let result = try SwiftOutputTests.run(["swiftc", "-swift-version", "6", "-warnings-as-errors", "-typecheck", "-parse-as-library",
                                               "-enable-experimental-feature", "CustomAvailability"] + domains + names, in: directory)
        return (result.status, result.stderr)
    }

    /// Two brands (the default theme and the token fixture's), compiled into one folder.
    static func twoBrands(in directory: String) throws -> [String] {
        let exported = try TintypeProcess.run(["export", "swift", GoldenOutputTests.generated.appendingPathComponent("json/default/default.tintype.json").path,
                                               "-o", directory])
        #expect(exported.status == 0, "\(exported.stderr)")
        let shared = try Data(contentsOf: URL(fileURLWithPath: directory + "/swift/TintypeTheme.swift"))
        let compiled = try TintypeProcess.run(["compile", BrandTokensTests.fixture, "--format", "swift", "-o", directory])
        #expect(compiled.status == 0, "\(compiled.stderr)")
        // Each theme writes the same shared file.
        #expect(try Data(contentsOf: URL(fileURLWithPath: directory + "/swift/TintypeTheme.swift")) == shared)
        return ["default.swift", "default+Tables.swift", "brand.swift", "brand+Tables.swift", "TintypeTheme.swift"].map { directory + "/swift/" + $0 }
    }

    static let app = """
        import UIKit
        import SwiftUI

        /// A view controller that holds the current brand and switches it at run time.
        @MainActor final class BrandViewController: UIViewController {
            var brand: any TintypeTheme = DefaultTheme() {
                didSet { apply() }
            }
            let heading = TintypeLabel(theme: DefaultTheme(), textStyle: .title1)
            let plain = UILabel(frame: .zero)

            override func viewDidLoad() {
                super.viewDidLoad()
                // A font from UIFontMetrics: the label keeps it in step by itself.
                plain.font = brand.font(.body)
                plain.adjustsFontForContentSizeCategory = true
                view.addSubview(heading)
                view.addSubview(plain)
                apply()
            }

            func apply() {
                heading.theme = brand
                heading.styledText = "Welcome"
                plain.font = brand.font(.body)
                plain.textColor = brand.uiColor(.accent)
            }

            func switchBrand(toSecond: Bool) { brand = toSecond ? BrandTheme() : DefaultTheme() }

            var gap: CGFloat { brand.scaledLength(BrandTheme.Tokens.spaceMedium, compatibleWith: traitCollection) }
        }

        /// A SwiftUI screen that switches between the two brands.
        struct BrandScreen: View {
            @State var second = false
            @ScaledMetric(relativeTo: BrandTheme.lengthTextStyle) var gap = BrandTheme.Tokens.spaceMedium
            @Environment(\\.dynamicTypeSize) var size
            @Environment(\\.legibilityWeight) var weight

            var brand: any TintypeTheme { second ? BrandTheme() : DefaultTheme() }

            var body: some View {
                VStack {
                    Text("Hello, ").font(brand.font(.body, size, legibilityWeight: weight))
                        + Text("world").font(brand.font(.headline, size, emphasized: true, legibilityWeight: weight))
                    VStack {
                        Text("Title").textStyle(.title1)
                        Button("Switch brand") { second.toggle() }
                    }
                }
                .tintypeTheme(brand)
            }
        }
        """

    /// The issue's first must-hold: a UIKit view controller and a SwiftUI view that switch two brands
    /// through the protocol, a label that sets nothing but `adjustsFontForContentSizeCategory`, and
    /// `@ScaledMetric(relativeTo:)` spacing from a token, for an iOS 15 app.
    @Test func twoBrandsSwitchAtRunTimeInUIKitAndSwiftUI() throws {
        let directory = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let files = try Self.twoBrands(in: directory)
        try Self.app.write(toFile: directory + "/App.swift", atomically: true, encoding: .utf8)
        let check = try Self.typeCheckForIOS15(files + [directory + "/App.swift"], in: directory)
        #expect(check.status == 0 && check.stderr.isEmpty, "\(check.stderr)")
    }

    /// The availability check is real: an app that calls iOS 16's `View.tracking(_:)` or iOS 17's
    /// `registerForTraitChanges` without a check is refused for iOS 15, by name.
    @Test func aCallNewerThanIOS15IsCaught() throws {
        let directory = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let files = try Self.twoBrands(in: directory)
        for (call, api) in [("Text(\"x\").tracking(1)", "tracking"), ("UILabel(frame: .zero).registerForTraitChanges([]) { (_: UILabel, _: UITraitCollection) in }", "registerForTraitChanges")] {
            try "import SwiftUI\nimport UIKit\n@MainActor func use() -> Any { \(call) }\n".write(toFile: directory + "/App.swift", atomically: true, encoding: .utf8)
            let check = try Self.typeCheckForIOS15(files + [directory + "/App.swift"], in: directory)
            #expect(check.status != 0 && check.stderr.contains("'\(api)") && check.stderr.contains("is only available in iOS1"), "\(check.stderr)")
        }
    }

    /// The protocol gives each theme's own numbers: through `any TintypeTheme`, every style at every
    /// category in each variant (with the tight and loose line heights and the baseline offset),
    /// and every tint in every mode, equal the compiled theme read with Foundation's parser.
    @Test(arguments: SwiftOutputTests.themes) func theProtocolAnswersWithTheCompiledTheme(theme: String) throws {
        let directory = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let program = """
            let names = \(Self.categories)
            let theme: any TintypeTheme = \(SwiftOutputTests.typeName(theme))()
            for style in theme.textStyles {
                for category in TintypeSizeCategory.allCases {
                    for emphasized in [false, true] {
                        for boldText in [false, true] {
                            guard let m = theme.metrics(of: style, category, emphasized: emphasized, boldText: boldText) else { fatalError() }
                            print(style, names[category.rawValue], emphasized ? 1 : 0, boldText ? 1 : 0, m.fontName, m.size, m.lineHeight,
                                  m.tracking, m.weight, m.tightLineHeight, m.looseLineHeight, m.baselineOffset)
                        }
                    }
                }
            }
            let modes: [(TintypeAppearance, String, TintypeContrast, String)] = [(.light, "light", .normal, "normal"), (.light, "light", .increased, "increased"), (.dark, "dark", .normal, "normal"), (.dark, "dark", .increased, "increased")]
            for tint in theme.tints {
                for (appearance, a, contrast, c) in modes {
                    guard let rgba = theme.color(of: tint, appearance, contrast) else { fatalError() }
                    print("tint", tint, a, c, rgba.red, rgba.green, rgba.blue, rgba.alpha * 255)
                }
            }
            print(theme.metrics(of: "no-such-style", .large, emphasized: false, boldText: false) == nil, theme.color(of: "no-such-tint", .light, .normal) == nil)
            """
        try program.write(toFile: directory + "/main.swift", atomically: true, encoding: .utf8)
        let build = try SwiftOutputTests.run(["swiftc", "-swift-version", "6", "-warnings-as-errors"] + SwiftOutputTests.sources(theme) + ["main.swift", "-o", "program"], in: directory)
        #expect(build.status == 0, "\(build.stderr)")
        let output = try SwiftOutputTests.run(["./program"], in: directory)
        var lines = output.stdout.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
        #expect(lines.popLast() == ["true", "true"])
        var expected = try SwiftOutputTests.expectedLines(theme)
        let leadings = try Self.leadingColumns(theme)
        #expect(lines.count == expected.count)
        for fields in lines {
            let keyCount = fields[0] == "tint" ? 4 : 5
            let key = fields[0..<keyCount].joined(separator: " ")
            let values = fields[keyCount...].compactMap(Double.init)
            let cell = fields[0..<4].joined(separator: " ")
            guard let want = expected.removeValue(forKey: key).map({ fields[0] == "tint" ? $0 : $0 + (leadings[cell] ?? []) }) else {
                Issue.record("the program printed \(key), which the compiled theme does not have")
                continue
            }
            let tolerance = fields[0] == "tint" ? 0.5 : 1e-9
            #expect(values.count == want.count && zip(values, want).allSatisfy { abs($0 - $1) < tolerance }, "\(key): \(values) != \(want)")
        }
        #expect(expected.isEmpty)
    }

    /// Per cell (`style category emphasized boldText`): the tight and the loose rows' line heights
    /// and the standard row's baseline offset, from the compiled theme; a theme without emphasized
    /// rows answers the regular row for emphasized.
    static func leadingColumns(_ theme: String) throws -> [String: [Double]] {
        let url = GoldenOutputTests.generated.appendingPathComponent("json/\(theme)/\(theme).tintype.json")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        var lineHeights: [String: Double] = [:], offsets: [String: Double] = [:]
        for row in try #require(document["styles"] as? [[String: Any]]) {
            let emphasized = (row["emphasized"] as? Bool) == true ? 1 : 0
            for (boldText, values) in [(0, row), (1, row.merging((row["boldText"] as? [String: Any]) ?? [:]) { $1 })] {
                let cell = "\(row["style"]!) \(row["category"]!) \(emphasized) \(boldText)"
                let leading = try #require(row["leading"] as? String)
                let lineHeight = try #require((values["lineHeight"] as? NSNumber)?.doubleValue)
                if leading == "standard" { offsets[cell] = try #require((values["baselineOffset"] as? NSNumber)?.doubleValue) }
                if lineHeights["\(cell) \(leading)"] == nil { lineHeights["\(cell) \(leading)"] = lineHeight }
            }
        }
        var columns: [String: [Double]] = [:]
        for (cell, offset) in offsets {
            guard let tight = lineHeights["\(cell) tight"], let loose = lineHeights["\(cell) loose"] else { continue }
            columns[cell] = [tight, loose, offset]
        }
        // No emphasized rows: the regular row's columns answer for emphasized.
        for (cell, values) in columns where cell.split(separator: " ")[2] == "0" {
            var parts = cell.split(separator: " ").map(String.init)
            parts[2] = "1"
            if columns[parts.joined(separator: " ")] == nil { columns[parts.joined(separator: " ")] = values }
        }
        return columns
    }

    /// The second must-hold: for every style of the shipped themes and of a fixture made to have
    /// both kinds, the size `UIFontMetrics(forTextStyle:)` gives at each category (the style's size
    /// at large times the ratio of its Apple text style's sizes in the reference table, capped at
    /// the maximum) is worked out here; a style is said to follow the system exactly when that is
    /// the compiled size at every category in every variant with one face, and the type's
    /// documentation lists exactly the others.
    @Test(arguments: ["default", "material", "accessible", "scaling"]) func stylesSaidToFollowTheSystemAreUIFontMetricsScaling(theme: String) throws {
        let directory = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let source = theme == "scaling" ? "Tests/Fixtures/Themes/scaling" : "Themes/\(theme)"
        let compiled = try TintypeProcess.run(["compile", source, "--format", "json,swift", "-o", directory])
        #expect(compiled.status == 0, "\(compiled.stderr)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: "\(directory)/\(theme).tintype.json"))) as? [String: Any])
        let referenceURL = TintypeProcess.packageRoot.appendingPathComponent("Tests/Fixtures/Reference/dynamic-type.json")
        let reference = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: referenceURL)) as? [String: Any])
        let apple = try #require(reference["appleIOS"] as? [String: [String: [String: Any]]])
        func appleSize(_ style: String, _ category: String) -> Double { (apple[style]?[category]?["size"] as? NSNumber)?.doubleValue ?? .nan }
        let fonts = try #require(document["fonts"] as? [[String: Any]])
        // Per style, per variant (emphasized, Bold Text), the size and face at each category.
        var cells: [String: [String: [String: (size: Double, face: String)]]] = [:]
        for row in try #require(document["styles"] as? [[String: Any]]) where row["leading"] as? String == "standard" {
            let style = try #require(row["style"] as? String), category = try #require(row["category"] as? String)
            for (boldText, values) in [(0, row), (1, row.merging((row["boldText"] as? [String: Any]) ?? [:]) { $1 })] {
                let font = fonts[try #require(values["font"] as? Int)]
                let face = "\(font["postscriptName"] ?? "") \(font["location"].map { "\($0)" } ?? "")"
                let variant = "\((row["emphasized"] as? Bool) == true ? 1 : 0)\(boldText)"
                cells[style, default: [:]][variant, default: [:]][category] = (try #require((values["size"] as? NSNumber)?.doubleValue), face)
            }
        }
        var expectedFollowing: [String: String] = [:], notFollowing: [String] = []
        for typeface in try #require(document["typefaces"] as? [[String: Any]]) {
            let style = try #require(typeface["style"] as? String)
            let maximum = (typeface["maximumPointSize"] as? NSNumber)?.doubleValue
            let variants = try #require(cells[style])
            let candidates = apple.keys.contains(style) ? [style] : apple.keys.sorted()
            let follows = candidates.first { candidate in
                variants.values.allSatisfy { byCategory in
                    guard let base = byCategory["large"], Set(byCategory.values.map { $0.face }).count == 1, !base.face.contains("opsz") else { return false }
                    return Self.categories.allSatisfy { category in
                        let scaled = min(base.size * appleSize(candidate, category) / appleSize(candidate, "large"), maximum ?? .infinity)
                        return byCategory[category].map { abs($0.size - scaled) <= 0.01 } ?? false
                    }
                }
            }
            if let follows { expectedFollowing[style] = follows } else { notFollowing.append(style) }
        }
        let swift = try String(contentsOfFile: "\(directory)/swift/\(theme).swift", encoding: .utf8)
        var said: [String: String] = [:], saidNot: [String] = []
        for line in swift.split(separator: "\n") where line.contains(": TintypeStyleScaling(textStyle: .") {
            let name = String(line.split(separator: ":")[0].trimmingCharacters(in: .whitespaces).dropFirst("case .".count))
            let textStyle = String(line.split(separator: "textStyle: .")[1].prefix { $0 != "," })
            if line.contains("followsSystem: true") { said[name] = textStyle } else { saidNot.append(name) }
        }
        // Apple's curves for body and headline are the same; a theme's own style may be said to follow either.
        #expect(said.mapValues { $0 == "headline" ? "body" : $0 } == expectedFollowing.mapValues { $0 == "headline" ? "body" : $0 })
        #expect(saidNot == notFollowing)
        let note = swift.split(separator: "\n").first { $0.contains("(`TintypeLabel` does): ") }.map { String($0.split(separator: "does): ")[1].dropLast()) }
        #expect(note == (notFollowing.isEmpty ? nil : notFollowing.joined(separator: ", ")))
        if theme == "scaling" {
            // The fixture has each kind: a maximum the system is told, a style of its own on an Apple curve, a minimum it cannot be told.
            #expect(said["title1"] == "title1" && said["lead"] == "title3" && notFollowing == ["caption2"])
            #expect(swift.contains("case .title1: TintypeStyleScaling(textStyle: .title1, followsSystem: true, maximumPointSize: 40)"))
        }
    }
}

extension SwiftAppTests {
    /// The file each required face names is the file measured: fontconfig lists a font file of
    /// that name whose SHA-256 (by `sha256sum`) is the hash recorded beside it.
    @Test func theRequiredFontsFilesAreTheFilesMeasured() throws {
        let directory = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(try TintypeProcess.run(["compile", "Themes/default", "--format", "json", "-o", directory]).status == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: directory + "/default.tintype.json"))) as? [String: Any])
        let installed = try SwiftOutputTests.run(["fc-list", "--format", "%{file}\n"], in: directory).stdout.split(separator: "\n").map(String.init)
        let fonts = try #require(document["fonts"] as? [[String: Any]])
        #expect(!fonts.isEmpty)
        for font in fonts {
            let file = try #require(font["file"] as? String), sha256 = try #require(font["sha256"] as? String)
            let candidates = installed.filter { ($0 as NSString).lastPathComponent == file }
            let hashes = try candidates.map { try SwiftOutputTests.run(["sha256sum", $0], in: directory).stdout.prefix(64) }
            #expect(hashes.contains(Substring(sha256)), "\(file): \(candidates)")
        }
    }
}
