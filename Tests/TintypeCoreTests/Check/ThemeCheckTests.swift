import Testing
import TintypeDocument
import TintypeColor
import TintypeTypography
import TintypeTrees
import TintypeTheme
import TintypeCompiledTheme
import TintypeCheck
import TintypeProject

/// Each check, triggered by a theme made to fail it, on fonts with fixed metrics.
@Suite struct ThemeCheckTests {
    func findings(_ theme: Theme, provider: FixedFontProvider = TypographyResolverTests.typoFont,
                  _ configure: (inout ThemeCheck.Thresholds) -> Void = { _ in }) throws -> [ThemeCheck.Finding] {
        var thresholds = ThemeCheck.Thresholds()
        configure(&thresholds)
        return ThemeCheck(thresholds: thresholds).run(try CompiledTheme.compile(theme, fonts: provider), theme: theme)
    }

    func failures(_ found: [ThemeCheck.Finding], _ id: String) -> [ThemeCheck.Finding] {
        found.filter { $0.id == id && $0.severity == .failure }
    }

    @Test func theBuiltInDefaultPassesOnFontsWithRoom() throws {
        #expect(try findings(.builtInDefault).filter { $0.severity == .failure }.isEmpty)
    }

    @Test func textOnTint() throws {
        var theme = Theme.builtInDefault
        theme.tints.derived = [DerivedColor("onTint", .contrastingText(candidates: [.white], minimumRatio: 4.5))]
        theme.tints.defaultTints[.light]?[.normal] = Color(red8: 128, green8: 128, blue8: 128)  // white on it: 3.95:1
        let found = failures(try findings(theme), "tint.text-on-tint")
        // White on #808080 is 3.95:1; on iOS's dark blues (#0a84ff: 5.7574:1 against black, so
        // 1.05 / 0.2879 = 3.65:1 against white) too low as well; on #0040dd it passes.
        #expect(found.count == 3)
        #expect(found.contains { $0.message.hasPrefix("light/normal: text #ffffff on tint #808080 is 3.9") })
        #expect(found.contains { $0.message.hasPrefix("dark/normal: text #ffffff on tint #0a84ff is 3.6") })
        theme.tints.defaultTints[.light]?[.normal] = Color(red8: 0, green8: 64, blue8: 221)
        #expect(failures(try findings(theme) { try? $0.set(TextOnTintRule.minimumLc, 90) }, "tint.text-on-tint").contains { $0.message.contains("APCA Lc") })
    }

    @Test func aTintedSurfaceMixedTowardWhiteFailsOnTheDarkBackground() throws {
        // The rule themes had before "background": 88 % toward white in every appearance.
        var theme = Theme.builtInDefault
        theme.tints.derived = [DerivedColor("tintedBackground", .mix(with: .color(.white), amount: 0.88))]
        let found = failures(try findings(theme), "tint.derived-on-background")
        // In dark the surface is nearly white on black: further from the background than the tint
        // (#0a84ff is 5.7574:1 against black). In light it sits next to white, nearer than the tint.
        #expect(Set(found.map { String($0.message.prefix(while: { $0 != ":" })) }) == ["dark/increased", "dark/normal"])
        let dark = try #require(found.first { $0.message.hasPrefix("dark/normal") })
        #expect(dark.message.contains("further than the tint #0a84ff (5.7574:1)") && dark.fix?.hasPrefix("mix toward \"background\"") == true)
        // The same rule toward each appearance's own background passes.
        theme.tints.derived = [DerivedColor("tintedBackground", .mix(with: .background, amount: 0.88))]
        #expect(failures(try findings(theme), "tint.derived-on-background").isEmpty)
    }

