import Foundation
import Testing
import TintypeColor

@Suite struct ColorParserTests {
    func hex(_ text: String) throws -> String { try ColorParser.parse(text).color.hex }

    @Test(arguments: [
        ("#f00", "#ff0000"), ("#F00A", "#ff0000aa"), ("#007AFF", "#007aff"), ("#007aff80", "#007aff80"),
        ("rgb(0, 122, 255)", "#007aff"), ("rgb(0 122 255 / 50%)", "#007aff80"), ("rgba(255,0,0,0.5)", "#ff000080"),
        ("rgb(100% 0% 0%)", "#ff0000"), ("hsl(210, 100%, 50%)", "#0080ff"), ("hsl(0 0% 50%)", "#808080"),
        ("hsla(120deg 100% 25% / 1)", "#008000"), ("color(srgb 1 0.5 0)", "#ff8000"),
        ("color(srgb-linear 0.5 0.5 0.5)", "#bcbcbc"), ("color(display-p3 0.5 0.5 0.5)", "#808080"),
        ("white", "#ffffff"), ("transparent", "#00000000"),
    ])
    func cssSyntax(_ text: String, _ expected: String) throws {
        #expect(try hex(text) == expected)
    }

    @Test func channelsRoundHalvesAwayFromZero() {
        // Every exact half-step between two bytes, values just either side of it, and the clamps,
        // against Swift's own rounding of the same product.
        var values: [Double] = [-1, -0.0, 0, 1, 2, .ulpOfOne, 1 - .ulpOfOne]
        for step in 0..<256 {
            let half = (Double(step) + 0.5) / 255
            values += [half, half.nextDown, half.nextUp, Double(step) / 255]
        }
        for value in values {
            let expected = Int((min(max(value, 0), 1) * 255).rounded(.toNearestOrAwayFromZero))
            let byte = Int(Color(red: value, green: 0, blue: 0).rgba8 >> 24)
            guard byte == expected else {
                Issue.record("\(value) gives \(byte), not \(expected)")
                return
            }
        }
    }

    @Test func oklchAndOklabMatchCSSReferenceColours() throws {
        // CSS Color 4: sRGB red is oklch(62.8% 0.2577 29.23); white is oklab(1 0 0).
        let red = try ColorParser.parse("oklch(62.8% 0.2577 29.23)").color
        #expect(abs(red.red - 1) < 2.0 / 255 && red.green < 2.0 / 255 && red.blue < 2.0 / 255)
        #expect(try hex("oklab(1 0 0)") == "#ffffff")
        let lch = ColorSpaces.oklch(from: Color(red8: 255, green8: 0, blue8: 0))
        #expect(abs(lch.0 - 0.628) < 0.001 && abs(lch.1 - 0.2577) < 0.001 && abs(lch.2 - 29.23) < 0.05)
    }

    @Test func conversionsRoundTrip() {
        for color in [Color(red8: 0, green8: 122, blue8: 255), Color(red8: 255, green8: 45, blue8: 85), Color(red8: 18, green8: 52, blue8: 86)] {
            let lch = ColorSpaces.oklch(from: color)
            let back = ColorSpaces.srgb(fromOKLCh: lch.0, lch.1, lch.2)
            #expect(abs(back.red - color.red) < 1e-9 && abs(back.green - color.green) < 1e-9 && abs(back.blue - color.blue) < 1e-9)
            let p3 = ColorSpaces.displayP3(from: color)
            let fromP3 = ColorSpaces.srgb(fromDisplayP3: p3.0, p3.1, p3.2)
            #expect(abs(fromP3.red - color.red) < 1e-9 && abs(fromP3.blue - color.blue) < 1e-9)
            let hsl = ColorSpaces.hsl(from: color)
            #expect(ColorSpaces.srgb(fromHSL: hsl.0, hsl.1, hsl.2).rgba8 == color.rgba8)
        }
    }

    @Test func outOfGamutColoursAreMappedAndReported() throws {
        let p3Red = try ColorParser.parse("color(display-p3 1 0 0)")
        #expect(p3Red.gamutMapped)
        #expect(p3Red.color.isInGamut)
        // Mapping keeps OKLCh lightness and hue close and reduces chroma.
        let source = ColorSpaces.srgb(fromDisplayP3: 1, 0, 0)
        let before = ColorSpaces.oklch(from: source), after = ColorSpaces.oklch(from: p3Red.color)
        #expect(abs(before.0 - after.0) < 0.03 && abs(before.2 - after.2) < 3 && after.1 < before.1)
        #expect(!(try ColorParser.parse("#007aff").gamutMapped))
    }

