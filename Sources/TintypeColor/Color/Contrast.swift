#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Contrast between two colours: WCAG 2.x ratio and APCA (0.0.98G-4g) lightness contrast.
public enum Contrast {
    /// WCAG 2.x relative luminance (piecewise sRGB curve).
    public static func luminance(_ color: Color) -> Double {
        let (r, g, b) = color.linearRGB
        return 0.2126 * r + 0.7152 * g + 0.0722 * b
    }

    /// The WCAG 2.x contrast ratio, 1 to 21, unrounded. Alpha is ignored: composite first.
    public static func wcagRatio(_ a: Color, _ b: Color) -> Double {
        let la = luminance(a), lb = luminance(b)
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// WCAG 2.2 thresholds.
    public enum Level: Double, Sendable {
        case largeTextAA = 3, textAA = 4.5, textAAA = 7
        public static let nonText = Level.largeTextAA
    }

    /// APCA Lc of `text` on `background`: positive when the background is lighter, negative when
    /// the text is; 0 below the noise floor.
    public static func apca(text: Color, background: Color) -> Double {
        func screenLuminance(_ c: Color) -> Double {
            0.2126729 * pow(c.red, 2.4) + 0.7151522 * pow(c.green, 2.4) + 0.0721750 * pow(c.blue, 2.4)
        }
        func clampBlack(_ y: Double) -> Double { y > 0.022 ? y : y + pow(0.022 - y, 1.414) }
        let rawText = screenLuminance(text), rawBackground = screenLuminance(background)
        guard (0...1.1).contains(rawText), (0...1.1).contains(rawBackground) else { return 0 }
        let yText = clampBlack(rawText), yBackground = clampBlack(rawBackground)
        guard abs(yBackground - yText) >= 0.0005 else { return 0 }
        let output: Double
        if yBackground > yText {
            let s = (pow(yBackground, 0.56) - pow(yText, 0.57)) * 1.14
            output = s < 0.1 ? 0 : s - 0.027
        } else {
            let s = (pow(yBackground, 0.65) - pow(yText, 0.62)) * 1.14
            output = s > -0.1 ? 0 : s + 0.027
        }
        return output * 100
    }
}
