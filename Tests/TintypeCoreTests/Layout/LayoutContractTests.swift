import Testing
import TintypeDocument
import TintypeTrees

/// Builds and resolves a tree from JSON text.
func layoutTree(_ json: String, category: ContentSizeCategory = .large, rightToLeft: Bool = false,
                device: DevicePreset? = nil) throws -> LayoutTree {
    try LayoutTreeReader.tree(Array(json.utf8), file: "tree.json", options: .init(hasDeviceOverride: device != nil)) {
        LayoutTree(category: category, rightToLeft: rightToLeft, device: device)
    }
}

extension LayoutTree {
    func layout(_ id: String) throws -> NodeLayout { layout(of: try node(id)) }
}

func insets(_ top: Double, _ left: Double, _ bottom: Double, _ right: Double) -> EdgeInsets {
    EdgeInsets(top: top, left: left, bottom: bottom, right: right)
}

/// Every example of the layout contract (`../shared/reference/layout-insets.md`), with the
/// numbers it gives.
@Suite struct LayoutContractTests {
    /// An iPhone X-sized window (44, 0, 34, 0) with a tab bar controller holding a navigation controller.
    static let tabAndNavigation = """
        {"id": "window", "kind": "window", "frame": [0, 0, 375, 812], "safeAreaInsets": {"top": 44, "bottom": 34}, "children": [
          {"id": "tabs", "kind": "viewController", "children": [
            {"id": "navigation", "kind": "viewController", "children": [
              {"id": "navigationBar", "kind": "navigationBar"},
              {"id": "content", "kind": "viewController", "additionalSafeAreaInsets": {"top": 50, "left": 50, "bottom": 50, "right": 50},
               "children": [{"id": "list", "kind": "scrollView", "contentSize": [375, 300], "contentInset": {"top": 10, "bottom": 10}}]}
            ]},
            {"id": "tabBar", "kind": "tabBar"}
          ]}
        ]}
        """

    @Test func barsPlusAdditionalInsets() throws {
        let tree = try layoutTree(Self.tabAndNavigation)
        // Bars and system areas: 44 + 44 navigation bar = 88 at the top, 49 + 34 tab bar = 83 at the bottom.
        #expect(try tree.layout("content").safeAreaInsets == insets(138, 50, 133, 50))
        #expect(try tree.layout("navigation").safeAreaInsets == insets(44, 0, 83, 0))
    }

    @Test func tabBarOnlyPlusAdditionalInsets() throws {
        let tree = try layoutTree("""
            {"id": "window", "kind": "window", "frame": [0, 0, 375, 812], "safeAreaInsets": {"top": 44, "bottom": 34}, "children": [
              {"id": "tabs", "kind": "viewController", "children": [
                {"id": "content", "kind": "viewController", "additionalSafeAreaInsets": {"top": 20, "left": 30, "right": 10}},
                {"id": "tabBar", "kind": "tabBar"}
              ]}
            ]}
            """)
        #expect(try tree.layout("content").safeAreaInsets == insets(64, 30, 83, 10))
    }

    @Test func childReachesIntoItsParentsUnsafeBand() throws {
        let tree = try layoutTree("""
            {"id": "window", "kind": "window", "frame": [0, 0, 390, 844], "safeAreaInsets": {"top": 59, "bottom": 34}, "children": [
              {"id": "child", "frame": [0, 20, 390, 824]},
              {"id": "inside", "frame": [0, 100, 390, 600]}
            ]}
            """)
        #expect(try tree.layout("child").safeAreaInsets == insets(39, 0, 34, 0))
        #expect(try tree.layout("inside").safeAreaInsets == .zero)
    }

