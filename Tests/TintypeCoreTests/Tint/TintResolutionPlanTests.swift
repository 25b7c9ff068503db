import Testing
@testable import TintypeTrees

/// Whole-tree resolution through `TintResolutionPlan` (runs of equal state filled at once) against
/// the independent ancestor walk of `referenceStates`, on pre-order trees large enough to hold runs
/// of every length class (1–3, 4–64 in each four-lane count, longer).
@Suite struct TintResolutionPlanTests {
    let palette = ["#ff0000", "#00ff00", "#0000ff", "#123456", "#fedcba"].map(hex)
    let theme = TintTheme(
        defaultTints: TintTheme.ios.defaultTints, componentTints: ["tabBar": hex("#ff9500")], derived: [])

    /// A random tree numbered in pre-order (as the JSON reader numbers it), with own tints, modes,
    /// occlusions and a component kind with a local default on a few nodes.
    func preorderTree(_ random: inout SeededGenerator, count: Int) throws -> TintTree {
        var children = [[Int]](repeating: [], count: count)
        for index in 1..<count { children[Int.random(in: 0..<index, using: &random)].append(index) }
        let tree = TintTree(theme: theme)
        var stack: [(shapeNode: Int, parent: Int32)] = [(0, -1)]
        while let (shapeNode, parent) = stack.popLast() {
            let roll = Int.random(in: 0..<100, using: &random)
            let node = tree.appendNode(
                parent: parent, tint: roll < 8 ? palette[roll % palette.count] : nil,
                mode: roll == 8 ? .dimmed : roll == 9 ? .normal : .automatic, occlusion: roll == 10 ? 1 : 0,
                kind: roll == 11 ? "tabBar" : nil)
            try tree.setID("n\(shapeNode)", of: node)
            for child in children[shapeNode].reversed() { stack.append((child, node)) }
        }
        return tree
    }

    /// Resolves `tree` as often as it takes for a plan to be built (when one can be).
    func resolveUntilPlanned(_ tree: TintTree) {
        for _ in 0...TintTree.planCostInPasses { tree.resolveAll() }
    }

    @Test(arguments: 0..<12)
    func planResolutionEqualsTheAncestorWalk(_ seed: Int) throws {
        var random = SeededGenerator(state: UInt64(seed) &* 104_729 &+ 3)
        let tree = try preorderTree(&random, count: Int.random(in: 500...4_000, using: &random))
        resolveUntilPlanned(tree)
        #expect(tree.plan != nil, "a tree numbered in pre-order is resolved through a plan")
        #expect(resolvedStates(tree) == referenceStates(tree))

        // Value changes keep or drop the plan as the set of declaring nodes changes; either way the
        // next full resolution (here for another environment) agrees with the walk.
        let ids = tree.preorder().map { tree.id(of: $0) }
        for _ in 0..<30 {
            let target = ids.randomElement(using: &random) ?? "n0"
            switch Int.random(in: 0..<3, using: &random) {
            case 0: _ = try tree.apply(.setTint(node: target, color: Bool.random(using: &random) ? palette.randomElement(using: &random) : nil))
            case 1: _ = try tree.apply(.setMode(node: target, mode: TintMode.allCases.randomElement(using: &random) ?? .automatic))
            default: _ = try tree.apply(.beginOcclusion(node: target))
            }
        }
        tree.setEnvironment(appearance: .dark, contrast: .increased)
        #expect(resolvedStates(tree) == referenceStates(tree))
        resolveUntilPlanned(tree)
        #expect(tree.plan != nil)
        #expect(resolvedStates(tree) == referenceStates(tree))

        // A move ends pre-order numbering: resolution falls back to the walk, with the same result.
        let moved = try #require(ids.last)
        _ = try tree.apply(.move(node: moved, parent: "n0", index: 0))
        tree.setEnvironment(appearance: .light, contrast: .normal)
        resolveUntilPlanned(tree)
        #expect(tree.plan == nil)
        #expect(resolvedStates(tree) == referenceStates(tree))
    }

    @Test func theSetOfDeclaringNodesDecidesWhetherThePlanStays() throws {
        let tree = makeTree([("W", nil), ("A", "W"), ("B", "A"), ("C", "W")])
        resolveUntilPlanned(tree)
        #expect(tree.plan != nil)
        _ = try tree.apply(.setTint(node: "A", color: palette[0]))
        #expect(tree.plan == nil, "A now declares a tint")
        resolveUntilPlanned(tree)
        _ = try tree.apply(.setTint(node: "A", color: palette[1]))
        #expect(tree.plan != nil, "another colour on a node that already declares one")
        tree.resolveAll()   // through the kept plan, which must hold the new colour
        #expect(resolvedStates(tree) == referenceStates(tree))
        #expect(tree.state(of: try tree.node("B")).tint == palette[1])
        _ = try tree.apply(.setMode(node: "A", mode: .dimmed))
        #expect(tree.plan != nil, "A already declared something")
        tree.setEnvironment(appearance: .dark, contrast: .normal)
        #expect(resolvedStates(tree) == referenceStates(tree))
        #expect(tree.state(of: try tree.node("B")).mode == .dimmed)
        _ = try tree.apply(.beginOcclusion(node: "C"))
        #expect(tree.plan == nil, "an occluded automatic node declares dimmed")
        resolveUntilPlanned(tree)
        _ = try tree.apply(.beginOcclusion(node: "C"))
        #expect(tree.plan != nil, "a second occlusion declares nothing new")
        #expect(resolvedStates(tree) == referenceStates(tree))
    }

    @Test func aTreeNumberedOutOfPreorderIsResolvedWithoutAPlan() throws {
        // C joins A after B was added under W: numbering W A B C, pre-order W A C B.
        let tree = makeTree([("W", nil), ("A", "W"), ("B", "W"), ("C", "A")])
        resolveUntilPlanned(tree)
        #expect(tree.plan == nil)
        _ = try tree.apply(.setTint(node: "A", color: palette[2]))
        tree.setEnvironment(appearance: .dark, contrast: .normal)
        resolveUntilPlanned(tree)
        #expect(tree.plan == nil)
        #expect(resolvedStates(tree) == referenceStates(tree))
        #expect(tree.state(of: try tree.node("C")).tint == palette[2])
    }

    @Test func aPlanIsBuiltOnceResolvingWithoutOneHasCostAsMuch() throws {
        let tree = makeTree([("W", nil), ("A", "W"), ("B", "A")])   // makeTree resolves once
        for _ in 1..<TintTree.planCostInPasses { tree.resolveAll() }
        #expect(tree.plan == nil, "\(TintTree.planCostInPasses) passes so far")
        tree.resolveAll()
        #expect(tree.plan != nil)
        _ = try tree.apply(.setMode(node: "B", mode: .dimmed))
        for _ in 0..<TintTree.planCostInPasses { tree.resolveAll() }
        #expect(tree.plan == nil, "the count starts again after a change")
        tree.resolveAll()
        #expect(tree.plan != nil)
        #expect(resolvedStates(tree) == referenceStates(tree))
    }
}
