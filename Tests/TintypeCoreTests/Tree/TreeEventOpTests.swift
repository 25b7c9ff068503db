import Testing
@testable import TintypeTrees

/// An event's `op` is its case's name, exactly the names the event readers accept, so a report
/// names each event as its file did.
@Suite struct TreeEventOpTests {
    @Test func everyTintEventNamesAnOpTheReaderAccepts() {
        let events: [TintEvent] = [
            .setTint(node: "a", color: nil), .setBarTint(node: "a", color: .white), .setMode(node: "a", mode: .dimmed),
            .beginOcclusion(node: "a"), .endOcclusion(node: "a"), .move(node: "a", parent: "b", index: 0), .remove(node: "a"),
            .insert(parent: "a", index: 0, subtree: TintSubtree(nodes: [])),
        ]
        #expect(events.map(\.op).sorted() == TintTreeReader.eventKeys.keys.sorted())
        #expect(events.filter(\.removesNodes).map(\.op) == ["remove"])
    }

    @Test func everyLayoutEventNamesAnOpTheReaderAccepts() {
        let events: [LayoutEvent] = [
            .setFrame(node: "a", frame: LayoutRect(x: 0, y: 0, width: 1, height: 1)), .setAdditionalSafeAreaInsets(node: "a", insets: .zero),
            .setLayoutMargins(node: "a", margins: .physical(.zero)), .setBar(node: "a", hidden: true, translucent: nil),
            .setContentSizeCategory(.ax1), .move(node: "a", parent: "b", index: 0), .remove(node: "a"),
            .insert(parent: "a", index: 0, subtree: LayoutSubtree(nodes: [])),
        ]
        #expect(events.map(\.op).sorted() == LayoutEventReader.required.keys.sorted())
        #expect(events.filter(\.removesNodes).map(\.op) == ["remove"])
    }
}
