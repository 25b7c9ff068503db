import TintypeCore

/// Reading generated DTCG token sets at Style Dictionary's own performance budgets: 9,000 tokens
/// with 6,000 references of depth 3 (its budget 0.5 s) and 30,000 tokens with references of depth
/// 100 (its budget 5 s).
struct TokensBenchmark {
    func run(rounds: Int) throws {
        let shallow = Self.document(chains: 3000, depth: 3)
        let deep = Self.document(chains: 300, depth: 100)
        var shallowCount = 0, deepCount = 0
        let shallowTime = try medianSeconds(rounds: rounds) {
            shallowCount = try DesignTokenReader.read([(name: "shallow.json", bytes: shallow)]).tokens.count
        }
        let deepTime = try medianSeconds(rounds: rounds) {
            deepCount = try DesignTokenReader.read([(name: "deep.json", bytes: deep)]).tokens.count
        }
        print("{\"shallowTokens\": \(shallowCount), \"shallowReferences\": 6000, \"shallowSeconds\": \(shallowTime), "
            + "\"deepTokens\": \(deepCount), \"deepSeconds\": \(deepTime), \"rounds\": \(rounds)}")
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
}
