import Foundation
import Testing

/// The brand's tokens in the generated Swift (issue 43): `swiftc` builds the platform-neutral part
/// with a program that prints every token in every mode, and each printed value equals the
/// compiled theme's token read with Foundation's parser and converted here (px and rem to points,
/// durations to seconds, OKLCH to sRGB by Björn Ottosson's matrices); the UIKit and SwiftUI parts
/// type-check against the stand-ins.
@Suite struct SwiftTokensTests {
    /// `colorNeutral100` from `color.neutral.100`: the path's words, the first lower case.
    static func camel(_ path: String) -> String {
        var words: [String] = [], current = ""
        var previous: Character?
        for character in path {
            if !(character.isLetter || character.isNumber) {
                if !current.isEmpty { words.append(current) }
                current = ""
                previous = nil
                continue
            }
            if character.isUppercase, let previous, previous.isLowercase || previous.isNumber, !current.isEmpty {
                words.append(current)
                current = ""
            }
            current.append(Character(character.lowercased()))
            previous = character
        }
        if !current.isEmpty { words.append(current) }
        let name = (words.first ?? "") + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return name.first?.isNumber == true ? "_" + name : name
    }

    static let modes = [("light", "normal", "value"), ("light", "increased", "lightIncreased"), ("dark", "normal", "dark"), ("dark", "increased", "darkIncreased")]

    static func srgbEncode(_ c: Double) -> Double { abs(c) <= 0.0031308 ? 12.92 * c : (c < 0 ? -1 : 1) * (1.055 * pow(abs(c), 1 / 2.4) - 0.055) }

    /// [space (1 for Display P3), red, green, blue, alpha] of a DTCG colour.
    static func color(_ object: [String: Any]) throws -> [Double] {
        let space = try #require(object["colorSpace"] as? String)
        let c = try #require(object["components"] as? [Any]).map { ($0 as? NSNumber)?.doubleValue ?? 0 }
        let alpha = (object["alpha"] as? NSNumber)?.doubleValue ?? 1
        switch space {
        case "srgb": return [0] + c + [alpha]
        case "display-p3": return [1] + c + [alpha]
        case "oklch":
            let (l, a, b) = (c[0], c[1] * cos(c[2] * .pi / 180), c[1] * sin(c[2] * .pi / 180))
            let l_ = pow(l + 0.3963377774 * a + 0.2158037573 * b, 3), m_ = pow(l - 0.1055613458 * a - 0.0638541728 * b, 3)
            let s_ = pow(l - 0.0894841775 * a - 1.2914855480 * b, 3)
            let linear = [4.0767416621 * l_ - 3.3077115913 * m_ + 0.2309699292 * s_, -1.2684380046 * l_ + 2.6097574011 * m_ - 0.3413193965 * s_,
                          -0.0041960863 * l_ - 0.7034186147 * m_ + 1.7076147010 * s_]
            return [0] + linear.map(srgbEncode) + [alpha]
        default:
            Issue.record("no conversion here for \(space)")
            return []
        }
    }

    static func points(_ object: Any?) throws -> Double {
        let dimension = try #require(object as? [String: Any])
        let value = try #require((dimension["value"] as? NSNumber)?.doubleValue)
        return dimension["unit"] as? String == "rem" ? value * 16 : value
    }

    static func seconds(_ object: Any?) throws -> Double {
        let duration = try #require(object as? [String: Any])
        let value = try #require((duration["value"] as? NSNumber)?.doubleValue)
        return duration["unit"] as? String == "ms" ? value / 1000 : value
    }

