import Foundation
import Testing
import TintypeDocument
import TintypeTypography
import TintypeTheme
import TintypeProject

/// A theme's style that takes every value from a typography token and scales like one of Apple's
/// styles, as `UIFontMetrics(forTextStyle:)` scales a custom font: its size (and line height) at
/// `large` times that style's size at the category over its size at `large`, in Apple's published
/// table (Tests/Fixtures/Reference/dynamic-type.json, read here, not through the module).
@Suite struct TypographyTokenStyleTests {
    static let directory = "Tests/Fixtures/Themes/typography-tokens"

    func theme() throws -> Theme {
        try ThemeLoader(files: DocumentFiles(source: LocalFiles())).load(Repository.root.appendingPathComponent(Self.directory).path)
    }

    func apple(_ style: String, _ category: String) -> Double {
        ReferenceData.document.appleIOS[style]?[category]?.size ?? .nan
    }

    @Test func theTokensValuesScaleLikeTheNamedAppleStyle() throws {
        let loaded = try theme()
        let scale = try TypeScale(loaded.typography)
        let bodyMedium = try #require(scale.style(named: "bodyMedium"))
        let hero = try #require(scale.style(named: "hero"))
        for category in ContentSizeCategory.allCases {
            // The token: 15 px, 140 % line height, Medium. Apple's body is 17 pt at large.
            let bodyRatio = apple("body", category.name) / apple("body", "large")
            #expect(abs(scale.size(of: bodyMedium, at: category) - 15 * bodyRatio) < 1e-9, "\(category)")
            #expect(abs((scale.tableLeading(of: bodyMedium, at: category) ?? 0) - 15 * 1.4 * bodyRatio) < 1e-9, "\(category)")
            // The token: 40 px, a 48 px line height (px over the size: 1.2), scaling like title1.
            let heroRatio = apple("title1", category.name) / apple("title1", "large")
            #expect(abs(scale.size(of: hero, at: category) - 40 * heroRatio) < 1e-9, "\(category)")
            #expect(abs((scale.tableLeading(of: hero, at: category) ?? 0) - 48 * heroRatio) < 1e-9, "\(category)")
        }
        #expect(bodyMedium.weight == FontWeight(value: 500), "Medium")
        #expect(bodyMedium.tracking == .constant(em: 0))
        #expect(hero.tracking == .constant(em: -0.02), "Tokens Studio's −2 %")
        #expect(hero.weight == .bold && hero.emphasizedWeight == FontWeight(value: 900), "a member beside the token overrides it")
        // The token's families are the theme's text role (its CSS stack split the same way).
        #expect(loaded.typography.fonts["text"]?.families == ["Tintype Typo", "sans-serif"])
        #expect(bodyMedium.fontRole == "text" && hero.fontRole == "text")
    }

    /// Tokens Studio's `AUTO` line height is the font's own at every size: the fontMetrics policy.
    @Test func anAutoLineHeightIsTheFontsOwn() throws {
        let text = #"{"name": "t", "typography": {"fonts": {"text": {"families": ["Inter"]}}, "styles": [{"name": "x", "scalesLike": "body", "typography": {"fontFamily": "Inter", "fontSize": "16px", "fontWeight": 400, "lineHeight": "AUTO", "letterSpacing": 0}}]}}"#
        let loaded = try ThemeLoader(files: DocumentFiles(source: MemoryFiles(["t.json": Array(text.utf8)]))).load("t.json")
        let style = try #require(loaded.typography.styles.first)
        #expect(style.lineHeightPolicy == .fontMetrics(multiplier: 1) && style.lineHeight == nil && style.size == 16)
    }

    @Test func aTokenStyleWithoutScalesLikeOrWithAnUnknownOneIsAnError() {
        func said(_ style: String) -> String {
            let text = #"{"name": "t", "tokens": [], "typography": {"fonts": {"text": {"families": ["Inter"]}}, "styles": [\#(style)]}}"#
            let files = DocumentFiles(source: MemoryFiles(["t.json": Array(text.utf8)]))
            do {
                _ = try ThemeLoader(files: files).load("t.json")
                return ""
            } catch {
                return error.description
            }
        }
        let inline = #"{"fontFamily": "Inter", "fontSize": "16px", "fontWeight": 400, "lineHeight": 1.5, "letterSpacing": "0px"}"#
        #expect(said(#"{"name": "x", "typography": \#(inline)}"#).contains("needs \"scalesLike\""))
        #expect(said(#"{"name": "x", "typography": \#(inline), "scalesLike": "bodi"}"#)
            .contains("scalesLike 'bodi' is not one of Apple's text styles; did you mean 'body'?"))
        #expect(said(#"{"name": "x", "typography": {"fontFamily": "Inter", "fontSize": "16px", "fontWeight": 400, "lineHeight": "tall", "letterSpacing": 0}, "scalesLike": "body"}"#)
            .contains("lineHeight: 'tall' is not a line height"))
    }
}
