import Foundation
import Testing
@testable import TintypeTokens
@testable import TintypeProject

/// `init --from-tokens` names each style so that its CSS properties (`--brand-NAME-font-size`) are
/// never the exported typography token's (`--brand-PATH-font-size`): the path without its group,
/// and `Style` after a name whose words are still the token's.
@Suite struct ThemeFromTokensTests {
    /// The style names made from a token file in which `T` stands for one typography token.
    static func styles(_ file: String) throws -> [String] {
        let token = #"{"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": {"value": 16, "unit": "px"}, "#
            + #""fontWeight": 400, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.5}}"#
        let tokens = try DesignTokenReader.read([(name: "t.json", bytes: Array(file.replacingOccurrences(of: "T", with: token).utf8))])
        let theme = ThemeFromTokens(name: "brand", tokens: tokens, tokenFiles: ["t.json"])
        return theme.mapped.compactMap { line in line.hasPrefix("style ") ? String(line.split(separator: " ")[1]) : nil }
    }

    @Test func aStyleIsNamedByItsPathWithoutTheGroup() throws {
        #expect(try Self.styles(#"{"typography": {"heading": T, "body": T}}"#) == ["body", "heading"])
    }

    @Test func pathsThatWouldShareANameKeepTheirWholePathsAndEndInStyle() throws {
        #expect(try Self.styles(#"{"label": {"body": T}, "text": {"body": T}}"#) == ["labelBodyStyle", "textBodyStyle"])
    }

    @Test func aPathOfOneWordEndsInStyle() throws {
        #expect(try Self.styles(#"{"ref": T, "typography": T}"#) == ["refStyle", "typographyStyle"])
    }

    /// The tint line `init` prints for a token file of colours (and one typography token).
    static func tint(_ colors: [(String, String)]) throws -> String? {
        let typography = #""type": {"body": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": {"value": 16, "unit": "px"}, "#
            + #""fontWeight": 400, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.5}}}"#
        // Each dotted path as nested groups.
        var root: [String: Any] = [:]
        func insert(_ keys: ArraySlice<String>, _ value: String, into node: inout [String: Any]) {
            guard let key = keys.first else { return }
            if keys.count == 1 { node[key] = ["$type": "color", "$value": value]; return }
            var child = node[key] as? [String: Any] ?? [:]
            insert(keys.dropFirst(), value, into: &child)
            node[key] = child
        }
        for (path, value) in colors { insert(ArraySlice(path.split(separator: ".").map(String.init)), value, into: &root) }
        let colorsJSON = String(decoding: try JSONSerialization.data(withJSONObject: root, options: [.sortedKeys]), as: UTF8.self)
        let file = String(colorsJSON.dropLast()) + ", " + typography + "}"
        let tokens = try DesignTokenReader.read([(name: "t.json", bytes: Array(file.utf8))])
        return ThemeFromTokens(name: "brand", tokens: tokens, tokenFiles: ["t.json"]).mapped.first { $0.hasPrefix("tint") }
    }

    /// WCAG 2's ratio, from the spec's formula.
    static func ratio(_ a: String, _ b: String) -> Double {
        func luminance(_ hex: String) -> Double {
            let value = Int(hex.dropFirst(), radix: 16) ?? 0
            let bytes: [Int] = [value >> 16, (value >> 8) & 0xFF, value & 0xFF]
            let linear: [Double] = bytes.map { byte in
                let c = Double(byte) / 255
                return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
            }
            return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
        }
        let (x, y) = (luminance(a), luminance(b))
        return (max(x, y) + 0.05) / (min(x, y) + 0.05)
    }

    /// The tint is the brand's own colour (issue 52, item 3), never text on it, a background or a surface.
    @Test func theTintIsTheBrandsColourNotTextOnItOrABackground() throws {
        let line = try #require(try Self.tint([("color.on-primary", "#ffffff"), ("color.bg-primary", "#eef2ff"),
                                               ("color.surface-primary", "#f8fafc"), ("color.primary", "#4f46e5")]))
        #expect(line.hasPrefix("tint ← {color.primary} (light) and dark: the colour token named primary"), "\(line)")
        // Text named primary is no tint: nothing is chosen.
        #expect(try Self.tint([("color.text.primary", "#111111")])?.hasPrefix("tint: no colour token named accent") == true)
    }

    /// Of a palette, light takes the lightest step with 3:1 on white and dark the darkest with 3:1
    /// on black (Tailwind's indigo; the ratios worked out here).
    @Test func ofAPaletteEachAppearanceTakesTheStepNearest3To1() throws {
        let steps = [("50", "#eef2ff"), ("100", "#e0e7ff"), ("200", "#c7d2fe"), ("300", "#a5b4fc"), ("400", "#818cf8"),
                     ("500", "#6366f1"), ("600", "#4f46e5"), ("700", "#4338ca"), ("800", "#3730a3"), ("900", "#312e81")]
        let light = try #require(steps.filter { Self.ratio($0.1, "#ffffff") >= 3 }.min { Self.ratio($0.1, "#ffffff") < Self.ratio($1.1, "#ffffff") })
        let dark = try #require(steps.filter { Self.ratio($0.1, "#000000") >= 3 }.min { Self.ratio($0.1, "#000000") < Self.ratio($1.1, "#000000") })
        let line = try #require(try Self.tint(steps.map { ("color.primary.\($0.0)", $0.1) } + [("color.primary.foreground", "#ffffff")]))
        #expect(line.hasPrefix("tint ← {color.primary.\(light.0)} (light), {color.primary.\(dark.0)} (dark): the primary palette's steps nearest 3:1"), "\(line)")
    }
}
