import Foundation
import Testing

/// `tintype preview --html … --layout TREE.json`: the drawing checked in headless Chromium
/// (`Scripts/check_preview_layout.py` chooses each node in the page and reads the boxes Chromium
/// lays out) against the contract's numbers: the iOS 7 status bar and navigation bar, 64 pt under
/// them, root views' 16 pt and 20 pt side margins measured from the safe area, the scroll view's
/// adjusted inset, and the readable width, 672 pt at the default size (176 pt from the iPad's
/// edge) scaled along the theme's body size (read from the compiled theme with Foundation's JSON
/// parser) at the other categories.
@Suite(.serialized) struct PreviewLayoutTests {
    let tree = "Tests/Fixtures/Layout/ios7-navigation.json"

    static func page(_ arguments: [String]) throws -> (page: URL, result: TintypeProcess.Result) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("preview-layout-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let page = directory.appendingPathComponent("layout.html")
        return (page, try TintypeProcess.run(["preview", "--html", page.path] + arguments, environment: ["NO_COLOR": "1"]))
    }

    static func check(_ page: URL, _ expected: [String: Any]) throws -> (status: Int32, report: String) {
        let file = page.deletingLastPathComponent().appendingPathComponent("expected.json")
        try JSONSerialization.data(withJSONObject: expected).write(to: file)
        return try GoldenOutputTests.check("check_preview_layout.py", [page.path, file.path])
    }

    /// The default theme's body size at `category`, from its compiled table.
    static func bodySize(_ category: String) throws -> Double {
        let url = TintypeProcess.packageRoot.appendingPathComponent("Tests/Fixtures/Generated/json/default/default.tintype.json")
        let compiled = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let rows = try #require(compiled["styles"] as? [[String: Any]])
        let row = try #require(rows.first {
            $0["style"] as? String == "body" && $0["category"] as? String == category && $0["leading"] as? String == "standard"
                && $0["emphasized"] as? Bool == false
        })
        return try #require(row["size"] as? Double)
    }

    @Test func theIOS7NavigationExampleIsDrawnWithTheContractsNumbers() throws {
        let (page, result) = try Self.page(["--layout", tree, "--category", "large"])
        defer { try? FileManager.default.removeItem(at: page.deletingLastPathComponent()) }
        #expect(result.status == 0, "\(result.stderr)")
        let expected: [String: Any] = ["initial": "list", "nodes": [
            "window": ["frame": [0, 0, 320, 568], "safeArea": [0, 20, 320, 548]],
            "bar": ["frame": [0, 20, 320, 44]],
            "list": ["frame": [0, 0, 320, 568], "safeArea": [0, 64, 320, 504], "topGuide": 64, "bottomGuide": 568,
                     "margins": [16, 64, 288, 504], "readable": ["large": [16, 64, 288, 504]]],
            "table": ["frame": [0, 0, 320, 568], "content": [0, 64, 320, 504]],
            "cell": ["frame": [0, 0, 320, 44]],
        ]]
        let check = try Self.check(page, expected)
        #expect(check.status == 0, "\(check.report)")
    }

    @Test func onTheIPadTheReadableGuideFollowsTheCategory() throws {
        let (page, result) = try Self.page(["--layout", tree, "--device", "ipad", "--category", "xSmall", "--category", "large", "--category", "AX5"])
        defer { try? FileManager.default.removeItem(at: page.deletingLastPathComponent()) }
        #expect(result.status == 0, "\(result.stderr)")
        // 1024 × 768 with 20 pt side margins (regular width): 984 pt between the margins.
        let large = try Self.bodySize("large"), small = 672 * (try Self.bodySize("xSmall")) / large
        let largest = 672 * (try Self.bodySize("AX5")) / large
        #expect(small < 984 && largest > 984)
        let expected: [String: Any] = ["nodes": [
            "list": ["frame": [0, 0, 1024, 768], "topGuide": 64, "margins": [20, 64, 984, 704], "readable": [
                "large": [176, 64, 672, 704], "all": [176, 64, 672, 704],
                "xSmall": [20 + (984 - small) / 2, 64, small, 704], "AX5": [20, 64, 984, 704],
            ]],
        ]]
        let check = try Self.check(page, expected)
        #expect(check.status == 0, "\(check.report)")
    }

    @Test func checkingCatchesAWrongDrawing() throws {
        let (page, result) = try Self.page(["--layout", tree, "--category", "large"])
        defer { try? FileManager.default.removeItem(at: page.deletingLastPathComponent()) }
        #expect(result.status == 0, "\(result.stderr)")
        let check = try Self.check(page, ["initial": "table", "nodes": ["list": ["topGuide": 44]]])
        #expect(check.status == 1)
        #expect(check.report.contains("list topGuide: drawn 64"))
        #expect(check.report.contains("the page opens on list, expected table"))
    }

    @Test func rerunsWriteTheSamePage() throws {
        let first = try Self.page(["--layout", tree, "--rtl"]), second = try Self.page(["--layout", tree, "--rtl"])
        defer { for run in [first, second] { try? FileManager.default.removeItem(at: run.page.deletingLastPathComponent()) } }
        #expect(first.result.status == 0 && second.result.status == 0)
        #expect(try Data(contentsOf: first.page) == Data(contentsOf: second.page))
    }

    @Test(arguments: [
        (["preview", "--layout", "Tests/Fixtures/Layout/ios7-navigation.json"], "--layout draws into the page; give --html FILE as well"),
        (["preview", "--device", "ipad"], "give --layout TREE.json as well"),
    ]) func optionsWithoutWhatTheyShapeAreErrors(arguments: [String], message: String) throws {
        let result = try TintypeProcess.run(arguments)
        #expect(result.status == 2)
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }

    @Test func badTreesAndDevicesExitTwoWithThePlace() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("preview-layout-bad-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let bad = directory.appendingPathComponent("bad.json"), empty = directory.appendingPathComponent("empty.json")
        try Data(#"{"id": "w", "kind": "window", "device": "iphone-ios7", "children": [{"id": "v", "frame": [0, 0, -5, 10]}]}"#.utf8).write(to: bad)
        try Data(#"{"id": "root", "kind": "view"}"#.utf8).write(to: empty)
        let page = directory.appendingPathComponent("page.html").path
        let negative = try TintypeProcess.run(["preview", "--html", page, "--layout", bad.path])
        #expect(negative.status == 2)
        #expect(negative.stderr.contains("\(bad.path):1:"), "\(negative.stderr)")
        let nothing = try TintypeProcess.run(["preview", "--html", page, "--layout", empty.path])
        #expect(nothing.status == 2)
        #expect(nothing.stderr.contains("\(empty.path): the tree's root has no area to draw"), "\(nothing.stderr)")
        let device = try TintypeProcess.run(["preview", "--html", page, "--layout", tree, "--device", "phone"])
        #expect(device.status == 2)
        #expect(device.stderr.contains("The value 'phone' is invalid for '--device <preset>'. Please provide one of 'iphone-ios7', 'iphone-notched', 'iphone-notched-landscape' or 'ipad'"), "\(device.stderr)")
        #expect(!FileManager.default.fileExists(atPath: page))
    }
}
