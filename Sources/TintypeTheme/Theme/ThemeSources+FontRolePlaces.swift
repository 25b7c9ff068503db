import TintypeDocument
import TintypeTypography

extension ThemeSources: FontRolePlaces {
    public func familiesPlace(of role: String, lone: Bool) -> Diagnostic.Place {
        let written = typography.roles[role]
        return rolePlace(role, lone ? written?.family.first ?? written?.families : written?.families)
    }
}
