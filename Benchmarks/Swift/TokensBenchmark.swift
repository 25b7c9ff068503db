import Foundation
import TintypeDocument
import TintypeTokens

/// Reading generated token sets at Style Dictionary's own performance budgets: 9,000 DTCG tokens
/// with 6,000 references of depth 3 (its budget 0.5 s), the same count in Tokens Studio's format
/// with its math in the references (the same budget), and 30,000 tokens with references of depth
/// 100 (its budget 5 s). The budgets are fixed figures Style Dictionary publishes, not a run of it.
struct TokensBenchmark {
    func run(rounds: Int) throws {
        let shallow = Self.document(chains: 3000, depth: 3)
        let deep = Self.document(chains: 300, depth: 100)
        let studio = Self.tokensStudioDocument(chains: 3000)
        var shallowCount = 0, deepCount = 0, studioCount = 0
        let shallowTime = try medianSeconds(rounds: rounds) {
            shallowCount = try DesignTokenReader.read([(name: "shallow.json", bytes: shallow)]).tokens.count
        }
        let studioTime = try medianSeconds(rounds: rounds) {
            studioCount = try DesignTokenReader.read([(name: "studio.json", bytes: studio)]).tokens.count
        }
        let deepTime = try medianSeconds(rounds: rounds) {
            deepCount = try DesignTokenReader.read([(name: "deep.json", bytes: deep)]).tokens.count
        }
        // The DTCG conformance suite, every file decided as `tokens resolve --strict` decides it, in memory.
        let suite = try Self.suiteFiles()
        var accepted = 0
        let suiteTime = medianSeconds(rounds: rounds) {
            accepted = 0
            for file in suite {
                if file.resolver {
                    let files = DocumentFiles(source: MemoryFiles([file.name: file.bytes]))
                    if (try? ResolverDocument(path: file.name, files: files, options: TokenReadingOptions(strict: true)).resolve(input: file.input)) != nil { accepted += 1 }
                } else if (try? DesignTokenReader.read([(name: file.name, bytes: file.bytes)], options: TokenReadingOptions(strict: true))) != nil {
                    accepted += 1
                }
            }
        }
        print("{\"shallowTokens\": \(shallowCount), \"shallowReferences\": 6000, \"shallowSeconds\": \(shallowTime), "
            + "\"studioTokens\": \(studioCount), \"studioSeconds\": \(studioTime), "
            + "\"deepTokens\": \(deepCount), \"deepSeconds\": \(deepTime), "
            + "\"suiteFiles\": \(suite.count), \"suiteAccepted\": \(accepted), \"suiteSeconds\": \(suiteTime), \"rounds\": \(rounds)}")
    }

    /// The suite's fixtures (run from the package root), with a context for each modifier of a
    /// resolver document that has no default (the first by name, as the conformance test gives it).
    static func suiteFiles() throws -> [(name: String, bytes: [UInt8], resolver: Bool, input: [String: String])] {
        var files: [(name: String, bytes: [UInt8], resolver: Bool, input: [String: String])] = []
        for part in ["format", "resolver"] {
            let root = "Tests/Fixtures/DTCGSuite/\(part)/"
            let manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: root + "manifest.json"))) as? [String: Any]
            for test in manifest?["tests"] as? [[String: Any]] ?? [] {
                guard let input = test["input"] as? String else { continue }
                let data = try Data(contentsOf: URL(fileURLWithPath: root + input))
                var contexts: [String: String] = [:]
                if part == "resolver", let document = try JSONSerialization.jsonObject(with: data) as? [String: Any] {
                    for (name, modifier) in document["modifiers"] as? [String: [String: Any]] ?? [:] where modifier["default"] == nil {
                        contexts[name] = (modifier["contexts"] as? [String: Any])?.keys.sorted().first
                    }
                }
                files.append((root + input, Array(data), part == "resolver", contexts))
            }
        }
        return files
    }

    /// `chains` chains of `depth` tokens: the first holds a value, each next one aliases the one before.
    /// Chains alternate between dimension, colour and number groups.
    static func document(chains: Int, depth: Int) -> [UInt8] {
        var text = "{"
        for chain in 0..<chains {
            let kind = ["dimension", "color", "number"][chain % 3]
            text += chain == 0 ? "" : ","
            text += "\n\"group\(chain)\": {\"$type\": \"\(kind)\""
            for level in 0..<depth {
                text += ", \"t\(level)\": {\"$value\": "
                if level > 0 {
                    text += "\"{group\(chain).t\(level - 1)}\""
                } else {
                    switch kind {
                    case "dimension": text += "{\"value\": \(chain % 64), \"unit\": \"px\"}"
                    case "color": text += "{\"colorSpace\": \"srgb\", \"components\": [0.1, 0.4, \(Double(chain % 10) / 10)]}"
                    default: text += "\(chain)"
                    }
                }
                text += ", \"$description\": \"token \(level) of chain \(chain)\"}"
            }
            text += "}"
        }
        text += "\n}\n"
        return Array(text.utf8)
    }

    /// `chains` chains of three Tokens Studio tokens (`value`/`type` without `$`, its type names):
    /// a size and two sizes computed from the one before (`{a} * 1.25`, `{b} + 4`), a colour and
    /// two aliases, or a weight by name and two aliases: 9,000 tokens and 6,000 references.
    static func tokensStudioDocument(chains: Int) -> [UInt8] {
        var text = "{"
        for chain in 0..<chains {
            let kind = ["sizing", "color", "fontWeights"][chain % 3]
            let first: String
            switch kind {
            case "sizing": first = "\"\(chain % 64 + 1)\""
            case "color":
                let hex = String(chain * 2_654_435 % 0xFFFFFF, radix: 16)
                first = "\"#\(String(repeating: "0", count: 6 - hex.count))\(hex)\""
            default: first = "\"\(["Regular", "Semi Bold", "extra-bold"][chain % 3])\""
            }
            let second = kind == "sizing" ? "\"{g\(chain).t0} * 1.25\"" : "\"{g\(chain).t0}\""
            let third = kind == "sizing" ? "\"{g\(chain).t1} + 4\"" : "\"{g\(chain).t1}\""
            text += (chain == 0 ? "" : ",") + "\n\"g\(chain)\": {"
            text += "\"t0\": {\"value\": \(first), \"type\": \"\(kind)\"}, "
            text += "\"t1\": {\"value\": \(second), \"type\": \"\(kind)\"}, "
            text += "\"t2\": {\"value\": \(third), \"type\": \"\(kind)\"}}"
        }
        return Array((text + "\n}\n").utf8)
    }
}
