import Foundation
import Testing
import TintypeDocument
import TintypeColor
import TintypeTypography
import TintypeTrees
import TintypeTheme
@testable import TintypeCompiledTheme
import TintypeFormats
import TintypeProject

@Suite struct CompiledThemeTests {
    static let root = Repository.root

    func shipped(_ name: String) throws -> Theme {
        let path = "Themes/\(name)/theme.json"
        return try ThemeReader.read(json: Array(Data(contentsOf: Self.root.appendingPathComponent(path))), file: path)
    }

    func compile(_ theme: Theme) throws -> CompiledTheme {
        try CompiledTheme.compile(theme, fonts: TypographyResolverTests.typoFont)
    }

    func row(_ compiled: CompiledTheme, _ style: String, _ category: ContentSizeCategory, bold: Bool = false) -> ResolvedTextStyle? {
        let entry = compiled.styles.first {
            $0.row.style.rawValue == style && $0.row.category == category && !$0.row.emphasized && $0.row.leading == .standard
        }
        return bold ? (entry?.boldText ?? entry?.row) : entry?.row
    }

    @Test func defaultThemeReproducesApplesTable() throws {
        let compiled = try compile(try shipped("default"))
        var cells = 0
        for (style, cellsByCategory) in ReferenceData.document.appleIOS {
            for (categoryName, cell) in cellsByCategory {
                let category = try #require(ContentSizeCategory(name: categoryName))
                let resolved = try #require(row(compiled, style, category))
                #expect(resolved.size == cell.size && resolved.lineHeight == cell.leading, "\(style) \(categoryName)")
                #expect(resolved.weight.value == ReferenceData.weight(cell.weight))
                cells += 1
            }
        }
        #expect(cells == 132)
        #expect(compiled.styles.count == 11 * 12 * 2 * 3)
        #expect(compiled.styles.allSatisfy { $0.boldText != nil }, "Bold Text changes every weight of Apple's table")
        #expect(row(compiled, "body", .large, bold: true)?.weight.value == 600)
    }

    @Test func materialThemeFollowsTheM3ScaleAndAndroidScaling() throws {
        let compiled = try compile(try shipped("material"))
        #expect(Set(compiled.styles.map(\.row.style.rawValue)) == Set(ReferenceData.document.material3.keys))
        for (style, m3) in ReferenceData.document.material3 {
            let large = try #require(row(compiled, style, .large))
            #expect(large.size == m3.size && large.lineHeight == m3.lineHeight && large.weight.value == m3.weight, "\(style)")
            #expect(abs(large.tracking.points - m3.tracking) < 0.001, "\(style) tracking")
            // AX3 is font scale 2.0: AOSP's table (Tests/Fixtures/Reference/dynamic-type.json) applied to the M3 size.
            let table = try #require(ReferenceData.document.androidTables["2.0"])
            let ax3 = try #require(row(compiled, style, .ax3))
            #expect(abs(ax3.size - Self.convert(m3.size, table)) < 1e-4, "\(style) at AX3")
        }
    }

    /// AOSP's lookup, written out from AOSP's FontScaleConverter, on one table.
    static func convert(_ sp: Double, _ table: ReferenceData.AndroidTable) -> Double {
        let from = table.from, to = table.to
        if sp >= from.last! { return sp * to.last! / from.last! }
        if sp < from[0] { return sp / from[0] * to[0] }
        let upper = from.firstIndex { $0 >= sp }!
        if from[upper] == sp { return to[upper] }
        let t = (sp - from[upper - 1]) / (from[upper] - from[upper - 1])
        return to[upper - 1] + (to[upper] - to[upper - 1]) * t
    }

    @Test func accessibleThemeKeepsItsPromises() throws {
        let theme = try shipped("accessible")
        let compiled = try compile(theme)
        for entry in compiled.styles {
            #expect(entry.row.size >= 15, "\(entry.row.style) at \(entry.row.category)")
        }
        // Never smaller than the default category.
        #expect(row(compiled, "body", .xSmall)?.size == row(compiled, "body", .large)?.size)
        for set in compiled.tints {
            for mode in set.modes {
                #expect(Contrast.wcagRatio(set.defaultTint, theme.tints.background(mode.appearance)) >= 4.5)
            }
        }
    }

