import Foundation
import Testing

/// A tinted surface meant to be seen is seen (issue 42, item 7, in part): every shipped theme's
/// tinted background is at least 1.15:1 from its background in every mode, by the WCAG formula
/// worked out here from the compiled hex values; `check` warns below 1.1:1.
@Suite struct VisibleSurfaceTests {
    /// WCAG 2 relative luminance of `#rrggbb`.
    static func luminance(_ hex: String) -> Double {
        let digits = Array(hex.dropFirst().prefix(6))
        let channels = stride(from: 0, to: 6, by: 2).map { Double(Int(String(digits[$0...$0 + 1]), radix: 16) ?? 0) / 255 }
        let linear = channels.map { $0 <= 0.04045 ? $0 / 12.92 : pow(($0 + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
    }

    static func ratio(_ a: String, _ b: String) -> Double {
        let (x, y) = (luminance(a), luminance(b))
        return (max(x, y) + 0.05) / (min(x, y) + 0.05)
    }

    @Test(arguments: ["default", "material", "accessible"])
    func everyShippedTintedBackgroundIsSeen(_ theme: String) throws {
        let directory = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(try TintypeProcess.run(["compile", "Themes/\(theme)", "--format", "json", "-o", directory, "-q"]).status == 0)
        let compiled = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: "\(directory)/\(theme).tintype.json"))) as? [String: Any])
        let sets = try #require(compiled["tints"] as? [[String: Any]])
        #expect(sets.count == 4)
        for set in sets {
            let modes = set["modes"] as? [[String: String]] ?? []
            let background = modes.first?["appearance"] == "dark" ? "#000000" : "#ffffff"
            let surface = try #require((set["derived"] as? [String: String])?["tintedBackground"])
            #expect(Self.ratio(surface, background) >= 1.15, "\(theme) \(modes): \(surface) on \(background)")
        }
    }

    @Test func anInvisibleSurfaceIsAWarning() throws {
        let directory = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // The brand's teal, its dark surface 95 % black: near #010c0a, 1.06:1.
        let theme = ##"{"name": "teal", "tints": {"default": {"light": {"normal": "#00796b"}, "dark": {"normal": "#4db6ac"}}, "derived": {"tintedBackground": {"light": {"rule": "mix", "color": "background", "amount": 0.88}, "dark": {"rule": "mix", "color": "background", "amount": 0.95}}}}}"##
        try theme.write(toFile: "\(directory)/theme.json", atomically: true, encoding: .utf8)
        let result = try TintypeProcess.run(["check", "\(directory)/theme.json", "--json"])
        let findings = try #require(try TintypeProcess.jsonObject(result)["findings"] as? [[String: Any]])
        let unseen = findings.filter { ($0["message"] as? String)?.contains("a surface nobody can see") == true }
        #expect(unseen.count == 2 && unseen.allSatisfy { $0["severity"] as? String == "warning" && ($0["message"] as? String)?.hasPrefix("dark/") == true },
                "\(findings)")
    }
}
