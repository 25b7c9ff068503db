import Foundation
import Testing
import TintypeCheck

/// A check rule owns its id, its earlier ids and its words: `check`'s ids, `--ignore`'s aliases and
/// the help are made from `ThemeCheck.rules`, one type per file in Sources/TintypeCheck/Check/Rules.
@Suite struct CheckRulesOwnThemselvesTests {
    /// The rule types' files, read from the source tree rather than from the registry under test.
    private var ruleFiles: [String] {
        let folder = TintypeProcess.packageRoot.appendingPathComponent("Sources/TintypeCheck/Check/Rules").path
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
    }

    @Test func everyRuleFileIsOneRegisteredRuleAndTheIdsAreExactlyTheRules() throws {
        let registered = ThemeCheck.rules.map { String(describing: $0) + ".swift" }.sorted()
        #expect(!ruleFiles.isEmpty)
        #expect(registered == ruleFiles, "each file in Check/Rules declares one rule, listed once in ThemeCheck.rules")
        #expect(ThemeCheck.ids == ThemeCheck.rules.map { $0.id }.sorted())
        #expect(Set(ThemeCheck.ids).count == ThemeCheck.ids.count, "no two rules share an id")
    }

    @Test func checkHelpListsEveryRuleInItsOwnWordsAndEveryAlias() throws {
        let help = try TintypeProcess.run(["check", "--help"])
        let text = help.text.replacingOccurrences(of: "\n", with: " ")
        for rule in ThemeCheck.rules {
            #expect(text.contains("\(rule.id) — \(rule.summary)."), "\(rule.id)")
        }
        #expect(text.contains("typography.line-box-clips is an earlier id; it still names typography.line-box-overflow and typography.lines-collide."))
    }

    @Test func ignoringAnAliasLeavesOutWhatItNamesAndAnUnknownIdIsSuggested() throws {
        let unknown = try TintypeProcess.run(["check", "Themes/default", "--ignore", "tint.text-on-tnt"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("--ignore: no check has the id 'tint.text-on-tnt'; did you mean 'tint.text-on-tint'?"), "\(unknown.stderr)")
        #expect(unknown.stderr.contains("The ids: \(ThemeCheck.ids.joined(separator: ", "))"))
    }
}
