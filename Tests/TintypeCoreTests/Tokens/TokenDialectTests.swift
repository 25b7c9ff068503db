import Foundation
import Testing
import TintypeDocument
import TintypeTokens

/// Token files as teams keep them, read into DTCG 2025.10. Each fixture was written by hand from
/// its format's documentation; each expected value below is worked out here from the documented
/// rule (hex digits over 255, percentages over 100, em times the size, px over the size, CSS font
/// stacks split at commas), not taken from a run.
@Suite struct TokenDialectTests {
    static let directory = Repository.root.appendingPathComponent("Tests/Fixtures/Tokens/dialects")

    func read(_ name: String, _ options: TokenReadingOptions = .init()) throws -> DesignTokens {
        let path = Self.directory.appendingPathComponent(name).path
        return try DesignTokenReader.read([(name: name, bytes: Array(try Data(contentsOf: URL(fileURLWithPath: path))))], options: options)
    }

    func members(_ token: DesignTokens.Token?) -> [String: SourceNode.Value] {
        guard case .object(let members)? = token?.value.value else { return [:] }
        return Dictionary(uniqueKeysWithValues: members.map { ($0.key, $0.value.value) })
    }

    func components(_ token: DesignTokens.Token?) -> [Double] {
        guard case .array(let items)? = members(token)["components"] else { return [] }
        return items.compactMap { if case .number(let n) = $0.value { n } else { nil } }
    }

    func dimension(_ node: SourceNode.Value?) -> (Double, String)? {
        guard case .object(let members)? = node, case .number(let value)? = members.first(where: { $0.key == "value" })?.value.value,
              case .string(let unit)? = members.first(where: { $0.key == "unit" })?.value.value else { return nil }
        return (value, unit)
    }

    /// A number or weight token's number, as its typed value holds it (a DTCG weight name is its number).
    func number(_ token: DesignTokens.Token?) -> Double? {
        switch token?.typed {
        case .number(let n)?, .fontWeight(let n)?: n
        default: nil
        }
    }

    func notes(_ tokens: DesignTokens) -> [String] { tokens.notes.map(\.message) }

