#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Conversions between sRGB and the other colour spaces Tintype reads and writes (CSS Color 4's
/// matrices; Björn Ottosson's OKLab, whose inverse matrices are computed to double precision so
/// that conversions round-trip exactly).
public enum ColorSpaces {
    typealias Vector = (Double, Double, Double)

    static func multiply(_ m: [Double], _ v: Vector) -> Vector {
        (m[0] * v.0 + m[1] * v.1 + m[2] * v.2, m[3] * v.0 + m[4] * v.1 + m[5] * v.2, m[6] * v.0 + m[7] * v.1 + m[8] * v.2)
    }

    static let linearSRGBToXYZ: [Double] = [
        0.41239079926595934, 0.357584339383878, 0.1804807884018343,
        0.21263900587151027, 0.715168678767756, 0.07219231536073371,
        0.01933081871559182, 0.11919477979462598, 0.9505321522496607,
    ]
    static let xyzToLinearSRGB: [Double] = [
        3.2409699419045226, -1.537383177570094, -0.4986107602930034,
        -0.9692436362808796, 1.8759675015077202, 0.04155505740717559,
        0.05563007969699366, -0.20397695888897652, 1.0569715142428786,
    ]
    static let linearP3ToXYZ: [Double] = [
        0.4865709486482162, 0.26566769316909306, 0.1982172852343625,
        0.2289745640697488, 0.6917385218365064, 0.079286914093745,
        0.0, 0.04511338185890264, 1.043944368900976,
    ]
    static let xyzToLinearP3: [Double] = [
        2.493496911941425, -0.9313836179191239, -0.40271078445071684,
        -0.8294889695615747, 1.7626640603183463, 0.023624685841943577,
        0.03584583024378447, -0.07617238926804182, 0.9568845240076872,
    ]
    static let linearSRGBToLMS: [Double] = [
        0.4122214708, 0.5363325363, 0.0514459929,
        0.2119034982, 0.6806995451, 0.1073969566,
        0.0883024619, 0.2817188376, 0.6299787005,
    ]
    static let lmsToOKLab: [Double] = [
        0.2104542553, 0.7936177850, -0.0040720468,
        1.9779984951, -2.4285922050, 0.4505937099,
        0.0259040371, 0.7827717662, -0.8086757660,
    ]
    static let okLabToLMS: [Double] = [
        0.9999999984505196, 0.39633779217376774, 0.2158037580607588,
        1.0000000088817607, -0.10556134232365633, -0.0638541747717059,
        1.0000000546724108, -0.08948418209496574, -1.2914855378640917,
    ]
    static let lmsToLinearSRGB: [Double] = [
        4.076741661347994, -3.3077115904081933, 0.23096992872942793,
        -1.2684380040921763, 2.6097574006633715, -0.3413193963102196,
        -0.004196086541837079, -0.7034186144594495, 1.7076147009309446,
    ]

    /// Display P3 (gamma-encoded) to sRGB, unclamped.
    public static func srgb(fromDisplayP3 r: Double, _ g: Double, _ b: Double, alpha: Double = 1) -> Color {
        let linear = multiply(xyzToLinearSRGB, multiply(linearP3ToXYZ, (Color.linearize(r), Color.linearize(g), Color.linearize(b))))
        return Color(linearRed: linear.0, green: linear.1, blue: linear.2, alpha: alpha)
    }

    /// sRGB to Display P3 (gamma-encoded).
    public static func displayP3(from color: Color) -> (Double, Double, Double) {
        let p3 = multiply(xyzToLinearP3, multiply(linearSRGBToXYZ, color.linearRGB))
        return (Color.encode(p3.0), Color.encode(p3.1), Color.encode(p3.2))
    }

    /// Linear sRGB to CIE XYZ (D65).
    public static func xyz(from color: Color) -> (Double, Double, Double) { multiply(linearSRGBToXYZ, color.linearRGB) }

    /// CIE XYZ (D65) to sRGB, unclamped.
    public static func srgb(fromXYZ x: Double, _ y: Double, _ z: Double, alpha: Double = 1) -> Color {
        let linear = multiply(xyzToLinearSRGB, (x, y, z))
        return Color(linearRed: linear.0, green: linear.1, blue: linear.2, alpha: alpha)
    }

    /// sRGB to OKLab (L 0…1, a, b).
    public static func oklab(from color: Color) -> (Double, Double, Double) {
        let lms = multiply(linearSRGBToLMS, color.linearRGB)
        return multiply(lmsToOKLab, (cbrt(lms.0), cbrt(lms.1), cbrt(lms.2)))
    }

