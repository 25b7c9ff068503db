import TintypeDocument

/// A platform a theme may differ on (`platforms` in a theme: its families, its token inputs), and
/// that each format writes for: CSS the web, Swift iOS, Android's XML and Compose Android, Flutter
/// its own (or one the project names).
public enum ThemePlatform: String, CaseIterable, Sendable, Comparable {
    case android, flutter, ios, web

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// What a theme is on one platform: the base theme with the platform's part of `platforms` over
/// it (`Theme`), or that theme compiled (`CompiledTheme`).
public struct OnPlatform<Variant: Equatable & Sendable>: Equatable, Sendable {
    public var platform: ThemePlatform
    public var theme: Variant

    public init(platform: ThemePlatform, theme: Variant) {
        self.platform = platform
        self.theme = theme
    }
}
