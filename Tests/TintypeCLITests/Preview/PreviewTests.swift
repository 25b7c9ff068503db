import Foundation
import Testing

/// `tintype preview`'s terminal view: the golden view of each shipped theme (NO_COLOR, 80
/// columns), and every number, flag and colour in it checked against the committed compiled theme
/// read by Foundation.
@Suite struct PreviewTests {
    static let themes = ["default", "material", "accessible"]

    static func view(_ theme: String) throws -> String {
        let result = try TintypeProcess.run(["preview", "Themes/\(theme)", "--width", "80"], environment: ["NO_COLOR": "1"])
        #expect(result.status == 0, "\(result.stderr)")
        return result.text
    }

    static func compiled(_ theme: String) throws -> [String: Any] {
        let url = TintypeProcess.packageRoot.appendingPathComponent("Tests/Fixtures/Generated/json/\(theme)/\(theme).tintype.json")
        return try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    }

    @Test(arguments: themes) func theViewEqualsItsGoldenFile(theme: String) throws {
        let golden = TintypeProcess.packageRoot.appendingPathComponent("Tests/Fixtures/Generated/preview/\(theme).txt")
        #expect(try Self.view(theme) == String(decoding: try Data(contentsOf: golden), as: UTF8.self))
    }

    /// Each cell is the standard, regular row's size / line height / tracking in the compiled
    /// theme, flagged O exactly when that row has a line-box overflow (C a collision, F a fallback
    /// face); every line fits 80 columns; `large` is marked; every mode's tints are listed.
    @Test(arguments: themes) func cellsFlagsAndTintsAreTheCompiledThemes(theme: String) throws {
        let text = try Self.view(theme)
        let compiled = try Self.compiled(theme)
        let rows = try #require(compiled["styles"] as? [[String: Any]])
        let fonts = try #require(compiled["fonts"] as? [[String: Any]])
        var expected: [String: (cell: String, flags: String)] = [:]
        for row in rows where row["leading"] as? String == "standard" && row["emphasized"] as? Bool == false {
            let tracking = try #require(row["tracking"] as? [String: Any])["points"] as? Double ?? .nan
            let warnings = (row["warnings"] as? [[String: Any]] ?? []).compactMap { $0["kind"] as? String }
            let fontIndex = try #require(row["font"] as? Int)
            let face = try #require(fonts[fontIndex]["warnings"] as? [Any])
            var flags = ""
            if warnings.contains("lineBoxOverflow") { flags += "O" }
            if warnings.contains("linesCollide") { flags += "C" }
            if !face.isEmpty { flags += "F" }
            if warnings.contains("missingTrackingTable") { flags += "T" }
            let cell = "\(Self.number(row["size"]))/\(Self.number(row["lineHeight"]))/\(tracking > 0 ? "+" : "")\(Self.number(tracking))"
            expected["\(row["style"] ?? "")|\(row["category"] ?? "")"] = (cell, flags)
        }
        var categories: [String] = []
        var seen = 0
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for line in lines {
            #expect(line.count <= 80, "\(line)")
            let words = line.split(separator: " ").map(String.init)
            if words.first == "STYLE" {
                categories = words.dropFirst().map { $0.hasSuffix("*") ? String($0.dropLast()) : $0 }
                #expect(words.contains("large*") == categories.contains("large"))
                continue
            }
            guard !categories.isEmpty, let style = words.first, !line.hasPrefix(" "), expected["\(style)|large"] != nil else {
                if line.isEmpty || line.hasPrefix("Flags") { categories = [] }
                continue
            }
            // Cells are "numbers" optionally followed by a word of flag letters.
            var cells: [(String, String)] = []
            for word in words.dropFirst() {
                if word.contains("/") { cells.append((word, "")) } else if !cells.isEmpty { cells[cells.count - 1].1 = word }
            }
            #expect(cells.count == categories.count, "\(line)")
            for (category, cell) in zip(categories, cells) {
                let want = try #require(expected["\(style)|\(category)"])
                #expect(cell.0 == want.cell && cell.1 == want.flags, "\(style) \(category): \(cell) vs \(want)")
                seen += 1
            }
        }
        #expect(seen == expected.count)
        for set in try #require(compiled["tints"] as? [[String: Any]]) {
            for mode in try #require(set["modes"] as? [[String: String]]) {
                let label = (mode["appearance"] ?? "") + (mode["contrast"] == "increased" ? ", increased contrast" : "")
                let line = try #require(lines.first { $0.hasPrefix("  \(label)  ") }, "\(label)")
                let hexes = line.split(separator: " ").filter { $0.hasPrefix("#") }.map(String.init)
                #expect(hexes == [set["default"] as? String, set["dimmedDefault"] as? String].compactMap { $0 }, "\(line)")
            }
        }
    }

    /// A number as the view writes it: integers without a point.
    static func number(_ value: Any?) -> String {
        let number = value as? Double ?? .nan
        return number == number.rounded() ? String(Int(number)) : String(number)
    }

    @Test func choosingStylesCategoriesAndModesNarrowsTheView() throws {
        let result = try TintypeProcess.run(["preview", "--style", "body", "--category", "AX5", "--category", "large",
                                             "--appearance", "dark", "--contrast", "increased"], environment: ["NO_COLOR": "1"])
        #expect(result.status == 0)
        let lines = result.text.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.split(separator: " ") == ["STYLE", "large*", "AX5"] })
        #expect(lines.filter { $0.hasPrefix("body ") }.count == 1)
        #expect(!lines.contains { $0.hasPrefix("caption1") })
        #expect(lines.filter { $0.hasPrefix("  ") }.map { $0.split(separator: " ").first ?? "" } == ["dark,"])
        #expect(!result.text.contains("\u{1B}["))
    }

    @Test(arguments: [
        (["preview", "--style", "bodyy"], "the theme has no style 'bodyy'"),
        (["preview", "--category", "huge"], "The value 'huge' is invalid for '--category <category>'. Please provide one of the following:\n  - xSmall\n"),
        (["preview", "--width", "10"], "--width must be at least 20 columns"),
        (["preview", "Themes/nowhere"], "Themes/nowhere"),
        (["preview", "--png", "never.png", "--text", String(repeating: "é", count: 1_001)], "--text has 1001 characters; previews draw at most 1000"),
    ]) func badInputExitsTwo(_ arguments: [String], _ message: String) throws {
        let result = try TintypeProcess.run(arguments)
        #expect(result.status == 2)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }
}
