import Foundation
import Testing
import TintypeDocument
import TintypeTokens
import TintypeProject

/// What public design systems' token files showed (issue 41's F2–F9), each read by its dialect's
/// documented rule. The fixtures in Tests/Fixtures/Tokens/wild are small copies of those shapes;
/// every expected value is worked out here from sd-transforms' source (commit 5066620: its
/// `fontWeightMap`, `percentageToDecimal`, letter spacing % → em, `align-types`' x/y → offsetX/offsetY
/// and `transformShadow`'s innerShadow → inset, `transformDimension`'s bare numbers → px) or
/// the DTCG text, never from a run.
@Suite struct DialectMeaningsTests {
    static let directory = Repository.root.appendingPathComponent("Tests/Fixtures/Tokens/wild")

    func read(_ name: String, _ options: TokenReadingOptions = .init()) throws -> DesignTokens {
        let url = Self.directory.appendingPathComponent(name)
        return try DesignTokenReader.read([(name: name, bytes: Array(try Data(contentsOf: url)))], options: options)
    }

    func errors(_ name: String) -> [String] {
        do {
            _ = try read(name)
            return []
        } catch {
            return (error as? Diagnostics)?.diagnostics.filter { $0.severity == .error }.map(\.message) ?? ["\(error)"]
        }
    }

    func typography(_ token: DesignTokens.Token?) -> Typography? {
        if case .typography(let value)? = token?.typed { value } else { nil }
    }

    /// The warnings at tokens (not the run's summary line).
    func warnings(_ tokens: DesignTokens) -> [String] {
        tokens.notes.filter { $0.severity == .warning && $0.id != TokenOmission.summaryID }.map(\.message)
    }

    /// F2: Tokens Studio's DTCG mode keeps `letterSpacing` as a type and "-2%" as a percentage of
    /// the font size: −0.02 em alone, and −0.02 × 24 = −0.48 px in a 24 px composite.
    @Test func aPercentLetterSpacingInDTCGModeIsEm() throws {
        let tokens = try read("letter-spacing-dtcg-mode.json")
        #expect(tokens.tokens["letterSpacing.tight"]?.typed == .dimension(Dimension(value: -0.02, unit: "em")))
        let heading = try #require(typography(tokens.tokens["typography.heading"]))
        #expect(heading.letterSpacing == Dimension(value: -0.48, unit: "px"))
        #expect(heading.fontSize == Dimension(value: 24, unit: "px"), "a bare size is px")
        #expect(heading.fontWeight == 700 && heading.lineHeight == 1.25, "Bold is 700; 125 % is 1.25")
    }

    /// F4: `textCase` and `textDecoration` have no place in DTCG's typography: they go under the
    /// token's `$extensions` and the composite is read (its alias to a left-out token not followed).
    @Test func typographyMembersWithoutADTCGMeaningAreKeptAside() throws {
        let tokens = try read("typography-extras.json")
        let label = try #require(tokens.tokens["typography.label"])
        let value = try #require(typography(label))
        #expect(value.fontWeight == 500 && value.lineHeight == 1.5, "Medium is 500; 150 % is 1.5")
        #expect(label.value[member: "textCase"] == nil && label.value[member: "textDecoration"] == nil)
        let kept = try #require(label.extensions?[member: "studio.tokens"])
        #expect(kept[member: "textCase"]?.stringValue == "{textCase.upper}" && kept[member: "textDecoration"]?.stringValue == "none")
        #expect(tokens.notes.contains { $0.severity == .note && $0.message.hasPrefix("1 token of type typography with members") })
        #expect(throws: Diagnostics.self) { try read("typography-extras.json", TokenReadingOptions(strict: true)) }
    }

    /// F5: lengths sized by the viewport or the content, and Figma's string and boolean variables,
    /// are left out with a warning each; the file's other tokens are read.
    @Test func valuesWithNoDTCGFormAreLeftOutNotStopped() throws {
        let tokens = try read("hard-stops.json")
        #expect(tokens.tokens.keys.sorted() == ["size.gutter"])
        #expect(tokens.tokens["size.gutter"]?.typed == .dimension(Dimension(value: 16, unit: "px")))
        let said = warnings(tokens)
        #expect(said.count == 4)
        #expect(said.contains { $0.contains("'size.screen' is '80vh', a length relative to the viewport") })
        #expect(said.contains { $0.contains("'size.fit' is 'fit-content'") })
        #expect(said.contains { $0.contains("'label.brand' has Figma's variables export's type 'string'") })
    }

