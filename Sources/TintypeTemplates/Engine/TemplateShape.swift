import TintypeDocument

/// What a context value is, described once: a template's names are checked against it before
/// anything renders (an unknown name is an error at its line and column, with a suggestion), and
/// the context's published JSON schema is written from it (`template context --schema`).
public struct TemplateShape: Sendable {
    public indirect enum Kind: Sendable {
        case string, number, bool
        /// A value of any of several kinds (a token's value by its type): not checked below it.
        case any
        case list(TemplateShape)
        /// An object: its kind's name (for the filters that take it) and its members in order.
        case object(String?, [(name: String, shape: TemplateShape)])
    }

    public var kind: Kind
    public var description: String
    /// Whether the value may be null.
    public var nullable = false

    public static func string(_ description: String) -> Self { Self(kind: .string, description: description) }
    public static func number(_ description: String) -> Self { Self(kind: .number, description: description) }
    public static func bool(_ description: String) -> Self { Self(kind: .bool, description: description) }
    public static func any(_ description: String) -> Self { Self(kind: .any, description: description) }
    public static func list(_ element: TemplateShape, _ description: String) -> Self { Self(kind: .list(element), description: description) }
    public static func object(_ kind: String? = nil, _ description: String, _ members: [(name: String, shape: TemplateShape)]) -> Self {
        Self(kind: .object(kind, members), description: description)
    }

    /// The same shape, which may be null.
    public var orNull: Self {
        var shape = self
        shape.nullable = true
        return shape
    }

    /// What `name` is on a value of this shape: the member's shape, or the names there are (empty
    /// when the shape has no members at all).
    func member(_ name: String) -> Result<TemplateShape, Unknown> {
        switch kind {
        case .any: return .success(self)
        case .object(_, let members):
            if let member = members.first(where: { $0.name == name }) { return .success(member.shape) }
            return .failure(Unknown(names: members.map(\.name)))
        case .list(let element):
            switch name {
            case "first", "last": return .success(element.orNull)
            case "count": return .success(.number("How many items the list holds."))
            default:
                if Int(name) != nil { return .success(element.orNull) }
                return .failure(Unknown(names: ["first", "last", "count", "0"]))
            }
        case .string, .number, .bool: return .failure(Unknown(names: []))
        }
    }

    /// The names a shape has where a template asked for another.
    struct Unknown: Error {
        var names: [String]
    }

    /// The shape as a JSON Schema (draft 2020-12) fragment.
    package var jsonSchema: JSONValue {
        var members: [(String, JSONValue)] = [("description", .string(description))]
        func type(_ name: String) -> JSONValue { nullable ? .array([.string(name), .string("null")]) : .string(name) }
        switch kind {
        case .string: members.append(("type", type("string")))
        case .number: members.append(("type", type("number")))
        case .bool: members.append(("type", type("boolean")))
        case .any: break
        case .list(let element):
            members += [("type", type("array")), ("items", element.jsonSchema)]
        case .object(_, let fields):
            members += [("type", type("object")), ("additionalProperties", .bool(false)),
                        ("required", .array(fields.map { .string($0.name) })),
                        ("properties", .members(fields.map { ($0.name, $0.shape.jsonSchema) }))]
        }
        return .members(members)
    }
}