    /// Each edge on its own: a window whose four safe insets differ, a view set in by a different
    /// amount from each edge (its inset is the window's less that distance, never below 0), and a
    /// controller adding a different amount on each edge.
    @Test func everySafeAreaEdgeIsItsOwn() throws {
        let tree = try layoutTree("""
            {"id": "window", "kind": "window", "frame": [0, 0, 800, 400], "safeAreaInsets": {"top": 10, "left": 40, "bottom": 20, "right": 30},
             "children": [
              {"id": "view", "frame": [25, 4, 763, 389]},
              {"id": "far", "frame": [50, 15, 700, 360]},
              {"id": "controller", "kind": "viewController", "additionalSafeAreaInsets": {"top": 1, "left": 2, "bottom": 3, "right": 4}}
            ]}
            """)
        // view: left 25, top 4, right 800 − 788 = 12, bottom 400 − 393 = 7 from the window's edges.
        #expect(try tree.layout("view").safeAreaInsets == insets(10 - 4, 40 - 25, 20 - 7, 30 - 12))
        // far: beyond every inset (15 > 10, 50 > 40, 25 > 20, 50 > 30).
        #expect(try tree.layout("far").safeAreaInsets == .zero)
        #expect(try tree.layout("controller").safeAreaInsets == insets(10 + 1, 40 + 2, 20 + 3, 30 + 4))
    }

    /// Right to left, leading is the right edge for a controller's root view too, where the system
    /// minimum (16 pt compact) applies to left and right, and for margins preserved from the parent.
    @Test func rightToLeftMarginsForControllersAndPreservedMargins() throws {
        let json = """
            {"id": "window", "kind": "window", "frame": [0, 0, 320, 480], "children": [
              {"id": "root", "kind": "viewController", "directionalLayoutMargins": {"top": 3, "leading": 30, "bottom": 5, "trailing": 2},
               "children": [{"id": "inner", "frame": [10, 0, 300, 480], "preservesSuperviewLayoutMargins": true,
                             "directionalLayoutMargins": {"top": 0, "leading": 1, "bottom": 0, "trailing": 1}}]}
            ]}
            """
        // Left to right: leading 30 on the left, trailing 2 raised to the 16 pt minimum on the right.
        #expect(try layoutTree(json).layout("root").layoutMargins == insets(3, 30, 5, 16))
        #expect(try layoutTree(json, rightToLeft: true).layout("root").layoutMargins == insets(3, 16, 5, 30))
        // inner sits 10 pt in from the left and right: the parent's margins less 10 (right to left:
        // 16 − 10 on the left, 30 − 10 on the right), above its own 1.
        #expect(try layoutTree(json, rightToLeft: true).layout("inner").layoutMargins == insets(3, 6, 5, 20))
        #expect(try layoutTree(json).layout("inner").layoutMargins == insets(3, 20, 5, 6))
    }

    @Test func directionalMarginsFollowTheLayoutDirection() throws {
        let json = """
            {"id": "window", "kind": "window", "frame": [0, 0, 320, 480], "children": [
              {"id": "view", "directionalLayoutMargins": {"top": 0, "leading": 20, "bottom": 0, "trailing": 10}}
            ]}
            """
        #expect(try layoutTree(json).layout("view").layoutMargins == insets(0, 20, 0, 10))
        #expect(try layoutTree(json, rightToLeft: true).layout("view").layoutMargins == insets(0, 10, 0, 20))
    }

    @Test func rootViewsKeepTheSystemMinimum() throws {
        let json = { (respects: Bool) in """
            {"id": "window", "kind": "window", "device": "ipad", "children": [
              {"id": "root", "kind": "viewController", "layoutMargins": {"left": 10, "right": 10},
               "viewRespectsSystemMinimumLayoutMargins": \(respects), "insetsLayoutMarginsFromSafeArea": false}
            ]}
            """ }
        #expect(try layoutTree(json(true)).layout("root").layoutMargins == insets(0, 20, 0, 20))
        #expect(try layoutTree(json(false)).layout("root").layoutMargins == insets(0, 10, 0, 10))
    }

