#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The fourteen colour spaces of DTCG 2025.10's colour type: each one's components with the ranges
/// the specification's table gives them, and its conversion into sRGB (CSS Color 4's definitions;
/// the RGB spaces' matrices are derived from their primaries and white points).
public enum DTCGColorSpace: String, CaseIterable, Sendable {
    case srgb
    case srgbLinear = "srgb-linear"
    case hsl, hwb, lab, lch, oklab, oklch
    case displayP3 = "display-p3"
    case a98RGB = "a98-rgb"
    case prophotoRGB = "prophoto-rgb"
    case rec2020
    case xyzD65 = "xyz-d65"
    case xyzD50 = "xyz-d50"

    /// The range a component may take.
    public enum Range: Equatable, Sendable {
        /// From `low` to `high`, both included.
        case closed(Double, Double)
        /// An angle in degrees: from 0 up to, but not including, 360.
        case hue
        /// Zero or more (a chroma).
        case nonNegative
        /// Any number (Lab's and OKLab's a and b).
        case unbounded

        public func contains(_ value: Double) -> Bool {
            switch self {
            case .closed(let low, let high): (low...high).contains(value)
            case .hue: value >= 0 && value < 360
            case .nonNegative: value >= 0
            case .unbounded: value.isFinite
            }
        }

        /// How a message states the range: "from 0 to 1", "from 0 up to but not including 360".
        public var description: String {
            switch self {
            case .closed(let low, let high): "from \(low.plainText) to \(high.plainText)"
            case .hue: "from 0 up to but not including 360"
            case .nonNegative: "0 or more"
            case .unbounded: "any number"
            }
        }
    }

    /// The spaces' names, in the specification's order.
    public static let names = allCases.map(\.rawValue)

    /// Each component's name and range, in order.
    public var components: [(name: String, range: Range)] {
        let unit: [(String, Range)] = [("red", .closed(0, 1)), ("green", .closed(0, 1)), ("blue", .closed(0, 1))]
        switch self {
        case .srgb, .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020: return unit
        case .hsl: return [("hue", .hue), ("saturation", .closed(0, 100)), ("lightness", .closed(0, 100))]
        case .hwb: return [("hue", .hue), ("whiteness", .closed(0, 100)), ("blackness", .closed(0, 100))]
        case .lab: return [("lightness", .closed(0, 100)), ("a", .unbounded), ("b", .unbounded)]
        case .lch: return [("lightness", .closed(0, 100)), ("chroma", .nonNegative), ("hue", .hue)]
        case .oklab: return [("lightness", .closed(0, 1)), ("a", .unbounded), ("b", .unbounded)]
        case .oklch: return [("lightness", .closed(0, 1)), ("chroma", .nonNegative), ("hue", .hue)]
        case .xyzD65, .xyzD50: return [("x", .closed(0, 1)), ("y", .closed(0, 1)), ("z", .closed(0, 1))]
        }
    }

