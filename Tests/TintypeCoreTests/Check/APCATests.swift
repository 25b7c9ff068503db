import Testing
@testable import TintypeDocument
@testable import TintypeColor
@testable import TintypeTypography
@testable import TintypeTokens
@testable import TintypeTrees
@testable import TintypeTheme
@testable import TintypeCompiledTheme
@testable import TintypeCheck

/// APCA's font lookup as its reference reads it, and `contrast.apca` on a theme. The expected
/// values are the published table's cells and steps (apca-w3 0.1.7 (G), `fontLookupAPCA`), worked
/// through the reference's rule by hand: row ⌊Lc ÷ 5⌋, the size less the step × (Lc − row) ÷ 5,
/// rounded half up to whole px above 24 px and down to half px at or below; no text under Lc 29.5.
@Suite struct APCATests {
    @Test func theLookupGivesTheReferencesSizes() throws {
        // #0055cc on white is Lc 81.8: row 80 at 400 is 17.25 px, step 0.75; 2 × 0.75 × 0.36 = 0.54
        // half px rounds down to none, so 17.25 px, not enough for 17 px body text.
        #expect(APCAFontTable.minimumSize(lc: 81.8, weight: 400) == 17.25)
        // Lc 83.4: 2 × 0.75 × 0.68 = 1.02 → one half px off: 16.75.
        #expect(APCAFontTable.minimumSize(lc: 83.4, weight: 400) == 16.75)
        // Above 24 px, whole px: Lc 54.38 at 400 is 32 − 4 × 0.876 = 28.496 → 28; Lc 54.375 is 28.5 → 29.
        #expect(APCAFontTable.minimumSize(lc: 54.38, weight: 400) == 28)
        #expect(APCAFontTable.minimumSize(lc: 54.375, weight: 400) == 29)
        // A cell is its row's own Lc's size, in either polarity.
        #expect(APCAFontTable.minimumSize(lc: 45, weight: 100) == 108)
        #expect(APCAFontTable.minimumSize(lc: -75, weight: 400) == 18)
        // Under Lc 29.5 no text, whatever the cell; at 29.5, row 25 at 400: 120 − 12 × 0.9 = 109.2 → 109.
        #expect(APCAFontTable.minimumSize(lc: 29.4, weight: 900) == nil)
        #expect(APCAFontTable.minimumSize(lc: 29.5, weight: 400) == 109)
        // A 777 cell is no text (row 30 at 100); past the last row the last row's sizes.
        #expect(APCAFontTable.minimumSize(lc: 32, weight: 100) == nil)
        #expect(APCAFontTable.minimumSize(lc: 130, weight: 400) == 10)
    }

    @Test func theLeastLcAStyleNeedsIsTheLookupsOwn() throws {
        // The five points APCA's reference gives (issue 53), each worked from its row by hand.
        // 17 px at 400: row 80 (17.25, step 0.75): one half px at 2 × 0.75 × f ≥ 1, f = 2/3: Lc 83.33.
        // 28 px at 400: row 50 (32, step 4): 32 − 4f < 28.5, f > 0.875: Lc 54.375.
        // 24 px at 400: row 55 (28, step 4): 28 − 4f < 24.5, f > 0.875: Lc 59.375.
        // 20 px at 400: row 65 (21.75, step 2.25): four half px at 4.5 f ≥ 4: Lc 69.44.
        // 11 px at 500: row 115 (11.875, step 1.125): two half px at 2.25 f ≥ 2: Lc 119.44.
        let points: [(size: Double, weight: Int, lc: Double)] = [
            (17, 400, 80 + 5 * 2.0 / 3), (28, 400, 54.375), (24, 400, 59.375), (20, 400, 65 + 5 * 4 / 4.5), (11, 500, 115 + 5 * 2 / 2.25),
        ]
        for point in points {
            let lc = try #require(APCAFontTable.minimumLc(size: point.size, weight: point.weight))
            #expect(abs(lc - point.lc) < 1e-9, "\(point.size) px at \(point.weight): \(lc)")
            // Just above it the lookup gives the size; just below, more.
            #expect(try #require(APCAFontTable.minimumSize(lc: lc + 1e-6, weight: point.weight)) <= point.size)
            #expect(try #require(APCAFontTable.minimumSize(lc: lc - 1e-6, weight: point.weight)) > point.size)
        }
        // A cell the size falls to exactly: 16 px at 400 is row 90's cell (row 85: 16.5, step 0.5: f = 1).
        #expect(APCAFontTable.minimumLc(size: 16, weight: 400) == 90)
    }

    @Test func theEdgesOfTheTable() {
        // Large text needs the first Lc that allows text (29.5) where its row already has the size.
        #expect(APCAFontTable.minimumLc(size: 200, weight: 400) == 29.5)
        // At 100 the first text row is 40 (120 px); 200 px is there from its start.
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
        // |Lc| 68.54. Apple's styles at large: title3 20 pt needs 69.4 (above), body 17 pt 83.3,
        // callout 16 pt 90, subheadline 15 pt 100; headline (17 pt at 600) needs 65, title2 (22 pt) 64.4.
        #expect(onTint.severity == .note)
        #expect(onTint.message.contains("is APCA Lc 68.5 in light/normal;"))
        #expect(onTint.message.contains("asks more for title3 (20 pt, 400: Lc 69.4), body (17 pt, 400: Lc 83.3), "
            + "callout (16 pt, 400: Lc 90), subheadline (15 pt, 400: Lc 100) and 3 more"))
        #expect(onTint.message.hasSuffix("enough for largeTitle, title1, title2, headline"))
        #expect(try findings(grey(), table: true).contains { $0.severity == .failure && $0.message == onTint.message })
        // caption2 (11 pt) needs Lc 120, beyond the 107.9 white on black reaches: the fix names the
        // smallest text the pair serves instead, 20.25 pt at 400 (row 65: 21.75 − 3 half px).
        #expect(onTint.fix == "keep those styles off this pair: no text colour reaches what they need (APCA gives light text on a dark "
            + "background Lc 107.9 at most); at Lc 68.5 it serves 400 from 20.25 pt")
    }

    @Test func aPairBelowAnyTextSaysSo() throws {
        // #cccccc on white is Lc 27.3 (reference formula), under the 29.5 from which APCA allows text.
        var theme = grey()
        theme.tints.defaultTints[.light]?[.normal] = Color(red8: 0xcc, green8: 0xcc, blue8: 0xcc)
        let tint = try #require(try findings(theme).first { $0.message.hasPrefix("tint on background: #cccccc on #ffffff") })
        #expect(tint.fix?.hasSuffix("at Lc 27.3 it serves no text (APCA's table allows none below Lc 29.5)") == true, "\(tint.fix ?? "")")
    }

    @Test func aReachableNeedIsTheFixRoundedUp() throws {
        // The tint on white (Lc 63.06) is short of title2 (64.44), title3, headline, body … caption2
        // (Lc 120); with only the large styles in the theme the most needed is title3's 69.44 → 69.5.
        var theme = grey()
        theme.typography.styles = theme.typography.styles.filter { ["largeTitle", "title1", "title2", "title3"].contains($0.name.rawValue) }
        let tint = try #require(try findings(theme).first { $0.message.hasPrefix("tint on background") })
        #expect(tint.fix == "raise the contrast of tint on background to Lc 69.5, or keep those styles off this pair")
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
        // Lc 63.06 is short of every style that needs more: title2 64.44, title3 69.44, headline 65, body 83.33 and the smaller ones.
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