    @Test func preservedSuperviewMargins() throws {
        let json = { (preserves: Bool) in """
            {"id": "window", "kind": "window", "frame": [0, 0, 320, 480], "children": [
              {"id": "root", "kind": "viewController", "children": [
                {"id": "container", "preservesSuperviewLayoutMargins": \(preserves)}
              ]}
            ]}
            """ }
        #expect(try layoutTree(json(false)).layout("container").layoutMargins.left == 8)
        #expect(try layoutTree(json(true)).layout("container").layoutMargins.left == 16)
        #expect(try layoutTree(json(true)).layout("container").layoutMargins.right == 16)
    }

    /// The contract's table: safe area (88, 0, 83, 0), contentInset (10, 0, 10, 0), frame height 812.
    @Test(arguments: [
        ("never", "[375, 2000]", insets(10, 0, 10, 0)),
        ("always", "[375, 300]", insets(98, 0, 93, 0)),
        ("scrollableAxes", "[375, 2000]", insets(98, 0, 93, 0)),
        ("scrollableAxes", "[375, 300]", insets(10, 0, 10, 0)),
    ])
    func scrollViewAdjustment(behavior: String, contentSize: String, expected: EdgeInsets) throws {
        let tree = try layoutTree("""
            {"id": "window", "kind": "window", "frame": [0, 0, 375, 812], "safeAreaInsets": {"top": 88, "bottom": 83}, "children": [
              {"id": "scroll", "kind": "scrollView", "contentSize": \(contentSize), "contentInset": {"top": 10, "bottom": 10},
               "contentInsetAdjustmentBehavior": "\(behavior)"}
            ]}
            """)
        #expect(try tree.layout("scroll").safeAreaInsets == insets(88, 0, 83, 0))
        #expect(try tree.layout("scroll").adjustedContentInset == expected)
    }