    @Test func aDerivedStateIsMeasuredOnItsBackground() throws {
        // Pressed 0.5 darker in OKLCh: #0a84ff becomes nearly black, on black.
        var theme = Theme.builtInDefault
        theme.tints.derived = [DerivedColor("pressed", light: .lightness(delta: 0.02), dark: .lightness(delta: -0.5))]
        let found = failures(try findings(theme), "tint.derived-on-background")
        #expect(found.count == 2 && found.allSatisfy { $0.message.hasPrefix("dark/") && $0.message.contains("below 3:1") })
        // A surface too close to the tint: the tint on it is below 3:1.
        theme.tints.derived = [DerivedColor("tintedBackground", .mix(with: .background, amount: 0.1))]
        #expect(failures(try findings(theme), "tint.derived-on-background").contains { $0.message.hasPrefix("light/normal: tint #007aff on tintedBackground") })
    }

    @Test func tintOnBackground() throws {
        var theme = Theme.builtInDefault
        theme.tints.defaultTints[.dark]?[.increased] = Color(red8: 30, green8: 30, blue8: 30)
        let found = failures(try findings(theme), "tint.tint-on-background")
        #expect(found.count == 1)
        #expect(found.first?.message.hasPrefix("dark/increased: tint #1e1e1e on background #000000 is 1.2") == true)
        // Raising the bar to text AA fails iOS's own blue on white (4.02:1, Docs/Contrast.md).
        #expect(failures(try findings(.builtInDefault) { try? $0.set(TintOnBackgroundRule.minimumRatio, 4.5) }, "tint.tint-on-background")
            .contains { $0.message.hasPrefix("light/normal: tint #007aff on background #ffffff is 4.017") })
    }

    /// One style, 100 pt in every category, with line height `multiplier` × 100 on a font whose
    /// content area is 1 em (typo 800/−200) and whose sample reaches 0.7 em up and 0.22 em down.
    func lineBoxFindings(multiplier: Double) throws -> [ThemeCheck.Finding] {
        var theme = Theme.builtInDefault
        theme.typography.scale = .linear(factors: Dictionary(uniqueKeysWithValues: ContentSizeCategory.allCases.map { ($0, 1.0) }))
        theme.typography.lineHeight = .multiplier(multiplier)
        theme.typography.styles = [StyleSpec(name: .body, size: 100)]
        var provider = TypographyResolverTests.typoFont
        provider.ink = InkExtents(top: 700, bottom: -220, topCharacter: "H", bottomCharacter: "p")
        return try findings(theme, provider: provider).filter { $0.id?.hasPrefix("typography.line") == true }
    }

    @Test func linesWhoseInkOverlapsCollide() throws {
        // 91 pt standard and 89 pt tight lines hold 92 pt of ink (70 + 22): both collide, in all
        // 12 categories; loose lines (93 pt) are not checked, standard ones already say it.
        // One cause (the theme's line-height policy), so one finding: 12 categories × standard
        // and tight × regular (400) and emphasized (600) × Bold Text off and on (600, 700).
        let found = try lineBoxFindings(multiplier: 0.91).filter { $0.severity != .note }
        #expect(found.count == 1 && found.allSatisfy { $0.id == "typography.lines-collide" && $0.severity == .failure })
        let finding = try #require(found.first)
        #expect(finding.message.hasPrefix("body at every category, standard and tight leading, weights 400, 600 (Bold Text 600, 700): "
            + "lines collide in \(12 * 2 * 2 * 2) rows, by 1–3 pt; the worst, body at xSmall, tight leading: lines collide: the sample's ink "
            + "spans 92 pt ('H' reaches 70 pt above the baseline, 'p' 22 pt below) in a 89 pt line: 3 pt of overlap"), "\(finding.message)")
        #expect(finding.categories == ContentSizeCategory.allCases && finding.style == .body)
        #expect(finding.fix?.hasPrefix("raise the line height so that each line holds its ink (body at xSmall needs 92 pt, 0.92× its size)") == true)
        #expect(finding.aliases == ["typography.line-box-clips"])
    }

    @Test func aContentAreaTallerThanTheLineBoxWhereTheInkFitsIsOneNoteForTheFace() throws {
        // 95 pt lines: the content area (100 pt) overflows them and the ink (92 pt) fits; tight
        // (93 pt) and loose (97 pt) too. Every row is 100 pt: 12 categories × regular and
        // emphasized × 3 leadings × Bold Text off and on = 144 rows, stated once for the face.
        let found = try lineBoxFindings(multiplier: 0.95)
        #expect(found.count == 1)
        #expect(found.first?.id == "typography.line-box-overflow" && found.first?.severity == .note)
        #expect(found.first?.fix?.contains("SwiftUI cannot (its line spacing is never negative)") == true)
        #expect(found.first?.message == "Fixed-Regular at 100 pt: 144 line boxes are shorter than the font's content area "
            + "(ascender + descender); the sample's ink fits")
        #expect(try lineBoxFindings(multiplier: 1.02).isEmpty)
    }

    @Test func theOldIdStillNamesBothLineBoxChecks() {
        #expect(ThemeCheck.ids(named: "typography.line-box-clips") == ["typography.line-box-overflow", "typography.lines-collide"])
        #expect(ThemeCheck.ids(named: "typography.lines-collide") == ["typography.lines-collide"])
        #expect(ThemeCheck.ids(named: "typography.nothing").isEmpty)
    }

    @Test func minimumSizeAndTrackingRange() throws {
        var theme = Theme.builtInDefault
        theme.typography.tracking = .constant(em: 0.2)
        let found = try findings(theme) { try? $0.set(MinimumSizeRule.floor, 12) }
        // caption1 and caption2 are 11 pt at xSmall…medium (and caption2 at large): Apple's table.
        // One finding per style, naming its categories.
        let small = failures(found, "typography.minimum-size")
        #expect(small.map(\.style) == [.caption1, .caption2])
        #expect(small.map(\.categories) == [[.xSmall, .small, .medium], [.xSmall, .small, .medium, .large]])
        #expect(small.first?.message == "caption1 at xSmall–medium is 11 pt, below the floor of 12 pt")
        // 0.2 em everywhere: every style, at every category, once each.
        let wide = failures(found, "typography.tracking-range")
        #expect(wide.count == 11 && wide.allSatisfy { $0.categories == ContentSizeCategory.allCases })
        #expect(wide.contains { $0.message == "largeTitle at every category tracks 0.2 em, beyond ±0.1 em" })
    }

    /// The one finding of a style names the range of its sizes below the floor, from Apple's table.
    @Test func aStyleBelowTheFloorIsOneFindingWithItsRange() throws {
        let found = failures(try findings(.builtInDefault) { try? $0.set(MinimumSizeRule.floor, 14) }, "typography.minimum-size")
        let caption2 = try #require(found.first { $0.style == .caption2 })
        let sizes = try ContentSizeCategory.allCases.compactMap { category -> (ContentSizeCategory, Double)? in
            let cell = try #require(ReferenceData.document.appleIOS["caption2"]?[category.name])
            return cell.size < 14 ? (category, cell.size) : nil
        }
        let low = sizes.map(\.1).min() ?? 0, high = sizes.map(\.1).max() ?? 0
        #expect(low < high, "the table's caption2 has several sizes under 14 pt")
        #expect(caption2.categories == sizes.map(\.0))
        #expect(caption2.message.contains(" is \(low.plainText)–\(high.plainText) pt, below the floor of 14 pt"), "\(caption2.message)")
    }

    /// A weight the family lacks is one cause for every style and variant it reaches (one missing
    /// file, one finding): body's and callout's emphasized 600 and their Bold Text 600 (400 → 600),
    /// at the family's list, where the fix is.
    @Test func aDefaultWeightSeveralStylesLackIsOneFindingAtTheFamily() throws {
        let text = #"{"name": "t", "typography": {"fonts": {"text": {"families": ["Fixed"]}}, "styles": [{"name": "body"}, {"name": "callout"}]}}"#
        let theme = try ThemeReader.read(json: Array(text.utf8), file: "t.json")
        var provider = TypographyResolverTests.typoFont
        provider.weights = [400, 700]
        let found = try findings(theme, provider: provider).filter { $0.id == "fonts.missing-face" && $0.message.contains("weight 600") }
        #expect(found.count == 1, "\(found)")
        #expect(found.first?.message.hasPrefix("body, callout at every category, emphasized; body, callout at every category, with Bold Text: ") == true,
                "\(found)")
        let column = try #require(text.range(of: #"["Fixed"]"#)).lowerBound.utf16Offset(in: text) + 1
        #expect(found.first?.place.description == "t.json:1:\(column)")
        #expect(found.first?.fix == "install a face of weight 600 of 'Fixed', or move these uses to weights 'Fixed' has: "
            + #""emphasizedWeight" on body, callout; "weight" on body, callout (Bold Text's weight follows it)"#)
    }

    /// One missing face's finding is as severe as its most severe use, whichever comes first:
    /// headline's default 600 (its weight and its emphasized weight) served by 700 is a note,
    /// callout's written emphasized 600 a warning, and the plain row comes first.
    @Test func aMissingFacesFindingTakesItsMostSevereUse() throws {
        let text = #"{"name": "t", "typography": {"fonts": {"text": {"families": ["Fixed"]}}, "styles": [{"name": "headline"}, {"name": "callout", "emphasizedWeight": 600}]}}"#
        let theme = try ThemeReader.read(json: Array(text.utf8), file: "t.json")
        var provider = TypographyResolverTests.typoFont
        provider.weights = [400, 700]
        let found = try findings(theme, provider: provider).filter { $0.id == "fonts.missing-face" && $0.message.contains("weight 600") }
        #expect(found.count == 1, "\(found)")
        #expect(found.first?.message.hasPrefix("headline at every category; headline, callout at every category, emphasized; "
            + "callout at every category, with Bold Text: weight 600 of 'Fixed' not installed") == true)
        #expect(found.first?.severity == .warning)
    }

    /// A family of 400 and 700 draws body's Bold Text 600 and 700 with one face: with Bold Text on,
    /// emphasized (700) looks like regular (600), and emphasized looks the same with Bold Text and
    /// without (600, 700): one warning naming both pairs and the weight to install; with a 600 face
    /// each weight has its own, and nothing is said.
    @Test(arguments: [([400, 700], true), ([400, 600, 700], false)])
    func weightsOneFaceDrawsAlikeAreAWarning(weights: [Int], expected: Bool) throws {
        let text = #"{"name": "t", "typography": {"fonts": {"text": {"families": ["Fixed"]}}, "styles": [{"name": "body"}]}}"#
        let theme = try ThemeReader.read(json: Array(text.utf8), file: "t.json")
        var provider = TypographyResolverTests.typoFont
        provider.weights = weights
        let found = try findings(theme, provider: provider).filter { $0.id == "fonts.same-face" }
        #expect(found.count == (expected ? 1 : 0), "\(found.map(\.message))")
        guard expected, let finding = found.first else { return }
        #expect(finding.severity == .warning && finding.style == "body" && finding.categories == ContentSizeCategory.allCases)
        #expect(finding.message.contains("emphasized and regular with Bold Text on (") && finding.message.contains(" for 700 and 600)"), "\(finding.message)")
        #expect(finding.message.contains("emphasized with Bold Text and without ("), "\(finding.message)")
        #expect(!finding.message.contains("emphasized and regular (") && !finding.message.contains("regular with Bold Text and without"))
        #expect(finding.fix?.hasPrefix("install the face of weight 600 of 'Fixed'") == true, "\(finding.fix ?? "")")
    }

    @Test func aFallbackToAnotherFamilyIsAFailure() throws {
        var provider = TypographyResolverTests.typoFont
        provider.missingFamilies = ["Inter"]
        let found = try findings(.builtInDefault, provider: provider)
        // One finding for the one cause, naming every style it reaches (a theme built in code wrote
        // its families, so it is a failure).
        let missing = failures(found, "fonts.missing-face")
        #expect(missing.count == 1 && missing.first?.style == .largeTitle)
        #expect(missing.allSatisfy { $0.categories == ContentSizeCategory.allCases })
        #expect(missing.first?.message == TextStyle.apple.map(\.rawValue).joined(separator: ", ")
            + " at every category: 'Inter' is not installed (typography.fonts.text.families[0]); used fallback 'sans-serif' (sans-serif)")
        #expect(missing.first?.fix == "install 'Inter', or put an installed family first in typography.fonts.text.families")
    }

    @Test(arguments: [
        // Docs/Checks.md's rule: a real face of the same family within 100 warns.
        (600, 700, false, ThemeCheck.Finding.Severity.warning), (800, 900, false, .warning), (500, 400, false, .warning),
        // A larger gap, or a face the font system emboldens itself, fails.
        (600, 400, false, .failure), (900, 700, false, .failure), (700, 600, true, .failure), (700, 400, true, .failure),
    ])
    func missingWeightsAreJudgedByDistance(requested: Int, used: Int, synthetic: Bool, severity: ThemeCheck.Finding.Severity) {
        let warning = FontWarning.missingWeight(requested: requested, family: "Family", usedStyle: "Style", used: used, synthetic: synthetic)
        #expect(ThemeCheck.severity(of: warning) == severity)
    }

    @Test func aMissingSlantIsAFailure() {
        #expect(ThemeCheck.severity(of: .missingSlant(italic: true, family: "F", usedStyle: "Regular", synthetic: true)) == .failure)
        #expect(ThemeCheck.severity(of: .missingSlant(italic: true, family: "F", usedStyle: "Regular", synthetic: false)) == .failure)
    }

    /// Docs/Checks.md: a value the theme wrote is judged by the rule; a default it did not write is
    /// one step milder (what would fail warns, what would warn is a note).
    @Test(arguments: [
        // (emphasizedWeight written?, the family's weights, the severity of body's emphasized finding)
        // Drawn 200 away (600 by 400), it fails whoever wrote the weight: another weight of the text is drawn.
        (false, [400, 700], Diagnostic.Severity.note), (true, [400, 700], .warning),
        (false, [400], .failure), (true, [400], .failure),
    ])
    func aDefaultIsJudgedOneStepMilderThanAWrittenValue(written: Bool, weights: [Int], severity: Diagnostic.Severity) throws {
        // Body's emphasized weight is 600 (Apple's table); served by 700 it is 100 away, by 400 200.
        let second = #" "styles": [{"name": "body", "weight": 400"# + (written ? #", "emphasizedWeight": 600"# : "") + "}]}}"
        let theme = try ThemeReader.read(json: Array(("{\"name\": \"t\", \"typography\": {\"fonts\": {\"text\": {\"families\": [\"Fixed\"]}},\n"
            + second).utf8), file: "t.json")
        var provider = TypographyResolverTests.typoFont
        provider.weights = weights
        // Weight 600 is body's emphasized weight and its Bold Text weight (400 → 600): one finding,
        // as severe as its most severe use (the Bold Text row is never written: a note at 100 away).
        let found = try findings(theme, provider: provider).filter { $0.id == "fonts.missing-face" && $0.message.contains("weight 600") }
        #expect(found.map(\.severity) == [severity])
        #expect(found.first?.message.hasPrefix("body at every category, emphasized; body at every category, with Bold Text: ") == true)
        #expect(found.first?.style == "body" && found.first?.categories == ContentSizeCategory.allCases)
        // Placed at the style when both uses stand there; when the file wrote the emphasized weight
        // the two stand apart, and the finding stands at the family, where the face is named.
        let line = written ? 1 : 2, lineText = written ? "{\"name\": \"t\", \"typography\": {\"fonts\": {\"text\": {\"families\": [\"Fixed\"]}},\n" : second
        let needle = written ? #"["Fixed"]"# : #"{"name": "body""#
        let column = try #require(lineText.range(of: needle)).lowerBound.utf16Offset(in: lineText) + 1
        #expect(found.first?.place.description == "t.json:\(line):\(column)")
    }
}
