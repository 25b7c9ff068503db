import Testing
@testable import TintypeTokens

/// Which dimension tokens size text (issue 52, item 5), so Android and Compose write them in sp:
/// each case worked out by hand from the rule in Docs/Tokens.md ("Text sizes follow the font scale").
@Suite struct TextSizeTokensTests {
    static let file = """
        {
          "font": {"size": {"body": {"$type": "dimension", "$value": {"value": 17, "unit": "px"}}}},
          "fontSizes": {"lg": {"$type": "dimension", "$value": {"value": 20, "unit": "px"}}},
          "size": {
            "$type": "dimension",
            "16": {"$value": {"value": 16, "unit": "px"}},
            "24": {"$value": {"value": 24, "unit": "px"}},
            "base": {"$value": {"value": 10, "unit": "px"}},
            "step": {"$value": "{size.base}"},
            "unused": {"$value": {"value": 3, "unit": "px"}}
          },
          "space": {"$type": "dimension", "large": {"$value": "{size.24}"}, "small": {"$value": {"value": 4, "unit": "px"}}},
          "radius": {"text-box": {"$type": "dimension", "$value": {"value": 6, "unit": "px"}}},
          "type": {
            "$type": "typography",
            "body": {"$value": {"fontFamily": "Inter", "fontSize": "{size.16}", "fontWeight": 400, "letterSpacing": "{space.small}", "lineHeight": 1.4}},
            "title": {"$value": {"fontFamily": "Inter", "fontSize": "{size.24}", "fontWeight": 700, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.2}},
            "note": {"$value": {"fontFamily": "Inter", "fontSize": "{size.step}", "fontWeight": 400, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.2}}
          }
        }
        """

    @Test func theTextSizesAreThoseNamedSoOrReferredToOnlyAsFontSizes() throws {
        let tokens = try DesignTokenReader.read([("t.tokens.json", Array(Self.file.utf8))])
        // font.size.body and fontSizes.lg by name; size.16 only a fontSize refers to; size.step a
        // fontSize, and size.base only size.step, a text size. size.24 is also space.large's, a
        // length; space.small is a letter spacing's; radius.text-box names no font size; size.unused
        // is referred to by nothing.
        #expect(tokens.textSizes == ["font.size.body", "fontSizes.lg", "size.16", "size.step", "size.base"])
    }

    @Test(arguments: [("font.size.body", true), ("fontSize.body", true), ("fontSizes.lg", true), ("text-size.sm", true),
                      ("type.sizes.caption", true), ("typography.fontsize", true), ("size.font", false), ("line.height", false),
                      ("radius.text-box", false), ("font.weight.bold", false)])
    func aPathNamesAFontSize(_ path: String, _ names: Bool) {
        #expect(DesignTokenReader.namesFontSize(path) == names)
    }
}
