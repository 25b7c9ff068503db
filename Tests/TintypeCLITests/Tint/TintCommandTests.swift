import Foundation
import Testing

/// `tintype tint resolve` end to end, on the contract's worked example.
@Suite struct TintCommandTests {
    let tree = "Tests/Fixtures/Tint/worked-example.json"
    let events = "Tests/Fixtures/Tint/worked-example-events.json"

    @Test func jsonReportsInitialEventsAndFinal() throws {
        let result = try TintypeProcess.run(["tint", "resolve", tree, "--events", events, "--json"])
        #expect(result.status == 0)
        let json = try TintypeProcess.jsonObject(result)
        let initial = try #require(json["initial"] as? [[String: Any]])
        #expect(initial.map { $0["id"] as? String } == ["W", "A", "B", "B1", "C", "C1"])
        #expect(initial[0]["tint"] as? String == "#007aff" && initial[0]["mode"] as? String == "normal")
        let reported = try #require(json["events"] as? [[String: Any]])
        let notified = reported.map { $0["notified"] as? [String] ?? [] }
        // Docs/Tint.md's worked examples, then occlusion, insert, remove and reset.
        #expect(Array(notified.prefix(5)) == [["A", "C", "C1"], ["W", "A", "B", "B1", "C", "C1"], ["C", "C1"], ["W", "A", "B", "B1"], ["C1"]])
        #expect(notified[5] == ["A", "B", "C1", "B1"] && notified[6] == ["A", "B", "C1", "B1"])
        // X, inserted under B, reads B's green instead of its standalone default blue; X1 keeps its own red.
        #expect(notified[7] == ["X"])
        #expect(reported[8]["removed"] as? [String] == ["X", "X1"])
        #expect(reported[0]["removed"] == nil)
        let final = try #require(json["final"] as? [[String: Any]])
        #expect(final.map { $0["id"] as? String } == ["W", "A", "B", "C1", "B1", "C"])
        #expect(final.first { $0["id"] as? String == "C1" }?["tint"] as? String == "#00ff00")
    }

    @Test func darkIncreasedContrastDefault() throws {
        let json = try TintypeProcess.jsonObject(
            TintypeProcess.run(["tint", "resolve", tree, "--appearance", "dark", "--contrast", "increased", "--json"]))
        let final = try #require(json["final"] as? [[String: Any]])
        #expect(final[0]["tint"] as? String == "#409cff")
    }

    @Test func themesSupplyTheDefaultTint() throws {
        let json = try TintypeProcess.jsonObject(TintypeProcess.run(["tint", "resolve", tree, "--theme", "Themes/material", "--json"]))
        let final = try #require(json["final"] as? [[String: Any]])
        #expect(final[0]["tint"] as? String == "#6750a4")
        #expect((final[0]["derived"] as? [String: String])?["disabled"] == "#6750a461")
    }

    @Test func readableOutputHonoursNoColor() throws {
        let result = try TintypeProcess.run(["tint", "resolve", "Tests/Fixtures/Tint/app.json"], environment: ["NO_COLOR": "1"])
        #expect(result.status == 0)
        #expect(!result.text.contains("\u{1B}["))
        #expect(result.text.contains("  row1  #") && result.text.contains("(dimmed from #ff2d55)"))
        #expect(result.text.contains("bar #f8f8f8"))
    }

    @Test func wideGamutColoursWarnAndStillResolve() throws {
        let result = try TintypeProcess.run(["tint", "resolve", "Tests/Fixtures/Tint/wide-gamut.json", "--json"])
        #expect(result.status == 0)
        #expect(result.stderr.hasPrefix("Tests/Fixtures/Tint/wide-gamut.json:1:26: warning: color(display-p3 0 1 0) lies outside sRGB"))
        let final = try #require(try TintypeProcess.jsonObject(result)["final"] as? [[String: Any]])
        #expect((final[0]["tint"] as? String)?.hasPrefix("#") == true)
    }

    @Test(arguments: [
        ("duplicate-ids.json", nil, "duplicate-ids.json:3:3: error: node id 'A' is used twice"),
        ("bad-colour.json", nil, "bad-colour.json:2:23: error: '#12345': a hex colour has 3, 4, 6 or 8 digits"),
        ("unknown-key.json", nil, "unknown-key.json:2:15: error: unknown key 'colour'"),
        ("truncated.json", nil, "truncated.json:3:1: error:"),
        ("worked-example.json", "move-root-events.json", "move-root-events.json: event 1 (move): cannot move the root 'W'"),
        ("worked-example.json", "unknown-node-events.json", "event 0 (setTint): no node 'nobody' in the tree"),
        ("worked-example.json", "unknown-op-events.json", "unknown-op-events.json:1:2: error: event 0: unknown op 'fly'"),
        ("missing.json", nil, "missing.json: no such file"),
    ] as [(String, String?, String)])
    func badInputExitsTwoNamingThePlace(_ treeFile: String, _ eventsFile: String?, _ message: String) throws {
        var arguments = ["tint", "resolve", "Tests/Fixtures/Tint/" + treeFile]
        if let eventsFile { arguments += ["--events", "Tests/Fixtures/Tint/" + eventsFile] }
        let result = try TintypeProcess.run(arguments)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains(message), "stderr was: \(result.stderr)")
    }
}
