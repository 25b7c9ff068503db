import TintypeDocument

/// Where a theme file wrote each font role's families, for the error the resolver makes when none
/// of a role's families is installed: the theme's sources (`ThemeSources`) answer it, so the
/// typography layer places the error without knowing the theme file.
public protocol FontRolePlaces {
    /// The place of the role's family list, or of its one entry when `lone`.
    func familiesPlace(of role: String, lone: Bool) -> Diagnostic.Place
}
