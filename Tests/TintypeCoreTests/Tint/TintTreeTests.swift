import Foundation
import Testing
import TintypeColor
import TintypeTrees

/// An independent resolution of a tree, walking up each node's ancestors (Docs/Tint.md, "Effective tint" and "Mode and dimming").
func referenceStates(_ tree: TintTree) -> [String: String] {
    var states: [String: String] = [:]
    // The theme as it stands in the tree's mode (a value named by token differs there).
    let theme = tree.theme.inMode(BrandMode(tree.appearance, tree.contrast))
    for node in tree.preorder() {
        var cursor = node
        var tint: Color?
        while cursor >= 0 {
            if let own = tree.ownTint(of: cursor) ?? tree.kind(of: cursor).flatMap({ theme.componentTints[$0] }) {
                tint = own
                break
            }
            cursor = tree.parent(of: cursor)
        }
        let effective = tint ?? theme.defaultTint(tree.appearance, tree.contrast)
        cursor = node
        var dimmed = false
        while cursor >= 0 {
            let mode = tree.mode(of: cursor)
            if mode == .normal { break }
            if mode == .dimmed || tree.occlusion(of: cursor) > 0 {
                dimmed = true
                break
            }
            cursor = tree.parent(of: cursor)
        }
        let displayed = dimmed ? referenceDim(effective) : effective
        // The bar tint from the inputs: the node's own, else its component kind's; never inherited.
        let bar = (tree.ownBarTint(of: node) ?? tree.kind(of: node).flatMap { theme.componentBarTints[$0] })?.hex ?? "-"
        states[tree.id(of: node)] = "\(effective.hex) \(dimmed ? "dimmed" : "normal") \(displayed.hex) \(bar)"
    }
    return states
}

/// The states the tree under test holds, in the form of `referenceStates`.
func resolvedStates(_ tree: TintTree) -> [String: String] {
    var states: [String: String] = [:]
    for node in tree.preorder() {
        let state = tree.state(of: node)
        states[tree.id(of: node)] = "\(state.tint.hex) \(state.mode == .dimmed ? "dimmed" : "normal") \(state.displayed.hex) \(state.barTint?.hex ?? "-")"
    }
    return states
}

func hex(_ text: String) -> Color { (try? ColorParser.parse(text).color) ?? .black }

/// Builds a tree from (id, parent id) pairs in pre-order, with component kinds where given.
func makeTree(_ nodes: [(String, String?)], kinds: [String: String] = [:], theme: TintTheme = .ios) -> TintTree {
    let tree = TintTree(theme: theme)
    var numbers: [String: Int32] = [:]
    for (id, parent) in nodes {
        let number = tree.appendNode(parent: parent.flatMap { numbers[$0] } ?? -1, kind: kinds[id])
        try? tree.setID(id, of: number)
        numbers[id] = number
    }
    tree.resolveAll()
    return tree
}

/// The default dimming worked out here (Docs/Tint.md, "Tintype's rule"; Docs/Contrast.md for the
/// luminance): the grey whose WCAG luminance is the colour's, alpha kept, to 8 bits.
func referenceDim(_ color: Color) -> Color {
    func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
    let y = 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
    let grey = y <= 0.0031308 ? 12.92 * y : 1.055 * pow(y, 1 / 2.4) - 0.055
    let byte = Int((grey * 255).rounded())
    return Color(red8: byte, green8: byte, blue8: byte, alpha: color.alpha)
}

@Suite struct TintWorkedExampleTests {
    let red = hex("#ff0000"), green = hex("#00ff00"), blue = hex("#0000ff")

    func tint(_ tree: TintTree, _ id: String) throws -> String { tree.state(of: try tree.node(id)).tint.hex }

    @Test func inheritanceOverrideAndReset() throws {
        let tree = makeTree([("W", nil), ("A", "W"), ("B", "A"), ("C", "B")])
        #expect(try tint(tree, "C") == "#007aff")
        _ = try tree.apply(.setTint(node: "A", color: red))
        #expect(try ["A", "B", "C"].map { try tint(tree, $0) } == ["#ff0000", "#ff0000", "#ff0000"])
        #expect(try tint(tree, "W") == "#007aff")
        _ = try tree.apply(.setTint(node: "B", color: green))
        #expect(try [tint(tree, "A"), tint(tree, "B"), tint(tree, "C")] == ["#ff0000", "#00ff00", "#00ff00"])
        _ = try tree.apply(.setTint(node: "B", color: nil))
        #expect(try [tint(tree, "B"), tint(tree, "C")] == ["#ff0000", "#ff0000"])
    }