    /// OKLab to sRGB, unclamped.
    public static func srgb(fromOKLab l: Double, _ a: Double, _ b: Double, alpha: Double = 1) -> Color {
        let lms = multiply(okLabToLMS, (l, a, b))
        let linear = multiply(lmsToLinearSRGB, (lms.0 * lms.0 * lms.0, lms.1 * lms.1 * lms.1, lms.2 * lms.2 * lms.2))
        return Color(linearRed: linear.0, green: linear.1, blue: linear.2, alpha: alpha)
    }

    /// sRGB to OKLCh (L 0…1, chroma, hue in degrees 0…360).
    public static func oklch(from color: Color) -> (Double, Double, Double) {
        let lab = oklab(from: color)
        let chroma = (lab.1 * lab.1 + lab.2 * lab.2).squareRoot()
        var hue = atan2(lab.2, lab.1) * 180 / Double.pi
        if hue < 0 { hue += 360 }
        return (lab.0, chroma, chroma < 1e-7 ? 0 : hue)
    }

    /// OKLCh to sRGB, unclamped.
    public static func srgb(fromOKLCh l: Double, _ c: Double, _ h: Double, alpha: Double = 1) -> Color {
        let radians = h * Double.pi / 180
        return srgb(fromOKLab: l, c * cos(radians), c * sin(radians), alpha: alpha)
    }

    /// HSL (hue in degrees, saturation and lightness 0…1) to sRGB.
    public static func srgb(fromHSL h: Double, _ s: Double, _ l: Double, alpha: Double = 1) -> Color {
        let hue = (h.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360)
        func channel(_ n: Double) -> Double {
            let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
            return l - s * min(l, 1 - l) * max(-1, min(k - 3, 9 - k, 1))
        }
        return Color(red: channel(0), green: channel(8), blue: channel(4), alpha: alpha)
    }

    /// sRGB to HSL (hue in degrees, saturation and lightness 0…1).
    public static func hsl(from color: Color) -> (Double, Double, Double) {
        let maxValue = max(color.red, color.green, color.blue), minValue = min(color.red, color.green, color.blue)
        let lightness = (maxValue + minValue) / 2
        let delta = maxValue - minValue
        guard delta > 1e-12 else { return (0, 0, lightness) }
        let saturation = lightness == 0 || lightness == 1 ? 0 : (maxValue - lightness) / min(lightness, 1 - lightness)
        var hue: Double
        switch maxValue {
        case color.red: hue = (color.green - color.blue) / delta + (color.green < color.blue ? 6 : 0)
        case color.green: hue = (color.blue - color.red) / delta + 2
        default: hue = (color.red - color.green) / delta + 4
        }
        hue *= 60
        return (hue, saturation, lightness)
    }

    /// The distance ΔEOK between two colours (Euclidean in OKLab), CSS Color 4's gamut-mapping measure.
    static func deltaEOK(_ a: Color, _ b: Color) -> Double {
        let x = oklab(from: a), y = oklab(from: b)
        return ((x.0 - y.0) * (x.0 - y.0) + (x.1 - y.1) * (x.1 - y.1) + (x.2 - y.2) * (x.2 - y.2)).squareRoot()
    }

    /// Maps an out-of-gamut colour into sRGB as CSS Color 4 does: keep OKLCh lightness and hue,
    /// reduce chroma until the clipped colour is within ΔEOK 0.02 (a just-noticeable difference).
    public static func gamutMap(_ color: Color) -> Color {
        if color.isInGamut { return clip(color) }
        let (lightness, chroma, hue) = oklch(from: color)
        if lightness >= 1 { return Color(red: 1, green: 1, blue: 1, alpha: color.alpha) }
        if lightness <= 0 { return Color(red: 0, green: 0, blue: 0, alpha: color.alpha) }
        let jnd = 0.02, epsilon = 0.0001
        var clipped = clip(color)
        if deltaEOK(clipped, color) < jnd { return clipped }
        var low = 0.0, high = chroma
        var lowInGamut = true
        while high - low > epsilon {
            let middle = (low + high) / 2
            let current = srgb(fromOKLCh: lightness, middle, hue, alpha: color.alpha)
            if lowInGamut && current.isInGamut {
                low = middle
                continue
            }
            clipped = clip(current)
            let error = deltaEOK(clipped, current)
            if error < jnd {
                if jnd - error < epsilon { return clipped }
                lowInGamut = false
                low = middle
            } else {
                high = middle
            }
        }
        return clipped
    }

    static func clip(_ color: Color) -> Color {
        Color(red: min(max(color.red, 0), 1), green: min(max(color.green, 0), 1), blue: min(max(color.blue, 0), 1),
              alpha: min(max(color.alpha, 0), 1))
    }
}