    @Test func dtcgColourObjects() throws {
        #expect(try ColorParser.parse(colorSpace: "srgb", components: [0, 0.478, 1], alpha: nil).color.hex == "#007aff")
        #expect(try ColorParser.parse(colorSpace: "hsl", components: [210, 100, 50], alpha: 0.5).color.hex == "#0080ff80")
        #expect(try ColorParser.parse(colorSpace: "oklch", components: [1, 0, nil], alpha: 1).color.hex == "#ffffff")
        #expect(try ColorParser.parse(colorSpace: "display-p3", components: [1, 0, 0], alpha: 1).gamutMapped)
        #expect(throws: ColorParser.ParseError.self) { try ColorParser.parse(colorSpace: "cmyk", components: [0, 0, 0], alpha: 1) }
        #expect(throws: ColorParser.ParseError.self) { try ColorParser.parse(colorSpace: "srgb", components: [0, 0], alpha: 1) }
    }

    @Test(arguments: ["#12345", "#ggg", "rgb(1, 2)", "rgb(1 2 3 / 2)", "blue-ish", "lab(50 0 0)", "color(cmyk 1 0 0)", "rgb(a b c)", ""])
    func badColoursAreErrorsThatSayWhy(_ text: String) {
        let error = #expect(throws: ColorParser.ParseError.self) { try ColorParser.parse(text) }
        #expect(error?.description.isEmpty == false)
    }
}

/// The test pairs of Docs/Contrast.md (from WCAG 2.2 and APCA-W3 0.0.98G-4g).
@Suite struct ContrastTests {
    func color(_ hex: String) throws -> Color { try ColorParser.parse(hex).color }

    @Test(arguments: [("#000000", "#ffffff", 21.0), ("#767676", "#ffffff", 4.5422), ("#007aff", "#ffffff", 4.0170), ("#0a84ff", "#000000", 5.7574)])
    func wcagRatios(_ a: String, _ b: String, _ ratio: Double) throws {
        #expect(abs(Contrast.wcagRatio(try color(a), try color(b)) - ratio) < 0.00005)
    }

    @Test(arguments: [
        ("#888888", "#ffffff", 63.056469930209424), ("#ffffff", "#888888", -68.54146436644962),
        ("#000000", "#aaaaaa", 58.146262578561334), ("#112233", "#ddeeff", 91.66830811481631),
    ])
    func apcaLc(_ text: String, _ background: String, _ lc: Double) throws {
        #expect(abs(Contrast.apca(text: try color(text), background: try color(background)) - lc) < 1e-9)
    }

    @Test func apcaIsZeroForNearlyEqualColours() throws {
        #expect(Contrast.apca(text: try color("#777777"), background: try color("#777777")) == 0)
    }
}

@Suite struct ColorDimmingTests {
    let dimming = ColorDimming()
    let samples = [Color(red8: 0, green8: 122, blue8: 255), Color(red8: 255, green8: 45, blue8: 85, alpha: 0.5),
                   Color(red8: 52, green8: 199, blue8: 89), Color(red8: 10, green8: 132, blue8: 255)]

    @Test func defaultDimmingIsAchromaticKeepsAlphaAndLuminance() {
        for color in samples {
            let dimmed = dimming.dim(color)
            #expect(dimmed.red == dimmed.green && dimmed.green == dimmed.blue)
            #expect(dimmed.alpha == color.alpha)
            #expect(abs(Contrast.luminance(dimmed) - Contrast.luminance(color)) < 1e-12)
        }
    }