    /// A theme whose tints name tokens holds the theme as it stands in each mode where they differ
    /// (`TintTheme.inMode`): the tree reads the mode it is in, and a change of environment reads
    /// the new one's tints, component tints and dimming.
    @Test func eachModeReadsItsOwnTheme() throws {
        let indigo = hex("#4f46e5"), lavender = hex("#a5b4fc")
        var theme = TintTheme(defaultTints: [.light: [.normal: indigo], .dark: [.normal: indigo]], componentTints: ["tabBar": indigo])
        var dark = theme
        dark.componentTints = ["tabBar": lavender]
        dark.dimming = ColorDimming(rule: .fixed(hex("#777777")))
        theme.modeOverrides[BrandMode(.dark, .normal)] = dark
        var lightMore = theme
        lightMore.defaultTints = [.light: [.normal: lavender, .increased: green], .dark: [.normal: indigo]]
        theme.modeOverrides[BrandMode(.light, .increased)] = lightMore
        let tree = makeTree([("W", nil), ("T", "W")], kinds: ["T": "tabBar"], theme: theme)
        _ = try tree.apply(.setMode(node: "W", mode: .dimmed))
        #expect(try tint(tree, "T") == indigo.hex)
        #expect(tree.state(of: try tree.node("W")).displayed.hex == referenceDim(indigo).hex)
        tree.setEnvironment(appearance: .dark, contrast: .normal)
        #expect(try tint(tree, "W") == indigo.hex && tint(tree, "T") == lavender.hex)
        // The same tint dims by the dark theme's rule: nothing dimmed in light is kept.
        #expect(tree.state(of: try tree.node("W")).displayed.hex == "#777777")
        tree.setEnvironment(appearance: .light, contrast: .increased)
        #expect(try tint(tree, "W") == green.hex && tint(tree, "T") == indigo.hex)
        // A mode with no theme of its own reads the base.
        tree.setEnvironment(appearance: .dark, contrast: .increased)
        #expect(try tint(tree, "W") == indigo.hex && tint(tree, "T") == indigo.hex)
        #expect(resolvedStates(tree) == referenceStates(tree))
    }

    @Test func modesAndOcclusion() throws {
        let tree = makeTree([("W", nil), ("A", "W"), ("B", "A"), ("C", "B")])
        _ = try tree.apply(.setMode(node: "W", mode: .dimmed))
        _ = try tree.apply(.setMode(node: "B", mode: .normal))
        let a = tree.state(of: try tree.node("A"))
        #expect(a.mode == .dimmed && a.displayed.hex == referenceDim(a.tint).hex)
        #expect(tree.state(of: try tree.node("B")).mode == .normal)
        #expect(tree.state(of: try tree.node("C")).mode == .normal)
        let other = makeTree([("W", nil)])
        _ = try other.apply(.beginOcclusion(node: "W"))
        #expect(other.state(of: try other.node("W")).mode == .dimmed)
    }

    @Test func whoIsNotified() throws {
        let tree = makeTree([("W", nil), ("A", "W"), ("B", "A"), ("B1", "B"), ("C", "A"), ("C1", "C")])
        _ = try tree.apply(.setTint(node: "B", color: green))
        #expect(try tree.apply(.setTint(node: "A", color: blue)).notified == ["A", "C", "C1"])
        #expect(try tree.apply(.setMode(node: "W", mode: .dimmed)).notified == ["W", "A", "B", "B1", "C", "C1"])
        #expect(try tree.apply(.setMode(node: "C", mode: .normal)).notified == ["C", "C1"])
        #expect(try tree.apply(.setMode(node: "W", mode: .automatic)).notified == ["W", "A", "B", "B1"])
        #expect(try tree.apply(.move(node: "C1", parent: "B", index: 0)).notified == ["C1"])
        #expect(try tint(tree, "C1") == "#00ff00")
    }

