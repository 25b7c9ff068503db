import TintypeDocument
import TintypeColor
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Tokens Studio's colour modifier, `$extensions["studio.tokens"].modify`: `lighten`, `darken`,
/// `mix` (with `color`) or `alpha` by `value` (a number, an expression or a reference) in the space
/// `lch`, `srgb`, `p3` or `hsl`, and the colour given in that space (or `format`'s). Applied to a
/// colour token's resolved colour as sd-transforms' `modifyColor` applies it: lighten moves each
/// channel (srgb, p3) or the lightness (hsl, lch, which also loses that share of its chroma) that
/// share of the way to its top, darken towards 0, mix interpolates in the space (hue the shorter
/// way, an achromatic hue taking the other's), alpha sets the opacity.
struct TokensStudioColorModifier {
    enum Kind: String, CaseIterable { case lighten, darken, mix, alpha }
    enum Space: String, CaseIterable { case lch, srgb, p3, hsl }

    let kind: Kind
    let amount: SourceNode
    let space: Space
    /// The space the result is given in, when not `space` (`hex` is sRGB).
    let format: Space?
    /// The colour `mix` mixes in: a colour text or a reference.
    let mixColor: SourceNode?

    /// Colour tokens changed by their modifier, as sd-transforms changes them.
    static let applied = TokenForm(order: 10, note: "with Tokens Studio's colour modifier, applied as sd-transforms applies it",
                                   strict: "a Tokens Studio colour modifier; --strict-tokens reads DTCG 2025.10 only, which leaves it unapplied")

    /// The modifier in a token's `$extensions`: nil when there is none.
    static func read(_ extensions: SourceNode?) throws(TokenValueProblem) -> Self? {
        guard let modify = extensions?[member: "studio.tokens"]?[member: "modify"] else { return nil }
        guard let members = modify.members else {
            throw TokenValueProblem("its Tokens Studio colour modifier is \(modify.kindDescription), not an object with type, value and space",
                                    at: modify.position)
        }
        let kinds = Kind.allCases.map(\.rawValue).joined(separator: ", "), spaces = Space.allCases.map(\.rawValue).joined(separator: ", ")
        guard let kindNode = members[member: "type"], let kind = kindNode.stringValue.flatMap(Kind.init(rawValue:)) else {
            throw TokenValueProblem(members[member: "type"].map { "its Tokens Studio colour modifier's type '\($0.stringValue ?? $0.kindDescription)' is none of \(kinds)" }
                ?? "its Tokens Studio colour modifier has no type (\(kinds))", at: members[member: "type"]?.position ?? modify.position)
        }
        guard let spaceNode = members[member: "space"], let space = spaceNode.stringValue.flatMap(Space.init(rawValue:)) else {
            throw TokenValueProblem(members[member: "space"].map { "its Tokens Studio colour modifier's space '\($0.stringValue ?? $0.kindDescription)' is none of \(spaces)" }
                ?? "its Tokens Studio colour modifier has no space (\(spaces))", at: members[member: "space"]?.position ?? modify.position)
        }
        guard let amount = members[member: "value"] else {
            throw TokenValueProblem("its Tokens Studio colour modifier (\(kind.rawValue)) has no value", at: modify.position)
        }
        var format: Space?
        if let formatNode = members[member: "format"] {
            guard let text = formatNode.stringValue, let known = text == "hex" ? .srgb : Space(rawValue: text) else {
                throw TokenValueProblem("its Tokens Studio colour modifier's format is \(formatNode.stringValue.map { "'\($0)'" } ?? formatNode.kindDescription), "
                    + "none of hex, \(spaces)", at: formatNode.position)
            }
            format = known
        }
        let mixColor = members[member: "color"]
        if kind == .mix, mixColor?.stringValue == nil {
            throw TokenValueProblem("its Tokens Studio colour modifier mixes with no colour: give \"color\" a colour or a reference",
                                    at: modify.position)
        }
        return Self(kind: kind, amount: amount, space: space, format: format, mixColor: kind == .mix ? mixColor : nil)
    }

    /// The tokens the modifier refers to, which must be resolved before it is applied.
    var references: [String] {
        [amount, mixColor].compactMap { $0?.stringValue }.flatMap { text in
            DesignTokenReader.aliasPath(text).map { [$0] } ?? TokenExpression.references(in: text)
        }
    }

