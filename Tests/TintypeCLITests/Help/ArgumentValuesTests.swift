import Foundation
import Testing
import TintypeDocument

/// Command-line values parse themselves where ArgumentParser reads them (categories, devices,
/// tolerances, modifier inputs), ranges are checked in `validate()`, and every usage error points to
/// the help of the command typed, found by walking the command tree rather than reading printed text.
@Suite struct ArgumentValuesTests {
    @Test(arguments: [
        (["tokens", "resolve", "x.json", "--input", "a=b", "--input", "a=c"], "--input gives modifier 'a' twice; see 'tintype tokens resolve --help'"),
        (["check", "Themes/default", "--minimum-size", "300"], "--minimum-size 300 is out of range 0…200; see 'tintype check --help'"),
        (["check", "Themes/default", "--apca", "109"], "--apca 109 is out of range 0…108; see 'tintype check --help'"),
        (["layout", "resolve", "t.json", "--category", "AX9"], "The value 'AX9' is invalid for '--category <category>'"),
        (["metrics", "check", "Themes/default", "--baseline", "b.json", "--tolerance", "size=x"],
         "The value 'size=x' is invalid for '--tolerance <list>': size=x: the amount must be a number of pt or a percentage, 0 or more; see 'tintype metrics check --help'"),
    ])
    func aBadValueIsRefusedBeforeTheCommandRuns(arguments: [String], message: String) throws {
        let result = try TintypeProcess.run(arguments)
        #expect(result.status == 2)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").last?.hasSuffix("--help'") == true, "one message, ending in the help to read")
    }

    @Test func everyCategoryOfApplesTableIsAcceptedAndShownInCategoryOrder() throws {
        // The names and their order come from the reference table, not from the parser.
        let table = try JSONSerialization.jsonObject(with: Data(contentsOf: TintypeProcess.packageRoot.appendingPathComponent(
            "Tests/Fixtures/Reference/dynamic-type.json"))) as? [String: Any]
        let names = try #require(table?["categories"] as? [String])
        #expect(names.count == 12)
        let asked = names.reversed().flatMap { ["--category", $0] }
        let result = try TintypeProcess.run(["styles", "Themes/default", "--style", "body", "--json"] + ["--category", names[9]])
        #expect(result.status == 0, "\(result.stderr)")
        let preview = try TintypeProcess.run(["preview", "Themes/default", "--style", "body", "--width", "400"] + asked)
        #expect(preview.status == 0, "\(preview.stderr)")
        // Asked last to first, shown first to last.
        let header = preview.text.split(separator: "\n").first { $0.hasPrefix("STYLE ") }
        let shown = header?.split(separator: " ").dropFirst().map { String($0).replacingOccurrences(of: "*", with: "") }
        #expect(shown == names, "\(preview.text)")
    }

    @Test func stylesTakesSeveralCategoriesAndStylesLikePreview() throws {
        let result = try TintypeProcess.run(["styles", "Themes/default", "--category", "AX5", "--category", "xSmall",
                                             "--style", "caption2", "--style", "body", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let rows = try #require(try TintypeProcess.jsonObject(result)["styles"] as? [[String: Any]])
        // Theme order of styles (body before caption2), category order within each.
        let standard = rows.filter { $0["leading"] as? String == "standard" && $0["emphasized"] as? Bool == false }
        #expect(standard.map { "\($0["style"] ?? "")@\($0["category"] ?? "")" } == ["body@xSmall", "body@AX5", "caption2@xSmall", "caption2@AX5"])
    }
}
