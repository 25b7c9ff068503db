import Foundation
import TintypeFonts

/// `tintype-bench SUITE [options]`: in-process benchmarks of Tintype's hot paths, for Benchmarks/run.sh.
///
/// Each suite prints one JSON line with the median time of a round; the runner compares it with a
/// baseline measured in the same run.
@main
enum BenchmarkMain {
    static func main() {
        var arguments = Array(CommandLine.arguments.dropFirst())
        guard let suite = arguments.first else { usage() }
        arguments.removeFirst()
        var rounds = 1
        if arguments.first == "--rounds", arguments.count > 1, let count = Int(arguments[1]), count > 0 {
            rounds = count
            arguments.removeFirst(2)
        }
        do {
            switch suite {
            case "fonts":
                // --hash none: without hashing the files (the reading work alone); tintype hashes each.
                var hashing = true
                if arguments.first == "--hash", arguments.count > 1 {
                    switch arguments[1] {
                    case "serial": hashing = true
                    case "none": hashing = false
                    default: usage()
                    }
                    arguments.removeFirst(2)
                }
                try FontInspectBenchmark(files: arguments, hashing: hashing).run(rounds: rounds)
            case "png":
                guard arguments.count >= 3 else { usage() }
                try PictureBenchmark(compiled: arguments[0], output: arguments[1], labelFont: arguments[2], faces: Array(arguments.dropFirst(3))).run()
            case "styles": try StylesBenchmark().run(rounds: rounds)
            case "tokens": try TokensBenchmark().run(rounds: rounds)
            case "export":
                guard let file = arguments.first else { usage() }
                try ExportBenchmark(file: file).run(rounds: rounds)
            case "layout": try LayoutBenchmark(nodeCount: Int(arguments.first ?? "") ?? 100_000).run(rounds: rounds)
            case "tint": try TintBenchmark(nodeCount: Int(arguments.first ?? "") ?? 1_000_000).run(rounds: rounds)
            default: usage()
            }
        } catch {
            FileHandle.standardError.write(Data("tintype-bench: error: \(error)\n".utf8))
            exit(2)
        }
    }

    static func usage() -> Never {
        FileHandle.standardError.write(Data("usage: tintype-bench fonts [--rounds N] [--hash serial|none] FILE... | tintype-bench styles [--rounds N] | tintype-bench tint [--rounds N] [NODES] | tintype-bench layout [--rounds N] [NODES] | tintype-bench tokens [--rounds N] | tintype-bench export [--rounds N] COMPILED.tintype.json | tintype-bench png COMPILED OUT.png LABEL-FONT SHA256=PATH...\n".utf8))
        exit(2)
    }
}

/// The median of `rounds` timings of `body`, in seconds.
func medianSeconds(rounds: Int, _ body: () throws -> Void) rethrows -> Double {
    var times: [Double] = []
    times.reserveCapacity(rounds)
    for _ in 0..<rounds {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    return median(times)
}

/// The median of `values` (the upper one of an even count).
func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

/// A benchmark whose two sides did not compute the same thing: its figures would mean nothing.
struct BenchmarkError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
