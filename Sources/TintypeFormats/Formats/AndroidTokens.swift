import TintypeDocument
import TintypeColor
import TintypeTokens
import TintypeCompiledTheme

/// The brand tokens as Android value resources, `values/NAME_tokens.xml` and, for what differs in
/// the dark appearance, `values-night/NAME_tokens.xml`: colours (sRGB `#AARRGGBB`; increased
/// contrast as `_high_contrast`, as the tints are), dimensions in dp (1 px = 1 dp, 1 rem = 16 dp)
/// and those that size text in sp (which follows the user's font scale),
/// numbers as floats, durations in milliseconds and weights as integers. Shadows, borders,
/// gradients, easings, transitions, typography, families and stroke styles have no value resource:
/// the header names each, for the app to take from the Compose format.
enum AndroidTokens {
    /// The files; none when the theme exports no tokens.
    static func files(_ theme: CompiledTheme, resource: String, header: (String) -> String) -> [GeneratedFile] {
        // A colour token with the name of one of the theme's colours is left out (the compile warns at it).
        let clash = ThemeNameClash(theme)
        var compiled = theme
        compiled.tokens = theme.tokens.filter { clash.androidClash($0) == nil }
        guard !compiled.tokens.isEmpty else { return [] }
        let skipped = compiled.tokens.filter { element(for: $0.value) == nil }.map { "\($0.path) (\($0.type.rawValue))" }
        var note = "Brand tokens, light appearance; _high_contrast: the same at increased contrast, for the colours that differ there. "
            + "Dimensions in dp (1 px = 1 dp, "
            + "1 rem = 16 dp), durations in milliseconds."
        let textSizes = compiled.tokens.filter(\.sizesText).map(\.path)
        if !textSizes.isEmpty { note += " In sp, as text sizes follow the user's font scale: " + textSizes.joined(separator: ", ") + "." }
        if !skipped.isEmpty { note += " No Android value resource holds " + skipped.joined(separator: ", ") + "; the compose format writes them." }
        let wide = compiled.tokens.filter { token in
            BrandMode.all.contains { mode in
                if case .color(let color) = token.value(in: mode) { return (try? color.parsed().gamutMapped) == true }
                return false
            }
        }.map(\.path)
        if !wide.isEmpty { note += " Colour resources are sRGB: " + wide.joined(separator: ", ") + " gamut-mapped into it." }
        var files = [GeneratedFile(name: "android/values/\(resource)_tokens.xml", bytes: Array(document(compiled, .light, resource, header(note)).utf8))]
        // values-night: only what the dark appearance changes, over values/.
        if compiled.tokens.contains(where: { differsInDark($0) }) {
            files.append(GeneratedFile(name: "android/values-night/\(resource)_tokens.xml",
                                       bytes: Array(document(compiled, .dark, resource, header("Brand tokens that differ in the dark appearance.")).utf8)))
        }
        return files
    }

    private static func differsInDark(_ token: BrandToken) -> Bool {
        element(for: token.value) != nil
            && (token.value(in: BrandMode(.dark, .normal)) != token.value || token.value(in: BrandMode(.dark, .increased)) != token.value(in: BrandMode(.light, .increased)))
    }

    private static func document(_ compiled: CompiledTheme, _ appearance: Appearance, _ resource: String, _ head: String) -> String {
        var xml = head
        for token in compiled.tokens where appearance == .light || differsInDark(token) {
            let name = resource + "_" + SourceName.snake(token.path)
            if appearance == .light, element(for: token.value) != nil, let text = token.descriptionInComment(closing: "-", "-") {
                xml += "    <!-- \(text) -->\n"
            }
            for (contrast, suffix) in [(ContrastSetting.normal, ""), (.increased, "_high_contrast")] {
                let value = token.value(in: BrandMode(appearance, contrast))
                // Only colours vary by contrast on Android (as the tints do), and only those that differ
                // there in either appearance have a _high_contrast form; other kinds take normal contrast's.
                if contrast == .increased, !isColor(value) || !differsAtIncreasedContrast(token) { continue }
                if let element = element(for: value, sizesText: token.sizesText) { xml += "    " + element(name + suffix) + "\n" }
            }
        }
        return xml + "</resources>\n"
    }

    /// Whether a colour token has a `_high_contrast` form: it differs at increased contrast in either appearance.
    static func differsAtIncreasedContrast(_ token: BrandToken) -> Bool {
        Appearance.allCases.contains { token.value(in: BrandMode($0, .increased)) != token.value(in: BrandMode($0, .normal)) }
    }

    private static func isColor(_ value: TokenValue) -> Bool {
        if case .color = value { true } else { false }
    }

    /// The resource element for a value, given its name; nil for a kind no value resource holds.
    /// A dimension that sizes text is in sp.
    static func element(for value: TokenValue, sizesText: Bool = false) -> ((String) -> String)? {
        switch value {
        case .color(let color):
            let argb = (try? color.parsed().color).map(AndroidFormat.argb) ?? "#00000000"
            return { "<color name=\"\($0)\">\(argb)</color>" }
        case .dimension(let dimension):
            let dp = dimension.unit == "rem" ? dimension.value * 16 : dimension.value
            let unit = sizesText ? "sp" : "dp"
            return { "<dimen name=\"\($0)\">\(dp.plainText)\(unit)</dimen>" }
        case .number(let number):
            return { "<item name=\"\($0)\" format=\"float\" type=\"dimen\">\(number.plainText)</item>" }
        case .duration(let duration):
            return { "<integer name=\"\($0)\">\(Int(duration.milliseconds.rounded()))</integer>" }
        case .fontWeight(let weight):
            return { "<integer name=\"\($0)\">\(Int(weight.rounded()))</integer>" }
        default:
            return nil
        }
    }
}
