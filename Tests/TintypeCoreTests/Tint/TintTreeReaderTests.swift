import Testing
import TintypeDocument
import TintypeTrees

@Suite struct TintTreeReaderTests {
    func read(_ text: String) throws -> TintTree { try TintTreeReader.tree(Array(text.utf8), file: "t.json").tree }

    func failure(_ text: String) -> Diagnostic? {
        #expect(throws: Diagnostic.self) { try read(text) }
        do { _ = try read(text) } catch { return error as? Diagnostic }
        return nil
    }

    @Test func readsPropertiesAndColoursInEveryForm() throws {
        let tree = try read(#"""
            {"id": "w", "tint": {"colorSpace": "display-p3", "components": [0, 0.5, 1], "alpha": 1},
             "children": [{"id": "a", "tint": "hsl(0 100% 50%)", "mode": "dimmed", "occlusion": 2, "kind": "tabBar",
                           "barTint": null, "children": []},
                          {"children": [], "id": "b"}]}
            """#)
        #expect(tree.count == 3)
        let a = try tree.node("a")
        #expect(tree.ownTint(of: a)?.hex == "#ff0000" && tree.mode(of: a) == .dimmed && tree.occlusion(of: a) == 2)
        #expect(tree.kind(of: a) == "tabBar")
        #expect(tree.preorder().map { tree.id(of: $0) } == ["w", "a", "b"])
    }

    @Test func outOfGamutColoursAreReportedOncePerSourceWithTheirPlace() throws {
        let text = "{\"id\": \"w\", \"tint\": \"color(display-p3 1 0 0)\", \"children\": [\n"
            + "  {\"id\": \"a\", \"tint\": \"color(display-p3 1 0 0)\"},\n"
            + "  {\"id\": \"b\", \"tint\": {\"colorSpace\": \"oklch\", \"components\": [0.7, 0.4, 150]}}]}"
        let (tree, warnings) = try TintTreeReader.tree(Array(text.utf8), file: "t.json")
        #expect(tree.count == 3)
        #expect(warnings.count == 2)
        #expect(warnings.first?.description.hasPrefix("t.json:1:21: warning: color(display-p3 1 0 0) lies outside sRGB; gamut-mapped to #") == true)
        #expect(warnings.last?.position?.line == 3 && warnings.last?.message.hasPrefix("this oklch colour lies outside sRGB") == true)
        #expect(try TintTreeReader.tree(Array("{\"id\": \"w\", \"tint\": \"#ff0000\"}".utf8), file: "t.json").warnings.isEmpty)
    }

    @Test func errorsCarryLineAndColumn() {
        let duplicate = failure("{\"id\": \"w\", \"children\": [\n  {\"id\": \"x\"},\n  {\"id\": \"x\"}]}")
        #expect(duplicate?.position?.line == 3 && duplicate?.position?.column == 3)
        #expect(duplicate?.message.contains("'x' is used twice") == true)
        let colour = failure("{\"id\": \"w\",\n \"tint\": \"#zzz\"}")
        #expect(colour?.position?.line == 2 && colour?.position?.column == 10)
        let key = failure("{\"id\": \"w\", \"tnit\": \"#fff\"}")
        #expect(key?.position?.column == 13 && key?.message.hasPrefix("unknown key 'tnit'") == true)
        #expect(failure("{\"tint\": \"#fff\"}")?.message == "a node has no \"id\"")
        #expect(failure("")?.message == "unexpected end of the document")
        #expect(failure("{\"id\": \"w\"} extra")?.message == "unexpected text after the end of the document")
        #expect(failure("{\"id\": \"w\", \"mode\": \"dim\"}")?.message.hasPrefix("unknown mode 'dim'") == true)
        #expect(failure("{\"id\": \"w\", \"occlusion\": -1}") != nil)
        #expect(failure("[1, 2]") != nil)
    }

    @Test func deeplyNestedDocumentsNeedNoRecursion() throws {
        let depth = 200_000
        var text = ""
        text.reserveCapacity(depth * 30)
        for index in 0..<depth { text += "{\"id\": \"n\(index)\", \"children\": [" }
        text += String(repeating: "]}", count: depth)
        let tree = try read(text)
        #expect(tree.count == depth)
        #expect(try tree.apply(.setTint(node: "n0", color: .white)).notified.count == depth)
    }

    @Test func eventsAreReadWithTheirIndexInMessages() throws {
        let (events, _) = try TintTreeReader.events(Array(#"""
            [{"op": "setTint", "node": "a", "color": null},
             {"op": "insert", "parent": "a", "index": 1, "subtree": {"id": "s", "children": [{"id": "t"}]}},
             {"op": "move", "node": "t", "parent": "a", "index": 0}]
            """#.utf8), file: "e.json")
        #expect(events.map(\.op) == ["setTint", "insert", "move"])
        #expect(events[0] == .setTint(node: "a", color: nil))
        let missing = #expect(throws: Diagnostic.self) {
            try TintTreeReader.events(Array(#"[{"op": "move", "node": "a"}]"#.utf8), file: "e.json")
        }
        #expect(missing?.message == "event 0 (move): missing \"parent\"")
        let extra = #expect(throws: Diagnostic.self) {
            try TintTreeReader.events(Array(##"[{"op": "remove", "node": "a", "color": "#fff"}]"##.utf8), file: "e.json")
        }
        #expect(extra?.message == "event 0 (remove): \"color\" does not belong to remove")
    }
}
