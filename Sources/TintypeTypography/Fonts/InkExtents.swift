import TintypeDocument

/// How far the outlines of a sample's glyphs reach above and below the baseline, in font units:
/// what two lines of that text need so that their ink does not touch.
public struct InkExtents: Equatable, Hashable, Sendable {
    /// The highest point of any glyph's outline (positive above the baseline).
    public var top: Int
    /// The lowest point (negative below the baseline).
    public var bottom: Int
    /// The characters that reach `top` and `bottom`, for messages.
    public var topCharacter: Unicode.Scalar
    public var bottomCharacter: Unicode.Scalar

    public init(top: Int, bottom: Int, topCharacter: Unicode.Scalar, bottomCharacter: Unicode.Scalar) {
        self.top = top
        self.bottom = bottom
        self.topCharacter = topCharacter
        self.bottomCharacter = bottomCharacter
    }

    /// The extents over several glyphs' boxes: `(character, yMin, yMax)`, nil when there are none.
    public init?(boxes: some Sequence<(Unicode.Scalar, Int, Int)>) {
        var found: InkExtents?
        for (character, yMin, yMax) in boxes {
            guard var extents = found else {
                found = InkExtents(top: yMax, bottom: yMin, topCharacter: character, bottomCharacter: character)
                continue
            }
            if yMax > extents.top { (extents.top, extents.topCharacter) = (yMax, character) }
            if yMin < extents.bottom { (extents.bottom, extents.bottomCharacter) = (yMin, character) }
            found = extents
        }
        guard let found else { return nil }
        self = found
    }
}

extension InkExtents {
    /// `{sample, top, bottom, topCharacter, bottomCharacter}`, as `tintype fonts inspect --ink` prints it.
    package func jsonValue(sample: InkSample) -> JSONValue {
        .object([
            "sample": .string(sample.name), "top": .integer(top), "bottom": .integer(bottom),
            "topCharacter": .string(String(topCharacter)), "bottomCharacter": .string(String(bottomCharacter)),
        ])
    }
}