    @Test func draftValuesBecomeTheirDTCGForms() throws {
        let tokens = try read("dtcg-draft.json")
        #expect(components(tokens.tokens["color.brand"]) == [0, Double(0x66) / 255, 1])
        #expect(components(tokens.tokens["color.overlay"]) == [0, 0, 0] && members(tokens.tokens["color.overlay"])["alpha"] == .number(0.5))
        // hsl(120, 100%, 25%): chroma (1 − |2 × 0.25 − 1|) × 1 = 0.5 on green, lightness − chroma/2 = 0 added.
        #expect(components(tokens.tokens["color.accent"]) == [0, 0.5, 0])
        #expect(members(tokens.tokens["color.clear"])["alpha"] == .number(0))
        #expect(tokens.tokens["color.link"]?.value == tokens.tokens["color.brand"]?.value)
        #expect(dimension(tokens.tokens["size.body"]?.value.value)! == (16, "px"))
        #expect(dimension(tokens.tokens["size.title"]?.value.value)! == (1.5, "rem"))
        #expect(dimension(tokens.tokens["size.caption"]?.value.value)! == (12, "px"), "pt is Tintype's point, a CSS px")
        #expect(dimension(tokens.tokens["size.bare"]?.value.value)! == (14, "px"))
        #expect(dimension(tokens.tokens["size.text"]?.value.value)! == (15, "px"))
        if case .array(let items)? = tokens.tokens["font.stack"]?.value.value {
            #expect(items.map(\.value) == ["Mona Sans VF", "system-ui", "Segoe UI", "sans-serif"].map(SourceNode.Value.string),
                    "quotes removed, -apple-system, BlinkMacSystemFont and system-ui as one system-ui")
        } else {
            Issue.record("the font stack is not a list")
        }
        #expect(number(tokens.tokens["font.semibold"]) == 600 && number(tokens.tokens["font.heavy"]) == 800)
        #expect(number(tokens.tokens["font.boldItalic"]) == 700)
        #expect(dimension(tokens.tokens["motion.fast"]?.value.value)! == (200, "ms"))
        // "extra-bold" is a DTCG 2025.10 weight name already: 13 tokens were in a draft's form.
        #expect(notes(tokens) == ["13 tokens with values in a DTCG draft's form (dimensions, colours, font stacks or weights as strings), read as DTCG 2025.10"])
    }

    @Test func styleDictionarySourcesAreReadWithTheirConventions() throws {
        let tokens = try read("style-dictionary.json")
        #expect(components(tokens.tokens["color.base.gray.light"]) == [0.8, 0.8, 0.8], "0xcc / 255")
        #expect(components(tokens.tokens["color.base.gray.dark"]) == Array(repeating: 17.0 / 255, count: 3))
        #expect(tokens.tokens["color.font.base"]?.value == tokens.tokens["color.base.gray.dark"]?.value, "{a.b.value} is {a.b}")
        #expect(tokens.tokens["color.base.red"]?.type.rawValue == "color")
        #expect(dimension(tokens.tokens["size.font.small"]?.value.value)! == (0.75, "rem"), "the size category is rem")
        #expect(dimension(tokens.tokens["size.font.base"]?.value.value)! == (1, "rem"))
        #expect(tokens.tokens["time.quick"]?.type.rawValue == "duration" && dimension(tokens.tokens["time.quick"]?.value.value)! == (200, "ms"))
        #expect(Set(notes(tokens)) == ["7 tokens in Style Dictionary's format (\"value\" without \"$\"), read as DTCG 2025.10",
                                       "6 tokens without a type, given one by Style Dictionary's category/type/item convention (DTCG itself never infers a type)"])
    }

    @Test func tokensStudioExportsAreReadWithTheirTypesAndUnits() throws {
        let tokens = try read("tokens-studio.json")
        #expect(tokens.tokens["fontFamilies.heading"]?.type.rawValue == "fontFamily")
        #expect(number(tokens.tokens["fontWeights.semi"]) == 600)
        #expect(dimension(tokens.tokens["fontSizes.body"]?.value.value)! == (16, "px"), "a bare size is px")
        #expect(number(tokens.tokens["lineHeights.normal"]) == 1.5, "150 %")
        #expect(dimension(tokens.tokens["letterSpacing.tight"]?.value.value)! == (-0.02, "em"), "−2 % of the size")
        let heading = members(tokens.tokens["typography.heading"])
        #expect(heading["fontWeight"] == .number(700) && heading["lineHeight"] == .number(1.5))
        #expect(dimension(heading["letterSpacing"])! == (-0.02 * 32, "px"), "em × the composite's own size")
        let body = members(tokens.tokens["typography.body"])
        #expect(body["lineHeight"] == .number(24.0 / 16), "a px line height over the size")
        #expect(dimension(body["letterSpacing"])! == (0.5, "px") && body["fontWeight"] == .number(400))
        #expect(tokens.tokens["textCase.upper"] == nil)
        #expect(tokens.notes.contains { $0.severity == .warning && $0.message.contains("'textCase.upper' has Tokens Studio's type 'textCase', which has no DTCG meaning; it is left out") })
        #expect(notes(tokens).contains("11 tokens in Tokens Studio's format, read as DTCG 2025.10"))
    }

    @Test func tokensStudiosDTCGModeHasItsTypeNamesMapped() throws {
        let tokens = try read("tokens-studio-dtcg.json")
        #expect(tokens.tokens["spacing.sm"]?.type.rawValue == "dimension" && dimension(tokens.tokens["spacing.sm"]?.value.value)! == (8, "px"))
        #expect(tokens.tokens["lineHeight.body"]?.type.rawValue == "number" && number(tokens.tokens["lineHeight.body"]) == 1.25)
        #expect(number(tokens.tokens["opacity.half"]) == 0.5)
        #expect(notes(tokens).contains("4 tokens with Tokens Studio's type names, read as DTCG 2025.10 types"))
    }

    @Test func spectrumTokensTakeTheirTypesFromTheirSchemasAndSetsFromTheInput() throws {
        let light = try read("spectrum.json")
        #expect(components(light.tokens["gray-100"]) == Array(repeating: 233.0 / 255, count: 3), "light by default")
        #expect(light.tokens["accent-color"]?.value == light.tokens["gray-100"]?.value && light.tokens["accent-color"]?.type.rawValue == "color")
        #expect(dimension(light.tokens["font-size-100"]?.value.value)! == (14, "px"), "desktop by default")
        #expect(number(light.tokens["extra-bold-font-weight"]) == 800 && number(light.tokens["line-height-100"]) == 1.3)
        #expect(light.tokens["text-align-start"] == nil)
        #expect(light.notes.contains { $0.severity == .warning && $0.message.contains("'text-align-start' has Adobe Spectrum's type 'alignment'") })
        let dark = try read("spectrum.json", TokenReadingOptions(input: ["theme": "dark", "scale": "mobile"]))
        #expect(components(dark.tokens["gray-100"]) == Array(repeating: 50.0 / 255, count: 3))
        #expect(dimension(dark.tokens["font-size-100"]?.value.value)! == (17, "px"))
        #expect(throws: Diagnostics.self) { try read("spectrum.json", TokenReadingOptions(input: ["theme": "dusk"])) }
    }

    /// `--strict-tokens` reads DTCG 2025.10 alone: each other form is an error at its token.
    @Test(arguments: ["dtcg-draft.json", "style-dictionary.json", "tokens-studio.json", "tokens-studio-dtcg.json", "spectrum.json"])
    func strictRefusesEachForm(_ name: String) throws {
        #expect(throws: Diagnostics.self) { try read(name, TokenReadingOptions(strict: true)) }
        do {
            _ = try read(name, TokenReadingOptions(strict: true))
        } catch {
            // Each other form is refused at its token: by the dialect's name, or by the DTCG type its value does not fit.
            // (The run's summary of what was left out is its own line, at no token.)
            let errors = (error as? Diagnostics)?.diagnostics.filter { $0.severity == .error && $0.id != TokenOmission.summaryID } ?? []
            #expect(!errors.isEmpty && errors.allSatisfy { $0.message.hasPrefix("token '") && $0.position != nil }, "\(error)")
        }
        #expect(try !read(name).notes.isEmpty, "read by default, with a note")
    }
}

