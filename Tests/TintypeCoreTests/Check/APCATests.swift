import Testing
@testable import TintypeDocument
@testable import TintypeColor
@testable import TintypeTypography
@testable import TintypeTokens
@testable import TintypeTrees
@testable import TintypeTheme
@testable import TintypeCompiledTheme
@testable import TintypeCheck

/// APCA's font table read backwards, and `contrast.apca` on a theme; the expected values are the
/// published table's cells (apca-w3 0.1.7 (G)), APCA's published Lc values (reference/contrast.md)
/// and interpolations worked out by hand from both.
@Suite struct APCATests {
    @Test func aCellOfTheTableIsItsOwnLc() {
        // Row Lc 45 of the published table: 108, 96, 72, 42, 32, 28, 24, 24, 24 px at 100 … 900;
        // every column falls from row 40 to row 45, so each size needs exactly Lc 45.
        let sizes: [Double] = [108, 96, 72, 42, 32, 28, 24, 24, 24]
        for (index, size) in sizes.enumerated() {
            let weight = 100 * (index + 1)
            #expect(APCAFontTable.minimumLc(size: size, weight: weight) == 45)
        }
        // 18 px at 400 is row 75's cell (row 70 has 19.5).
        #expect(APCAFontTable.minimumLc(size: 18, weight: 400) == 75)
    }

    @Test func betweenTwoRowsTheSizeFallsLinearly() throws {
        // 17 px at 400 lies between row 80 (17.25) and row 85 (16.5): 80 + 5 × 0.25 / 0.75.
        let seventeen: Double = try #require(APCAFontTable.minimumLc(size: 17, weight: 400))
        #expect(abs(seventeen - (80 + 5.0 / 3)) < 1e-9)
        // 20 px at 400, between row 65 (21.75) and row 70 (19.5): 65 + 5 × 1.75 / 2.25.
        let twenty: Double = try #require(APCAFontTable.minimumLc(size: 20, weight: 400))
        #expect(abs(twenty - (65 + 5 * 1.75 / 2.25)) < 1e-9)
        // 17 px at 900: 18 px from row 55 to row 110, then 16.5 at row 115: 110 + 5 × 1 / 1.5.
        let heavy: Double = try #require(APCAFontTable.minimumLc(size: 17, weight: 900))
        #expect(abs(heavy - (110 + 5 / 1.5)) < 1e-9)
    }

    @Test func theEdgesOfTheTable() {
        // Large text needs the first row with a size at all (the rows before are non-text only).
        #expect(APCAFontTable.minimumLc(size: 200, weight: 400) == 25)
        #expect(APCAFontTable.minimumLc(size: 200, weight: 100) == 40)
        // Below the smallest cell (10 px at Lc 125) no Lc is enough.
        #expect(APCAFontTable.minimumLc(size: 9, weight: 400) == nil)
        // A weight between columns is judged as the lighter one; out of range, the nearest column.
        #expect(APCAFontTable.minimumLc(size: 17, weight: 450) == APCAFontTable.minimumLc(size: 17, weight: 400))
        #expect(APCAFontTable.minimumLc(size: 60, weight: 50) == APCAFontTable.minimumLc(size: 60, weight: 100))
        #expect(APCAFontTable.minimumLc(size: 17, weight: 1000) == APCAFontTable.minimumLc(size: 17, weight: 900))
    }

    func grey() -> Theme {
        var theme = Theme.builtInDefault
        theme.tints.derived = [DerivedColor("onTint", .contrastingText(candidates: [.white], minimumRatio: 1))]
        theme.tints.defaultTints[.light]?[.normal] = Color(red8: 0x88, green8: 0x88, blue8: 0x88)
        return theme
    }

    func findings(_ theme: Theme, table: Bool = false) throws -> [Diagnostic] {
        var thresholds = ThemeCheck.Thresholds()
        thresholds.set(APCARule.failBelowTable, on: table)
        return ThemeCheck(thresholds: thresholds).run(try CompiledTheme.compile(theme, fonts: TypographyResolverTests.typoFont), theme: theme)
            .filter { $0.id == "contrast.apca" }
    }

    @Test func thePairsCarryAPCAsPublishedLc() throws {
        let theme = grey()
        let pairs = APCAPair.of(try CompiledTheme.compile(theme, fonts: TypographyResolverTests.typoFont), theme: theme)
        let light = BrandMode(.light, .normal)
        let onTint = try #require(pairs.first { $0.kind == "text on tint" && $0.mode == light })
        #expect(onTint.text.hex == "#ffffff" && onTint.background.hex == "#888888")
        #expect(abs(onTint.lc - -68.54146436644962) < 1e-9)
        let tint = try #require(pairs.first { $0.kind == "tint on background" && $0.mode == light })
        #expect(tint.background.hex == "#ffffff")
        #expect(abs(tint.lc - 63.056469930209424) < 1e-9)
    }