    @Test func equalValuesNotifyNobody() throws {
        let tree = makeTree([("W", nil), ("A", "W"), ("B", "W")])
        _ = try tree.apply(.setTint(node: "A", color: red))
        _ = try tree.apply(.setTint(node: "B", color: red))
        #expect(try tree.apply(.setTint(node: "A", color: hex("#FF0000"))).notified == [])
        let leaf = makeTree([("W", nil), ("A", "W"), ("A1", "A"), ("B", "W")])
        _ = try leaf.apply(.setTint(node: "A", color: red))
        _ = try leaf.apply(.setTint(node: "B", color: red))
        #expect(try leaf.apply(.move(node: "A1", parent: "B", index: 0)).notified == [])
        // Setting a tint equal to the inherited one changes no state.
        #expect(try leaf.apply(.setTint(node: "A1", color: red)).notified == [])
    }

    @Test func insertAndRemove() throws {
        let tree = makeTree([("W", nil), ("A", "W")])
        _ = try tree.apply(.setTint(node: "A", color: red))
        let subtree = TintSubtree(nodes: [.init(id: "X", parent: -1), .init(id: "X1", parent: 0, tint: green), .init(id: "X2", parent: 0)])
        // Standalone, X and X2 are default blue; under A they are red. X1 keeps its own green.
        #expect(try tree.apply(.insert(parent: "A", index: 0, subtree: subtree)).notified == ["X", "X2"])
        let removed = try tree.apply(.remove(node: "X"))
        #expect(removed.removed == ["X", "X1", "X2"] && removed.notified.isEmpty)
        #expect(throws: TintError.unknownNode("X1")) { try tree.node("X1") }
    }

    @Test func barTintsAreNotInherited() throws {
        let tree = makeTree([("W", nil), ("nav", "W"), ("item", "nav")])
        #expect(try tree.apply(.setBarTint(node: "nav", color: hex("#f8f8f8"))).notified == ["nav"])
        #expect(tree.state(of: try tree.node("item")).barTint == nil)
        #expect(tree.state(of: try tree.node("nav")).barTint?.hex == "#f8f8f8")
    }

    @Test func componentDefaultsSitBetweenOwnTintAndInheritance() throws {
        var theme = TintTheme.ios
        theme.componentTints = ["tabBar": hex("#ff9500")]
        let tree = TintTree(theme: theme)
        let w = tree.appendNode(parent: -1, tint: red)
        let tab = tree.appendNode(parent: w, kind: "tabBar")
        let item = tree.appendNode(parent: tab)
        for (id, node) in [("W", w), ("tab", tab), ("item", item)] { try tree.setID(id, of: node) }
        tree.resolveAll()
        #expect(tree.state(of: tab).tint.hex == "#ff9500" && tree.state(of: item).tint.hex == "#ff9500")
        _ = try tree.apply(.setTint(node: "tab", color: green))
        #expect(tree.state(of: item).tint.hex == "#00ff00")
    }