    /// `color` modified, in the modifier's space (or its format's).
    func apply(to color: ColorObject, resolved: [String: DesignTokens.Token]) throws(TokenValueProblem) -> ColorObject {
        let base = Self.srgb(of: color)
        let amount = try self.amount(resolved)
        var components = Self.components(of: base, in: space)
        var alpha = base.alpha
        switch kind {
        case .lighten, .darken:
            components = Self.shift(components, in: space, by: amount, lighter: kind == .lighten)
        case .mix:
            let other = try mixed(resolved)
            let t = min(max(amount, 0), 1)
            components = Self.interpolate(components, Self.components(of: other, in: space), t, in: space)
            alpha += (other.alpha - alpha) * t
        case .alpha:
            alpha = min(max(amount, 0), 1)
        }
        let output = format ?? space
        if output != space { components = Self.components(of: Self.color(components, in: space, alpha: alpha), in: output) }
        components = Self.inGamut(components, in: output, alpha: alpha)
        do {
            return try ColorObject(colorSpace: output.dtcgName, components: components.map { $0.isNaN ? nil : $0 }, alpha: alpha)
        } catch {
            throw TokenValueProblem("its Tokens Studio colour modifier gives no colour: \(error.message)", at: self.amount.position)
        }
    }

    /// The amount as a number: written, an expression, or a number token referred to.
    private func amount(_ resolved: [String: DesignTokens.Token]) throws(TokenValueProblem) -> Double {
        if case .number(let number) = amount.value { return number }
        guard let text = amount.stringValue else {
            throw TokenValueProblem("its Tokens Studio colour modifier's value is \(amount.kindDescription), not a number", at: amount.position)
        }
        var values: [String: TokenExpression.Quantity] = [:]
        for path in references where text.contains("{\(path)}") {
            switch resolved[path]?.typed {
            case .number(let number)?: values[path] = .init(value: number, unit: nil)
            case .dimension(let dimension)?: values[path] = .init(value: dimension.value, unit: dimension.unit)
            default:
                throw TokenValueProblem("its Tokens Studio colour modifier's value refers to {\(path)}, which is no number", at: amount.position)
            }
        }
        let expression = DesignTokenReader.aliasPath(text).map { "{\($0)}" } ?? text
        let result: TokenExpression.Quantity
        do {
            result = try TokenExpression.evaluate(expression, values: values)
        } catch {
            throw TokenValueProblem("its Tokens Studio colour modifier's value '\(text)': \(error.message)", at: amount.position)
        }
        guard result.unit == nil else {
            throw TokenValueProblem("its Tokens Studio colour modifier's value '\(text)' is a length in \(result.unit ?? ""), not a number",
                                    at: amount.position)
        }
        return result.value
    }

    /// The colour `mix` mixes in, in sRGB (unclamped).
    private func mixed(_ resolved: [String: DesignTokens.Token]) throws(TokenValueProblem) -> Color {
        guard let node = mixColor, let text = node.stringValue else {
            throw TokenValueProblem("its Tokens Studio colour modifier mixes with no colour", at: amount.position)
        }
        if let path = DesignTokenReader.aliasPath(text) {
            guard case .color(let object)? = resolved[path]?.typed else {
                throw TokenValueProblem("its Tokens Studio colour modifier mixes with {\(path)}, which is no colour", at: node.position)
            }
            return Self.srgb(of: object)
        }
        do {
            return try ColorParser.parse(text).color
        } catch {
            throw TokenValueProblem("its Tokens Studio colour modifier mixes with '\(text)': \(error.description)", at: node.position)
        }
    }

    // MARK: - Colour arithmetic

    /// A colour object in sRGB, unclamped (a missing component is 0).
    static func srgb(of object: ColorObject) -> Color {
        let space = DTCGColorSpace(rawValue: object.colorSpace) ?? .srgb
        return space.srgb(object.components.map { $0 ?? 0 }, alpha: object.alpha ?? 1)
    }

    /// A colour's components in a space; an achromatic colour's hue is NaN (CSS's `none`), as
    /// colorjs.io, which sd-transforms computes with, gives it.
    static func components(of color: Color, in space: Space) -> [Double] {
        switch space {
        case .srgb: return [color.red, color.green, color.blue]
        case .p3:
            let p3 = ColorSpaces.displayP3(from: color)
            return [p3.0, p3.1, p3.2]
        case .hsl:
            let hsl = ColorSpaces.hsl(from: color)
            return [hsl.1 == 0 ? .nan : hsl.0, hsl.1 * 100, hsl.2 * 100]
        case .lch:
            let lch = DTCGColorSpace.lch(from: color)
            return [lch.lightness, lch.chroma, lch.chroma < 0.02 ? .nan : lch.hue]
        }
    }

