import TintypeDocument
import TintypeColor
import TintypeTypography

/// Values as token files in the wild write them, turned into DTCG 2025.10 values: CSS colour strings
/// into colour objects, `"14px"` into dimensions, CSS font stacks into family lists, weight names
/// into numbers. Each function returns nil when the value is already in its 2025.10 form (or is an
/// alias, resolved later), and a `Problem` when it cannot be read.
package enum DraftValues {
    package struct Problem: Error, Equatable {
        package var message: String
    }

    /// The 2025.10 form of `value` for a token of `type`; nil when it needs no change.
    static func normalize(_ value: SourceNode, type: String) throws(Problem) -> SourceNode? {
        // Aliases, and math in a numeric token, are resolved later, by the resolver.
        if case .string(let text) = value.value, DesignTokenReader.aliasPath(text) != nil
            || (TokenExpression.numericTypes.contains(type) && TokenExpression.isExpression(text)) { return nil }
        switch type {
        case "color": return try color(value)
        case "dimension": return try dimension(value)
        case "duration": return try duration(value)
        case "fontFamily": return fontFamily(value)
        case "fontWeight": return try fontWeight(value)
        case "number": return try number(value)
        case "typography": return try typography(value)
        case "shadow":
            if case .array(let items) = value.value {
                var changed = false
                var shadows: [SourceNode] = []
                for (index, item) in items.enumerated() {
                    do {
                        let converted = try members(item, lengths: ["offsetX", "offsetY", "blur", "spread"])
                        changed = changed || converted != nil
                        shadows.append(converted ?? item)
                    } catch {
                        throw Problem(message: "shadow \(index): \(error.message)")
                    }
                }
                return changed ? SourceNode(value: .array(shadows), position: value.position) : nil
            }
            return try members(value, lengths: ["offsetX", "offsetY", "blur", "spread"])
        case "border": return try members(value, lengths: ["width"])
        default: return nil
        }
    }

    /// A shadow's or border's members in their 2025.10 forms: its colour a colour object, its
    /// lengths dimensions (a bare number or numeric string px, as sd-transforms reads them).
    static func members(_ value: SourceNode, lengths: Set<String>) throws(Problem) -> SourceNode? {
        guard let members = value.members else { return nil }
        var changed = false
        var output: [SourceNode.Member] = []
        for member in members {
            var converted: SourceNode?
            if case .string(let text) = member.value.value,
               DesignTokenReader.aliasPath(text) != nil || (member.key != "color" && TokenExpression.isExpression(text)) {
                converted = nil
            } else if member.key == "color" {
                do { converted = try color(member.value) } catch { throw Problem(message: "color: \(error.message)") }
            } else if lengths.contains(member.key) {
                do { converted = try dimension(member.value) } catch { throw Problem(message: "\(member.key): \(error.message)") }
            }
            if converted != nil { changed = true }
            output.append(SourceNode.Member(key: member.key, keyPosition: member.keyPosition, value: converted ?? member.value))
        }
        return changed ? SourceNode(value: .object(output), position: value.position) : nil
    }

    /// `#ff0000`, `rgb()`, `rgba()`, `hsl()`, `hsla()`, `transparent` → `{colorSpace: srgb, components, alpha, hex}`.
    static func color(_ value: SourceNode) throws(Problem) -> SourceNode? {
        guard case .string(let text) = value.value else { return nil }
        let parsed: ColorParser.Parsed
        do {
            parsed = try ColorParser.parse(text)
        } catch {
            throw Problem(message: error.description)
        }
        let color = parsed.color
        var members: [(String, SourceNode.Value)] = [
            ("colorSpace", .string("srgb")),
            ("components", .array([color.red, color.green, color.blue].map { SourceNode(value: .number($0), position: value.position) })),
        ]
        if color.alpha < 1 { members.append(("alpha", .number(color.alpha))) }
        members.append(("hex", .string(String(color.hex.prefix(7)))))
        return object(members, at: value.position)
    }

    /// `"14px"`, `"1.5rem"`, `"12pt"` and `"12dp"` (Tintype's points and Android's dp are px), `"0.5em"`,
    /// `"16"` and bare numbers (px)
    /// → `{value, unit}`.
    static func dimension(_ value: SourceNode) throws(Problem) -> SourceNode? {
        let amount: Double, unit: String
        switch value.value {
        case .number(let number): (amount, unit) = (number, "px")
        case .string(let text):
            guard let (number, suffix) = measure(text) else {
                throw Problem(message: "'\(text)' is not a dimension; write a number with px, rem or em, like \"16px\"")
            }
            switch suffix {
            case "", "px", "pt", "dp": (amount, unit) = (number, "px")
            case "rem", "em": (amount, unit) = (number, suffix)
            default: throw Problem(message: "'\(text)': unit '\(suffix)' is not one of px, rem, em (or pt and dp, read as px)")
            }
        default: return nil
        }
        return object([("value", .number(amount)), ("unit", .string(unit))], at: value.position)
    }

    /// `"200ms"`, `"0.2s"`, bare numbers (ms) → `{value, unit}`.
    static func duration(_ value: SourceNode) throws(Problem) -> SourceNode? {
        let amount: Double, unit: String
        switch value.value {
        case .number(let number): (amount, unit) = (number, "ms")
        case .string(let text):
            guard let (number, suffix) = measure(text), ["", "ms", "s"].contains(suffix) else {
                throw Problem(message: "'\(text)' is not a duration; write a number with ms or s, like \"200ms\"")
            }
            (amount, unit) = (number, suffix.isEmpty ? "ms" : suffix)
        default: return nil
        }
        return object([("value", .number(amount)), ("unit", .string(unit))], at: value.position)
    }

    /// A CSS font stack in one string, `"'Mona Sans VF', -apple-system, BlinkMacSystemFont, sans-serif"`,
    /// → its families in order (`-apple-system`, `BlinkMacSystemFont` and `system-ui` as one
    /// `system-ui`); one family alone stays a string.
    static func fontFamily(_ value: SourceNode) -> SourceNode? {
        guard case .string(let text) = value.value, text.contains(",") || text.hasPrefix("'") || text.hasPrefix("\"") else { return nil }
        var families: [String] = []
        for part in fontStack(text) where !families.contains(part) { families.append(part) }
        return SourceNode(value: .array(families.map { SourceNode(value: .string($0), position: value.position) }), position: value.position)
    }

    /// The families of a CSS font stack, unquoted, system aliases as `system-ui`.
    package static func fontStack(_ text: String) -> [String] {
        text.split(separator: ",").compactMap { part in
            var family = part.trimmedOfWhitespace
            if family.count >= 2, let first = family.first, first == "'" || first == "\"", family.last == first {
                family = String(family.dropFirst().dropLast())
            }
            guard !family.isEmpty else { return nil }
            return ["-apple-system", "blinkmacsystemfont", "system-ui"].contains(family.lowercased()) ? "system-ui" : family
        }
    }

    /// Weight names in the usual spellings (`Semi Bold`, `semi-bold`, `ExtraBold`, `Bold Italic`)
    /// and numeric strings → numbers. The italic of `Bold Italic` has no place in a DTCG weight.
    static func fontWeight(_ value: SourceNode) throws(Problem) -> SourceNode? {
        // DTCG 2025.10's own names (`bold`, `extra-black`) are its form already.
        guard case .string(let text) = value.value, TokenValue.weightNames[text] == nil else { return nil }
        var name = text
        for style in ["italic", "oblique"] where name.lowercased().hasSuffix(style) { name = String(name.dropLast(style.count)) }
        guard let weight = FontWeight(parsing: name.trimmedOfWhitespace.isEmpty ? "regular" : name) else {
            throw Problem(message: "unknown weight '\(text)'; use 1–1000 or a name (Thin … Black)")
        }
        return SourceNode(value: .number(Double(weight.value)), position: value.position)
    }

    /// Numeric strings and percentages (`"50%"` → 0.5) → numbers.
    static func number(_ value: SourceNode) throws(Problem) -> SourceNode? {
        guard case .string(let text) = value.value else { return nil }
        guard let (amount, suffix) = measure(text), suffix.isEmpty || suffix == "%" else {
            throw Problem(message: "'\(text)' is not a number")
        }
        return SourceNode(value: .number(suffix == "%" ? amount / 100 : amount), position: value.position)
    }

    /// A typography composite's members in their 2025.10 forms: the family stack, size, weight and
    /// spacing as above, a percentage line height (`"150%"`) as a multiplier, a percentage letter
    /// spacing (`"-2%"`) as em. Lengths relative to the size (em letter spacing, px line heights)
    /// are settled once the size is resolved (`settle`).
    package static func typography(_ value: SourceNode) throws(Problem) -> SourceNode? {
        guard case .object(let members) = value.value else { return nil }
        var changed = false
        var output: [SourceNode.Member] = []
        for member in members {
            var converted: SourceNode?
            do {
                converted = try typographyMember(member.key, member.value)
            } catch {
                throw Problem(message: "\(member.key): \(error.message)")
            }
            if converted != nil { changed = true }
            output.append(SourceNode.Member(key: member.key, keyPosition: member.keyPosition, value: converted ?? member.value))
        }
        return changed ? SourceNode(value: .object(output), position: value.position) : nil
    }

    private static func typographyMember(_ key: String, _ value: SourceNode) throws(Problem) -> SourceNode? {
        if case .string(let text) = value.value, DesignTokenReader.aliasPath(text) != nil || TokenExpression.isExpression(text) { return nil }
        switch key {
        case "fontFamily": return fontFamily(value)
        case "fontSize": return try dimension(value)
        case "fontWeight": return try fontWeight(value)
        case "letterSpacing":
            if case .string(let text) = value.value, let (amount, suffix) = measure(text), suffix == "%" {
                return object([("value", .number(amount / 100)), ("unit", .string("em"))], at: value.position)
            }
            return try dimension(value)
        case "lineHeight":
            guard case .string(let text) = value.value else { return nil }
            if text.uppercased() == "AUTO" {
                throw Problem(message: "'AUTO' (the font's own line height) has no DTCG value; give a multiplier, a percentage or px")
            }
            guard let (amount, suffix) = measure(text) else { throw Problem(message: "'\(text)' is not a line height") }
            switch suffix {
            case "": return SourceNode(value: .number(amount), position: value.position)
            case "%": return SourceNode(value: .number(amount / 100), position: value.position)
            case "px", "pt": return object([("value", .number(amount)), ("unit", .string("px"))], at: value.position)
            default: throw Problem(message: "'\(text)': a line height is a multiplier, a percentage or px")
            }
        default: return nil
        }
    }

    /// A resolved typography composite with the lengths that depend on its size settled: em letter
    /// spacing into px (em × size), a px line height into a multiplier (px ÷ size). nil when none.
    package static func settle(_ value: SourceNode) throws(Problem) -> SourceNode? {
        guard case .object(let members) = value.value,
              let size = members.member("fontSize").flatMap({ Dimension($0.value)?.points }), size > 0
        else { return nil }
        var changed = false
        let output = members.map { member -> SourceNode.Member in
            var settled: SourceNode?
            if member.key == "letterSpacing", let dimension = Dimension(member.value), dimension.unit == "em" {
                settled = object([("value", .number(dimension.value * size)), ("unit", .string("px"))], at: member.value.position)
            } else if member.key == "lineHeight", let dimension = Dimension(member.value), let points = dimension.points {
                settled = SourceNode(value: .number(points / size), position: member.value.position)
            }
            if settled != nil { changed = true }
            return SourceNode.Member(key: member.key, keyPosition: member.keyPosition, value: settled ?? member.value)
        }
        return changed ? SourceNode(value: .object(output), position: value.position) : nil
    }

    /// `"-1.5rem"` → (-1.5, "rem"); `"16"` → (16, ""); nil when the text does not start with a number.
    static func measure(_ text: String) -> (Double, String)? {
        let trimmed = text.trimmedOfWhitespace
        let numberEnd = trimmed.firstIndex { !("0"..."9").contains($0) && $0 != "." && $0 != "-" && $0 != "+" } ?? trimmed.endIndex
        guard let amount = Double(trimmed[..<numberEnd]), amount.isFinite else { return nil }
        return (amount, trimmed[numberEnd...].trimmedOfWhitespace.lowercased())
    }

    private static func object(_ members: [(String, SourceNode.Value)], at position: SourcePosition) -> SourceNode {
        SourceNode(value: .object(members.map { SourceNode.Member(key: $0.0, keyPosition: position, value: SourceNode(value: $0.1, position: position)) }),
                   position: position)
    }
}
