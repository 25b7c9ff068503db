import Foundation
import Testing

/// Scaling sanity (issue 42, item 3): a custom style scaled like body runs away and `check` says
/// so, the theme reader's suggestion names the Apple style nearest in size, and `check --json`
/// lists every style's largest size over `large`. Expected figures from Apple's table
/// (shared/reference/dynamic-type.json): body 17 pt at large, 53 pt at AX5; largeTitle 34 → 60.
@Suite struct ScaleGrowthTests {
    static func theme(_ balance: String) -> String {
        #"{"name": "brand", "typography": {"fonts": {"text": {"families": ["Inter", "sans-serif"]}}, "styles": ["#
            + #"{"name": "body"}, {"name": "largeTitle"}, "# + balance + "]}}"
    }

    func check(_ balance: String, json: Bool = false) throws -> TintypeProcess.Result {
        let directory = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try Self.theme(balance).write(toFile: "\(directory)/theme.json", atomically: true, encoding: .utf8)
        return try TintypeProcess.run(["check", "\(directory)/theme.json"] + (json ? ["--json"] : []))
    }

    @Test func aStyleScaledLikeBodyRunsAway() throws {
        let result = try check(#"{"name": "balance", "size": 48, "lineHeight": 56, "scale": {"model": "relative", "to": "body"}}"#, json: true)
        #expect(result.status == 1, "\(result.stderr)")
        let report = try TintypeProcess.jsonObject(result)
        let growth = try #require(report["growth"] as? [[String: Any]])
        let balance = try #require(growth.first { $0["style"] as? String == "balance" })
        // 48 × 53 / 17 = 149.6 at AX5, a whole point as sizes are: 150, 3.125× its large size, past 2.5× and past largeTitle's 1.765×.
        #expect(balance["largest"] as? Double == (48.0 * 53 / 17).rounded() && balance["category"] as? String == "AX5")
        #expect(abs((balance["ratio"] as? Double ?? 0) - 150.0 / 48) < 0.001)
        let body = try #require(growth.first { $0["style"] as? String == "body" })
        #expect(abs((body["ratio"] as? Double ?? 0) - 3.118) < 0.001, "Apple's body is never a runaway: it is the reference")
        let findings = try #require(report["findings"] as? [[String: Any]])
        let runaway = findings.filter { $0["id"] as? String == "typography.runaway-scale" }
        #expect(runaway.count == 1 && runaway.first?["severity"] as? String == "failure")
        #expect((runaway.first?["fix"] as? String)?.contains("\"scalesLike\": \"largeTitle\"") == true)
    }

    @Test func followingTheNearestAppleStyleStaysWithinItsGrowth() throws {
        // Like largeTitle: 48 × 60 / 34 ≈ 84.7059 pt at AX5, 1.76×: past Apple's largest size (60 pt), a note only.
        let result = try check(#"{"name": "balance", "size": 48, "lineHeight": 56, "scalesLike": "largeTitle"}"#, json: true)
        #expect(result.status == 0, "\(result.stderr)")
        let findings = try #require(try TintypeProcess.jsonObject(result)["findings"] as? [[String: Any]])
        let runaway = findings.filter { $0["id"] as? String == "typography.runaway-scale" }
        #expect(runaway.count == 1 && runaway.first?["severity"] as? String == "note")
        #expect((runaway.first?["message"] as? String)?.contains("to \(((48.0 * 60 / 34) * 10000).rounded() / 10000) pt at AX5") == true, "\(runaway)")
    }

    @Test func theReadersSuggestionNamesTheNearestAppleStyle() throws {
        let result = try check(#"{"name": "balance", "size": 48}"#)
        #expect(result.status == 2)
        #expect(result.stderr.contains("Apple's table has no style 'balance'; give it a size and the scale of the Apple style nearest that size, "
            + "e.g. \"scalesLike\": \"largeTitle\" (nearest 48 pt)"), "\(result.stderr)")
    }
}
