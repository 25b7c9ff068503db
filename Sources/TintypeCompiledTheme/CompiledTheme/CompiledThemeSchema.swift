import TintypeDocument
import TintypeColor
import TintypeTypography

/// The compiled theme's document (`NAME.tintype.json`) as `JSONFormat` writes it and
/// `CompiledThemeDecoder` reads it: its format name, its version and its members, in writing order.
/// Rows have their members in `rowOrder`; a face's are `Face`.
public enum CompiledThemeSchema {
    /// The `format` member of a compiled theme.
    public static let format = "tintype.compiled-theme"
    /// The version `JSONFormat` writes and the reader reads.
    public static let version = 3

    /// The modes every compiled theme covers.
    package static let axes = JSONValue.members([
        ("appearance", .array(Appearance.allCases.map { .string($0.rawValue) })),
        ("boldText", .array([.bool(false), .bool(true)])),
        ("contentSizeCategory", .array(ContentSizeCategory.allCases.map { .string($0.name) })),
        ("contrast", .array(ContrastSetting.allCases.map { .string($0.rawValue) })),
    ])

    /// The top-level members, sorted (the order they are written in).
    package enum Member: String, CaseIterable {
        case axes, fonts, format, notes, platforms, roles, styles, theme, tintRules, tints, tokens, typefaces, version, webFallbacks
    }

    /// A style row's members in writing order: what the row is (style, category, leading,
    /// emphasis) first, so each one-line row reads from its name; then its values, sorted; then
    /// `boldText`, what Bold Text changes.
    package static let rowOrder: [ResolvedTextStyle.Member] = {
        let identity: [ResolvedTextStyle.Member] = [.style, .category, .leading, .emphasized]
        return identity + ResolvedTextStyle.Member.allCases.filter { !identity.contains($0) }
    }()

    /// A face's members in `fonts`, sorted.
    package enum Face: String, CaseIterable {
        case faceIndex, family, file, location, postscriptName, requestedFamily, sha256, warnings
    }
}
