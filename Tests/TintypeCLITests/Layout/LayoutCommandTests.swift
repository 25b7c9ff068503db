import Foundation
import Testing

/// `tintype layout resolve` end to end: the iOS 7 navigation example of the contract, events, and bad input.
@Suite struct LayoutCommandTests {
    let tree = "Tests/Fixtures/Layout/ios7-navigation.json"
    let events = "Tests/Fixtures/Layout/ios7-navigation-events.json"

    static func node(_ nodes: [[String: Any]], _ id: String) throws -> [String: Any] {
        try #require(nodes.first { $0["id"] as? String == id })
    }

    static func edges(_ value: Any?) -> [Double] {
        let object = value as? [String: Double] ?? [:]
        return ["top", "left", "bottom", "right"].map { object[$0] ?? .nan }
    }

    @Test func jsonReportsInitialEventsAndFinal() throws {
        let result = try TintypeProcess.run(["layout", "resolve", tree, "--events", events, "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try TintypeProcess.jsonObject(result)
        let initial = try #require(json["initial"] as? [[String: Any]])
        #expect(initial.map { $0["id"] as? String } == ["window", "navigation", "bar", "list", "table", "cell"])
        // The contract: 64 pt under a navigation bar with the iOS 7 status bar.
        let list = try Self.node(initial, "list")
        #expect(list["topLayoutGuide"] as? Double == 64 && list["bottomLayoutGuide"] as? Double == 0)
        #expect(Self.edges(list["safeAreaInsets"]) == [64, 0, 0, 0])
        // A root view's margins: 16 pt sides on a compact iPhone, measured from the safe area.
        #expect(Self.edges(list["layoutMargins"]) == [64, 16, 0, 16])
        #expect(list["readableContentFrame"] as? [Double] == [16, 64, 288, 504])
        #expect(list["adjustedContentInset"] == nil)
        #expect(Self.edges(try Self.node(initial, "table")["adjustedContentInset"]) == [64, 0, 0, 0])
        let reported = try #require(json["events"] as? [[String: Any]])
        #expect(reported.map { $0["op"] as? String } == ["setBar", "setContentSizeCategory", "setFrame", "remove"])
        #expect(reported.map { $0["notified"] as? [String] ?? ["?"] } == [["list", "table", "cell"], [], ["cell"], []])
        #expect(reported[3]["removed"] as? [String] == ["cell"])
        let final = try #require(json["final"] as? [[String: Any]])
        #expect(final.map { $0["id"] as? String } == ["window", "navigation", "bar", "list", "table"])
        // With the bar hidden, only the status bar is over the list.
        #expect(try Self.node(final, "list")["topLayoutGuide"] as? Double == 20)
        #expect(Self.edges(try Self.node(final, "table")["adjustedContentInset"]) == [20, 0, 0, 0])
    }

    @Test func deviceAndCategoryOptions() throws {
        let json = try TintypeProcess.jsonObject(
            TintypeProcess.run(["layout", "resolve", tree, "--device", "ipad", "--category", "xSmall", "--json"]))
        let list = try Self.node(try #require(json["initial"] as? [[String: Any]]), "list")
        // iPad: 20 pt side margins; the readable width at xSmall is 672 × 14/17 (body 14 pt against 17 pt).
        let frame = try #require(list["readableContentFrame"] as? [Double])
        #expect(abs(frame[2] - 672.0 * 14 / 17) < 1e-9)
        #expect(abs(frame[0] - (20 + (984 - 672.0 * 14 / 17) / 2)) < 1e-9)
    }

    @Test func aTintTreeWithLayoutKeysStillResolvesTints() throws {
        let result = try TintypeProcess.run(["tint", "resolve", tree, "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let final = try #require(try TintypeProcess.jsonObject(result)["final"] as? [[String: Any]])
        #expect(final.count == 6 && final[0]["tint"] as? String == "#007aff")
    }

    @Test func readableOutputListsEveryNode() throws {
        let result = try TintypeProcess.run(["layout", "resolve", tree])
        #expect(result.status == 0)
        let lines = result.text.split(separator: "\n")
        #expect(lines.count == 6)
        #expect(lines[3].hasPrefix("    list  safe (64, 0, 0, 0)"))
    }

    @Test(arguments: [
        (#"{"id": "w", "kind": "window", "frame": [0, 0, -1, 10]}"#, "tree.json:1:40: error: frame has a negative size"),
        (#"{"id": "w", "kind": "window", "device": "iphone-ios7", "children": [{"id": "s", "kind": "scrollView"}]}"#,
         "tree.json:1:69: error: scroll view 's' has no contentSize"),
        (#"{"id": "w", "kind": "window", "device": "iphone-ios7", "children": [{"id": "v", "kind": "button"}]}"#,
         "tree.json:1:88: error: unknown kind 'button'"),
        (#"{"id": "w", "kind": "window", "device": "iphone-ios7", "children": [{"id": "v", "colour": 1}]}"#,
         "tree.json:1:81: error: unknown key 'colour' in a node"),
        (#"{"id": "w", "kind": "window", "device": "pixel"}"#, "tree.json:1:40: error: unknown device 'pixel'"),
        (#"{"id": "w", "kind": "window"}"#, "tree.json:1:1: error: window 'w' has neither a device nor a frame"),
        (#"{"id": "w", "kind": "window", "device": "ipad", "children": [{"id": "v", "translucent": false}]}"#,
         "tree.json:1:74: error: 'translucent' belongs to a bar"),
        (#"{"id": "w", "kind": "window", "device": "ipad", "children": [{"id": "v", "children": [{"id": "x", "kind": "window"}]}]}"#,
         "error: 'x' (window) can only be the tree's root"),
    ])
    func badTreesExitTwoWithThePlace(_ text: String, _ message: String) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tintype-layout-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("tree.json")
        try Data(text.utf8).write(to: file)
        let result = try TintypeProcess.run(["layout", "resolve", file.path])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains(message), "stderr was: \(result.stderr)")
    }

    @Test func badEventsExitTwoNamingTheEvent() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tintype-layout-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("events.json")
        try Data(#"[{"op": "setAdditionalSafeAreaInsets", "node": "table", "insets": {"top": 1}}]"#.utf8).write(to: file)
        let result = try TintypeProcess.run(["layout", "resolve", tree, "--events", file.path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("event 0 (setAdditionalSafeAreaInsets): setAdditionalSafeAreaInsets on 'table', which is not a viewController"),
                "stderr was: \(result.stderr)")
    }
}