    /// WCAG's relative luminance, worked out here from Docs/Contrast.md's formula.
    static func luminance(_ r: Int, _ g: Int, _ b: Int) -> Double {
        func linear(_ value: Int) -> Double {
            let c = Double(value) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
    }

    @Test func luminanceIsWCAGsAndTheRatiosAreThePublishedOnes() {
        // The channel weights are the luminance of pure red, green and blue; white is 1, black 0.
        #expect(abs(Contrast.luminance(Color(red8: 255, green8: 0, blue8: 0)) - 0.2126) < 1e-12)
        #expect(abs(Contrast.luminance(Color(red8: 0, green8: 255, blue8: 0)) - 0.7152) < 1e-12)
        #expect(abs(Contrast.luminance(Color(red8: 0, green8: 0, blue8: 255)) - 0.0722) < 1e-12)
        for (r, g, b) in [(0, 122, 255), (118, 118, 118), (10, 132, 255), (200, 30, 7)] {
            #expect(abs(Contrast.luminance(Color(red8: r, green8: g, blue8: b)) - Self.luminance(r, g, b)) < 1e-12)
        }
        // #767676 on white is 4.5422:1, the lightest grey that passes AA (Docs/Contrast.md).
        let grey = (Self.luminance(255, 255, 255) + 0.05) / (Self.luminance(118, 118, 118) + 0.05)
        #expect(abs(grey - 4.5422) < 0.00005)
    }

    @Test func theDimmedTintIsTheGreyOfItsLuminanceWorkedOutHere() {
        // Tintype's rule (Docs/Tint.md): the grey whose WCAG luminance is the tint's, alpha kept.
        // The grey's channel is the sRGB encoding of that luminance.
        for color in samples {
            let r = Int((color.red * 255).rounded()), g = Int((color.green * 255).rounded()), b = Int((color.blue * 255).rounded())
            let y = Self.luminance(r, g, b)
            let encoded = y <= 0.0031308 ? 12.92 * y : 1.055 * pow(y, 1 / 2.4) - 0.055
            let dimmed = dimming.dim(color)
            #expect(abs(dimmed.red - encoded) < 1e-9 && abs(dimmed.green - encoded) < 1e-9 && abs(dimmed.blue - encoded) < 1e-9)
            #expect(dimmed.alpha == color.alpha)
        }
        // iOS's blue #007aff: luminance 0.2114, grey #7f7f7f (the default theme's dimmed tint).
        #expect(dimming.dim(Color(red8: 0, green8: 122, blue8: 255)).hex == "#7f7f7f")
    }

    @Test func defaultDimmingIsIdempotentAndDeterministic() {
        for color in samples {
            let once = dimming.dim(color)
            #expect(dimming.dim(once) == once)
            #expect(dimming.dim(color) == once)
        }
    }

    @Test func themesCanReplaceIt() {
        let grey = Color(red8: 142, green8: 142, blue8: 147)
        let fixed = ColorDimming(rule: .fixed(grey))
        #expect(fixed.dim(samples[1]).rgba8 == Color(red8: 142, green8: 142, blue8: 147, alpha: 0.5).rgba8)
        let mix = ColorDimming(rule: .mix(toward: .white, amount: 0.5))
        #expect(mix.dim(.black).hex == "#808080")
        let explicit = ColorDimming(explicit: [samples[0].rgba8: grey])
        #expect(explicit.dim(samples[0]) == grey)
    }

    /// Components so large that converting them overflows (a chroma of 1.1e307 cubes to infinity,
    /// and infinity minus infinity is NaN) are refused with a message instead of trapping later on
    /// NaN (the fuzzer's find, Tests/Fuzz/Crashes/tint-tree). Finite-but-odd values still convert.
    @Test(arguments: ["oklch(0.2 0.11e308 +50)", "oklab(0.5 1e200 0)", "color(display-p3 1e200 1e200 0)"])
    func overflowingComponentsAreRefused(text: String) {
        #expect(throws: ColorParser.ParseError.self) { try ColorParser.parse(text) }
        #expect(throws: ColorParser.ParseError.self) {
            try ColorParser.parse(colorSpace: "oklch", components: [0.2, 1e308, 50], alpha: nil)
        }
    }

    /// rgb() channels out of range, and a negative hsl() saturation, are clamped when parsed (CSS
    /// Color 4, §5.1 and §7.1); other out-of-range colours are gamut-mapped.
    @Test func largeButConvertibleComponentsStillConvert() throws {
        #expect(try ColorParser.parse("oklch(0.7 5 120)").gamutMapped)
        #expect(try ColorParser.parse("color(xyz-d65 1e300 0 0)").gamutMapped)
        #expect(try ColorParser.parse("rgb(1000 -5 0)").color.hex == "#ff0000")
        #expect(try ColorParser.parse("hsl(0 -50% 50%)").color.hex == "#808080")
    }
}