    @Test func errorsNameTheNode() throws {
        let tree = makeTree([("W", nil), ("A", "W"), ("B", "A")])
        #expect(throws: TintError.moveIntoOwnSubtree(node: "A", parent: "B")) { try tree.apply(.move(node: "A", parent: "B", index: 0)) }
        #expect(throws: TintError.unknownNode("Z")) { try tree.apply(.setTint(node: "Z", color: nil)) }
        #expect(throws: TintError.indexOutOfRange(parent: "W", index: 5, childCount: 0)) {
            try tree.apply(.move(node: "A", parent: "W", index: 5))
        }
        #expect(tree.children(of: try tree.node("W")).count == 1, "a failed move leaves the tree as it was")
        // A refused move keeps the node at its place among its siblings, not at their end.
        let siblings = makeTree([("W", nil), ("A", "W"), ("B", "W"), ("C", "W")])
        #expect(throws: TintError.indexOutOfRange(parent: "W", index: 3, childCount: 2)) {
            try siblings.apply(.move(node: "A", parent: "W", index: 3))
        }
        #expect(siblings.preorder().map { siblings.id(of: $0) } == ["W", "A", "B", "C"])
        #expect(throws: TintError.cannotRemoveRoot("W")) { try tree.apply(.remove(node: "W")) }
        #expect(throws: TintError.noOcclusionToEnd("A")) { try tree.apply(.endOcclusion(node: "A")) }
        #expect(throws: TintError.duplicateID("B")) {
            try tree.apply(.insert(parent: "W", index: 0, subtree: TintSubtree(nodes: [.init(id: "B", parent: -1)])))
        }
        // An id refused as a duplicate stays with the node that has it.
        let owner = try tree.node("B")
        let unnamed = tree.appendNode(parent: try tree.node("W"))
        #expect(throws: TintError.duplicateID("B")) { try tree.setID("B", of: unnamed) }
        #expect(try tree.node("B") == owner)
    }

    @Test func darkAndIncreasedContrastDefaults() throws {
        let tree = makeTree([("W", nil)])
        tree.setEnvironment(appearance: .dark, contrast: .increased)
        #expect(tree.state(of: 0).tint.hex == "#409cff")
        tree.setEnvironment(appearance: .light, contrast: .increased)
        #expect(tree.state(of: 0).tint.hex == "#0040dd")
    }

    @Test func derivedColoursFollowEachNodesTint() throws {
        let tree = makeTree([("W", nil), ("A", "W")])
        _ = try tree.apply(.setTint(node: "A", color: hex("#ffcc00")))
        let onTint = { (id: String) throws -> Color in
            try #require(tree.derivedColors(of: try tree.node(id)).first { $0.name == "onTint" }?.color)
        }
        // White on #007aff is 4.02:1 (Docs/Contrast.md), below AA's 4.5, so the next candidate, black
        // (5.2:1), is chosen; on yellow white is far below AA, black far above.
        #expect(try onTint("W") == .black)
        #expect(Contrast.wcagRatio(.black, hex("#007aff")) >= 4.5)
        #expect(try onTint("A") == .black)
        _ = try tree.apply(.setTint(node: "A", color: hex("#1c1c1e")))
        #expect(try onTint("A") == .white, "a re-tinted subtree gets matching derived colours")
        #expect(tree.derivedColors(of: try tree.node("A")).first { $0.name == "disabled" }?.color.alpha == 0.4)
    }
}

/// Random trees and random events: after every event every node's state equals an independent
/// resolution, and the notified set is exactly the nodes whose state that resolution shows changed.
@Suite struct TintPropertyTests {
    /// iOS's tints plus component defaults, so that kinds sit between own tints and inheritance.
    static let theme: TintTheme = {
        var theme = TintTheme.ios
        theme.componentTints = ["tabBar": hex("#aa00aa"), "toolbar": hex("#123456")]
        theme.componentBarTints = ["tabBar": hex("#eeeeee"), "navigationBar": hex("#dddddd")]
        return theme
    }()
    static let kinds: [String?] = ["tabBar", "toolbar", "navigationBar", nil, nil, nil]

