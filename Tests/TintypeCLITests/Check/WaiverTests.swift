import Foundation
import Testing

/// Waivers in the theme (issue 42, item 4): a deliberate 10 pt tab label passes `check` with its
/// reason said, without lowering the floor for the theme's other styles; an unknown check id is an
/// error with the nearest id.
@Suite struct WaiverTests {
    static func theme(tabLabel allow: String, legal: Double = 11) -> String {
        #"{"name": "brand", "typography": {"fonts": {"text": {"families": ["Inter", "sans-serif"]}}, "styles": [{"name": "body"}, "#
            + #"{"name": "tabLabel", "size": 10, "lineHeight": 12, "scalesLike": "caption2""# + allow + #"}, "#
            + #"{"name": "legal", "size": \#(legal), "lineHeight": 13, "scalesLike": "caption2"}]}}"#
    }

    func check(_ text: String) throws -> TintypeProcess.Result {
        let directory = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try text.write(toFile: "\(directory)/theme.json", atomically: true, encoding: .utf8)
        return try TintypeProcess.run(["check", "\(directory)/theme.json", "--json"])
    }

    func minimumSize(_ result: TintypeProcess.Result) throws -> [[String: Any]] {
        try (TintypeProcess.jsonObject(result)["findings"] as? [[String: Any]] ?? []).filter { $0["id"] as? String == "typography.minimum-size" }
    }

    @Test func anAllowedFindingIsANoteWithItsReason() throws {
        // Without the waiver: caption2's table puts a 10 pt style below 11 pt at large and smaller: failures.
        let plain = try check(Self.theme(tabLabel: ""))
        let failures = try minimumSize(plain)
        #expect(plain.status == 1 && !failures.isEmpty && failures.allSatisfy { $0["severity"] as? String == "failure" })
        let allowed = try check(Self.theme(tabLabel: #", "allow": {"typography.minimum-size": "the tab bar's 49 pt height; labels stay 10 pt"}"#))
        #expect(allowed.status == 0, "\(allowed.stderr)")
        let notes = try minimumSize(allowed)
        #expect(!notes.isEmpty && notes.allSatisfy { $0["severity"] as? String == "note" && $0["style"] as? String == "tabLabel" })
        #expect((notes.first?["message"] as? String)?.hasSuffix("(allowed: the tab bar's 49 pt height; labels stay 10 pt)") == true)
        // The waiver is the tab label's: legal at 10 pt still fails.
        let legal = try check(Self.theme(tabLabel: #", "allow": {"typography.minimum-size": "tab bar"}"#, legal: 10))
        #expect(legal.status == 1)
        let legalFindings = try minimumSize(legal)
        #expect(legalFindings.contains { $0["style"] as? String == "legal" && $0["severity"] as? String == "failure" })
    }

    @Test func anUnknownCheckIdIsAnErrorWithTheNearest() throws {
        let result = try check(Self.theme(tabLabel: #", "allow": {"typography.minimum-sise": "tab bar"}"#))
        #expect(result.status == 2)
        #expect(result.stderr.contains("typography.styles[1].allow: no check 'typography.minimum-sise'; did you mean 'typography.minimum-size'?"),
                "\(result.stderr)")
    }
}
