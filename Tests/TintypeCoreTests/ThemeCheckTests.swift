import Testing
import TintypeCore

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
        theme.tints.derived = [("onTint", .contrastingText(candidates: [.white], minimumRatio: 4.5))]
        theme.tints.defaultTints[.light]?[.normal] = Color(red8: 128, green8: 128, blue8: 128)  // white on it: 3.95:1
        let found = failures(try findings(theme), "tint.text-on-tint")
        // White on #808080 is 3.95:1; on iOS's dark blues (#0a84ff: 5.7574:1 against black, so
        // 1.05 / 0.2879 = 3.65:1 against white) too low as well; on #0040dd it passes.
        #expect(found.count == 3)
        #expect(found.contains { $0.message.hasPrefix("light/normal: text #ffffff on tint #808080 is 3.9") })
        #expect(found.contains { $0.message.hasPrefix("dark/normal: text #ffffff on tint #0a84ff is 3.6") })
        theme.tints.defaultTints[.light]?[.normal] = Color(red8: 0, green8: 64, blue8: 221)
        #expect(failures(try findings(theme) { $0.apcaLc = 90 }, "tint.text-on-tint").contains { $0.message.contains("APCA Lc") })
    }

    @Test func tintOnBackground() throws {
        var theme = Theme.builtInDefault
        theme.tints.defaultTints[.dark]?[.increased] = Color(red8: 30, green8: 30, blue8: 30)
        let found = failures(try findings(theme), "tint.tint-on-background")
        #expect(found.count == 1)
        #expect(found.first?.message.hasPrefix("dark/increased: tint #1e1e1e on background #000000 is 1.2") == true)
        // Raising the bar to text AA fails iOS's own blue on white (4.02:1, contrast.md).
        #expect(failures(try findings(.builtInDefault) { $0.tintOnBackground = 4.5 }, "tint.tint-on-background")
            .contains { $0.message.hasPrefix("light/normal: tint #007aff on background #ffffff is 4.017") })
    }

    @Test func lineBoxesThatClip() throws {
        var theme = Theme.builtInDefault
        theme.typography.lineHeight = .multiplier(0.9)   // below the 1.0 em content area of the font
        let found = failures(try findings(theme), "typography.line-box-clips")
        #expect(found.count == 11 * 12)
        #expect(found.contains { $0.message.hasPrefix("body at large, standard leading: line height 15.3 pt is shorter") })
    }

    @Test func minimumSizeAndTrackingRange() throws {
        var theme = Theme.builtInDefault
        theme.typography.tracking = .constant(em: 0.2)
        let found = try findings(theme) { $0.minimumSize = 12 }
        // caption1 and caption2 are 11 pt at xSmall…medium (and caption2 at large): Apple's table.
        #expect(failures(found, "typography.minimum-size").count == 7)
        #expect(failures(found, "typography.tracking-range").count == 11 * 12)
    }

    @Test func missingFacesAreFailuresAndFallbacksWarnings() throws {
        var provider = TypographyResolverTests.typoFont
        provider.missingFamilies = ["Inter"]
        let found = try findings(.builtInDefault, provider: provider)
        #expect(found.contains { $0.id == "fonts.missing-face" && $0.severity == .warning && $0.message.hasPrefix("font 'Inter' not installed") })
        #expect(failures(found, "fonts.missing-face").isEmpty)
    }
}