    @Test(arguments: 0..<40)
    func everyStateMatchesAnIndependentResolutionAfterEveryEvent(_ seed: Int) throws {
        var random = SeededGenerator(state: UInt64(seed) &* 7919 &+ 1)
        let palette = ["#ff0000", "#00ff00", "#0000ff", "#ff0000", "#123456"].map(hex)
        let count = Int.random(in: 2...40, using: &random)
        var nodes: [(String, String?)] = [("n0", nil)]
        var kinds: [String: String] = [:]
        for index in 1..<count {
            nodes.append(("n\(index)", "n\(Int.random(in: 0..<index, using: &random))"))
            kinds["n\(index)"] = Self.kinds.randomElement(using: &random) ?? nil
        }
        let tree = makeTree(nodes, kinds: kinds, theme: Self.theme)
        #expect(resolvedStates(tree) == referenceStates(tree), "seed \(seed) initial")
        var nextID = count
        var refused = 0
        for step in 0..<60 {
            let ids = tree.preorder().map { tree.id(of: $0) }
            let target = ids.randomElement(using: &random) ?? "n0"
            let event: TintEvent
            switch Int.random(in: 0..<9, using: &random) {
            case 0, 1: event = .setTint(node: target, color: Bool.random(using: &random) ? palette.randomElement(using: &random) : nil)
            case 2: event = .setMode(node: target, mode: TintMode.allCases.randomElement(using: &random) ?? .automatic)
            case 3: event = .beginOcclusion(node: target)
            case 4: event = tree.occlusion(of: try tree.node(target)) > 0 ? .endOcclusion(node: target) : .beginOcclusion(node: target)
            case 5: event = .setBarTint(node: target, color: Bool.random(using: &random) ? palette.randomElement(using: &random) : nil)
            case 6:
                // Any position among the new parent's children once the node is taken out (one past
                // the end included), and now and then one past that, which must be refused.
                let parent = ids.randomElement(using: &random) ?? "n0"
                let siblings = tree.children(of: try tree.node(parent)).filter { tree.id(of: $0) != target }.count
                event = .move(node: target, parent: parent, index: Int.random(in: 0...(siblings + 1), using: &random))
            case 7:
                var members: [TintSubtree.Node] = []
                for index in 0..<Int.random(in: 1...4, using: &random) {
                    members.append(.init(id: "x\(nextID)", parent: index == 0 ? -1 : Int.random(in: 0..<index, using: &random),
                                         tint: Bool.random(using: &random) ? palette.randomElement(using: &random) : nil,
                                         mode: TintMode.allCases.randomElement(using: &random) ?? .automatic,
                                         kind: Self.kinds.randomElement(using: &random) ?? nil))
                    nextID += 1
                }
                let siblings = tree.children(of: try tree.node(target)).count
                event = .insert(parent: target, index: Int.random(in: 0...siblings, using: &random), subtree: TintSubtree(nodes: members))
            default: event = .remove(node: target)
            }
            let before = referenceStates(tree)
            let order = tree.preorder().map { tree.id(of: $0) }
            let change: TreeChange
            do {
                change = try tree.apply(event)
            } catch {
                // Refused (a move into the node's own subtree or past the end, removing the root):
                // nothing changed, not the shape, not a state.
                refused += 1
                #expect(tree.preorder().map { tree.id(of: $0) } == order, "seed \(seed) step \(step) \(event.op) refused")
                #expect(resolvedStates(tree) == before, "seed \(seed) step \(step) \(event.op) refused")
                continue
            }
            let after = referenceStates(tree)
            #expect(resolvedStates(tree) == after, "seed \(seed) step \(step) \(event.op)")
            var expected = Set<String>()
            for (id, state) in after {
                if let old = before[id] {
                    if old != state { expected.insert(id) }
                } else if case .insert(_, _, let subtree) = event {
                    // New nodes: compared with the subtree resolved on its own.
                    let standalone = TintTree(theme: tree.theme)
                    var numbers: [Int32] = []
                    for member in subtree.nodes {
                        numbers.append(standalone.appendNode(parent: member.parent < 0 ? -1 : numbers[member.parent], tint: member.tint,
                                                             mode: member.mode, kind: member.kind))
                        try standalone.setID(member.id, of: numbers[numbers.count - 1])
                    }
                    standalone.resolveAll()
                    if referenceStates(standalone)[id] != state { expected.insert(id) }
                }
            }
            #expect(Set(change.notified) == expected, "seed \(seed) step \(step) \(event.op)")
            #expect(change.notified == tree.preorder().map { tree.id(of: $0) }.filter(expected.contains), "pre-order")
            if case .remove = event { #expect(Set(change.removed) == Set(before.keys).subtracting(after.keys)) }
            if case .move(let node, let parent, let index) = event {
                #expect(tree.id(of: tree.children(of: try tree.node(parent))[index]) == node, "moved to its index")
            }
            if case .insert(let parent, let index, let subtree) = event {
                #expect(tree.id(of: tree.children(of: try tree.node(parent))[index]) == subtree.nodes[0].id, "inserted at its index")
            }
        }
        #expect(refused < 60, "seed \(seed): every event was refused")
    }

    @Test func aChainAMillionDeepWorks() throws {
        let tree = TintTree()
        tree.reserveCapacity(1_000_000)
        var previous: Int32 = -1
        for index in 0..<1_000_000 {
            previous = tree.appendNode(parent: previous)
            try tree.setID("c\(index)", of: previous)
        }
        tree.resolveAll()
        #expect(try tree.apply(.setTint(node: "c0", color: hex("#ff0000"))).notified.count == 1_000_000)
        #expect(try tree.apply(.setMode(node: "c500000", mode: .dimmed)).notified.count == 500_000)
        #expect(try tree.apply(.move(node: "c999999", parent: "c0", index: 0)).notified == ["c999999"])
        #expect(tree.preorder().count == 1_000_000)
        #expect(try tree.apply(.remove(node: "c1")).removed.count == 999_998)
    }
}