    /// F5: Style Dictionary's own examples keep untyped asset paths; they are left out with a
    /// warning, and the colour beside them is read.
    @Test func anUntypedAssetIsLeftOutNotAnError() throws {
        let tokens = try read("style-dictionary-untyped.json")
        #expect(tokens.tokens.keys.sorted() == ["color.base.red"])
        #expect(warnings(tokens).contains { $0.contains("'asset.font.opensans.ttf' has no type") })
    }

    /// F5: a number aliasing Tokens Studio's unitless size "18" is 18 and one aliasing the weight
    /// "Regular" is 400; a px line height is a length, 20 ÷ 18 inside an 18 px composite.
    @Test func numbersAndLineHeightsAreReadAsSdTransformsReadsThem() throws {
        let tokens = try read("numbers-from-aliases.json")
        #expect(tokens.tokens["scale.base"]?.typed == .number(18))
        #expect(tokens.tokens["scale.weight"]?.typed == .number(400))
        #expect(tokens.tokens["lineHeights.fixed"]?.typed == .dimension(Dimension(value: 20, unit: "px")))
        let body = try #require(typography(tokens.tokens["typography.body"]))
        #expect(abs(body.lineHeight - 20.0 / 18) < 1e-12)
        #expect(tokens.notes.contains { $0.message.hasPrefix("2 tokens of type number aliasing a dimension or a weight") })
        #expect(throws: Diagnostics.self) { try read("numbers-from-aliases.json", TokenReadingOptions(strict: true)) }
    }

    /// F6: a token refused for its value is named by those that depend on it, not "not defined";
    /// a file whose every token was left out with a warning is no error.
    @Test func dependentsOfARefusedTokenSaySo() throws {
        let found = errors("refused-dependents.json")
        #expect(found.count == 2)
        #expect(found.contains("token 'size.double' depends on {size.base}, which was refused (see its error)"))
        #expect(!found.contains { $0.contains("not defined") })
        let leftOut = try read("all-left-out.json")
        #expect(leftOut.tokens.isEmpty && warnings(leftOut).count == 2)
    }

    /// F8: Tokens Studio's box shadows: x and y are offsetX and offsetY, bare numbers px, rgba()
    /// and #rrggbbaa colours colour objects, `innerShadow` inset and `dropShadow` not.
    @Test func boxShadowsBecomeDTCGShadows() throws {
        let tokens = try read("box-shadow.json")
        guard case .shadow(let shadows)? = tokens.tokens["shadow.card"]?.typed else {
            Issue.record("not a shadow list")
            return
        }
        #expect(shadows.count == 2)
        #expect(shadows[0].offsetX == Dimension(value: 0, unit: "px") && shadows[0].offsetY == Dimension(value: 2, unit: "px"))
        #expect(shadows[0].blur == Dimension(value: 4, unit: "px") && shadows[0].spread == Dimension(value: 0, unit: "px"))
        #expect(shadows[0].color.components == [0, 0, 0] && shadows[0].color.alpha == 0.25 && !shadows[0].inset)
        #expect(shadows[1].inset && shadows[1].offsetY == Dimension(value: 1, unit: "px"))
        #expect(shadows[1].color.alpha == Double(0x40) / 255)
    }

    /// F9: a font stack that names another token's families holds them in its place.
    @Test func aReferenceInsideAFontStackIsResolved() throws {
        let tokens = try read("font-stack-reference.json")
        #expect(tokens.tokens["font.display"]?.typed == .fontFamily(["Archivo", "Inter", "system-ui"]))
    }

    /// F7: in a theme, an item of a families list that aliases a family token is that token's
    /// families in its place, not a family named "{font.body}".
    @Test func aFamilyAliasInsideAThemesListIsItsFamilies() throws {
        let files = DocumentFiles(source: MemoryFiles([
            "t/theme.json": Array(#"{"name": "t", "tokens": ["tokens.json"], "typography": {"fonts": {"text": {"families": ["{font.body}", "sans-serif"]}}, "scale": {"model": "apple"}}}"#.utf8),
            "t/tokens.json": Array(#"{"font": {"$type": "fontFamily", "body": {"$value": ["Inter", "system-ui"]}}}"#.utf8),
        ]))
        let theme = try ThemeLoader(files: files).load("t")
        #expect(theme.typography.fonts["text"]?.families == ["Inter", "system-ui", "sans-serif"])
    }
}
