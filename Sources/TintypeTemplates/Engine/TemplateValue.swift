/// A value a template reads: the compiled theme as a tree of objects, lists, strings, numbers and
/// booleans (`TemplateContext`), which `tintype template context` prints as JSON.
public indirect enum TemplateValue: Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case list([TemplateValue])
    case object(TemplateObject)

    /// A member of an object (nil when there is none), an item of a list by index, or a list's
    /// `first`, `last` and `count`.
    func member(_ name: String) -> TemplateValue? {
        switch self {
        case .object(let object): object[name]
        case .list(let items):
            switch name {
            case "first": items.first ?? .null
            case "last": items.last ?? .null
            case "count": .number(Double(items.count))
            default: Int(name).flatMap { items.indices.contains($0) ? items[$0] : nil } ?? .null
            }
        default: nil
        }
    }

    /// Whether `{% if %}` takes the value as true: not null, false, 0, "" or an empty list.
    var isTruthy: Bool {
        switch self {
        case .null: false
        case .bool(let value): value
        case .number(let value): value != 0
        case .string(let value): !value.isEmpty
        case .list(let items): !items.isEmpty
        case .object: true
        }
    }

    /// The words a kind of value is called in messages.
    var kind: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .list: "a list"
        case .object(let object): object.kind.map { "a \($0)" } ?? "an object"
        }
    }
}

/// An object of the context: members in a fixed order (as printed) and looked up by name. `kind`
/// names what it is (`color`, `dimension`, …) so that filters can tell a colour from a length.
/// Objects have a handful of members and a context has tens of thousands of them, so a member is
/// found by comparing names in order rather than through a hash table built for each.
public final class TemplateObject: Sendable {
    public let kind: String?
    let members: [(key: String, value: TemplateValue)]

    public init(kind: String? = nil, _ members: [(String, TemplateValue)]) {
        self.kind = kind
        self.members = members.map { (key: $0.0, value: $0.1) }
    }

    /// The members' names, in order.
    public var keys: [String] { members.map(\.key) }

    public subscript(key: String) -> TemplateValue? { members.first { $0.key == key }?.value }
}