/// What real files showed: tokens refer to tokens that are left out, lengths relative to their
/// container, Android's dp, untyped tokens whose value does not fit their category, two forms mixed.
@Suite struct TokenDialectEdgeTests {
    func read(_ text: String) throws(Diagnostics) -> DesignTokens {
        try DesignTokenReader.read([(name: "t.json", bytes: Array(text.utf8))])
    }

    @Test func aTokenReferringToALeftOutTokenIsLeftOutTooWithAWarning() throws {
        let tokens = try read("""
            {"default-font-style": {"$schema": "font-style.json", "value": "normal"},
             "title-font-style": {"$schema": "alias.json", "value": "{default-font-style}"},
             "heading-font-style": {"$schema": "alias.json", "value": "{title-font-style}"},
             "size": {"$schema": "dimension.json", "value": "2dp"},
             "dialog-width": {"$schema": "dimension.json", "value": "100%"}}
            """)
        #expect(tokens.tokens.keys.sorted() == ["size"])
        if case .object(let size)? = tokens.tokens["size"]?.value.value {
            #expect(size.map(\.value.value) == [.number(2), .string("px")], "dp is a px")
        }
        let warnings = tokens.notes.filter { $0.severity == .warning }.map(\.message)
        #expect(warnings.contains("token 'title-font-style' refers to {default-font-style}, which is left out; it is left out too"))
        #expect(warnings.contains("token 'heading-font-style' refers to {title-font-style}, which is left out; it is left out too"))
        #expect(warnings.contains { $0.hasPrefix("token 'dialog-width' is '100%', a length relative to its container") })
    }

    @Test func anUntypedValueThatDoesNotFitItsCategoryIsLeftOut() throws {
        let tokens = try read(#"{"size": {"font": {"unit": {"value": "px"}, "base": {"value": "1"}}}}"#)
        #expect(tokens.tokens.keys.sorted() == ["size.font.base"])
        #expect(tokens.notes.contains { $0.severity == .warning && $0.message.hasPrefix("token 'size.font.unit' has no type, and its value is no dimension") })
    }

    @Test func twoFormsInOneTokenAreAnError() {
        #expect(throws: Diagnostics.self) { try read(#"{"a": {"$value": 1, "value": 2, "$type": "number"}}"#) }
        do {
            _ = try read(#"{"a": {"$value": 1, "value": 2, "$type": "number"}}"#)
        } catch {
            #expect(error.diagnostics.contains { $0.message == "token 'a' mixes DTCG's \"$value\" with \"value\" (Style Dictionary's or Tokens Studio's form); keep one form in a token" })
        }
    }
}

@Suite struct MissingLetterSpacingTests {
    /// A typography composite without letterSpacing gets 0 (DTCG 2025.10 requires the member), with a note.
    @Test func aCompositeWithoutLetterSpacingGetsZeroWithANote() throws {
        let text = #"{"body": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": "16px", "fontWeight": 400, "lineHeight": 1.5}}}"#
        let tokens = try DesignTokenReader.read([(name: "t.json", bytes: Array(text.utf8))])
        guard case .object(let members)? = tokens.tokens["body"]?.value.value,
              case .object(let spacing)? = members.first(where: { $0.key == "letterSpacing" })?.value.value else {
            Issue.record("no letterSpacing")
            return
        }
        #expect(spacing.map(\.value.value) == [.number(0), .string("px")])
        #expect(tokens.notes.map(\.message).contains("1 token of type typography without letterSpacing, given 0 (DTCG 2025.10 requires it)"))
        #expect(throws: Diagnostics.self) { try DesignTokenReader.read([(name: "t.json", bytes: Array(text.utf8))], options: TokenReadingOptions(strict: true)) }
    }
}
