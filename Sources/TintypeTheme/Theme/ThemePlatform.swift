import TintypeDocument

/// A platform a theme may differ on (`platforms` in a theme: its families, its token inputs), and
/// that each format writes for: CSS the web, Swift iOS, Android's XML and Compose Android, Flutter
/// its own (or one the project names).
public enum ThemePlatform: String, CaseIterable, Sendable, Comparable {
    case android, flutter, ios, web

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// A theme as it is on one platform: the base theme with the platform's part of `platforms` over it.
public struct PlatformTheme: Equatable, Sendable {
    public var platform: ThemePlatform
    public var theme: Theme

    public init(platform: ThemePlatform, theme: Theme) {
        self.platform = platform
        self.theme = theme
    }
}