    @Test func modesThatShareValuesAreStoredOnce() throws {
        var theme = try shipped("default")
        theme.tints.defaultTints[.dark] = theme.tints.defaultTints[.light]
        theme.tints.backgrounds[.dark] = theme.tints.backgrounds[.light]
        theme.tints.derived = theme.tints.derived.map { DerivedColor($0.name, $0.rule(for: .light)) }
        theme.typography.styles = [StyleSpec(name: .body, weight: FontWeight(value: 900), emphasizedWeight: FontWeight(value: 900))]
        let compiled = try compile(theme)
        #expect(compiled.tints.count == 2)
        #expect(compiled.tints[0].modes.map(\.appearance) == [.light, .dark] && compiled.tints[0].modes.allSatisfy { $0.contrast == .normal })
        #expect(compiled.styles.count == 12 * 2 * 3)
        #expect(compiled.styles.allSatisfy { $0.boldText == nil }, "900 stays 900 with Bold Text")
        let json = JSONFormat().document(compiled)
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(json)) as? [String: Any])
        #expect((parsed["styles"] as? [[String: Any]])?.allSatisfy { $0["boldText"] is NSNull } == true)
    }

    @Test func boldTextRowsKeepOnlyWhatChanges() throws {
        let compiled = try compile(try shipped("default"))
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(JSONFormat().document(compiled))) as? [String: Any])
        let body = try #require((parsed["styles"] as? [[String: Any]])?.first {
            $0["style"] as? String == "body" && $0["category"] as? String == "large" && $0["emphasized"] as? Bool == false
                && $0["leading"] as? String == "standard"
        })
        let changes = try #require(body["boldText"] as? [String: Any])
        #expect(changes["weight"] as? Int == 600 && body["weight"] as? Int == 400)
        #expect(changes["size"] == nil && changes["style"] == nil, "unchanged members are not repeated")
    }

    @Test func theDocumentIsDeterministicAndHasNoPaths() throws {
        let first = JSONFormat().document(try compile(try shipped("default")))
        let second = JSONFormat().document(try compile(try shipped("default")))
        #expect(first == second)
        let text = String(decoding: first, as: UTF8.self)
        #expect(!text.contains("/fixed.ttf") && !text.contains("/work") && !text.contains("/usr"))
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(first)) as? [String: Any])
        #expect(Set(parsed.keys) == ["axes", "fonts", "format", "notes", "styles", "theme", "tintRules", "tints", "tokens", "typefaces", "version", "webFallbacks"])
        // Faces are written once and referred to by index.
        let fonts = try #require(parsed["fonts"] as? [[String: Any]])
        let rows = try #require(parsed["styles"] as? [[String: Any]])
        #expect(fonts.count == 1 && fonts[0]["postscriptName"] as? String == "Fixed-Regular")
        #expect(rows.allSatisfy { $0["font"] as? Int == 0 })
        // Keys are sorted everywhere but in a style row, which leads with what the row is and ends
        // with what Bold Text changes (Docs/Formats.md), its values sorted between.
        let material = try SourceNode.parseJSON(JSONFormat().document(try compile(try shipped("material"))))
        guard case .object(let members) = material.value, case .array(let styleRows)? = members.first(where: { $0.key == "styles" })?.value.value
        else { Issue.record("no styles"); return }
        let rowKeys = ["style", "category", "leading", "emphasized", "baselineOffset", "font", "lineHeight", "lineHeightPolicy", "metrics",
                       "size", "tracking", "trims", "warnings", "weight", "boldText"]
        for row in styleRows {
            guard case .object(let rowMembers) = row.value else { Issue.record("a row is no object"); return }
            #expect(rowMembers.map(\.key) == rowKeys)
            #expect(rowMembers.allSatisfy { keysAreSorted($0.value) })
        }
        #expect(members.map(\.key) == members.map(\.key).sorted())
        for member in members where member.key != "styles" {
            #expect(keysAreSorted(member.value), "\(member.key)")
        }
    }

    @Test func lineBoxOverflowsAreOneNotePerFaceWithItsSizeRange() throws {
        // One style at 100 pt × 0.5, 0.6, … 1.6 (50 to 160 pt), lines 0.95 em apart (tight −2,
        // loose +2 pt, all under the typo font's 1 em content area); the fixed font has no ink, so
        // nothing collides. Every row overflows: 12 × regular and emphasized × 3 leadings × Bold
        // Text off and on.
        var theme = Theme.builtInDefault
        theme.typography.scale = .linear(factors: Dictionary(uniqueKeysWithValues: ContentSizeCategory.allCases.map {
            ($0, 0.5 + 0.1 * Double($0.rawValue))
        }))
        theme.typography.lineHeight = .multiplier(0.95)
        theme.typography.styles = [StyleSpec(name: .body, size: 100)]
        let compiled = try CompiledTheme.compile(theme, fonts: TypographyResolverTests.typoFont)
        #expect(compiled.lineBoxNotes == [LineBoxNote(font: "Fixed-Regular", smallestSize: 50, largestSize: 160, rows: 144)])
        #expect(compiled.styles.allSatisfy { $0.row.layoutWarnings.isEmpty && ($0.boldText?.layoutWarnings.isEmpty ?? true) })
    }
}
