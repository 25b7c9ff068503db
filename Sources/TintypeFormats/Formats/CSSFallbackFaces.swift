import TintypeCompiledTheme

/// The `css` format's fallback faces (`CompiledTheme.webFallbacks`): one `@font-face` rule per
/// family, weight and fallback font, a comment saying what was measured on what, and the family
/// names each style's stack lists after its web font.
struct CSSFallbackFaces {
    let fallbacks: [WebFallback]

    /// The rules, and a comment for each fallback font whose stand-in was not installed.
    var rules: String {
        var css = ""
        var missing: [String: [Int]] = [:], order: [String] = []
        for fallback in fallbacks {
            guard let measured = fallback.measured else {
                let key = "\(fallback.family)|\(fallback.system)|\(fallback.standIn)"
                if missing[key] == nil { order.append(key) }
                missing[key, default: []].append(fallback.weight)
                continue
            }
            let said = "\(fallback.family) at \(fallback.weight) while it loads: \(fallback.system), measured on \(measured.face); "
                + "size-adjust \(Self.percent(measured.sizeAdjust)) at this weight, where one regular \(fallback.system) face for every "
                + "weight would need \(Self.percent(measured.singleWeightSizeAdjust))."
            css += "/* " + said.replacingCommentEnd + " */\n"
            css += "@font-face {\n  font-family: \"\(WebFallback.cssFamily(fallback.family, system: fallback.system).cssQuoted)\";\n"
            css += "  font-weight: \(fallback.weight);\n"
            css += "  src: " + measured.localNames.map { "local(\"\($0.cssQuoted)\")" }.joined(separator: ", ") + ";\n"
            css += "  size-adjust: \(Self.percent(measured.sizeAdjust));\n"
            css += "  ascent-override: \(Self.percent(measured.ascentOverride));\n"
            css += "  descent-override: \(Self.percent(measured.descentOverride));\n"
            css += "  line-gap-override: \(Self.percent(measured.lineGapOverride));\n}\n"
        }
        for key in order {
            let parts = key.split(separator: "|").map(String.init)
            let weights = (missing[key] ?? []).map(String.init).joined(separator: ", ")
            css += "/* " + ("No fallback face for \(parts[0]) (\(weights)) on \(parts[1]): \(parts[2]), which stands in for it, was not installed "
                + "when the theme was compiled; install it (Debian: fonts-liberation2, fonts-roboto) and compile again.").replacingCommentEnd + " */\n"
        }
        return css.isEmpty ? "" : css + "\n"
    }

    /// The fallback family names to list after each web font, by family (lower-cased), in order.
    var stackNames: [String: [String]] {
        var names: [String: [String]] = [:]
        for fallback in fallbacks where fallback.measured != nil {
            let name = WebFallback.cssFamily(fallback.family, system: fallback.system)
            if names[fallback.family.lowercased(), default: []].contains(name) { continue }
            names[fallback.family.lowercased(), default: []].append(name)
        }
        return names
    }

    /// A ratio as a CSS percentage to 1/10,000 of a percent.
    static func percent(_ ratio: Double) -> String { (ratio * 100).text(decimals: 4) + "%" }
}