    /// What the program prints for a value: numbers and words, in the order its flattening gives.
    static func expected(_ type: String, _ value: Any) throws -> [String] {
        func numbers(_ values: [Double]) -> [String] { values.map { String($0) } }
        switch type {
        case "color": return numbers(try color(try #require(value as? [String: Any])))
        case "dimension": return numbers([try points(value)])
        case "number", "fontWeight": return numbers([try #require((value as? NSNumber)?.doubleValue)])
        case "duration": return numbers([try seconds(value)])
        case "cubicBezier": return numbers(try #require(value as? [Double]))
        case "fontFamily": return (value as? String).map { [$0] } ?? (value as? [String] ?? [])
        case "strokeStyle": return [(value as? String) ?? "dashes"]
        case "border":
            let border = try #require(value as? [String: Any])
            return numbers(try color(try #require(border["color"] as? [String: Any])) + [try points(border["width"])]) + [(border["style"] as? String) ?? "dashes"]
        case "shadow":
            let single = value as? [String: Any]
            let shadows = try (value as? [[String: Any]]) ?? [try #require(single)]
            return try shadows.flatMap { shadow in
                numbers(try color(try #require(shadow["color"] as? [String: Any])) + [try points(shadow["offsetX"]), try points(shadow["offsetY"]),
                        try points(shadow["blur"]), try points(shadow["spread"]), (shadow["inset"] as? Bool) == true ? 1 : 0])
            }
        case "gradient":
            return try #require(value as? [[String: Any]]).flatMap { stop in
                numbers(try color(try #require(stop["color"] as? [String: Any])) + [try #require((stop["position"] as? NSNumber)?.doubleValue)])
            }
        case "transition":
            let transition = try #require(value as? [String: Any])
            return numbers([try seconds(transition["duration"]), try seconds(transition["delay"])] + (try #require(transition["timingFunction"] as? [Double])))
        case "typography":
            let typography = try #require(value as? [String: Any])
            let families = (typography["fontFamily"] as? String).map { [$0] } ?? (typography["fontFamily"] as? [String] ?? [])
            return families + numbers([try points(typography["fontSize"]), try #require((typography["fontWeight"] as? NSNumber)?.doubleValue),
                                       try points(typography["letterSpacing"]), try #require((typography["lineHeight"] as? NSNumber)?.doubleValue)])
        default:
            Issue.record("type \(type)")
            return []
        }
    }

    /// Flattening helpers the program uses, written against the generated types' declared members.
    static func helpers(_ type: String) -> String {
        """
        func f(_ c: \(type).TokenColor, _ a: \(type).Appearance, _ k: \(type).Contrast) -> [String] {
            let v = c.value(a, k)
            return [v.space == .displayP3 ? 1 : 0, v.red, v.green, v.blue, v.alpha].map { String($0) }
        }
        func f(_ d: Double, _ a: \(type).Appearance, _ k: \(type).Contrast) -> [String] { [String(d)] }
        func f(_ s: [String], _ a: \(type).Appearance, _ k: \(type).Contrast) -> [String] { s }
        func f(_ e: \(type).Easing, _ a: \(type).Appearance, _ k: \(type).Contrast) -> [String] { [e.x1, e.y1, e.x2, e.y2].map { String($0) } }
        func f(_ s: \(type).StrokeStyle, _ a: \(type).Appearance, _ k: \(type).Contrast) -> [String] {
            if case .keyword(let word) = s { return [word] } else { return ["dashes"] }
        }
        func f(_ b: \(type).Border, _ a: \(type).Appearance, _ k: \(type).Contrast) -> [String] { f(b.color, a, k) + [String(b.width)] + f(b.style, a, k) }
        func f(_ s: [\(type).Shadow], _ a: \(type).Appearance, _ k: \(type).Contrast) -> [String] {
            s.flatMap { f($0.color, a, k) + [$0.offsetX, $0.offsetY, $0.blur, $0.spread, $0.inset ? 1 : 0].map { String($0) } }
        }
        func f(_ g: [\(type).GradientStop], _ a: \(type).Appearance, _ k: \(type).Contrast) -> [String] { g.flatMap { f($0.color, a, k) + [String($0.position)] } }
        func f(_ t: \(type).Transition, _ a: \(type).Appearance, _ k: \(type).Contrast) -> [String] {
            [String(t.duration), String(t.delay)] + f(t.easing, a, k)
        }
        func f(_ t: \(type).TypographyToken, _ a: \(type).Appearance, _ k: \(type).Contrast) -> [String] {
            t.fontFamily + [t.fontSize, t.fontWeight, t.letterSpacing, t.lineHeight].map { String($0) }
        }

        """
    }

    /// Compares a program's lines (`KEY\tVALUE\t…`) with the expected values, numbers within
    /// `tolerance`; how many lines were compared.
    static func compare(_ output: String, _ expected: [String: [String]], tolerance: Double) -> Int {
        var printed = 0
        for line in output.split(separator: "\n") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard let key = fields.first, let want = expected[key] else {
                Issue.record("printed \(line)")
                continue
            }
            let got = Array(fields.dropFirst())
            let same = got.count == want.count && zip(got, want).allSatisfy { g, w in
                if let gd = Double(g), let wd = Double(w) { return abs(gd - wd) <= tolerance }
                return g == w
            }
            #expect(same, "\(key): \(got) != \(want)")
            printed += 1
        }
        return printed
    }

    @Test func everyTokenInEveryModeIsTheCompiledTokens() throws {
        let directory = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let result = try TintypeProcess.run(["compile", BrandTokensTests.fixture, "--format", "json,swift", "-o", directory])
        #expect(result.status == 0, "\(result.stderr)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: directory + "/brand.tintype.json"))) as? [String: Any])
        let tokens = try #require(document["tokens"] as? [[String: Any]])
        let swift = try String(contentsOfFile: directory + "/swift/brand.swift", encoding: .utf8)
        // The $description as the doc comment, a line each.
        #expect(swift.contains("        /// `color.label` (color).\n        /// Text on the background.\n        /// Not for */ links -- use color.accent-\n"
            + "        public static let colorLabel"))
        var program = Self.helpers("BrandTheme")
        var expected: [String: [String]] = [:]
        for token in tokens {
            let path = try #require(token["path"] as? String), type = try #require(token["type"] as? String)
            let name = Self.camel(path)
            // A token that differs by mode (and is no colour, which holds its modes) is a function.
            let function = swift.contains("public static func \(name)(")
            #expect(function == (type != "color" && Set(token.keys).intersection(["dark", "lightIncreased", "darkIncreased"]).count > 0), "\(path)")
            for (appearance, contrast, key) in Self.modes {
                let value = token[key] ?? token["value"] as Any
                expected["\(path)|\(appearance)|\(contrast)"] = try Self.expected(type, value)
                let access = function ? "BrandTheme.Tokens.\(name)(.\(appearance), .\(contrast))" : "BrandTheme.Tokens.\(name)"
                program += "print(([\"\(path)|\(appearance)|\(contrast)\"] + f(\(access), .\(appearance), .\(contrast))).joined(separator: \"\\t\"))\n"
            }
        }
        try program.write(toFile: directory + "/main.swift", atomically: true, encoding: .utf8)
        let build = try SwiftOutputTests.run(["swiftc", "-swift-version", "6", "-warnings-as-errors"] + SwiftOutputTests.sources(of: directory + "/swift/brand.swift") + ["main.swift", "-o", "program"], in: directory)
        #expect(build.status == 0, "\(build.stderr)")
        let output = try SwiftOutputTests.run(["./program"], in: directory)
        #expect(Self.compare(output.stdout, expected, tolerance: 1e-5) == tokens.count * 4)
    }

    /// The colours as UIKit's dynamic `UIColor` and SwiftUI's `Color`, type-checked against the
    /// stand-ins with Apple's signatures (`UIColor(displayP3Red:green:blue:alpha:)`, `Color(uiColor:)`).
    @Test func tokenColoursAreUIKitAndSwiftUIColours() throws {
        let directory = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(try TintypeProcess.run(["compile", BrandTokensTests.fixture, "--format", "swift", "-o", directory]).status == 0)
        let standIns = TintypeProcess.packageRoot.appendingPathComponent("Tests/Fixtures/StandIns").path
        for module in ["CoreText", "UIKit", "SwiftUI"] {
            let built = try SwiftOutputTests.run(["swiftc", "-swift-version", "6", "-parse-as-library", "-emit-module", "-module-name", module, "-I", ".",
                                                  "-emit-module-path", "\(module).swiftmodule", "\(standIns)/\(module)/\(module).swift"], in: directory)
            #expect(built.status == 0, "\(built.stderr)")
        }
        let use = """
            import UIKit
            import SwiftUI

            @MainActor func use() -> [Any] {
                let accent: UIColor = BrandTheme.Tokens.colorAccent.uiColor
                let label: Color = BrandTheme.Tokens.colorLabel.color
                let shadow: UIColor = BrandTheme.Tokens.shadowOverlay[0].color.uiColor
                return [accent, label, shadow]
            }
            """
        try use.write(toFile: directory + "/use.swift", atomically: true, encoding: .utf8)
        let check = try SwiftOutputTests.run(["swiftc", "-swift-version", "6", "-warnings-as-errors", "-typecheck", "-I", "."]
                                                + SwiftOutputTests.sources(of: directory + "/swift/brand.swift") + ["use.swift"], in: directory)
        #expect(check.status == 0 && check.stderr.isEmpty, "\(check.stderr)")
    }
}
