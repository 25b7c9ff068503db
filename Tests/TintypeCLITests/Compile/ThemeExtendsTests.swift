import Foundation
import Testing

/// A theme that builds on another (issue 52, item 6): `Tests/Fixtures/Themes/extends/acme` extends
/// `../brand` and writes only a light tint and the hero's size; every other value, and the base's
/// token files, come from the base.
@Suite struct ThemeExtendsTests {
    static let acme = TintypeProcess.packageRoot.appendingPathComponent("Tests/Fixtures/Themes/extends/acme").path

    @Test func aThemeWritesOnlyWhatDiffersFromItsBase() throws {
        let directory = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let result = try TintypeProcess.run(["compile", Self.acme, "--format", "json", "-o", directory])
        #expect(result.status == 0, "\(result.stderr)")
        let compiled = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: directory + "/acme.tintype.json"))) as? [String: Any])
        #expect((compiled["typefaces"] as? [[String: Any]])?.compactMap { $0["style"] as? String } == ["body", "callout", "hero"])
        // hero: acme's size and line height, brand's weight.
        let hero = try #require((compiled["styles"] as? [[String: Any]])?.first {
            $0["style"] as? String == "hero" && $0["category"] as? String == "large" && $0["emphasized"] as? Bool == false
                && $0["leading"] as? String == "standard"
        })
        #expect(hero["size"] as? Double == 34 && hero["lineHeight"] as? Double == 40 && hero["weight"] as? Int == 400)
        // The light tint is acme's; the dark one brand's {color.primary}, read from brand's token file.
        let tints = try #require(compiled["tints"] as? [[String: Any]])
        func tint(_ appearance: String) -> String? {
            tints.first { ($0["modes"] as? [[String: String]])?.contains(["appearance": appearance, "contrast": "normal"]) == true }?["default"] as? String
        }
        #expect(tint("light") == "#0f766e" && tint("dark") == "#4f46e5")
        #expect((compiled["tokens"] as? [[String: Any]])?.compactMap { $0["path"] as? String } == ["color.primary"])
    }

    @Test func aBrokenChainIsAnErrorAtTheExtends() throws {
        let work = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: work) }
        for (name, extends) in [("a", "../b"), ("b", "../a"), ("c", "../nothing")] {
            try FileManager.default.createDirectory(atPath: "\(work)/\(name)", withIntermediateDirectories: true)
            try #"{"name": "\#(name)", "extends": "\#(extends)"}"#.write(toFile: "\(work)/\(name)/theme.json", atomically: true, encoding: .utf8)
        }
        try FileManager.default.createDirectory(atPath: "\(work)/d", withIntermediateDirectories: true)
        try #"{"extends": "../a"}"#.write(toFile: "\(work)/d/theme.json", atomically: true, encoding: .utf8)
        let round = try TintypeProcess.run(["check", "a"], in: work)
        #expect(round.status == 2 && round.stderr.contains("b/theme.json:1:26: error: extends goes round: a/theme.json → b/theme.json → a/theme.json"),
                "\(round.stderr)")
        let missing = try TintypeProcess.run(["check", "c"], in: work)
        #expect(missing.status == 2 && missing.stderr.contains("c/theme.json:1:26: error: extends: no theme file or directory ../nothing"), "\(missing.stderr)")
        let nameless = try TintypeProcess.run(["check", "d"], in: work)
        #expect(nameless.status == 2 && nameless.stderr.contains("d/theme.json:1:1: error: a theme that extends another needs a \"name\" of its own"),
                "\(nameless.stderr)")
    }
}
