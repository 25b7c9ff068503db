/// Reading a source tree's objects by key, so no reader keeps its own key search.
extension SourceNode {
    /// The members of an object; nil for any other value.
    public var members: [Member]? {
        if case .object(let members) = value { return members }
        return nil
    }

    /// The member `key` of an object (the first: a document's keys are unique); nil when there is
    /// none or this is not an object.
    public func member(_ key: String) -> Member? {
        members?.first { $0.key == key }
    }

    /// The value of the member `key`, as `member(_:)`.
    public subscript(member key: String) -> SourceNode? { member(key)?.value }

    /// Whether this is an object with the member `key`.
    public func has(_ key: String) -> Bool { member(key) != nil }

    /// The text of a string; nil for any other value.
    public var stringValue: String? {
        if case .string(let text) = value { return text }
        return nil
    }

    /// The value of a number; nil for any other value.
    public var numberValue: Double? {
        if case .number(let number) = value { return number }
        return nil
    }
}

/// The same lookups on an object's members as read.
extension Array where Element == SourceNode.Member {
    /// The member `key` (the first); nil when there is none.
    public func member(_ key: String) -> SourceNode.Member? { first { $0.key == key } }

    /// The value of the member `key`.
    public subscript(member key: String) -> SourceNode? { member(key)?.value }

    /// Whether there is a member `key`.
    public func has(_ key: String) -> Bool { contains { $0.key == key } }
}
