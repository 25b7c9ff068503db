import TintypeDocument
import TintypeColor
import TintypeTokens

/// Where a theme file wrote the values that checks and font messages judge, recorded by the reader
/// as it reads each one: a value the file does not give has no position (a default the theme did
/// not write). A finding points at the value it is about, or at the nearest value enclosing it.
public struct ThemeSources: Sendable {
    /// The theme file, as given.
    public var file: String
    public var typography = Typography()
    public var tints = Tints()

    public init(file: String) { self.file = file }

    /// `typography`: the object, its theme-wide policies, its font roles and its styles.
    public struct Typography: Sendable {
        public var object: SourcePosition?
        public var lineHeight: SourcePosition?
        public var scale: SourcePosition?
        public var tracking: SourcePosition?
        public var fonts: SourcePosition?
        public var roles: [String: FontRole] = [:]
        public var styles: SourcePosition?
        public var categories: SourcePosition?
        /// Each written style's values, in the file's order (the theme's style order).
        public var style: [Style] = []
    }

    /// A font role: its object, its families list and each family in it, its italic flag, its display cut's families.
    public struct FontRole: Sendable {
        public var object: SourcePosition
        public var families: SourcePosition?
        public var family: [SourcePosition] = []
        public var italic: SourcePosition?
        /// The display cut's families list and each family in it.
        public var displayFamilies: SourcePosition?
        public var displayFamily: [SourcePosition] = []

        public init(object: SourcePosition, families: SourcePosition? = nil, family: [SourcePosition] = [], italic: SourcePosition? = nil) {
            self.object = object
            self.families = families
            self.family = family
            self.italic = italic
        }
    }

    /// One style's object and the members that decide its size, line height, tracking and weights.
    public struct Style: Sendable {
        public var object: SourcePosition
        public var name: SourcePosition?
        public var font: SourcePosition?
        public var typography: SourcePosition?
        public var scalesLike: SourcePosition?
        public var size: SourcePosition?
        public var lineHeight: SourcePosition?
        public var lineHeightPolicy: SourcePosition?
        public var table: SourcePosition?
        public var scale: SourcePosition?
        /// The style a relative scale follows (`scale.to`).
        public var scaleTo: SourcePosition?
        public var tracking: SourcePosition?
        public var weight: SourcePosition?
        public var emphasizedWeight: SourcePosition?
        public var minimumPointSize: SourcePosition?
        public var maximumPointSize: SourcePosition?
        /// Each of the style's earlier names (`formerly`), where it is written.
        public var formerly: [SourcePosition] = []
    }

    /// `tints`: the default tint per appearance and contrast, and each derived colour (per appearance
    /// when it has a rule for each).
    public struct Tints: Sendable {
        public var object: SourcePosition?
        public var defaults: SourcePosition?
        public var appearance: [Appearance: SourcePosition] = [:]
        public var tint: [Appearance: [ContrastSetting: SourcePosition]] = [:]
        public var derivedObject: SourcePosition?
        public var derived: [String: SourcePosition] = [:]
        public var derivedAppearance: [String: [Appearance: SourcePosition]] = [:]
    }

    /// The place of the first written position, nearest value first; `.none` when none is written.
    public func place(_ positions: SourcePosition?...) -> Diagnostic.Place {
        positions.lazy.compactMap { $0 }.first.map { .source(file: file, position: $0) } ?? .none
    }

    // MARK: - Lookups with their enclosing values

    /// The written values of the style called `name`; nil when the file lists no such style.
    public func style(_ name: TextStyle, in theme: Theme) -> Style? {
        guard let index = theme.typography.styles.firstIndex(where: { $0.name == name }), typography.style.indices.contains(index)
        else { return nil }
        return typography.style[index]
    }

    /// A style's own object, else the values enclosing it.
    public func stylePlace(_ style: Style?) -> Diagnostic.Place {
        place(style?.object, typography.styles, typography.object)
    }

    /// A font role's value (its `families` list, one family of it, or `italic`), else the values
    /// enclosing it.
    public func rolePlace(_ role: String, _ position: SourcePosition?) -> Diagnostic.Place {
        place(position, typography.roles[role]?.object, typography.fonts, typography.object)
    }

    /// The default tint of a mode, else the values enclosing it.
    public func tintPlace(_ appearance: Appearance, _ contrast: ContrastSetting) -> Diagnostic.Place {
        place(tints.tint[appearance]?[contrast], tints.appearance[appearance], tints.defaults, tints.object)
    }

    /// A derived colour (its rule for `appearance` when it has one per appearance), else the values
    /// enclosing it.
    public func derivedPlace(_ name: String, _ appearance: Appearance?) -> Diagnostic.Place {
        place(appearance.flatMap { tints.derivedAppearance[name]?[$0] }, tints.derived[name], tints.derivedObject, tints.object)
    }
}
