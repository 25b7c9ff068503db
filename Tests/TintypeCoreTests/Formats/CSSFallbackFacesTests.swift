import Testing
@testable import TintypeCompiledTheme
@testable import TintypeFormats

/// Which fallback fonts a role gets, and the `css` format's rules and stacks from a compiled theme's
/// fallbacks (the numbers themselves are checked against fontTools and Chromium by
/// `Scripts/check_css_fallbacks.py`).
@Suite struct CSSFallbackFacesTests {
    @Test func aRoleGetsTheFallbacksOfItsGenericFamilyButNotItself() {
        #expect(WebFallbackFont.fallbacks(for: ["Inter", "sans-serif"], brand: "Inter").map(\.system) == ["Arial", "Roboto"])
        #expect(WebFallbackFont.fallbacks(for: ["Inter"], brand: "Inter").map(\.system) == ["Arial", "Roboto"])
        #expect(WebFallbackFont.fallbacks(for: ["Roboto", "sans-serif"], brand: "Roboto").map(\.system) == ["Arial"])
        #expect(WebFallbackFont.fallbacks(for: ["Literata", "serif"], brand: "Literata").map(\.system) == ["Times New Roman"])
        #expect(WebFallbackFont.fallbacks(for: ["Fira Code", "monospace"], brand: "Fira Code").map(\.system) == ["Courier New"])
        // A weight of 600 and up is Arial Bold's: the local() names follow.
        #expect(WebFallbackFont.all[0].localNames(true).first == "Arial Bold")
    }

    func compiled(_ fallbacks: [WebFallback]) -> CompiledTheme {
        var theme = CompiledTheme(name: "brand", description: nil,
                                  typefaces: [.init(style: .body, role: "text", families: ["Inter", "sans-serif"])],
                                  styles: [], tints: [], tintRules: .ios)
        theme.webFallbacks = fallbacks
        return theme
    }

    @Test func eachMeasuredFallbackIsARuleAndAFamilyInTheStack() {
        let measured = WebFallback.Measured(localNames: ["Arial Bold", "LiberationSans-Bold"], face: "LiberationSans-Bold", sizeAdjust: 0.941921,
                                            ascentOverride: 0.984, descentOverride: 0.259, lineGapOverride: 0, singleWeightSizeAdjust: 1.019062)
        let missing = WebFallback(family: "Inter", weight: 400, system: "Roboto", standIn: "Roboto", measured: nil)
        let faces = CSSFallbackFaces(fallbacks: [WebFallback(family: "Inter", weight: 700, system: "Arial", standIn: "Liberation Sans", measured: measured),
                                                 missing])
        let rules = faces.rules
        #expect(rules.contains("""
            @font-face {
              font-family: "Inter fallback";
              font-weight: 700;
              src: local("Arial Bold"), local("LiberationSans-Bold");
              size-adjust: 94.1921%;
              ascent-override: 98.4%;
              descent-override: 25.9%;
              line-gap-override: 0%;
            }
            """))
        #expect(rules.contains("where one regular Arial face for every weight would need 101.9062%"))
        #expect(rules.contains("No fallback face for Inter (400) on Roboto: Roboto, which stands in for it, was not installed"))
        // Only the measured fallback joins the stack, right after its family.
        #expect(faces.stackNames == ["inter": ["Inter fallback"]])
        #expect(CSSFormat.fontFamily(["Inter", "sans-serif"], fallbacks: faces.stackNames) == #""Inter", "Inter fallback", sans-serif"#)
        let sheet = CSSFormat().sheet(compiled(faces.fallbacks))
        #expect(sheet.contains(#"font-family: "Inter", "Inter fallback", sans-serif;"#))
    }
}
