import Foundation
import Testing

/// The committed Swift of every shipped theme, built by the Swift compiler: the platform-neutral
/// part runs and prints the compiled theme's numbers and colours (read here with Foundation's JSON
/// parser), and the UIKit and SwiftUI parts type-check, without warnings, against the stand-in
/// modules in Tests/Fixtures/StandIns (Apple's signatures for exactly the API the code uses).
@Suite struct SwiftOutputTests {
    static let themes = ["default", "material", "accessible"]

    static func typeName(_ theme: String) -> String { theme.prefix(1).uppercased() + theme.dropFirst() + "Theme" }

    /// Runs a program with arguments; its exit status, standard output and standard error.
    static func run(_ arguments: [String], in directory: String) throws -> (status: Int32, stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let stdout = output.fileHandleForReading.readDataToEndOfFile()
        let stderr = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: stdout, as: UTF8.self), String(decoding: stderr, as: UTF8.self))
    }

    static func generated(_ theme: String) -> String {
        GoldenOutputTests.generated.appendingPathComponent("swift/\(theme)/swift/\(theme).swift").path
    }

    /// The files a Swift output compiles from: the theme's and its number tables'.
    static func sources(_ theme: String) -> [String] { sources(of: generated(theme)) }

    /// The theme's file at `path` and its tables file beside it (`NAME+Tables.swift`).
    static func sources(of path: String) -> [String] {
        let folder = (path as NSString).deletingLastPathComponent
        return [path, String(path.dropLast(".swift".count)) + "+Tables.swift", folder + "/TintypeTheme.swift"]
    }

    /// The compiled theme's standard-leading rows and tints, from the committed JSON, as the lines
    /// the test program prints.
    static func expectedLines(_ theme: String) throws -> [String: [Double]] {
        let url = GoldenOutputTests.generated.appendingPathComponent("json/\(theme)/\(theme).tintype.json")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let fonts = try #require(document["fonts"] as? [[String: Any]])
        var expected: [String: [Double]] = [:]
        for row in try #require(document["styles"] as? [[String: Any]]) where row["leading"] as? String == "standard" {
            let plain = row
            var bold = row
            for (key, value) in (row["boldText"] as? [String: Any]) ?? [:] { bold[key] = value }
            for (variant, values) in [("0", plain), ("1", bold)] {
                let index = try #require(values["font"] as? Int)
                let font = try #require(fonts[index]["postscriptName"] as? String)
                let tracking = try #require(values["tracking"] as? [String: Any])
                let key = "\(row["style"]!) \(row["category"]!) \((row["emphasized"] as? Bool) == true ? 1 : 0) \(variant) \(font)"
                expected[key] = [values["size"], values["lineHeight"], tracking["points"], faceWeight(values, fonts)].compactMap { ($0 as? NSNumber)?.doubleValue }
            }
        }
        for set in try #require(document["tints"] as? [[String: Any]]) {
            var colors: [String: String] = ["accent": try #require(set["default"] as? String), "accentDimmed": try #require(set["dimmedDefault"] as? String)]
            for (name, hex) in (set["derived"] as? [String: String]) ?? [:] { colors[name] = hex }
            for (kind, entry) in (set["components"] as? [String: [String: Any]]) ?? [:] {
                if let hex = entry["tint"] as? String { colors[kind + "Tint"] = hex }
                if let hex = entry["barTint"] as? String { colors[kind + "BarTint"] = hex }
            }
            for mode in try #require(set["modes"] as? [[String: String]]) {
                for (name, hex) in colors {
                    let digits = Array(hex.dropFirst())
                    let bytes = stride(from: 0, to: digits.count, by: 2).compactMap { Double(Int(String(digits[$0...$0 + 1]), radix: 16) ?? -1) }
                    expected["tint \(name) \(mode["appearance"]!) \(mode["contrast"]!)"] = bytes.count == 3 ? bytes + [255] : bytes
                }
            }
        }
        return expected
    }

    /// The weight of the face a compiled row draws: the one fontconfig used where the family lacks
    /// the weight asked for (the face's `missingWeight` warning), a variable face's wght, else the
    /// weight asked for.
    static func faceWeight(_ row: [String: Any], _ fonts: [[String: Any]]) -> Any? {
        guard let index = row["font"] as? Int, fonts.indices.contains(index) else { return row["weight"] }
        let used = (fonts[index]["warnings"] as? [[String: Any]])?.first { $0["kind"] as? String == "missingWeight" }?["used"]
        return used ?? (fonts[index]["location"] as? [String: Any])?["wght"] ?? row["weight"]
    }

    /// A theme on a variable face with an optical-size axis: every row's `opticalSize` is the opsz
    /// the compiled theme says it was measured at (read here with Foundation's JSON parser), and the
    /// UIKit font applies it through the font descriptor (type-checked against the stand-ins).
    @Test func aVariableFacesOpticalSizeReachesSwift() throws {
        let directory = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let compiled = try TintypeProcess.run(["compile", "Tests/Fixtures/Themes/fixture-passing", "--font-dir", "Fonts", "--format", "json,swift",
                                               "-o", directory])
        #expect(compiled.status == 0, "\(compiled.stderr)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: directory + "/fixture-passing.tintype.json"))) as? [String: Any])
        let fonts = try #require(document["fonts"] as? [[String: Any]])
        var expected: [String] = []
        for row in try #require(document["styles"] as? [[String: Any]]) where row["leading"] as? String == "standard" && row["emphasized"] as? Bool == false {
            let index = try #require(row["font"] as? Int)
            let opsz = try #require((fonts[index]["location"] as? [String: Any])?["opsz"] as? NSNumber)
            let categories = ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge", "AX1", "AX2", "AX3", "AX4", "AX5"]
            let name = try #require(row["category"] as? String)
            let category = try #require(categories.firstIndex(of: name))
            expected.append("\(row["style"]!) \(category) \(opsz.doubleValue)")
        }
        let main = """
            for style in FixturePassingTheme.TextStyle.allCases {
                for category in FixturePassingTheme.SizeCategory.allCases {
                    print(style, category.rawValue, FixturePassingTheme.metrics(style, category).opticalSize.map { String($0) } ?? "nil")
                }
            }
            """
        try main.write(toFile: directory + "/main.swift", atomically: true, encoding: .utf8)
        let built = try Self.run(["swiftc", "-swift-version", "6", "-o", "program"] + Self.sources(of: directory + "/swift/fixture-passing.swift") + ["main.swift"], in: directory)
        #expect(built.status == 0, "\(built.stderr)")
        let printed = try Self.run(["./program"], in: directory).stdout.split(separator: "\n").map(String.init)
        #expect(Set(printed) == Set(expected))
        #expect(printed.contains("body 3 17.0"))
        let shared = try String(contentsOfFile: directory + "/swift/TintypeTheme.swift", encoding: .utf8)
        #expect(shared.contains("font.fontDescriptor.addingAttributes([attribute: opticalSize])"))
        #expect(shared.contains("    /// `Font.custom` takes no optical size: the system's own optical sizing applies.\n"))
        // A face measured at an optical size is not one UIFontMetrics can scale: its fonts do not adjust by themselves.
        let source = try String(contentsOfFile: directory + "/swift/fixture-passing.swift", encoding: .utf8)
        #expect(source.contains("case .body: TintypeStyleScaling(textStyle: .body, followsSystem: false, maximumPointSize: nil)"))
    }

    /// `requiredFonts` lists every face the standard rows draw (Bold Text's included), each once,
    /// with the hash of the file measured, as the compiled theme's `fonts` records them (issue 55).
    @Test(arguments: themes) func theRequiredFontsAreTheFacesTheRowsDraw(theme: String) throws {
        let directory = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let type = Self.typeName(theme)
        try "for font in \(type).requiredFonts { print(font.postscriptName, font.file ?? \"-\", font.sha256 ?? \"-\") }\n"
            .write(toFile: directory + "/main.swift", atomically: true, encoding: .utf8)
        let build = try Self.run(["swiftc", "-swift-version", "6", "-warnings-as-errors"] + Self.sources(theme) + ["main.swift", "-o", "program"], in: directory)
        #expect(build.status == 0, "\(build.stderr)")
        let printed = try Self.run(["./program"], in: directory).stdout.split(separator: "\n").map(String.init)
        let data = try Data(contentsOf: GoldenOutputTests.generated.appendingPathComponent("json/\(theme)/\(theme).tintype.json"))
        let compiled = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let fonts = try #require(compiled["fonts"] as? [[String: Any]])
        var used = Set<Int>()
        for row in compiled["styles"] as? [[String: Any]] ?? [] where row["leading"] as? String == "standard" {
            if let font = row["font"] as? Int { used.insert(font) }
            if let font = (row["boldText"] as? [String: Any])?["font"] as? Int { used.insert(font) }
        }
        let expected = Set(used.map {
            "\(fonts[$0]["postscriptName"] as? String ?? "") \(fonts[$0]["file"] as? String ?? "") \(fonts[$0]["sha256"] as? String ?? "")"
        })
        #expect(printed.count == Set(printed).count, "each face once: \(printed)")
        #expect(Set(printed) == expected)
    }

    @Test(arguments: themes) func theGeneratedTableIsTheCompiledTable(theme: String) throws {
        let directory = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let type = Self.typeName(theme)
        // Category names as the compiled theme spells them, in the generated enum's order.
        let program = """
            let names = ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge", "AX1", "AX2", "AX3", "AX4", "AX5"]
            for style in \(type).TextStyle.allCases {
                for category in \(type).SizeCategory.allCases {
                    for emphasized in [false, true] {
                        for boldText in [false, true] {
                            let m = \(type).metrics(style, category, emphasized: emphasized, boldText: boldText)
                            print(style.rawValue, names[category.rawValue], emphasized ? 1 : 0, boldText ? 1 : 0, m.fontName, m.size, m.lineHeight, m.tracking, m.weight)
                        }
                    }
                }
            }
            let modes: [(\(type).Appearance, String, \(type).Contrast, String)] = [(.light, "light", .normal, "normal"), (.light, "light", .increased, "increased"), (.dark, "dark", .normal, "normal"), (.dark, "dark", .increased, "increased")]
            for tint in \(type).Tint.allCases {
                for (appearance, a, contrast, c) in modes {
                    let rgba = \(type).color(tint, appearance, contrast)
                    print("tint", tint.rawValue, a, c, rgba.red, rgba.green, rgba.blue, rgba.alpha * 255)
                }
            }
            """
        try program.write(toFile: directory + "/main.swift", atomically: true, encoding: .utf8)
        let build = try Self.run(["swiftc", "-swift-version", "6", "-warnings-as-errors"] + Self.sources(theme) + ["main.swift", "-o", "program"], in: directory)
        #expect(build.status == 0, "\(build.stderr)")
        let output = try Self.run(["./program"], in: directory)
        #expect(output.status == 0)
        var expected = try Self.expectedLines(theme)
        let lines = output.stdout.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
        #expect(lines.count == expected.count)
        for fields in lines {
            let keyCount = fields[0] == "tint" ? 4 : 5
            let key = fields[0..<keyCount].joined(separator: " ")
            let values = fields[keyCount...].compactMap(Double.init)
            guard let want = expected.removeValue(forKey: key) else {
                Issue.record("the program printed \(key), which the compiled theme does not have")
                continue
            }
            // Lengths are the table's digits exactly; an opacity (written to 1/10,000) must round to the same byte.
            let tolerance = fields[0] == "tint" ? 0.5 : 1e-9
            #expect(values.count == want.count && zip(values, want).allSatisfy { abs($0 - $1) < tolerance }, "\(key): \(values) != \(want)")
        }
        #expect(expected.isEmpty, "not printed: \(expected.keys.sorted().prefix(5))")
    }

    /// SwiftUI's line spacing is never negative: the type's documentation lists exactly the styles
    /// whose line height at large is below the font's own (ascender − descender + line gap, from
    /// the compiled theme read by Foundation), with both numbers.
    @Test(arguments: themes) func swiftUIsLimitIsStatedWhereItApplies(theme: String) throws {
        let url = GoldenOutputTests.generated.appendingPathComponent("json/\(theme)/\(theme).tintype.json")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        var expected: [String] = []
        for row in try #require(document["styles"] as? [[String: Any]])
        where row["category"] as? String == "large" && row["leading"] as? String == "standard" && row["emphasized"] as? Bool == false {
            let metrics = try #require(row["metrics"] as? [String: Any])
            func value(_ key: String) throws -> Double { try #require((metrics[key] as? NSNumber)?.doubleValue) }
            let own = ((try value("ascender") - value("descender") + value("lineGap")) * 10_000).rounded() / 10_000
            let lineHeight = try #require(row["lineHeight"] as? Double)
            if lineHeight < own - 1e-4 {
                expected.append("/// - \(row["style"]!): \(Self.plain(lineHeight)) pt lines drawn \(Self.plain(own)) pt apart")
            }
        }
        let swift = try String(contentsOfFile: Self.generated(theme), encoding: .utf8)
        let listed = swift.split(separator: "\n").prefix { !$0.hasPrefix("public struct") }.filter { $0.hasPrefix("/// - ") }.map(String.init)
        #expect(listed == expected)
        #expect(expected.isEmpty != swift.contains("so `textStyle(_:)` draws no line tighter than the"))
    }

    /// Builds the CoreText, UIKit and SwiftUI stand-ins into `directory` as modules (`-I .` finds them);
    /// SwiftUI's imports UIKit's (for `Color(uiColor:)`), so it is built after it.
    static func buildStandIns(in directory: String) throws {
        let standIns = TintypeProcess.packageRoot.appendingPathComponent("Tests/Fixtures/StandIns").path
        for module in ["CoreText", "UIKit", "SwiftUI"] {
            let built = try run(["swiftc", "-swift-version", "6", "-parse-as-library", "-emit-module", "-module-name", module, "-I", ".",
                                 "-emit-module-path", "\(module).swiftmodule", "\(standIns)/\(module)/\(module).swift"], in: directory)
            #expect(built.status == 0, "\(built.stderr)")
        }
    }

    /// A number as the generated Swift writes it: no trailing `.0`.
    static func plain(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    @Test(arguments: themes) func theUIKitAndSwiftUIPartsTypeCheckAgainstAppleSignatures(theme: String) throws {
        let directory = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try Self.buildStandIns(in: directory)
        let type = Self.typeName(theme)
        // Calls every UIKit and SwiftUI entry point of the generated code, so each must exist.
        let use = """
            import UIKit
            import SwiftUI

            @MainActor func useUIKit(_ traits: UITraitCollection) -> [Any] {
                let theme = \(type)()
                let style = \(type).TextStyle.allCases[0].name
                let font: UIFont = theme.font(style, compatibleWith: traits, emphasized: true)
                let current: UIFont = theme.font(style)
                let attributes: [NSAttributedString.Key: Any] = theme.attributes(style, compatibleWith: traits)
                let color: UIColor = theme.uiColor(.accentDimmed)
                let category = \(type).SizeCategory(UIContentSizeCategory.accessibilityLarge)
                let gap: CGFloat = theme.scaledLength(16, compatibleWith: traits)
                let missing: [TintypeRequiredFont] = theme.missingFonts()
                let failed = \(type).registerFonts(at: [URL(fileURLWithPath: "/fonts/Brand.ttf")])
                let label = TintypeLabel(theme: theme, textStyle: style)
                label.styledText = "Hello"
                return [font, current, attributes, color, category, gap, missing, failed.count, label]
            }

            @MainActor func useSwiftUI<V: View>(_ view: V) -> some View {
                let theme = \(type)()
                let _: Color = theme.tintColor(.accent)
                let _: Font = theme.font(.body, .accessibility3, emphasized: true, legibilityWeight: .bold)
                let _: Font.TextStyle = \(type).lengthTextStyle
                _ = \(type).SizeCategory(DynamicTypeSize.accessibility3)
                return view.textStyle(\(type).TextStyle.allCases[0].name, emphasized: true).tintypeTheme(theme)
            }
            """
        try use.write(toFile: directory + "/use.swift", atomically: true, encoding: .utf8)
        let check = try Self.run(["swiftc", "-swift-version", "6", "-warnings-as-errors", "-typecheck", "-I", "."] + Self.sources(theme) + ["use.swift"], in: directory)
        #expect(check.status == 0, "\(check.stderr)")
        #expect(check.stderr.isEmpty, "\(check.stderr)")
    }

    /// Two themes in one Swift target (issue 52, item 6; issue 55, item 2): their files and the
    /// one shared file type-check together, and `.textStyle(.body)` takes the environment's theme,
    /// so the same call serves either brand.
    @Test func twoThemesInOneTargetTypeCheckTogether() throws {
        let directory = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try Self.buildStandIns(in: directory)
        let use = """
            import SwiftUI

            @MainActor func use<V: View>(_ view: V, brand: Bool) -> some View {
                let theme: any TintypeTheme = brand ? AccessibleTheme() : DefaultTheme()
                return view.textStyle(.body).textStyle(.headline, in: AccessibleTheme(), emphasized: true).tintypeTheme(theme)
            }
            """
        try use.write(toFile: directory + "/use.swift", atomically: true, encoding: .utf8)
        let files = Self.sources("default") + Self.sources("accessible").prefix(2)
        let check = try Self.run(["swiftc", "-swift-version", "6", "-warnings-as-errors", "-typecheck", "-I", "."] + files + ["use.swift"], in: directory)
        #expect(check.status == 0 && check.stderr.isEmpty, "\(check.stderr)")
    }
}
