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

    /// `check --help` with each option's entry on one line.
    private func checkHelp() throws -> String {
        try TintypeProcess.run(["check", "--help"]).text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .joined(separator: " ")
    }

    @Test func everyThresholdARuleDeclaresIsACheckOptionWithItsHelpAndDefault() throws {
        let help = try checkHelp()
        #expect(ThemeCheck.thresholds.count == 6, "text and tint contrast, APCA and its table, the size floor, the tracking limit")
        #expect(Set(ThemeCheck.thresholds.map(\.key)).count == ThemeCheck.thresholds.count, "no two thresholds share a key")
        for threshold in ThemeCheck.thresholds {
            #expect(help.contains("--\(threshold.key)"), "\(threshold.key) is an option")
            #expect(help.contains(threshold.helpWithDefault), "\(threshold.key)'s help and default: \(threshold.helpWithDefault)")
        }
        // The defaults are WCAG 2.2 AA's ratios and the size floor the rules' words name.
        #expect(help.contains("Minimum WCAG ratio of text on the tint. (default: 4.5)"))
        #expect(help.contains("Minimum WCAG ratio of the tint on the background. (default: 3)"))
        #expect(help.contains("The smallest point size any style may reach. (default: 11)"))
    }

    @Test func aThresholdOutOfItsDeclaredRangeIsRefusedByName() throws {
        for (option, value, range) in [("--text-contrast", "30", "1…21"), ("--maximum-tracking", "2", "0…1"), ("--apca", "120", "0…108")] {
            let result = try TintypeProcess.run(["check", "Themes/default", option, value])
            #expect(result.status == 2, "\(option)")
            #expect(result.stderr.contains("\(option) \(value) is out of range \(range)"), "\(result.stderr)")
        }
    }

    @Test func aProjectsCheckSetsThresholdsByTheRulesKeysAndTheOptionsGoOverIt() throws {
        let directory = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.copyItem(atPath: TintypeProcess.packageRoot.appendingPathComponent("Themes/default").path, toPath: directory + "/default")
        // Apple's caption2 is 11 pt at xSmall, so a floor of 14 fails it; 11 (the default) does not.
        let plain = try TintypeProcess.run(["check", "default"], in: directory)
        #expect(plain.status == 0 && !plain.text.contains("typography.minimum-size"), "\(plain.text)")
        try "themes: [default]\ncheck:\n  minimum-size: 14\n  apca-table: false\nformats:\n  json:\n".write(
            toFile: directory + "/tintype.yml", atomically: true, encoding: .utf8)
        let project = try TintypeProcess.run(["check", "default"], in: directory)
        #expect(project.status == 1 && project.text.contains("failure [typography.minimum-size]"), "\(project.text)\(project.stderr)")
        #expect(project.text.contains("below the floor of 14 pt"))
        let over = try TintypeProcess.run(["check", "default", "--minimum-size", "11"], in: directory)
        #expect(over.status == 0 && !over.text.contains("typography.minimum-size"), "the option over the project: \(over.text)")
        try "themes: [default]\ncheck:\n  minimum-sise: 14\n  text-contrast: 40\n  apca-table: 1\nformats:\n  json:\n".write(
            toFile: directory + "/tintype.yml", atomically: true, encoding: .utf8)
        let bad = try TintypeProcess.run(["check", "default"], in: directory)
        #expect(bad.status == 2, "\(bad.stderr)")
        #expect(bad.stderr.contains("tintype.yml:3:3: error: unknown key 'minimum-sise' in check; did you mean 'minimum-size'?"), "\(bad.stderr)")
        #expect(bad.stderr.contains("tintype.yml:4:18: error: check.text-contrast 40 is out of range 1…21"), "\(bad.stderr)")
        #expect(bad.stderr.contains("tintype.yml:5:15: error: check.apca-table is true or false"), "\(bad.stderr)")
    }
}
