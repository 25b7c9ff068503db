import TintypeDocument

/// What a theme or a user asks of the font system: families in order of preference and a style.
public struct FontRequest: Equatable, Hashable, Sendable {
    /// Family names tried in order, e.g. `["Inter", "DejaVu Sans", "sans-serif"]`.
    public var families: [String]
    public var weight: FontWeight
    public var italic: Bool
    /// OS/2 width class 1–9 (5 normal), nil to leave it to the font system.
    public var widthClass: Int?

    public init(families: [String], weight: FontWeight = .regular, italic: Bool = false, widthClass: Int? = nil) {
        self.families = families
        self.weight = weight
        self.italic = italic
        self.widthClass = widthClass
    }

    /// Generic family names that a font system resolves to a concrete family by configuration.
    public static let genericFamilies: Set<String> = [
        "sans-serif", "sans", "serif", "monospace", "mono", "system-ui", "cursive", "fantasy", "emoji", "math",
    ]

    /// Splits a CSS-style fallback list, `"Inter, DejaVu Sans, sans-serif"`, into trimmed family names.
    public static func families(fromList list: String) -> [String] {
        list.split(separator: ",").map { $0.trimmedOfWhitespace }.filter { !$0.isEmpty }
    }

    /// Whether `family` is a generic name rather than a concrete family.
    public static func isGeneric(_ family: String) -> Bool {
        genericFamilies.contains(family.lowercased())
    }
}

/// The face a `FontRequest` resolved to, and how it got there: the face as the font system lists
/// it (`face`, whose members read as the match's own: `match.file`, `match.weight`) and how well it
/// answers the request.
@dynamicMemberLookup
public struct FontMatch: Equatable, Sendable {
    /// The entry of the request's family list that matched.
    public var requestedFamily: String
    /// Its position in the list: 0 for the first choice.
    public var familyIndex: Int
    /// True when an earlier entry of the list was not installed.
    public var isFallback: Bool
    /// The families of the list that were tried before and are not installed.
    public var missingFamilies: [String]
    /// The matched face's family name.
    public var family: String
    /// The face drawn: its style, names, file, weight and slant; `variable` when it is a variable
    /// font whose axes can reach the requested style.
    public var face: InstalledFont
    /// False when the face's weight differs from the requested one (a weight the family lacks).
    public var weightMatched: Bool
    /// False when italic was asked and the face is upright, or the other way round.
    public var italicMatched: Bool
    /// True when the font system would embolden the face itself (fontconfig's `embolden`).
    public var syntheticBold: Bool
    /// True when the font system would slant the face itself (a matrix on an upright face).
    public var syntheticSlant: Bool

    public init(
        requestedFamily: String, familyIndex: Int, isFallback: Bool, missingFamilies: [String], family: String, face: InstalledFont,
        weightMatched: Bool, italicMatched: Bool, syntheticBold: Bool = false, syntheticSlant: Bool = false
    ) {
        self.requestedFamily = requestedFamily
        self.familyIndex = familyIndex
        self.isFallback = isFallback
        self.missingFamilies = missingFamilies
        self.family = family
        self.face = face
        self.weightMatched = weightMatched
        self.italicMatched = italicMatched
        self.syntheticBold = syntheticBold
        self.syntheticSlant = syntheticSlant
    }

    /// A member of the face, as the match's own.
    public subscript<Value>(dynamicMember member: KeyPath<InstalledFont, Value>) -> Value { face[keyPath: member] }
}

/// A face the font system knows about, as `tintype fonts list` reports it.
public struct InstalledFont: Equatable, Sendable {
    /// Every family name the face answers to, the preferred one first.
    public var families: [String]
    public var style: String
    public var postscriptName: String?
    public var file: String
    public var faceIndex: Int
    public var namedInstance: Int
    public var weight: FontWeight
    public var italic: Bool
    public var variable: Bool

    public init(
        families: [String], style: String, postscriptName: String?, file: String, faceIndex: Int,
        namedInstance: Int, weight: FontWeight, italic: Bool, variable: Bool
    ) {
        self.families = families
        self.style = style
        self.postscriptName = postscriptName
        self.file = file
        self.faceIndex = faceIndex
        self.namedInstance = namedInstance
        self.weight = weight
        self.italic = italic
        self.variable = variable
    }
}

extension FontMatch {
    /// The `tintype fonts match --json` document.
    package var jsonValue: JSONValue {
        .object([
            "requestedFamily": .string(requestedFamily), "familyIndex": .integer(familyIndex),
            "isFallback": .bool(isFallback), "missingFamilies": .array(missingFamilies.map(JSONValue.string)),
            "family": .string(family), "style": .string(face.style), "postscriptName": .string(face.postscriptName),
            "file": .string(face.file), "faceIndex": .integer(face.faceIndex), "namedInstance": .integer(face.namedInstance),
            "weight": .integer(face.weight.value), "italic": .bool(face.italic), "variable": .bool(face.variable),
            "weightMatched": .bool(weightMatched), "italicMatched": .bool(italicMatched),
            "syntheticBold": .bool(syntheticBold), "syntheticSlant": .bool(syntheticSlant),
        ])
    }
}

extension InstalledFont {
    /// The `tintype fonts list --json` document: an array of the faces' entries, in the order given.
    package static func jsonValue(of fonts: [InstalledFont]) -> JSONValue { .array(fonts.map(\.jsonValue)) }

    /// One entry of `tintype fonts list --json`.
    package var jsonValue: JSONValue {
        .object([
            "families": .array(families.map(JSONValue.string)), "style": .string(style),
            "postscriptName": .string(postscriptName), "file": .string(file), "faceIndex": .integer(faceIndex),
            "namedInstance": .integer(namedInstance), "weight": .integer(weight.value), "italic": .bool(italic),
            "variable": .bool(variable),
        ])
    }
}