    /// The colour in sRGB, unclamped (a colour outside sRGB has channels outside 0…1).
    public func srgb(_ c: [Double], alpha: Double) -> Color {
        switch self {
        case .srgb: return Color(red: c[0], green: c[1], blue: c[2], alpha: alpha)
        case .srgbLinear: return Color(linearRed: c[0], green: c[1], blue: c[2], alpha: alpha)
        case .hsl: return ColorSpaces.srgb(fromHSL: c[0], c[1] / 100, c[2] / 100, alpha: alpha)
        case .hwb: return Self.hwb(c[0], c[1] / 100, c[2] / 100, alpha: alpha)
        case .lab: return Self.fromXYZD50(Self.labToXYZD50(c[0], c[1], c[2]), alpha: alpha)
        case .lch:
            let radians = c[2] * Double.pi / 180
            return Self.fromXYZD50(Self.labToXYZD50(c[0], c[1] * cos(radians), c[1] * sin(radians)), alpha: alpha)
        case .oklab: return ColorSpaces.srgb(fromOKLab: c[0], c[1], c[2], alpha: alpha)
        case .oklch: return ColorSpaces.srgb(fromOKLCh: c[0], c[1], c[2], alpha: alpha)
        case .displayP3: return ColorSpaces.srgb(fromDisplayP3: c[0], c[1], c[2], alpha: alpha)
        case .a98RGB:
            let linear = c.map { Self.signedPower($0, 563.0 / 256) }
            return Self.fromXYZD65(ColorSpaces.multiply(Self.a98ToXYZ, (linear[0], linear[1], linear[2])), alpha: alpha)
        case .prophotoRGB:
            let linear = c.map { abs($0) <= 16.0 / 512 ? $0 / 16 : Self.signedPower($0, 1.8) }
            return Self.fromXYZD50(ColorSpaces.multiply(Self.prophotoToXYZD50, (linear[0], linear[1], linear[2])), alpha: alpha)
        case .rec2020:
            // CSS Color 4 defines rec2020 display-referred: BT.1886's transfer, a power of 2.4.
            let linear = c.map { Self.signedPower($0, 2.4) }
            return Self.fromXYZD65(ColorSpaces.multiply(Self.rec2020ToXYZ, (linear[0], linear[1], linear[2])), alpha: alpha)
        case .xyzD65: return ColorSpaces.srgb(fromXYZ: c[0], c[1], c[2], alpha: alpha)
        case .xyzD50: return Self.fromXYZD50((c[0], c[1], c[2]), alpha: alpha)
        }
    }

    // MARK: - Conversions

    /// CIE LCh (D50, CSS Color 4's `lch()`) of an sRGB colour: lightness 0…100, chroma, hue in degrees
    /// (0 for a colour with no chroma).
    public static func lch(from color: Color) -> (lightness: Double, chroma: Double, hue: Double) {
        let xyz = ColorSpaces.multiply(invert(d50ToD65), ColorSpaces.xyz(from: color))
        let epsilon = 216.0 / 24389, kappa = 24389.0 / 27
        func f(_ t: Double) -> Double { t > epsilon ? cbrt(t) : (kappa * t + 16) / 116 }
        let fx = f(xyz.0 / d50.0), fy = f(xyz.1 / d50.1), fz = f(xyz.2 / d50.2)
        let a = 500 * (fx - fy), b = 200 * (fy - fz)
        var hue = atan2(b, a) * 180 / Double.pi
        if hue < 0 { hue += 360 }
        let chroma = (a * a + b * b).squareRoot()
        return (116 * fy - 16, chroma, chroma < 1e-9 ? 0 : hue)
    }

    private static func signedPower(_ value: Double, _ exponent: Double) -> Double {
        (value < 0 ? -1 : 1) * pow(abs(value), exponent)
    }

    private static func fromXYZD65(_ xyz: ColorSpaces.Vector, alpha: Double) -> Color {
        ColorSpaces.srgb(fromXYZ: xyz.0, xyz.1, xyz.2, alpha: alpha)
    }

    private static func fromXYZD50(_ xyz: ColorSpaces.Vector, alpha: Double) -> Color {
        fromXYZD65(ColorSpaces.multiply(d50ToD65, xyz), alpha: alpha)
    }

    /// HWB (hue in degrees, whiteness and blackness 0…1): the pure hue mixed with white and black.
    private static func hwb(_ hue: Double, _ white: Double, _ black: Double, alpha: Double) -> Color {
        if white + black >= 1 {
            let gray = white / (white + black)
            return Color(red: gray, green: gray, blue: gray, alpha: alpha)
        }
        let pure = ColorSpaces.srgb(fromHSL: hue, 1, 0.5)
        func mix(_ channel: Double) -> Double { channel * (1 - white - black) + white }
        return Color(red: mix(pure.red), green: mix(pure.green), blue: mix(pure.blue), alpha: alpha)
    }

