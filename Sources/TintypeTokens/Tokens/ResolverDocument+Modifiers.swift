import TintypeDocument
import TintypeColor

extension ResolverDocument {
    /// A modifier of the document and the names of its contexts, in the resolution order.
    public struct Modifier: Equatable, Sendable {
        public var name: String
        public var contexts: [String]
    }

    /// The modifiers the resolution order uses, declared (`{"$ref": "#/modifiers/theme"}`) or inline.
    public var modifiers: [Modifier] {
        guard case .array(let order)? = root[member: "resolutionOrder"]?.value else { return [] }
        return order.compactMap { item in
            let node: SourceNode?
            let name: String?
            if case .string(let pointer)? = item[member: "$ref"]?.value, pointer.hasPrefix("#/modifiers/") {
                name = String(pointer.dropFirst(12))
                node = name.flatMap { root[member: "modifiers"]?[member: $0] }
            } else if item[member: "type"]?.stringValue == "modifier" {
                name = item[member: "name"]?.stringValue
                node = item
            } else {
                return nil
            }
            guard let name, case .object(let contexts)? = node?[member: "contexts"]?.value else { return nil }
            return Modifier(name: name, contexts: contexts.map(\.key))
        }
    }

    /// The input that gives each mode besides the base, worked out from the contexts' names: a
    /// context named `dark` (or `night`) is the dark appearance, one named for more contrast
    /// (`high`, `more`, `increased`, `hc`, `contrast` without `normal`) increased contrast. For each
    /// mode a modifier takes the context of exactly that mode, else the one that moves along its
    /// own axis (a light/dark modifier's dark context for dark with increased contrast). A mode no
    /// modifier reaches, or that reads as the mode it falls back to, is left out (the platforms'
    /// fallback gives it).
    public var modeInputs: [(mode: BrandMode, input: [String: String])] {
        let classified = modifiers.map { modifier in (modifier.name, modifier.contexts.map { ($0, Self.mode(of: $0)) }) }
        let inputs: [(mode: BrandMode, input: [String: String])] = BrandMode.others.compactMap { mode in
            var input: [String: String] = [:]
            for (name, contexts) in classified {
                if let exact = contexts.first(where: { $0.1 == mode }) {
                    input[name] = exact.0
                } else if mode.appearance == .dark, let dark = contexts.first(where: { $0.1.appearance == .dark }) {
                    input[name] = dark.0
                } else if mode.contrast == .increased, let more = contexts.first(where: { $0.1.contrast == .increased }) {
                    input[name] = more.0
                }
            }
            return input.isEmpty ? nil : (mode, input)
        }
        return inputs.filter { mode in
            guard let fallback = mode.mode.fallback, fallback != .base else { return true }
            return inputs.first { $0.mode == fallback }?.input != mode.input
        }
    }

    /// The mode a context's name stands for.
    static func mode(of context: String) -> BrandMode {
        let words = Set(SourceName.words(context))
        let dark = !words.isDisjoint(with: ["dark", "night"])
        let more = !words.isDisjoint(with: ["high", "more", "increased", "hc"])
            || (words.contains("contrast") && words.isDisjoint(with: ["normal", "standard", "default", "low", "regular"]))
        return BrandMode(dark ? .dark : .light, more ? .increased : .normal)
    }
}
