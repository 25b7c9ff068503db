import TintypeDocument
import TintypeTokens

/// Builds, from fuzz bytes, documents whose parts refer to each other in arbitrary graphs, so that
/// every walk that follows references meets cycles, long chains and dangling names: a resolver
/// document whose sets include sets and modifiers and whose modifiers' contexts include sets, and a
/// token file whose groups `$extends` groups and whose tokens alias and `$ref` tokens.
enum ReferenceGraph {
    /// The bytes read one at a time, 0 once they run out.
    struct Bytes {
        let bytes: [UInt8]
        var index = 0
        mutating func next() -> Int {
            defer { index += 1 }
            return index < bytes.count ? Int(bytes[index]) : 0
        }
        var isEmpty: Bool { index >= bytes.count }
    }

    /// A resolver document: up to 8 sets and 4 modifiers, each source a set, a modifier or a token.
    static func resolver(_ input: [UInt8]) -> [UInt8] {
        var bytes = Bytes(bytes: input)
        let setCount = bytes.next() % 8 + 1, modifierCount = bytes.next() % 5
        func source(_ byte: Int) -> String {
            switch byte % 4 {
            case 0: return ##"{"$ref": "#/sets/s\##(byte / 4 % (setCount + 1))"}"##
            case 1: return ##"{"$ref": "#/modifiers/m\##(byte / 4 % (modifierCount + 1))"}"##
            case 2: return ##"{"t\##(byte / 4 % 6)": {"$type": "number", "$value": "{t\##(byte / 24 % 6)}"}}"##
            default: return ##"{"t\##(byte / 4 % 6)": {"$type": "number", "$value": \##(byte)}}"##
            }
        }
        func sources() -> String {
            let count = bytes.next() % 4
            return "[" + (0..<count).map { _ in source(bytes.next()) }.joined(separator: ", ") + "]"
        }
        let sets = (0..<setCount).map { ##""s\##($0)": {"sources": \##(sources())}"## }
        let modifiers = (0..<modifierCount).map { index in
            let contexts = (0..<(bytes.next() % 3 + 1)).map { ##""c\##($0)": \##(sources())"## }
            return ##""m\##(index)": {"contexts": {\##(contexts.joined(separator: ", "))}, "default": "c0"}"##
        }
        var order: [String] = []
        repeat {
            let byte = bytes.next()
            order.append(byte % 2 == 0 ? ##"{"$ref": "#/sets/s\##(byte / 2 % (setCount + 1))"}"## : ##"{"$ref": "#/modifiers/m\##(byte / 2 % (modifierCount + 1))"}"##)
        } while !bytes.isEmpty && order.count < 8
        return Array(##"{"version": "2025.10", "sets": {\##(sets.joined(separator: ", "))}, "modifiers": {\##(modifiers.joined(separator: ", "))}, "resolutionOrder": [\##(order.joined(separator: ", "))]}"##.utf8)
    }

    /// A token file: up to 8 groups, each `$extends` another (or none), each holding tokens that
    /// alias, `$ref` or hold a number, and some a group `n` that `$extends` a top-level group or
    /// another's `n`, its own holder included (a group that would hold itself without end).
    static func tokens(_ input: [UInt8]) -> [UInt8] {
        var bytes = Bytes(bytes: input)
        let groupCount = bytes.next() % 8 + 1
        let groups = (0..<groupCount).map { index -> String in
            let extends = bytes.next()
            var members = extends % 3 == 0 ? [] : [##""$extends": "{g\##(extends / 3 % (groupCount + 1))}""##]
            if bytes.next() % 2 == 0 { members.append(##""$type": "number""##) }
            for token in 0..<(bytes.next() % 4) {
                let byte = bytes.next()
                let target = "g\(byte / 4 % groupCount).t\(byte / 16 % 4)"
                switch byte % 4 {
                case 0: members.append(##""t\##(token)": {"$value": "{\##(target)}"}"##)
                case 1: members.append(##""t\##(token)": {"$ref": "#/\##(target.replacingOccurrences(of: ".", with: "/"))/$value"}"##)
                case 2: members.append(##""t\##(token)": {"$value": {"$ref": "#/\##(target.replacingOccurrences(of: ".", with: "/"))/$value"}}"##)
                default: members.append(##""t\##(token)": {"$value": \##(byte)}"##)
                }
            }
            let nested = bytes.next()
            if nested % 3 == 1 {
                let target = nested / 3 % 2 == 0 ? "g\(nested / 6 % groupCount)" : "g\(nested / 6 % groupCount).n"
                members.append(##""n": {"$extends": "{\##(target)}", "u": {"$type": "number", "$value": \##(nested)}}"##)
            }
            return ##""g\##(index)": {\##(members.joined(separator: ", "))}"##
        }
        return Array("{\(groups.joined(separator: ", "))}".utf8)
    }

    /// Reads both documents as `tokens resolve` does.
    static func run(_ input: [UInt8]) {
        let files = DocumentFiles(source: MemoryFiles(["resolver.json": resolver(input)]))
        _ = try? ResolverDocument(path: "resolver.json", files: files).resolve(input: [:])
        _ = try? DesignTokenReader.read([("tokens.json", tokens(input))])
    }
}