    /// CIE Lab (D50) to XYZ (D50), CIE's definition with ε = 216/24389 and κ = 24389/27.
    private static func labToXYZD50(_ l: Double, _ a: Double, _ b: Double) -> ColorSpaces.Vector {
        let epsilon = 216.0 / 24389, kappa = 24389.0 / 27
        let fy = (l + 16) / 116, fx = a / 500 + fy, fz = fy - b / 200
        let x = fx * fx * fx > epsilon ? fx * fx * fx : (116 * fx - 16) / kappa
        let y = l > kappa * epsilon ? fy * fy * fy : l / kappa
        let z = fz * fz * fz > epsilon ? fz * fz * fz : (116 * fz - 16) / kappa
        return (x * d50.0, y * d50.1, z * d50.2)
    }

    /// A white point's XYZ (Y = 1) from its chromaticity.
    private static func white(_ x: Double, _ y: Double) -> ColorSpaces.Vector { (x / y, 1, (1 - x - y) / y) }

    static let d50 = white(0.3457, 0.3585)
    static let d65 = white(0.3127, 0.3290)

    /// The linear-RGB-to-XYZ matrix of a space with these primaries and white point.
    private static func rgbToXYZ(_ primaries: [(Double, Double)], white: ColorSpaces.Vector) -> [Double] {
        let columns = primaries.map { (x, y) in [x / y, 1, (1 - x - y) / y] }
        let p = [columns[0][0], columns[1][0], columns[2][0], columns[0][1], columns[1][1], columns[2][1],
                 columns[0][2], columns[1][2], columns[2][2]]
        let s = ColorSpaces.multiply(invert(p), white)
        return [p[0] * s.0, p[1] * s.1, p[2] * s.2, p[3] * s.0, p[4] * s.1, p[5] * s.2, p[6] * s.0, p[7] * s.1, p[8] * s.2]
    }

    static func invert(_ m: [Double]) -> [Double] {
        let a = m[4] * m[8] - m[5] * m[7], b = m[5] * m[6] - m[3] * m[8], c = m[3] * m[7] - m[4] * m[6]
        let determinant = m[0] * a + m[1] * b + m[2] * c
        return [a, m[2] * m[7] - m[1] * m[8], m[1] * m[5] - m[2] * m[4],
                b, m[0] * m[8] - m[2] * m[6], m[2] * m[3] - m[0] * m[5],
                c, m[1] * m[6] - m[0] * m[7], m[0] * m[4] - m[1] * m[3]].map { $0 / determinant }
    }

    private static func product(_ x: [Double], _ y: [Double]) -> [Double] {
        (0..<9).map { index in
            let row = index / 3, column = index % 3
            return x[row * 3] * y[column] + x[row * 3 + 1] * y[3 + column] + x[row * 3 + 2] * y[6 + column]
        }
    }

    static let a98ToXYZ = rgbToXYZ([(0.64, 0.33), (0.21, 0.71), (0.15, 0.06)], white: d65)
    static let rec2020ToXYZ = rgbToXYZ([(0.708, 0.292), (0.170, 0.797), (0.131, 0.046)], white: d65)
    static let prophotoToXYZD50 = rgbToXYZ([(0.734699, 0.265301), (0.159597, 0.840403), (0.036598, 0.000105)], white: d50)

    /// Bradford chromatic adaptation from D50 to D65.
    static let d50ToD65: [Double] = {
        let bradford: [Double] = [0.8951, 0.2664, -0.1614, -0.7502, 1.7135, 0.0367, 0.0389, -0.0685, 1.0296]
        let source = ColorSpaces.multiply(bradford, d50), target = ColorSpaces.multiply(bradford, d65)
        let scale: [Double] = [target.0 / source.0, 0, 0, 0, target.1 / source.1, 0, 0, 0, target.2 / source.2]
        return product(invert(bradford), product(scale, bradford))
    }()
}
