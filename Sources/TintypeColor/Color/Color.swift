#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A colour in sRGB (gamma-encoded components 0…1) with alpha. Every colour Tintype parses is
/// converted to sRGB exactly and, when it lies outside sRGB, gamut-mapped (see `ColorParser`).
public struct Color: Hashable, Sendable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// From 8-bit channels, as in `#rrggbb`.
    public init(red8: Int, green8: Int, blue8: Int, alpha: Double = 1) {
        self.init(red: Double(red8) / 255, green: Double(green8) / 255, blue: Double(blue8) / 255, alpha: alpha)
    }

    public static let white = Color(red: 1, green: 1, blue: 1)
    public static let black = Color(red: 0, green: 0, blue: 0)

    /// The colour as 8-bit RGBA packed into 32 bits: two colours are the same colour to Tintype
    /// when these are equal (this is what `hex` prints).
    public var rgba8: UInt32 {
        UInt32(Self.byte(red)) << 24 | UInt32(Self.byte(green)) << 16 | UInt32(Self.byte(blue)) << 8 | UInt32(Self.byte(alpha))
    }

    /// Lowercase `#rrggbb`, or `#rrggbbaa` when alpha is below 1.
    public var hex: String {
        let digits = Array("0123456789abcdef".utf8)
        var bytes: [UInt8] = [UInt8(ascii: "#")]
        let packed = rgba8
        let count = packed & 0xFF == 0xFF ? 3 : 4
        for index in 0..<count {
            let byte = UInt8(truncatingIfNeeded: packed >> (24 - 8 * UInt32(index)))
            bytes.append(digits[Int(byte >> 4)])
            bytes.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    public var description: String { hex }

    /// The colour drawn over an opaque `background`, blended in encoded sRGB as browsers and
    /// UIKit composite: opaque colours are themselves.
    public func composited(over background: Color) -> Color {
        guard alpha < 1 else { return self }
        func blend(_ top: Double, _ bottom: Double) -> Double { top * alpha + bottom * (1 - alpha) }
        return Color(red: blend(red, background.red), green: blend(green, background.green), blue: blend(blue, background.blue))
    }

    /// Whether every channel lies in 0…1 (with a hair of tolerance for arithmetic).
    public var isInGamut: Bool {
        [red, green, blue].allSatisfy { $0 >= -1e-9 && $0 <= 1 + 1e-9 }
    }

    static func byte(_ value: Double) -> Int {
        let scaled = min(max(value, 0), 1) * 255
        // Halves round away from zero. Written without `rounded()`, which is a call into the C
        // library on x86-64's baseline; `scaled` lies in 0…255, so truncation and the fraction are exact.
        let whole = Int(scaled)
        return scaled - Double(whole) >= 0.5 ? whole + 1 : whole
    }

    // MARK: - Transfer functions

    /// sRGB's (and Display P3's) decoding to linear light.
    static func linearize(_ c: Double) -> Double {
        let magnitude = abs(c)
        let linear = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        return c < 0 ? -linear : linear
    }

    /// sRGB's (and Display P3's) encoding of linear light.
    static func encode(_ c: Double) -> Double {
        let magnitude = abs(c)
        let encoded = magnitude <= 0.0031308 ? 12.92 * magnitude : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return c < 0 ? -encoded : encoded
    }

    /// Linear-light sRGB components.
    public var linearRGB: (Double, Double, Double) { (Self.linearize(red), Self.linearize(green), Self.linearize(blue)) }

    /// From linear-light sRGB components (not clamped).
    public init(linearRed r: Double, green g: Double, blue b: Double, alpha: Double = 1) {
        self.init(red: Self.encode(r), green: Self.encode(g), blue: Self.encode(b), alpha: alpha)
    }
}
