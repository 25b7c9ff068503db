/// Reads a document that Tintype wrote itself (a compiled theme, a metrics snapshot) from its
/// tree. Such a file is only damaged, hand-edited or from another version, so the first problem
/// ends the reading, at its line and column (the reader names the file with `Diagnostic.inFile`).
struct RecordDecoder {
    /// The document's kind, for messages: "a compiled theme", "a metrics snapshot".
    let document: String

    func fail(_ node: SourceNode, _ message: String) -> Diagnostic {
        Diagnostic(file: "", position: node.position, message: message)
    }

    /// Checks what a document says it is before anything else is read, wherever it says it, since
    /// the version decides how the rest reads: its `format` must be `format` (else `notThis`) and its
    /// `version` `version` (else `otherVersion` of the one it gives). A missing member is left to
    /// the record's own check, which names it.
    func header(_ root: SourceNode, format: String, version: Int, notThis: String,
                otherVersion: (Double) -> String) throws(Diagnostic) {
        guard case .object(let members) = root.value else { return }
        if let formatNode = members.first(where: { $0.key == "format" })?.value {
            guard case .string(format) = formatNode.value else { throw fail(formatNode, notThis) }
        }
        guard let versionNode = members.first(where: { $0.key == "version" })?.value else { return }
        let given = try number(versionNode)
        guard given == Double(version) else { throw fail(versionNode, otherVersion(given)) }
    }

    /// Each member of an object in the order written, given to `read`; every key must be among
    /// `keys`, each once, and those in `required` (all by default) there once all are read.
    func fields(_ node: SourceNode, _ what: String, keys: [String], required: [String]? = nil,
                _ read: (String, SourceNode) throws(Diagnostic) -> Void) throws(Diagnostic) {
        let record = try record(node, what, keys: keys, required: [])
        for member in try members(node) { try read(member.key, member.value) }
        if let missing = (required ?? keys).first(where: { !record.has($0) }) { throw fail(node, "\(what) has no \"\(missing)\"") }
    }

    /// An object whose keys are all among `keys`, each once; those in `required` must be there.
    func record(_ node: SourceNode, _ what: String, keys: [String], required: [String]? = nil) throws(Diagnostic) -> Record {
        guard case .object(let members) = node.value else { throw fail(node, "expected an object for \(what), found \(node.kindDescription)") }
        for (index, member) in members.enumerated() {
            guard keys.contains(member.key) else {
                throw Diagnostic(file: "", position: member.keyPosition, message:
                    "unknown key \"\(member.key)\" in \(what); \(document) has " + keys.alternatives)
            }
            guard !members[..<index].contains(where: { $0.key == member.key }) else {
                throw Diagnostic(file: "", position: member.keyPosition, message: "\"\(member.key)\" is given twice")
            }
        }
        let record = Record(node: node, members: members)
        if let missing = (required ?? keys).first(where: { !record.has($0) }) {
            throw fail(node, "\(what) has no \"\(missing)\"")
        }
        return record
    }

    /// An object's members in the order written, for maps keyed by name (a font's axes, derived colours).
    func members(_ node: SourceNode) throws(Diagnostic) -> [SourceNode.Member] {
        guard case .object(let members) = node.value else { throw fail(node, "expected an object, found \(node.kindDescription)") }
        return members
    }

    func array(_ node: SourceNode) throws(Diagnostic) -> [SourceNode] {
        guard case .array(let items) = node.value else { throw fail(node, "expected an array, found \(node.kindDescription)") }
        return items
    }

    func string(_ node: SourceNode) throws(Diagnostic) -> String {
        guard case .string(let text) = node.value else { throw fail(node, "expected a string, found \(node.kindDescription)") }
        return text
    }

    func number(_ node: SourceNode) throws(Diagnostic) -> Double {
        guard case .number(let value) = node.value else { throw fail(node, "expected a number, found \(node.kindDescription)") }
        return value
    }

    /// A number within `range`.
    func number(_ node: SourceNode, in range: ClosedRange<Double>) throws(Diagnostic) -> Double {
        let value = try number(node)
        guard range.contains(value) else {
            throw fail(node, "expected a number from \(range.lowerBound.plainText) to \(range.upperBound.plainText), found \(value.plainText)")
        }
        return value
    }

    func integer(_ node: SourceNode, _ range: ClosedRange<Int>) throws(Diagnostic) -> Int {
        let value = try number(node)
        guard let integer = Int(exactly: value), range.contains(integer) else {
            throw fail(node, "expected a whole number from \(range.lowerBound) to \(range.upperBound), found \(value.plainText)")
        }
        return integer
    }

    func bool(_ node: SourceNode) throws(Diagnostic) -> Bool {
        guard case .bool(let value) = node.value else { throw fail(node, "expected true or false, found \(node.kindDescription)") }
        return value
    }

    /// nil for `null`, else the value `read` reads.
    func optional<T>(_ node: SourceNode, _ read: (SourceNode) throws(Diagnostic) -> T) throws(Diagnostic) -> T? {
        if case .null = node.value { return nil }
        return try read(node)
    }

    /// The case of a closed set that the string names, or an error listing the set.
    func named<Kind: RawRepresentable & CaseIterable>(_ node: SourceNode, _ what: String, as type: Kind.Type = Kind.self) throws(Diagnostic) -> Kind
    where Kind.RawValue == String {
        let text = try string(node)
        guard let kind = Kind(rawValue: text) else {
            throw fail(node, "unknown \(what) '\(text)'; use " + Kind.allCases.map(\.rawValue).alternatives)
        }
        return kind
    }

    /// A content-size category by its short name (`AX3`).
    func category(_ node: SourceNode) throws(Diagnostic) -> ContentSizeCategory {
        let text = try string(node)
        guard let category = ContentSizeCategory.allCases.first(where: { $0.name == text }) else {
            throw fail(node, "unknown content-size category '\(text)'; use " + ContentSizeCategory.allCases.map(\.name).alternatives)
        }
        return category
    }

    /// An object's members, checked by `record` (a record has a handful: a scan finds one).
    struct Record {
        let node: SourceNode
        let members: [SourceNode.Member]

        /// A member `record` required (or null when it was optional and is absent).
        subscript(key: String) -> SourceNode {
            members.first { $0.key == key }?.value ?? SourceNode(value: .null, position: node.position)
        }

        func has(_ key: String) -> Bool { members.contains { $0.key == key } }
    }
}
