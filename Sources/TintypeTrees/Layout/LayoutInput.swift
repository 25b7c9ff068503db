/// The part of a node's `LayoutProperties` that resolving reads, in 40 bytes beside the full
/// properties: a pass over a large tree reads one small record per node, and the full properties
/// only of the rare nodes with margins or additional safe-area insets of their own.
struct LayoutInput {
    /// The node's frame; zero when it has none (`hasFrame`).
    var frame: LayoutRect
    var kind: LayoutKind
    var edgesForExtendedLayout: RectEdges
    var flags: Flags

    struct Flags: OptionSet {
        let rawValue: UInt16
        static let hasFrame = Flags(rawValue: 1 << 0)
        static let hasMargins = Flags(rawValue: 1 << 1)
        static let hasAdditionalSafeAreaInsets = Flags(rawValue: 1 << 2)
        static let insetsMarginsFromSafeArea = Flags(rawValue: 1 << 3)
        static let preservesSuperviewMargins = Flags(rawValue: 1 << 4)
        static let respectsSystemMinimumMargins = Flags(rawValue: 1 << 5)
        static let extendsUnderOpaqueBars = Flags(rawValue: 1 << 6)
        static let adjustsScrollViewInsets = Flags(rawValue: 1 << 7)
        static let rootViewScrolls = Flags(rawValue: 1 << 8)
        static let hidden = Flags(rawValue: 1 << 9)
        static let translucent = Flags(rawValue: 1 << 10)
    }

    init(_ p: LayoutProperties) {
        frame = p.frame ?? LayoutRect(x: 0, y: 0, width: 0, height: 0)
        kind = p.kind
        edgesForExtendedLayout = p.edgesForExtendedLayout
        let set: [(Bool, Flags)] = [
            (p.frame != nil, .hasFrame), (p.layoutMargins != nil, .hasMargins),
            (p.additionalSafeAreaInsets != .zero, .hasAdditionalSafeAreaInsets),
            (p.insetsLayoutMarginsFromSafeArea, .insetsMarginsFromSafeArea),
            (p.preservesSuperviewLayoutMargins, .preservesSuperviewMargins),
            (p.viewRespectsSystemMinimumLayoutMargins, .respectsSystemMinimumMargins),
            (p.extendedLayoutIncludesOpaqueBars, .extendsUnderOpaqueBars),
            (p.automaticallyAdjustsScrollViewInsets, .adjustsScrollViewInsets),
            (p.rootViewScrolls, .rootViewScrolls), (p.hidden, .hidden), (p.translucent, .translucent),
        ]
        flags = Flags(set.filter(\.0).map(\.1))
    }
}
