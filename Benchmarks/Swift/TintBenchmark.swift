import Foundation
import TintypeColor
import TintypeTrees

/// The tint resolver on a random million-node tree: full resolution against one sequential pass
/// copying the parent array; one event near the root against a full resolution; building the tree
/// from its JSON against Foundation's JSON parser alone on the same bytes.
struct TintBenchmark {
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    let nodeCount: Int

    func run(rounds: Int) throws {
        var random = Generator(state: 42)
        var parents = [Int32](repeating: -1, count: nodeCount)
        for index in 1..<nodeCount { parents[index] = Int32.random(in: 0..<Int32(index), using: &random) }
        let json = Self.document(parents: parents, random: &random)

        var tree: TintTree?
        let build = try medianSeconds(rounds: rounds) { tree = try TintTreeReader.tree(json, file: "bench.json").tree }
        let data = Data(json)
        let foundation = try medianSeconds(rounds: rounds) { _ = try JSONSerialization.jsonObject(with: data) }
        guard let tree else { return }

        // Re-resolving an unchanged tree, as an appearance or contrast switch does: the first
        // resolutions run without a plan until they have cost as much as building one (the
        // ski-rental rule in TintTree.resolveAll), then the plan is used. Resolution and the copy
        // alternate, so a slow spell of the machine hits both alike; the ratio is the median of
        // the rounds' ratios.
        for _ in 0...TintTree.planCostInPasses { tree.resolveAll() }
        var copy = [Int32](repeating: 0, count: nodeCount)
        var resolveTimes: [Double] = [], copyTimes: [Double] = [], ratios: [Double] = []
        for _ in 0..<(rounds * 8) {
            let copySeconds = medianSeconds(rounds: 1) {
                parents.withUnsafeBufferPointer { source in
                    copy.withUnsafeMutableBufferPointer { target in
                        for index in 0..<source.count { target[index] = source[index] }
                    }
                }
            }
            let resolveSeconds = medianSeconds(rounds: 1) { tree.resolveAll() }
            copyTimes.append(copySeconds)
            resolveTimes.append(resolveSeconds)
            ratios.append(resolveSeconds / copySeconds)
        }
        let resolve = median(resolveTimes), copyPass = median(copyTimes), resolveRatio = median(ratios)

        // The first full resolution after a change to which nodes declare a tint: no plan yet.
        let order = tree.preorder()
        guard let plain = order.last(where: { tree.ownTint(of: $0) == nil && tree.mode(of: $0) == .automatic }) else { return }
        let plainID = tree.id(of: plain)
        var replanned = false
        let afterChange = try medianSeconds(rounds: rounds) {
            _ = try tree.apply(.setTint(node: plainID, color: replanned ? nil : Color(red8: 1, green8: 2, blue8: 3)))
            replanned.toggle()
            tree.resolveAll()
        }

        // Building the plan: after such a change, the pass that builds it (and resolves through it),
        // once the passes without a plan have cost as much as building it.
        var planBuilds: [Double] = []
        for _ in 0..<rounds {
            _ = try tree.apply(.setTint(node: plainID, color: replanned ? nil : Color(red8: 1, green8: 2, blue8: 3)))
            replanned.toggle()
            for _ in 0..<TintTree.planCostInPasses { tree.resolveAll() }
            planBuilds.append(medianSeconds(rounds: 1) { tree.resolveAll() })
        }
        let planBuild = median(planBuilds)

        // A node near the root (the first in pre-order) with exactly 10 descendants, and no own tint.
        var size = [Int](repeating: 1, count: nodeCount)
        for node in order.reversed() where tree.parent(of: node) >= 0 { size[Int(tree.parent(of: node))] += size[Int(node)] }
        guard let target = order.first(where: { size[Int($0)] == 11 && tree.ownTint(of: $0) == nil }) else { return }
        let id = tree.id(of: target)
        let colors = [Color(red8: 255, green8: 0, blue8: 0), Color(red8: 0, green8: 200, blue8: 0)]
        var flip = 0
        var notified = 0
        // Timed 100 events at a time, so the clock's own cost (tens of nanoseconds) is not counted.
        let batch = 100
        let event = try medianSeconds(rounds: rounds * 20) {
            for _ in 0..<batch {
                flip ^= 1
                notified = try tree.apply(.setTint(node: id, color: colors[flip])).notified.count
            }
        } / Double(batch)
        print("{\"nodes\": \(nodeCount), \"bytes\": \(json.count), \"rounds\": \(rounds), \"buildSeconds\": \(build), "
            + "\"foundationParseSeconds\": \(foundation), \"resolveSeconds\": \(resolve), \"copyParentsSeconds\": \(copyPass), "
            + "\"resolveToCopyRatio\": \(resolveRatio), \"resolveAfterChangeSeconds\": \(afterChange), \"planBuildSeconds\": \(planBuild), "
            + "\"eventSeconds\": \(event), \"eventNotified\": \(notified), \"useCopy\": \(copy[nodeCount - 1])}")
    }

    /// The tree as JSON, children nested, 5 % of nodes with their own tint and 1 % with an explicit mode.
    static func document(parents: [Int32], random: inout Generator) -> [UInt8] {
        var children = [[Int32]](repeating: [], count: parents.count)
        for index in 1..<parents.count { children[Int(parents[index])].append(Int32(index)) }
        let tints = ["#ff2d55", "#34c759", "#5856d6", "#ff9500", "oklch(0.6 0.15 250)"]
        var out: [UInt8] = []
        out.reserveCapacity(parents.count * 48)
        // Iterative pre-order with explicit close markers.
        var stack: [(node: Int32, next: Int)] = [(0, -1)]
        while let top = stack.last {
            if top.next == -1 {
                out.append(contentsOf: "{\"id\": \"n\(top.node)\"".utf8)
                let roll = Int.random(in: 0..<100, using: &random)
                if roll < 5 { out.append(contentsOf: ", \"tint\": \"\(tints[roll])\"".utf8) }
                if roll == 5 { out.append(contentsOf: ", \"mode\": \"\(Bool.random(using: &random) ? "dimmed" : "normal")\"".utf8) }
                out.append(contentsOf: ", \"children\": [".utf8)
                stack[stack.count - 1].next = 0
                continue
            }
            let list = children[Int(top.node)]
            if top.next < list.count {
                if top.next > 0 { out.append(contentsOf: ", ".utf8) }
                stack[stack.count - 1].next += 1
                stack.append((list[top.next], -1))
            } else {
                out.append(contentsOf: "]}".utf8)
                stack.removeLast()
            }
        }
        return out
    }
}
