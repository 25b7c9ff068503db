/// A closed set of names (an object's keys, or the values of an enumeration) matched against a
/// scanner's tokens byte by byte, so a reader of a large document makes no String for a name it
/// knows. Each name has a value and an index (its place in the set, for bit sets of names seen).
package struct JSONNames<Value: Sendable>: Sendable {
    private let names: [[UInt8]]
    private let values: [Value]

    package init(_ entries: [(name: String, value: Value)]) {
        names = entries.map { Array($0.name.utf8) }
        values = entries.map(\.value)
    }

    /// How many names there are.
    package var count: Int { names.count }

    /// The names, in order, for messages that list them.
    package var all: [String] { names.map { String(decoding: $0, as: UTF8.self) } }

    /// The entry whose name is the token's text, or nil. `first` is tried before the others: a
    /// reader of records written in a fixed order passes the index after the last key's, so a key
    /// usually costs one comparison.
    package func match(_ token: JSONScanner.Token, in scanner: JSONScanner, first: Int = 0) -> (index: Int, value: Value)? {
        switch token {
        case .raw(let range):
            return scanner.bytes.withUnsafeBufferPointer { bytes -> (index: Int, value: Value)? in
                let text = UnsafeBufferPointer(rebasing: bytes[range])
                func same(_ index: Int) -> Bool {
                    names[index].count == text.count && names[index].withUnsafeBufferPointer { name in
                        var position = 0
                        while position < name.count, name[position] == text[position] { position += 1 }
                        return position == name.count
                    }
                }
                if first < names.count, same(first) { return (first, values[first]) }
                for index in names.indices where index != first && same(index) { return (index, values[index]) }
                return nil
            }
        case .decoded(let text):
            for (index, name) in names.enumerated() where name.elementsEqual(text.utf8) { return (index, values[index]) }
            return nil
        }
    }
}

extension JSONNames where Value: RawRepresentable & CaseIterable, Value.RawValue == String {
    /// The cases of an enumeration, named by their raw values, indexed in `allCases` order.
    package init(_ type: Value.Type) {
        self.init(Value.allCases.map { (name: $0.rawValue, value: $0) })
    }
}
