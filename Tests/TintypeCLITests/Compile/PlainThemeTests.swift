import Foundation
import Testing

/// A theme leaves out what it did not ask for (issue 52, item 7): `Tests/Fixtures/Themes/plain` says
/// `"emphasized": false` (no UIKit emphasized variant) and `"derived": {}` (no UIKit tint variants).
/// Every format is then written without them, each still read by its platform's checker, and the
/// Swift compiles with swiftc, where asking for the emphasized variant does not.
@Suite struct PlainThemeTests {
    static let theme = TintypeProcess.packageRoot.appendingPathComponent("Tests/Fixtures/Themes/plain").path

    @Test func everyFormatLeavesOutTheEmphasizedVariant() throws {
        let directory = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let result = try TintypeProcess.run(["compile", Self.theme, "--format", "json,swift,css,android,compose,flutter", "-o", directory])
        #expect(result.status == 0, "\(result.stderr)")
        let compiled = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: directory + "/plain.tintype.json"))) as? [String: Any])
        let rows = try #require(compiled["styles"] as? [[String: Any]])
        let fonts = try #require(compiled["fonts"] as? [[String: Any]])
        // Apple's 11 styles × 12 categories × 3 leadings, regular only.
        #expect(rows.count == 11 * 12 * 3)
        #expect(rows.allSatisfy { $0["emphasized"] as? Bool == false })
        // Only the tint and its dimmed form.
        for set in compiled["tints"] as? [[String: Any]] ?? [] { #expect((set["derived"] as? [String: Any])?.isEmpty == true) }

        for (script, output) in [("check_css.py", "/css/plain.css"), ("check_flutter.py", "/flutter/lib/plain_theme.dart"),
                                 ("check_compose.py", "/compose/PlainTheme.kt"), ("check_android_resources.py", "/android")] {
            let check = try GoldenOutputTests.check(script, [directory + "/plain.tintype.json", directory + output])
            #expect(check.status == 0, "\(script): \(check.report)")
        }
        let css = try String(contentsOfFile: directory + "/css/plain.css", encoding: .utf8)
        #expect(!css.contains("emphasized"))
        let dart = try String(contentsOfFile: directory + "/flutter/lib/plain_theme.dart", encoding: .utf8)
        #expect(!dart.contains("emphasized"))
        let android = try String(contentsOfFile: directory + "/android/values/plain_type.xml", encoding: .utf8)
        #expect(!android.contains(".Emphasized"))
        let kotlin = try String(contentsOfFile: directory + "/compose/PlainTheme.kt", encoding: .utf8)
        #expect(!kotlin.contains("Emphasized"))

        // Swift: the API has no emphasized parameter; the table is 2 rows a cell (Bold Text off and on).
        try SwiftOutputTests.buildStandIns(in: directory)
        try """
            func use() {
                let body = PlainTheme.metrics(.body, .large, boldText: true)
                let large = PlainTheme.metrics(.largeTitle, .accessibilityExtraExtraExtraLarge)
                precondition(body.weight > 400 && large.size > body.size)
            }

            """.write(toFile: directory + "/use.swift", atomically: true, encoding: .utf8)
        let swift = try SwiftOutputTests.run(["swiftc", "-swift-version", "6", "-typecheck", "-I", "."] + SwiftOutputTests.sources(of: directory + "/swift/plain.swift") + ["use.swift"], in: directory)
        #expect(swift.status == 0, "\(swift.stderr)")
        // Built and run without UIKit: every style at every category, Bold Text off and on, is the compiled row.
        try """
            let names = ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge", "AX1", "AX2", "AX3", "AX4", "AX5"]
            for style in PlainTheme.TextStyle.allCases {
                for category in PlainTheme.SizeCategory.allCases {
                    for boldText in [false, true] {
                        let m = PlainTheme.metrics(style, category, boldText: boldText)
                        print(style.rawValue, names[category.rawValue], boldText ? 1 : 0, m.size, m.lineHeight, m.weight)
                    }
                }
            }

            """.write(toFile: directory + "/main.swift", atomically: true, encoding: .utf8)
        let program = try SwiftOutputTests.run(["swiftc", "-swift-version", "6"] + SwiftOutputTests.sources(of: directory + "/swift/plain.swift") + ["main.swift", "-o", "program"], in: directory)
        #expect(program.status == 0, "\(program.stderr)")
        var expected: [String: [Double]] = [:]
        for row in rows where row["leading"] as? String == "standard" {
            var bold = row
            for (key, value) in (row["boldText"] as? [String: Any]) ?? [:] { bold[key] = value }
            for (variant, values) in [("0", row), ("1", bold)] {
                let weight = SwiftOutputTests.faceWeight(values, fonts)
                expected["\(row["style"]!) \(row["category"]!) \(variant)"] = [values["size"], values["lineHeight"], weight].compactMap { ($0 as? NSNumber)?.doubleValue }
            }
        }
        let printed = try SwiftOutputTests.run(["./program"], in: directory).stdout.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
        #expect(printed.count == expected.count && printed.count == 11 * 12 * 2)
        for fields in printed {
            let key = fields[0..<3].joined(separator: " ")
            #expect(expected[key] == fields[3...].compactMap(Double.init), "\(key)")
        }

        try "func use() { _ = PlainTheme.metrics(.body, emphasized: true) }\n".write(toFile: directory + "/use.swift", atomically: true, encoding: .utf8)
        let refused = try SwiftOutputTests.run(["swiftc", "-swift-version", "6", "-typecheck", "-I", "."] + SwiftOutputTests.sources(of: directory + "/swift/plain.swift") + ["use.swift"], in: directory)
        #expect(refused.status != 0 && refused.stderr.contains("emphasized"), "\(refused.stderr)")
    }

    /// The DTCG export of such a theme reads back as one without the variant: the same rows.
    @Test func theDTCGExportKeepsItOut() throws {
        let directory = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(try TintypeProcess.run(["compile", Self.theme, "--format", "dtcg", "-o", directory]).status == 0)
        let again = try TintypeProcess.run(["styles", directory + "/plain.resolver.json", "--json"])
        #expect(again.status == 0, "\(again.stderr)")
        let styles = try #require(try TintypeProcess.jsonObject(again)["styles"] as? [[String: Any]])
        // The 396 regular rows (11 styles × 12 categories × 3 leadings), none emphasized.
        #expect(styles.count == 11 * 12 * 3 && styles.allSatisfy { $0["emphasized"] as? Bool == false }, "\(styles.count)")
    }

    @Test func emphasizedIsASwitch() throws {
        let directory = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let text = try String(contentsOfFile: Self.theme + "/theme.json", encoding: .utf8)
        try text.replacingOccurrences(of: "\"emphasized\": false", with: "\"emphasized\": \"no\"").write(toFile: directory + "/theme.json", atomically: true, encoding: .utf8)
        let result = try TintypeProcess.run(["check", directory])
        #expect(result.status == 2)
        #expect(result.stderr.contains("theme.json:8:19") && result.stderr.contains("typography.emphasized"), "\(result.stderr)")
    }
}