    /// The colour of components in a space, in sRGB (unclamped).
    static func color(_ components: [Double], in space: Space, alpha: Double) -> Color {
        let values = components.map { $0.isNaN ? 0 : $0 }
        let dtcg: DTCGColorSpace = switch space {
        case .srgb: .srgb
        case .p3: .displayP3
        case .hsl: .hsl
        case .lch: .lch
        }
        return dtcg.srgb(values, alpha: alpha)
    }

    /// Lighten or darken by sd-transforms' rule for the space.
    static func shift(_ c: [Double], in space: Space, by amount: Double, lighter: Bool) -> [Double] {
        switch space {
        case .srgb, .p3:
            return c.map { lighter ? min(1, $0 + amount * (1 - $0)) : max(0, $0 - amount * $0) }
        case .hsl:
            return [c[0], c[1], lighter ? min(100, c[2] + (100 - c[2]) * amount) : max(0, c[2] - c[2] * amount)]
        case .lch:
            let lightness = lighter ? min(100, c[0] + (100 - c[0]) * amount) : max(0, c[0] - c[0] * amount)
            return [lightness, max(0, c[1] - amount * c[1]), c[2]]
        }
    }

    /// `a` to `b` by `t`, componentwise; a hue the shorter way round, an achromatic one (NaN)
    /// taking the other's.
    static func interpolate(_ a: [Double], _ b: [Double], _ t: Double, in space: Space) -> [Double] {
        let hueIndex: Int? = switch space {
        case .hsl: 0
        case .lch: 2
        case .srgb, .p3: nil
        }
        return a.indices.map { index in
            var from = a[index], to = b[index]
            guard index == hueIndex else { return from + (to - from) * t }
            if from.isNaN && to.isNaN { return .nan }
            if from.isNaN { from = to }
            if to.isNaN { to = from }
            if to - from > 180 { from += 360 } else if to - from < -180 { to += 360 }
            let hue = (from + (to - from) * t).truncatingRemainder(dividingBy: 360)
            return hue < 0 ? hue + 360 : hue
        }
    }

    /// Components within what the space can show, as sd-transforms' `inGamut` output asks: sRGB
    /// and HSL mapped into sRGB (CSS Color 4's chroma reduction), Display P3 clipped, LCh as it is;
    /// each within the range DTCG gives the component.
    static func inGamut(_ c: [Double], in space: Space, alpha: Double) -> [Double] {
        switch space {
        case .srgb:
            let mapped = ColorSpaces.gamutMap(color(c, in: .srgb, alpha: alpha))
            return [mapped.red, mapped.green, mapped.blue]
        case .hsl:
            let inside = color(c, in: .hsl, alpha: alpha)
            let hsl = inside.isInGamut ? c : components(of: ColorSpaces.gamutMap(inside), in: .hsl)
            return [hsl[0], min(max(hsl[1], 0), 100), min(max(hsl[2], 0), 100)]
        case .p3:
            return c.map { min(max($0, 0), 1) }
        case .lch:
            return [min(max(c[0], 0), 100), max(c[1], 0), c[2]]
        }
    }
}

extension TokensStudioColorModifier {
    /// A colour object as a token value node, `{colorSpace, components, alpha}` (`none` for a missing hue).
    static func node(_ color: ColorObject, at position: SourcePosition) -> SourceNode {
        func member(_ key: String, _ value: SourceNode.Value) -> SourceNode.Member {
            SourceNode.Member(key: key, keyPosition: position, value: SourceNode(value: value, position: position))
        }
        let components = color.components.map { SourceNode(value: $0.map(SourceNode.Value.number) ?? .string("none"), position: position) }
        var members = [member("colorSpace", .string(color.colorSpace)), member("components", .array(components))]
        if let alpha = color.alpha { members.append(member("alpha", .number(alpha))) }
        return SourceNode(value: .object(members), position: position)
    }
}

extension TokensStudioColorModifier.Space {
    /// The space's name in DTCG's colour objects.
    var dtcgName: String {
        switch self {
        case .srgb: "srgb"
        case .p3: "display-p3"
        case .hsl: "hsl"
        case .lch: "lch"
        }
    }
}
