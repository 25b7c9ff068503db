import Foundation
import TintypeColor
import TintypeTrees

/// The layout resolver on a random tree with geometry: a full resolution against the tint
/// resolution of the same tree (read from the same JSON), with two reference points for that ratio
/// (the least a layout resolution writes, and tint's pass without its plan), and one event on a
/// node with 10 descendants against a full resolution.
struct LayoutBenchmark {
    let nodeCount: Int

    func run(rounds: Int) throws {
        var random = TintBenchmark.Generator(state: 7)
        var parents = [Int32](repeating: -1, count: nodeCount)
        for index in 1..<nodeCount { parents[index] = Int32.random(in: 0..<Int32(index), using: &random) }
        let json = Self.document(parents: parents, random: &random)
        let tintTree = try TintTreeReader.tree(json, file: "bench.json").tree
        let layoutTree = try LayoutTreeReader.tree(json, file: "bench.json") { LayoutTree() }

        // Alternately, so a slow spell of the machine hits both alike; the ratio is the median of
        // the pairs' ratios. The tint tree builds its resolution plan after its first passes
        // (TintTree.resolveAll), so most of its timings are with the plan: the faster baseline.
        var layoutTimes: [Double] = [], tintTimes: [Double] = [], ratios: [Double] = []
        for _ in 0..<(rounds * 8) {
            let tintSeconds = medianSeconds(rounds: 1) { tintTree.resolveAll() }
            let layoutSeconds = medianSeconds(rounds: 1) { layoutTree.resolveAll() }
            tintTimes.append(tintSeconds)
            layoutTimes.append(layoutSeconds)
            ratios.append(layoutSeconds / tintSeconds)
        }
        let layout = median(layoutTimes), tint = median(tintTimes), ratio = median(ratios)

        // Two reference points for that ratio. (1) The least any layout resolution writes: twelve
        // doubles a node (safe area, margins, guides, size: 96 bytes) against the tint state's four
        // bytes, timed alternately with the tint resolution. (2) The tint tree's pass without its
        // plan, node by node as the first resolution of a tree read once runs it (a change of which
        // nodes declare a tint drops the plan), timed alternately with the layout resolution.
        var record = [Double](repeating: 0, count: nodeCount * 12)
        var fill = 0.0, floorRatios: [Double] = [], floorTimes: [Double] = []
        for _ in 0..<(rounds * 8) {
            fill += 1
            let floorSeconds = medianSeconds(rounds: 1) { record.withUnsafeMutableBufferPointer { $0.update(repeating: fill) } }
            let tintSeconds = medianSeconds(rounds: 1) { tintTree.resolveAll() }
            floorTimes.append(floorSeconds)
            floorRatios.append(floorSeconds / tintSeconds)
        }
        guard record[nodeCount * 12 - 1] == fill else { throw BenchmarkError("the 96-byte records were not written") }
        guard let plain = tintTree.preorder().last(where: { tintTree.ownTint(of: $0) == nil && tintTree.mode(of: $0) == .automatic }) else {
            throw BenchmarkError("no node without a tint of its own in the tree")
        }
        let plainID = tintTree.id(of: plain)
        var declares = false, unplannedTimes: [Double] = [], unplannedRatios: [Double] = []
        for _ in 0..<(rounds * 8) {
            declares.toggle()
            _ = try tintTree.apply(.setTint(node: plainID, color: declares ? Color(red8: 1, green8: 2, blue8: 3) : nil))
            let tintSeconds = medianSeconds(rounds: 1) { tintTree.resolveAll() }
            let layoutSeconds = medianSeconds(rounds: 1) { layoutTree.resolveAll() }
            unplannedTimes.append(tintSeconds)
            unplannedRatios.append(layoutSeconds / tintSeconds)
        }

        // A node with exactly 10 descendants; its margins switch between two values.
        let order = layoutTree.preorder()
        var size = [Int](repeating: 1, count: nodeCount)
        for node in order.reversed() where layoutTree.parent(of: node) >= 0 { size[Int(layoutTree.parent(of: node))] += size[Int(node)] }
        guard let target = order.first(where: { size[Int($0)] == 11 && layoutTree.properties(of: $0).kind == .view }) else {
            throw BenchmarkError("no view with 10 descendants in the tree")
        }
        let id = layoutTree.id(of: target)
        let margins: [LayoutMargins] = [.physical(EdgeInsets(top: 4, left: 12, bottom: 4, right: 12)), .physical(EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))]
        var flip = 0, notified = 0
        let batch = 100
        let event = try medianSeconds(rounds: rounds * 20) {
            for _ in 0..<batch {
                flip ^= 1
                notified = try layoutTree.apply(.setLayoutMargins(node: id, margins: margins[flip])).notified.count
            }
        } / Double(batch)
        print("{\"nodes\": \(nodeCount), \"rounds\": \(rounds), \"layoutSeconds\": \(layout), \"tintSeconds\": \(tint), "
            + "\"layoutToTintRatio\": \(ratio), \"eventSeconds\": \(event), \"eventNotified\": \(notified), "
            + "\"recordFloorSeconds\": \(median(floorTimes)), \"recordFloorToTintRatio\": \(median(floorRatios)), "
            + "\"unplannedTintSeconds\": \(median(unplannedTimes)), \"layoutToUnplannedTintRatio\": \(median(unplannedRatios))}")
    }

    /// The tree as JSON: a notched iPhone's window, then views with frames (70 %), scroll views
    /// (10 %), view controllers (12 %) and bars (8 %); 5 % of the nodes carry a tint.
    static func document(parents: [Int32], random: inout TintBenchmark.Generator) -> [UInt8] {
        var children = [[Int32]](repeating: [], count: parents.count)
        for (index, parent) in parents.enumerated() where parent >= 0 { children[Int(parent)].append(Int32(index)) }
        var text = ""
        text.reserveCapacity(parents.count * 90)
        func number(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
        func write(_ node: Int32) {
            text += "{\"id\":\"n\(node)\""
            if node == 0 {
                text += ",\"kind\":\"window\",\"device\":\"iphone-notched\""
            } else {
                let roll = number(0...99)
                if roll < 70 {
                    text += ",\"frame\":[\(number(0...200)),\(number(0...400)),\(number(0...390)),\(number(0...844))]"
                } else if roll < 80 {
                    text += ",\"kind\":\"scrollView\",\"contentSize\":[390,\(number(0...3000))]"
                } else if roll < 92 {
                    text += ",\"kind\":\"viewController\""
                } else {
                    text += ",\"kind\":\"\(["navigationBar", "tabBar", "toolbar"][number(0...2)])\""
                }
                if number(0...99) < 5 { text += ",\"tint\":\"#ff2d55\"" }
            }
            if !children[Int(node)].isEmpty {
                text += ",\"children\":["
                for (position, child) in children[Int(node)].enumerated() {
                    if position > 0 { text += "," }
                    write(child)
                }
                text += "]"
            }
            text += "}"
        }
        write(0)
        return Array(text.utf8)
    }
}
