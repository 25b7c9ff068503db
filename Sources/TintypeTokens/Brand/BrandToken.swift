import TintypeColor
import TintypeDocument

/// A design token the theme exports with its text styles and tints (`tokens.export`): its path,
/// its type and its value in each mode, read from the theme's token files once per mode.
public struct BrandToken: Equatable, Sendable {
    public var path: String {
        didSet { words = SourceName.words(path) }
    }
    public var type: TokenType
    /// The base value (light, normal contrast).
    public var value: TokenValue
    /// The other modes where the value differs from the base, in `BrandMode.all` order.
    public var modes: [(mode: BrandMode, value: TokenValue)]
    /// The token's `$description`, for each platform's doc comment.
    public var description: String?
    /// Whether the token is a dimension that sizes text (`DesignTokens.textSizes`): Android and
    /// Compose write it in `sp`, which follows the user's font scale, not `dp`.
    public var sizesText = false
    /// Where the token is defined (empty for one read back from a compiled theme).
    public var file: String
    public var position: SourcePosition

    public init(path: String, type: TokenType, value: TokenValue, modes: [(mode: BrandMode, value: TokenValue)] = [],
                file: String = "", position: SourcePosition = SourcePosition(line: 0, column: 0)) {
        self.path = path
        words = SourceName.words(path)
        self.type = type
        self.value = value
        self.modes = modes
        self.file = file
        self.position = position
    }

    /// The value in `mode`: its own where it differs, else the base.
    public func value(in mode: BrandMode) -> TokenValue {
        modes.first { $0.mode == mode }?.value ?? value
    }

    /// Whether the value is the same in every mode.
    public var isConstant: Bool { modes.isEmpty }

    /// The path's words (`color.bg-primary` → `color`, `bg`, `primary`), for names on each platform:
    /// worked out once, as every format and the name check need them for every token.
    public private(set) var words: [String]

    public static func == (lhs: BrandToken, rhs: BrandToken) -> Bool {
        lhs.path == rhs.path && lhs.type == rhs.type && lhs.value == rhs.value && lhs.sizesText == rhs.sizesText && lhs.description == rhs.description
            && lhs.modes.map(\.mode) == rhs.modes.map(\.mode) && lhs.modes.map(\.value) == rhs.modes.map(\.value)
    }
}
