/// One value of a face that differs between two snapshots, in font units: the cause a
/// `tintype metrics check` report gives for what moved.
public struct DesignChange: Equatable, Sendable {
    /// A face's compared values, named as reports print them.
    public enum Field: String, CaseIterable, Sendable {
        case unitsPerEm, hheaAscender, hheaDescender, hheaLineGap, typoAscender, typoDescender, typoLineGap
        case winAscent, winDescent, useTypoMetrics, capHeight, xHeight, inkTop, inkBottom, trak, advance, characters

        public var label: String {
            switch self {
            case .unitsPerEm: "unitsPerEm"
            case .hheaAscender: "hhea ascender"
            case .hheaDescender: "hhea descender"
            case .hheaLineGap: "hhea line gap"
            case .typoAscender: "typo ascender"
            case .typoDescender: "typo descender"
            case .typoLineGap: "typo line gap"
            case .winAscent: "win ascent"
            case .winDescent: "win descent"
            case .useTypoMetrics: "USE_TYPO_METRICS"
            case .capHeight: "cap height"
            case .xHeight: "x-height"
            case .inkTop: "ink top"
            case .inkBottom: "ink bottom"
            case .trak: "trak"
            case .advance: "sample advance"
            case .characters: "sample characters"
            }
        }

        /// The fields that make a line box (every table, since which one counts depends on the others).
        static let lineBox: [Field] = [.unitsPerEm, .hheaAscender, .hheaDescender, .hheaLineGap, .typoAscender, .typoDescender,
                                       .typoLineGap, .winAscent, .winDescent, .useTypoMetrics]
    }

    public var field: Field
    public var from: String
    public var to: String

    /// `typo ascender 800 → 840`.
    public var text: String { "\(field.label) \(from) → \(to)" }

    /// Every value that differs from `old` to `new`, in `Field` order.
    public static func changes(from old: MetricsSnapshot.Face, to new: MetricsSnapshot.Face) -> [DesignChange] {
        Field.allCases.compactMap { field in
            let (a, b) = (value(field, of: old), value(field, of: new))
            return a == b ? nil : DesignChange(field: field, from: a, to: b)
        }
    }

    private static func value(_ field: Field, of face: MetricsSnapshot.Face) -> String {
        func text(_ value: Int?) -> String { value.map(String.init) ?? "none" }
        switch field {
        case .unitsPerEm: return String(face.unitsPerEm)
        case .hheaAscender: return text(face.hhea?.ascender)
        case .hheaDescender: return text(face.hhea?.descender)
        case .hheaLineGap: return text(face.hhea?.lineGap)
        case .typoAscender: return text(face.typo?.ascender)
        case .typoDescender: return text(face.typo?.descender)
        case .typoLineGap: return text(face.typo?.lineGap)
        case .winAscent: return text(face.win?.ascent)
        case .winDescent: return text(face.win?.descent)
        case .useTypoMetrics: return face.useTypoMetrics ? "on" : "off"
        case .capHeight: return text(face.capHeight) + (face.capHeightSource == .glyph ? " (from H)" : "")
        case .xHeight: return text(face.xHeight) + (face.xHeightSource == .glyph ? " (from x)" : "")
        case .inkTop: return face.ink.map { "\($0.top) ('\($0.topCharacter)')" } ?? "none"
        case .inkBottom: return face.ink.map { "\($0.bottom) ('\($0.bottomCharacter)')" } ?? "none"
        case .trak:
            guard let trak = face.trak else { return "none" }
            return trak.tracks.map { track in
                "\(track.track.plainText): " + track.values.map { "\($0.value)@\($0.size.plainText)" }.joined(separator: " ")
            }.joined(separator: "; ")
        case .advance: return String(face.advance)
        case .characters: return String(face.characters)
        }
    }
}