    @Test func automaticInsideANavigationController() throws {
        let tree = try layoutTree(Self.tabAndNavigation.replacingOccurrences(
            of: #""additionalSafeAreaInsets": {"top": 50, "left": 50, "bottom": 50, "right": 50},"#, with: ""))
        let list = try tree.layout("list")
        #expect(list.safeAreaInsets == insets(88, 0, 83, 0))
        // Content 300 pt tall in an 812 pt view: not scrollable, adjusted all the same.
        #expect(list.adjustedContentInset == insets(98, 0, 93, 0))
    }

    @Test func automaticOutsideAContainerOnlyAdjustsScrollableAxes() throws {
        let tree = try layoutTree("""
            {"id": "window", "kind": "window", "frame": [0, 0, 375, 812], "safeAreaInsets": {"top": 88, "bottom": 83}, "children": [
              {"id": "root", "kind": "viewController", "children": [
                {"id": "scroll", "kind": "scrollView", "contentSize": [375, 300], "contentInset": {"top": 10, "bottom": 10}}
              ]}
            ]}
            """)
        #expect(try tree.layout("scroll").adjustedContentInset == insets(10, 0, 10, 0))
    }

    @Test func readableWidthAtTheDefaultSize() throws {
        let tree = try layoutTree("""
            {"id": "window", "kind": "window", "device": "ipad", "children": [{"id": "root", "kind": "viewController"}]}
            """)
        let frame = try tree.layout("root").readableContentFrame
        #expect(frame.width == 672)
        // Inset 176 pt each side of the 1024 pt screen.
        #expect(frame.x == 176 && 1024 - frame.maxX == 176)
    }

    /// Tintype's decision: the width follows the body style's size (Apple's table: 14 pt at
    /// xSmall, 17 at large, 23 at xxxLarge), capped by the margin guide.
    @Test(arguments: [(ContentSizeCategory.xSmall, 672.0 * 14 / 17), (.large, 672), (.xxxLarge, 672.0 * 23 / 17), (.ax3, 984)])
    func readableWidthFollowsTheBodySize(category: ContentSizeCategory, width: Double) throws {
        let tree = try layoutTree("""
            {"id": "window", "kind": "window", "device": "ipad", "children": [{"id": "root", "kind": "viewController"}]}
            """, category: category)
        #expect(abs(try tree.layout("root").readableContentFrame.width - width) < 1e-9)
    }

    static let iOS7Navigation = """
        {"id": "window", "kind": "window", "device": "iphone-ios7", "children": [
          {"id": "navigation", "kind": "viewController", "children": [
            {"id": "bar", "kind": "navigationBar"},
            {"id": "list", "kind": "viewController", "children": [{"id": "table", "kind": "scrollView", "contentSize": [320, 2000]}]}
          ]}
        ]}
        """

    @Test func sixtyFourPointsUnderANavigationBarOnIOS7() throws {
        let tree = try layoutTree(Self.iOS7Navigation)
        #expect(try tree.layout("list").topLayoutGuide == 64)
        #expect(try tree.layout("list").bottomLayoutGuide == 0)
        #expect(try tree.layout("table").adjustedContentInset?.top == 64)
        #expect(tree.windowFrame(of: try tree.node("list")) == LayoutRect(x: 0, y: 0, width: 320, height: 568))
    }

    @Test func edgesThatDoNotExtendStopAtTheBar() throws {
        let tree = try layoutTree(Self.iOS7Navigation.replacingOccurrences(
            of: #""id": "list", "kind": "viewController","#, with: #""id": "list", "kind": "viewController", "edgesForExtendedLayout": [],"#))
        #expect(tree.windowFrame(of: try tree.node("list")) == LayoutRect(x: 0, y: 64, width: 320, height: 504))
        #expect(try tree.layout("list").topLayoutGuide == 0)
        #expect(try tree.layout("table").adjustedContentInset?.top == 0)
    }

    @Test func opaqueBarsStopTheViewUnlessItExtendsUnderThem() throws {
        let opaque = Self.iOS7Navigation.replacingOccurrences(of: #""kind": "navigationBar""#, with: #""kind": "navigationBar", "translucent": false"#)
        #expect(try layoutTree(opaque).windowFrame(of: layoutTree(opaque).node("list")).y == 64)
        let extended = opaque.replacingOccurrences(
            of: #""id": "list", "kind": "viewController","#, with: #""id": "list", "kind": "viewController", "extendedLayoutIncludesOpaqueBars": true,"#)
        #expect(try layoutTree(extended).windowFrame(of: layoutTree(extended).node("list")).y == 0)
    }

    @Test func aTreeWithoutAWindowHasNoInsets() throws {
        let tree = try layoutTree("""
            {"id": "root", "kind": "viewController", "frame": [0, 0, 320, 480], "children": [{"id": "bar", "kind": "navigationBar"}, {"id": "content", "kind": "viewController"}]}
            """)
        #expect(try tree.layout("content").safeAreaInsets == .zero)
        #expect(try tree.layout("content").topLayoutGuide == 0)
    }

    /// Tintype's decision: additional insets may be negative; the sum is clamped at 0 and at the view's size.
    @Test func negativeAdditionalInsetsAndClamping() throws {
        let tree = try layoutTree("""
            {"id": "window", "kind": "window", "device": "iphone-notched", "children": [
              {"id": "root", "kind": "viewController", "additionalSafeAreaInsets": {"top": -100, "bottom": -10}},
              {"id": "small", "frame": [0, 0, 390, 30]}
            ]}
            """)
        #expect(try tree.layout("root").safeAreaInsets == insets(0, 0, 24, 0))
        #expect(try tree.layout("small").safeAreaInsets.top == 30)
    }

    /// Tintype's decision: margins inset from the safe area are the safe inset plus the margin.
    @Test func marginsAreMeasuredFromTheSafeArea() throws {
        let tree = try layoutTree("""
            {"id": "window", "kind": "window", "device": "iphone-notched-landscape", "children": [{"id": "root", "kind": "viewController"}]}
            """)
        #expect(try tree.layout("root").layoutMargins == insets(0, 47 + 16, 21, 47 + 16))
    }
}
