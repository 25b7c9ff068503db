import Foundation
import Testing

/// `tintype styles` end to end.
@Suite struct StylesCommandTests {
    @Test func jsonHasTheDocumentedKeysAndEveryRow() throws {
        let result = try TintypeProcess.run(["styles", "--json"])
        #expect(result.status == 0)
        let json = try TintypeProcess.jsonObject(result)
        #expect(json["theme"] as? String == "default")
        let rows = try #require(json["styles"] as? [[String: Any]])
        #expect(rows.count == 11 * 12 * 2 * 3)
        let body = try #require(rows.first {
            $0["style"] as? String == "body" && $0["category"] as? String == "large"
                && $0["leading"] as? String == "standard" && $0["emphasized"] as? Bool == false
        })
        for key in ["style", "category", "size", "lineHeight", "tracking", "weight", "font", "warnings", "metrics", "trims", "baselineOffset"] {
            #expect(body[key] != nil, "missing \(key)")
        }
        #expect(body["size"] as? Double == 17)
        #expect(body["lineHeight"] as? Double == 22)
        #expect((body["tracking"] as? [String: Any])?["em"] as? Double == -0.026)
        let font = try #require(body["font"] as? [String: Any])
        #expect(font["family"] is String && font["postscriptName"] != nil)
        #expect(!(String(decoding: result.stdout, as: UTF8.self).contains("/usr/share")), "no absolute paths")
    }

    @Test func filtersAndBoldText() throws {
        let json = try TintypeProcess.jsonObject(
            TintypeProcess.run(["styles", "--style", "body", "--category", "accessibilityExtraExtraExtraLarge", "--bold-text", "--json"]))
        let rows = try #require(json["styles"] as? [[String: Any]])
        #expect(rows.count == 6)
        #expect(rows.allSatisfy { $0["category"] as? String == "AX5" && $0["size"] as? Double == 53 })
        #expect(Set(rows.compactMap { $0["weight"] as? Int }) == [600, 700])
    }

    @Test func twoRunsAreByteIdentical() throws {
        let first = try TintypeProcess.run(["styles", "--json", "--theme", "Themes/default/theme.json"])
        let second = try TintypeProcess.run(["styles", "--json", "--theme", "Themes/default/theme.json"])
        #expect(first.status == 0 && first.stdout == second.stdout)
    }

    @Test func readableTableHasALinePerStyleAndCategory() throws {
        let result = try TintypeProcess.run(["styles", "--category", "large"])
        #expect(result.status == 0)
        let lines = result.text.split(separator: "\n")
        #expect(lines.count == 12)
        #expect(lines.contains { $0.hasPrefix("body") && $0.contains(" 17 ") && $0.contains("22 (20/24)") })
    }

    @Test(arguments: [
        (["styles", "--category", "huge"], "The value 'huge' is invalid for '--category <category>'. Please provide one of the following:\n  - xSmall\n"),
        (["styles", "--style", "nope"], "the theme has no style 'nope'"),
        (["styles", "--theme", "Tests/Fixtures/Themes/missing.json"], "no such theme file"),
        (["styles", "--theme", "Tests/Fixtures/Themes/bad-scale.json"], "bad-scale.json:7:76: error: no style 'nothing' to scale along"),
    ])
    func badInputExitsTwo(_ arguments: [String], _ message: String) throws {
        let result = try TintypeProcess.run(arguments)
        #expect(result.status == 2)
        #expect(result.stderr.contains(message), "stderr was: \(result.stderr)")
    }
}