    @Test func aPairIsJudgedByEachStylesSizeAndWeight() throws {
        let found = try findings(grey())
        let onTint = try #require(found.first { $0.message.hasPrefix("text on tint: #ffffff on #888888") })
        // |Lc| 68.54. Apple's styles at large: title3 20 pt needs 68.9 (above), body 17 pt 81.7,
        // callout 16 pt 90, subheadline 15 pt 100; headline (17 pt at 600) needs 65, title2 (22 pt) 64.4.
        #expect(onTint.severity == .note)
        #expect(onTint.message.contains("is APCA Lc 68.5 in light/normal;"))
        #expect(onTint.message.contains("asks more for title3 (20 pt, 400: Lc 68.9), body (17 pt, 400: Lc 81.7), "
            + "callout (16 pt, 400: Lc 90), subheadline (15 pt, 400: Lc 100) and 3 more"))
        #expect(onTint.message.hasSuffix("enough for largeTitle, title1, title2, headline"))
        #expect(try findings(grey(), table: true).contains { $0.severity == .failure && $0.message == onTint.message })
    }

    @Test func theJSONListsEveryPairWithTheStylesItFallsShortFor() throws {
        let theme = grey()
        let compiled = try CompiledTheme.compile(theme, fonts: TypographyResolverTests.typoFont)
        let report = ThemeCheck().report(compiled, theme: theme)
        guard case .members(let members) = report.jsonValue, case .array(let pairs)? = members.first(where: { $0.key == "apca" })?.value
        else { Issue.record("no apca array"); return }
        #expect(pairs.count == APCAPair.of(compiled, theme: theme).count)
        let tint = try #require(pairs.first { pair in
            guard case .members(let fields) = pair else { return false }
            return fields.contains { $0.key == "kind" && $0.value == .string("tint on background") }
                && fields.contains { $0.key == "mode" && $0.value == .string("light/normal") }
        })
        guard case .members(let fields) = tint, case .array(let short)? = fields.first(where: { $0.key == "short" })?.value else {
            Issue.record("no short list"); return
        }
        #expect(fields.first { $0.key == "lc" }?.value == .number(63.06))
        // Lc 63.06 is short of every style that needs more: title2 64.44, title3 68.89, headline 65, body 81.67 and the smaller ones.
        let names = short.compactMap { item -> String? in
            guard case .members(let f) = item, case .string(let name)? = f.first(where: { $0.key == "style" })?.value else { return nil }
            return name
        }
        #expect(names == ["title2", "title3", "headline", "body", "callout", "subheadline", "footnote", "caption1", "caption2"])
    }
}

/// `fonts.optical-size`: a face whose optical-size axis defaults to a display cut.
@Suite struct OpticalSizeRuleTests {
    func notes(axis: VariationAxis) throws -> [Diagnostic] {
        var font = TypographyResolverTests.typoFont
        font.metrics.axes = [axis]
        let theme = Theme.builtInDefault
        return ThemeCheck().run(try CompiledTheme.compile(theme, fonts: font), theme: theme, fonts: font).filter { $0.id == "fonts.optical-size" }
    }

    @Test func aDisplayDefaultIsNotedWithTheSizesBelowIt() throws {
        // SF's axis: 17–96, default 28. Apple's table at every category runs 11–60 pt (with Bold Text,
        // the same sizes); those below 28 are the ones a renderer leaving the axis alone gets wrong.
        let found = try notes(axis: VariationAxis(tag: "opsz", name: nil, min: 17, default: 28, max: 96))
        #expect(found.count == 1)
        let note = try #require(found.first)
        #expect(note.severity == .note)
        #expect(note.message.contains("runs 17–96 and defaults to 28, a display cut"))
        // The sizes below 28 in Apple's table, read from the reference file.
        let below = Set(ReferenceData.document.appleIOS.values.flatMap { $0.values.map(\.size) }).filter { $0 < 28 }.sorted()
        let expected = "\(below.count) of the theme's sizes with it (\(below[0].plainText)–\(below[below.count - 1].plainText) pt) are smaller"
        #expect(note.message.contains(expected), "\(note.message)")
    }

    @Test func aTextDefaultOrNoAxisIsNotNoted() throws {
        #expect(try notes(axis: VariationAxis(tag: "opsz", name: nil, min: 8, default: 17, max: 72)).isEmpty)
        #expect(try notes(axis: VariationAxis(tag: "wght", name: nil, min: 100, default: 400, max: 900)).isEmpty)
    }
}
