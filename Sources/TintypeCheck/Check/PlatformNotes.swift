import TintypeDocument
import TintypeTheme
import TintypeTypography
import TintypeCompiledTheme

/// What a theme that differs by platform says on each platform beyond what it says everywhere:
/// a finding or a font warning of a platform's own theme that the base does not have, once, with
/// the platform it is on (`on android: …`).
public enum PlatformNotes {
    /// The diagnostics of `platform` not among `base`, each saying the platform.
    public static func added(_ found: [Diagnostic], to base: [Diagnostic], on platform: ThemePlatform) -> [Diagnostic] {
        var added: [Diagnostic] = []
        for var diagnostic in found where !base.contains(diagnostic) {
            diagnostic.message = "on \(platform.rawValue): " + diagnostic.message
            if !added.contains(diagnostic) { added.append(diagnostic) }
        }
        return added
    }

    /// `what` of the font findings of `compiled` and of each platform's own theme.
    public static func fontFindings(_ compiled: CompiledTheme, theme: Theme, fonts: (any FontProvider)?,
                                    _ what: (FontFindings) -> [Diagnostic]) -> [Diagnostic] {
        var all = what(FontFindings(compiled, theme: theme, fonts: fonts))
        for own in compiled.platforms {
            all += added(what(FontFindings(own.theme, theme: theme.on(own.platform), fonts: fonts)), to: all, on: own.platform)
        }
        return all
    }
}
