import Testing
@testable import TintypeDocument
@testable import TintypeTheme
@testable import TintypeCompiledTheme
@testable import TintypeCheck
@testable import TintypeProject
@testable import TintypePreview

/// Components that say when they clip (issue 44, part 3): read from a theme, and judged at every
/// category against Apple's line heights (reference file) and at Android's font scales against
/// AOSP's tables, each expectation worked out by hand from those.
@Suite struct ComponentFitTests {
    func theme(_ components: String) throws -> Theme {
        let text = #"{"name": "c", "typography": {"fonts": {"text": {"families": ["Inter"]}}}, "components": "# + components + "}"
        return try ThemeReader.read(try DocumentFiles.parse(Array(text.utf8), path: "c.json"), file: "c.json")
    }

    func findings(_ theme: Theme) throws -> [Diagnostic] {
        ThemeCheck().run(try CompiledTheme.compile(theme, fonts: TypographyResolverTests.typoFont), theme: theme)
            .filter { $0.id == "layout.component-clips" }
    }

    /// Apple's line height of a style at a category.
    func leading(_ style: String, _ category: String) throws -> Double {
        try #require(ReferenceData.document.appleIOS[style]?[category]?.leading)
    }

    @Test func aTabLabelClipsAtTheFirstCategoryWhoseLinePassesTheBox() throws {
        let theme = try theme(#"[{"name": "tab label", "height": 49, "padding": {"top": 6, "bottom": 6}, "styles": ["caption2"]}]"#)
        let component = try #require(theme.components.first)
        let compiled = try CompiledTheme.compile(theme, fonts: TypographyResolverTests.typoFont)
        let fit = try #require(ComponentFit.of(component, in: compiled).first)
        // caption2's line heights in Apple's table: the first category whose line + 12 pt passes 49.
        let categories = ContentSizeCategory.allCases
        let lines = try categories.map { try leading("caption2", $0.name) }
        let index = try #require(lines.firstIndex { $0 + 12 > 49 })
        let first = categories[index]
        #expect(fit.iOS?.category == first)
        #expect(fit.iOS?.need == lines[index] + 12)
        // caption2 is 11 pt with a 13 pt line at large: at 2.0 AOSP's table makes 11 sp 22 dp (between
        // 10 → 20 and 12 → 24), the line 13 ÷ 11 × 22 = 26 dp, 38 dp with the padding.
        #expect(fit.android == nil)
        #expect(abs(fit.androidLargestNeed - 38) < 1e-9)
        let found = try findings(theme)
        #expect(found.count == 1)
        #expect(found.first?.message.contains("no longer fits on iOS from \(first.name) (\((lines[index] + 12).plainText) pt needed)") == true)
        #expect(found.first?.severity == .failure)
    }

    @Test func aListRowClipsOnBothPlatforms() throws {
        // An 18-high row around footnote (13 pt, an 18 pt line at large): iOS passes it at xLarge (20);
        // Android at 1.15, where AOSP's 1.15 table makes 13 sp 15.1 dp (between 12 → 13.8 and
        // 14 → 16.4) and the line keeps its proportion: 18 ÷ 13 × 15.1 = 20.9077 dp.
        let theme = try theme(#"[{"name": "row", "height": 18, "styles": ["footnote"]}]"#)
        let component = try #require(theme.components.first)
        let compiled = try CompiledTheme.compile(theme, fonts: TypographyResolverTests.typoFont)
        let fit = try #require(ComponentFit.of(component, in: compiled).first)
        #expect(fit.iOS?.category == .xLarge)
        #expect(fit.lastFitting?.category == .large)
        #expect(fit.android?.scale == 1.15)
        #expect(abs((fit.android?.need ?? 0) - 18 / 13 * 15.1) < 1e-9)
        // At 2.0, 13 sp is 25 dp (between 12 → 24 and 14 → 26), the line 18 ÷ 13 × 25 = 34.6154 dp.
        #expect(abs(fit.androidLargestNeed - 18 / 13 * 25) < 1e-9)
        let found = try #require(try findings(theme).first)
        #expect(found.message.contains("and on Android from font scale 1.15 (20.9077 dp needed)"))
        // The fix is the whole dp that holds the line at 2.0.
        #expect(found.fix?.contains("or on Android, a minimum height of 35 dp in place of the fixed one") == true, "\(found.fix ?? "")")
    }

    @Test func aTwoLineItemClipsWhereAndroid14ClipsIt() throws {
        // Material's two-line list item: 72 dp, 8 + 8 padding, bodyLarge 16/24 sp. Android 14 keeps the
        // line 24 ÷ 16 of the converted text: at 1.15 16 sp is 18.1 dp (halfway between 14 → 16.4
        // and 18 → 19.8), two lines 54.3 + 16 = 70.3 (fits); at 1.3 20.2 dp, 2 × 30.3 + 16 = 76.6 (clips);
        // at 2.0 28 dp, 2 × 42 + 16 = 100 dp.
        let text = #"""
            {"name": "m", "typography": {"fonts": {"text": {"families": ["Roboto"]}}, "scale": {"model": "android"},
             "styles": [{"name": "bodyLarge", "size": 16, "lineHeight": 24}]},
             "components": [{"name": "list item", "height": 72, "padding": {"top": 8, "bottom": 8}, "lines": 2, "styles": ["bodyLarge"]}]}
            """#
        let theme = try ThemeReader.read(try DocumentFiles.parse(Array(text.utf8), path: "m.json"), file: "m.json")
        let compiled = try CompiledTheme.compile(theme, fonts: TypographyResolverTests.typoFont)
        let component = try #require(theme.components.first)
        let fit = try #require(ComponentFit.of(component, in: compiled).first)
        #expect(abs(fit.androidNeeds[1].need - 70.3) < 1e-9)
        #expect(fit.android?.scale == 1.3)
        #expect(abs((fit.android?.need ?? 0) - 76.6) < 1e-9)
        #expect(abs(fit.androidLargestNeed - 100) < 1e-9)
        let finding = try #require(findings(theme).first)
        #expect(finding.message.contains("on Android from font scale 1.3 (76.6 dp needed)"), "\(finding.message)")
        #expect(finding.fix?.contains("on Android, a minimum height of 100 dp") == true, "\(finding.fix ?? "")")
    }

    @Test func aSuggestedHeightIsTheWholeUnitThatHoldsTheText() {
        // A height that rounds down would still clip: 70.3 needs 71; a hair over a whole one is that one.
        #expect(ComponentClipsRule.wholeUnits(70.3) == "71")
        #expect(ComponentClipsRule.wholeUnits(34.6154) == "35")
        #expect(ComponentClipsRule.wholeUnits(100.0000000001) == "100")
        #expect(ComponentClipsRule.wholeUnits(52) == "52")
    }

    @Test func aBoxThatAlwaysFitsSaysNothing() throws {
        let theme = try theme(#"[{"name": "hero", "maximumHeight": 400, "styles": ["body", "caption1"], "lines": 3}]"#)
        #expect(try findings(theme).isEmpty)
    }

    @Test func componentsAreReadWithEveryProblemAtItsPlace() throws {
        let text = #"""
            {"name": "c", "typography": {"fonts": {"text": {"families": ["Inter"]}}},
             "components": [{"name": "a", "height": 40, "maximumHeight": 50, "styles": ["body"]},
                            {"name": "b", "styles": ["body"]},
                            {"name": "c", "height": 40, "styles": ["bodi"]},
                            {"name": "d", "height": 40, "styles": ["body"], "lines": 1.5}]}
            """#
        let root = try DocumentFiles.parse(Array(text.utf8), path: "c.json")
        do {
            _ = try ThemeReader.read(root, file: "c.json")
            Issue.record("read")
        } catch {
            let messages = error.diagnostics.map(\.message)
            #expect(messages.contains("components[0] gives both \"height\" and \"maximumHeight\"; give the fixed height or the most it may grow to"))
            #expect(messages.contains("components[1] needs a \"height\" (fixed) or a \"maximumHeight\" (the most it may grow to), in points"))
            #expect(messages.contains("components[2].styles[0]: the theme has no style 'bodi'; did you mean 'body'?"))
            #expect(messages.contains("components[3].lines is a whole number of lines, not 1.5"))
        }
    }
}

/// `preview` draws each component's fit per category and font scale.
@Suite struct ComponentPreviewTests {
    @Test func thePreviewMarksWhereTheTextClipsWithTheHeightItNeeds() throws {
        let text = #"{"name": "c", "typography": {"fonts": {"text": {"families": ["Inter"]}}}, "components": [{"name": "tab label", "height": 49, "padding": 6, "styles": ["caption2"]}]}"#
        let theme = try ThemeReader.read(try DocumentFiles.parse(Array(text.utf8), path: "c.json"), file: "c.json")
        var preview = TerminalPreview()
        preview.selection.components = theme.components
        let drawn = preview.render(try CompiledTheme.compile(theme, fonts: TypographyResolverTests.typoFont))
        // caption2's lines in Apple's table at AX3 and AX4, each with 12 pt of padding, against 49.
        let ax3 = try #require(ReferenceData.document.appleIOS["caption2"]?["AX3"]?.leading) + 12
        let ax4 = try #require(ReferenceData.document.appleIOS["caption2"]?["AX4"]?.leading) + 12
        #expect(ax3 <= 49 && ax4 > 49)
        #expect(drawn.contains("  tab label: height 49, padding 6+6, 1 × caption2\n"))
        #expect(drawn.contains("AX3 ✓  AX4 ✗\(ax4.plainText)"))
        #expect(drawn.contains("    Android  1× ✓  1.15× ✓  1.3× ✓  1.5× ✓  1.8× ✓  2× ✓\n"))
    }
}
