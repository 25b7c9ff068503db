import Foundation
import Testing

/// Issue 42's brand, walked end to end as its team would in CI (on fonts the set-up installs: Inter
/// for text, DejaVu Serif for the balance): write the theme and the project, `check`, `build`; a
/// family typo stops the build and leaves the committed outputs as they were; `--allow-fallback`
/// builds anyway and says so; `--locked` passes when the outputs are the theme's; a deliberate size
/// change shows in `metrics check` at the style's large row, with the `--update` line, and makes
/// `--locked` fail.
@Suite struct SecondHourScenarioTests {
    static func theme(text: String = "Inter", balanceSize: Int = 48) -> String {
        let apple = ["largeTitle", "title1", "title2", "title3", "headline", "body", "callout", "subheadline", "footnote", "caption1", "caption2"]
        let styles = apple.map { #"{"name": "\#($0)"}"# } + [
            #"{"name": "balance", "font": "figures", "size": \#(balanceSize), "lineHeight": 56, "scalesLike": "largeTitle"}"#,
            #"{"name": "tabLabel", "size": 10, "lineHeight": 12, "scalesLike": "caption2", "allow": {"typography.minimum-size": "the tab bar's 49 pt height"}}"#,
        ]
        return #"{"name": "brand", "typography": {"fonts": {"text": {"families": ["\#(text)", "sans-serif"]}, "figures": {"families": ["DejaVu Serif"]}}, "styles": [\#(styles.joined(separator: ", "))]}, "#
            + ##""tints": {"default": {"light": {"normal": "#00796b"}, "dark": {"normal": "#4db6ac"}}}}"##
    }

    func files(in directory: String) -> [String: Data] {
        var found: [String: Data] = [:]
        for name in FileManager.default.enumerator(atPath: directory + "/build")?.allObjects as? [String] ?? [] {
            if let data = FileManager.default.contents(atPath: directory + "/build/" + name), !data.isEmpty { found[name] = data }
        }
        return found
    }

    @Test func theBrandFromThemeToCI() throws {
        let directory = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let theme = directory + "/brand/theme.json"
        try FileManager.default.createDirectory(atPath: directory + "/brand", withIntermediateDirectories: true)
        try Self.theme().write(toFile: theme, atomically: true, encoding: .utf8)
        try "themes: [brand]\nformats:\n  json:\n  css:\n".write(toFile: directory + "/tintype.yml", atomically: true, encoding: .utf8)

        let check = try TintypeProcess.run(["check", theme])
        #expect(check.status == 0, "\(check.text)\(check.stderr)")
        let build = try TintypeProcess.run(["build", directory])
        #expect(build.status == 0, "\(build.stderr)")
        let committed = files(in: directory)
        #expect(committed.keys.contains("tintype/json/brand.tintype.json") && committed.keys.contains("tintype/css/brand.css"))

        // A family typo: the build stops with the nearest family named, and writes nothing.
        try Self.theme(text: "Intr").write(toFile: theme, atomically: true, encoding: .utf8)
        let typo = try TintypeProcess.run(["build", directory])
        #expect(typo.status == 2 && typo.stderr.contains("'Intr' is not installed") && typo.stderr.contains("did you mean 'Inter'?"), "\(typo.stderr)")
        #expect(files(in: directory) == committed, "the committed outputs untouched")
        let fallback = try TintypeProcess.run(["build", directory, "--allow-fallback"])
        #expect(fallback.status == 0 && fallback.stderr.contains("built with 1 stand-in font (--allow-fallback)"), "\(fallback.stderr)")
        #expect(files(in: directory) != committed)

        // Back to the brand: the outputs are the theme's again, and --locked says so.
        try Self.theme().write(toFile: theme, atomically: true, encoding: .utf8)
        #expect(try TintypeProcess.run(["build", directory]).status == 0)
        #expect(files(in: directory) == committed, "a build is deterministic")
        #expect(try TintypeProcess.run(["build", directory, "--locked"]).status == 0)

        // A deliberate size change: metrics check shows the balance's large row first, and says how to accept it.
        let baseline = directory + "/brand.metrics.json"
        #expect(try TintypeProcess.run(["metrics", "snapshot", theme, "-o", baseline]).status == 0)
        try Self.theme(balanceSize: 50).write(toFile: theme, atomically: true, encoding: .utf8)
        let metrics = try TintypeProcess.run(["metrics", "check", theme, "--baseline", baseline])
        #expect(metrics.status == 1)
        let lines = metrics.text.split(separator: "\n").map(String.init)
        let heading = try #require(lines.firstIndex { $0.hasPrefix("  balance: ") })
        // The heading names the theme key that changed, at the column of its value in the file.
        let text = Self.theme(balanceSize: 50)
        let column = try #require(text.range(of: #""size": 50"#)).upperBound.utf16Offset(in: text) - 1
        #expect(lines[heading].hasSuffix(", from the theme's size of balance at \(theme):1:\(column) (the fonts did not change)"), "\(lines[heading])")
        #expect(lines.indices.contains(heading + 1) && lines[heading + 1].hasPrefix("    balance @ large: "), "\(lines)")
        #expect(lines.contains("If the change is deliberate (a new size, a font update), accept it: "
            + "'tintype metrics check \(theme) --baseline \(baseline) --update', and 'tintype build' for the committed outputs "
            + "that 'build --locked' compares; commit both"))
        let locked = try TintypeProcess.run(["build", directory, "--locked"])
        // 13 styles × 12 categories × 3 leadings × regular and emphasized; the balance's 72 moved.
        #expect(locked.status == 1 && locked.stderr.contains("would change: build/tintype/json/brand.tintype.json: 72 of 936 rows (balance 72: ")
                && locked.stderr.contains("the fonts did not change; the theme did: balance: ") && locked.stderr.contains("(the theme's size of balance at "),
                "\(locked.stderr)")
    }
}
