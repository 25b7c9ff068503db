/// The one reader of document trees, with two policies for what it finds wrong. `everyProblem`, for
/// files people write (themes, project files): each problem is kept with its place and the reading
/// goes on, so one run shows them all (`keep`). `firstProblem`, for files Tintype wrote (a compiled
/// theme, a metrics snapshot, a build manifest): such a file is only damaged, hand-edited or from
/// another version, so the first problem ends the reading (the reader names the file with
/// `Diagnostic.inFile`). Its primitives are written once and report through `report`, which keeps
/// or throws by the policy.
package final class DocumentDecoder {
    package enum Policy: Sendable { case everyProblem, firstProblem }

    /// The file problems are placed in ("" until a reader names it).
    package let file: String
    /// The document's kind, for messages: "a compiled theme", "a metrics snapshot".
    package let document: String
    package let policy: Policy
    /// The problems kept (every-problem policy), in the order found.
    package private(set) var diagnostics: [Diagnostic] = []

    package init(file: String = "", document: String, policy: Policy) {
        self.file = file
        self.document = document
        self.policy = policy
    }

    package func fail(_ node: SourceNode, _ message: String) -> Diagnostic {
        Diagnostic(file: file, position: node.position, message: message)
    }

    /// The most members an object may have for its keys to be checked by a scan rather than a hash.
    private static let scannedMembers = 32

    /// A problem that need not stop the reading (a key given twice, one not known): kept under the
    /// every-problem policy, thrown under the first-problem one.
    package func report(_ problem: Diagnostic) throws(Diagnostic) {
        guard policy == .everyProblem else { throw problem }
        diagnostics.append(problem)
    }

    /// Keeps `problem` with the others (a warning, or an error the caller words itself).
    package func keep(_ problem: Diagnostic) { diagnostics.append(problem) }

    /// The value `read` reads, or nil with its problem kept: how an every-problem reader reads a
    /// value and goes on.
    package func keep<T>(_ read: () throws(Diagnostic) -> T) -> T? {
        do {
            return try read()
        } catch {
            diagnostics.append(error)
            return nil
        }
    }

    /// An object's members that are among `known` (all when nil), each once, in the order written;
    /// each other member is reported (`twice`, `unknown` word them; with no `twice` a repeated key
    /// is read as written, as the DTCG resolver's conformance suite expects). `subject` words where the value
    /// is for the message when it is no object (" at typography.fonts", " for a row").
    package func object(_ node: SourceNode, _ subject: String, known: [String]?, twice: ((SourceNode.Member) -> String)?,
                unknown: (SourceNode.Member) -> String) throws(Diagnostic) -> [SourceNode.Member] {
        guard case .object(let members) = node.value else { throw fail(node, "expected an object\(subject), found \(node.kindDescription)") }
        // A member is accepted when its key is known and not given before. Most objects are small,
        // and for them a scan of the earlier members beats hashing (a compiled theme reads thousands
        // of them); a large one (a map a person wrote, or a hostile file) is hashed, never scanned.
        var repeated: [Bool] = []
        if twice != nil, members.count > Self.scannedMembers {
            var seen = Set<String>(minimumCapacity: members.count)
            for member in members { repeated.append(!seen.insert(member.key).inserted) }
        }
        func isAccepted(_ index: Int) -> (twice: Bool, unknown: Bool) {
            let key = members[index].key
            let twice = twice != nil && (repeated.isEmpty ? members[..<index].contains { $0.key == key } : repeated[index])
            return (twice, known.map { !$0.contains(key) } ?? false)
        }
        guard members.indices.contains(where: { isAccepted($0) != (false, false) }) else { return members }
        var accepted: [SourceNode.Member] = []
        for index in members.indices {
            let member = members[index], verdict = isAccepted(index)
            if verdict.twice, let twice {
                try report(Diagnostic(file: file, position: member.keyPosition, message: twice(member)))
            } else if verdict.unknown {
                try report(Diagnostic(file: file, position: member.keyPosition, message: unknown(member)))
            } else {
                accepted.append(member)
            }
        }
        return accepted
    }

    /// Checks what a document says it is before anything else is read, wherever it says it, since
    /// the version decides how the rest reads: its `format` must be `format` (else `notThis`) and its
    /// `version` `version` (else `otherVersion` of the one it gives). A missing member is left to
    /// the record's own check, which names it.
    package func header(_ root: SourceNode, format: String, version: Int, notThis: String,
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
    package func fields(_ node: SourceNode, _ what: String, keys: [String], required: [String]? = nil,
                _ read: (String, SourceNode) throws(Diagnostic) -> Void) throws(Diagnostic) {
        let record = try record(node, what, keys: keys, required: [])
        for member in try members(node) { try read(member.key, member.value) }
        if let missing = (required ?? keys).first(where: { !record.has($0) }) { throw fail(node, "\(what) has no \"\(missing)\"") }
    }

    /// An object whose keys are all among `keys`, each once; those in `required` must be there.
    package func record(_ node: SourceNode, _ what: String, keys: [String], required: [String]? = nil) throws(Diagnostic) -> Record {
        let members = try object(node, " for \(what)", known: keys, twice: { "\"\($0.key)\" is given twice" },
                                 unknown: { "unknown key \"\($0.key)\" in \(what); \(document) has " + keys.alternatives })
        let record = Record(node: node, members: members)
        if let missing = (required ?? keys).first(where: { !record.has($0) }) {
            throw fail(node, "\(what) has no \"\(missing)\"")
        }
        return record
    }

    /// A tagged union: an object whose member `tag` names its kind and whose other members are
    /// among `keys`; the kind, and the record to read the kind's members from (`Record.member`).
    package func union<Kind: RawRepresentable & CaseIterable>(
        _ node: SourceNode, _ what: String, tag: String = "kind", keys: [String], as type: Kind.Type = Kind.self
    ) throws(Diagnostic) -> (kind: Kind, record: Record) where Kind.RawValue == String {
        let record = try record(node, what, keys: keys, required: [tag])
        return (try named(record[tag], what.hasPrefix("a ") ? String(what.dropFirst(2)) : what), record)
    }

    /// An object's members in the order written, for maps keyed by name (a font's axes, derived colours).
    package func members(_ node: SourceNode) throws(Diagnostic) -> [SourceNode.Member] {
        guard case .object(let members) = node.value else { throw fail(node, "expected an object, found \(node.kindDescription)") }
        return members
    }

    package func array(_ node: SourceNode) throws(Diagnostic) -> [SourceNode] { try array(node, "") }

    package func array(_ node: SourceNode, _ subject: String) throws(Diagnostic) -> [SourceNode] {
        guard case .array(let items) = node.value else { throw fail(node, "expected an array\(subject), found \(node.kindDescription)") }
        return items
    }

    /// `subject` words where the value is for the message (" at tints.default").
    package func string(_ node: SourceNode) throws(Diagnostic) -> String { try string(node, "") }

    package func string(_ node: SourceNode, _ subject: String) throws(Diagnostic) -> String {
        guard case .string(let text) = node.value else { throw fail(node, "expected a string\(subject), found \(node.kindDescription)") }
        return text
    }

    package func number(_ node: SourceNode) throws(Diagnostic) -> Double { try number(node, "") }

    package func number(_ node: SourceNode, _ subject: String) throws(Diagnostic) -> Double {
        guard case .number(let value) = node.value else { throw fail(node, "expected a number\(subject), found \(node.kindDescription)") }
        return value
    }

    /// A number within `range`.
    package func number(_ node: SourceNode, in range: ClosedRange<Double>) throws(Diagnostic) -> Double {
        let value = try number(node)
        guard range.contains(value) else {
            throw fail(node, "expected a number from \(range.lowerBound.plainText) to \(range.upperBound.plainText), found \(value.plainText)")
        }
        return value
    }

    package func integer(_ node: SourceNode, _ range: ClosedRange<Int>) throws(Diagnostic) -> Int {
        let value = try number(node)
        guard let integer = Int(exactly: value), range.contains(integer) else {
            throw fail(node, "expected a whole number from \(range.lowerBound) to \(range.upperBound), found \(value.plainText)")
        }
        return integer
    }

    package func bool(_ node: SourceNode) throws(Diagnostic) -> Bool { try bool(node, "") }

    package func bool(_ node: SourceNode, _ subject: String) throws(Diagnostic) -> Bool {
        guard case .bool(let value) = node.value else { throw fail(node, "expected true or false\(subject), found \(node.kindDescription)") }
        return value
    }

    /// nil for `null`, else the value `read` reads.
    package func optional<T>(_ node: SourceNode, _ read: (SourceNode) throws(Diagnostic) -> T) throws(Diagnostic) -> T? {
        if case .null = node.value { return nil }
        return try read(node)
    }

    /// The case of a closed set that the string names, or an error listing the set.
    package func named<Kind: RawRepresentable & CaseIterable>(_ node: SourceNode, _ what: String, as type: Kind.Type = Kind.self) throws(Diagnostic) -> Kind
    where Kind.RawValue == String {
        let text = try string(node)
        guard let kind = Kind(rawValue: text) else {
            throw fail(node, "unknown \(what) '\(text)'; use " + Kind.allCases.map(\.rawValue).alternatives)
        }
        return kind
    }

    /// A content-size category by its short name (`AX3`).
    package func category(_ node: SourceNode) throws(Diagnostic) -> ContentSizeCategory {
        let text = try string(node)
        guard let category = ContentSizeCategory.allCases.first(where: { $0.name == text }) else {
            throw fail(node, "unknown content-size category '\(text)'; use " + ContentSizeCategory.allCases.map(\.name).alternatives)
        }
        return category
    }

    /// An object's members, checked by `record` (a record has a handful: a scan finds one).
    package struct Record {
        package let node: SourceNode
        package let members: [SourceNode.Member]

        /// A member `record` required (or null when it was optional and is absent).
        package subscript(key: String) -> SourceNode {
            members.first { $0.key == key }?.value ?? SourceNode(value: .null, position: node.position)
        }

        package func has(_ key: String) -> Bool { members.contains { $0.key == key } }

        /// A member the record's kind requires: its value, or an error naming it.
        package func member(_ key: String, of what: String) throws(Diagnostic) -> SourceNode {
            guard has(key) else { throw Diagnostic(file: "", position: node.position, message: "\(what) needs \"\(key)\"") }
            return self[key]
        }
    }
}
