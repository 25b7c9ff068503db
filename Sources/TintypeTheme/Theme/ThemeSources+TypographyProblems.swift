import TintypeDocument
import TintypeTypography

extension ThemeSources {
    /// Where the field a `TypeScale` problem is about was written: the member itself, else the
    /// nearest written value enclosing it.
    public func position(of field: TypographyProblem.Field) -> SourcePosition? {
        switch field {
        case .categories:
            return typography.categories ?? typography.object
        case .style(let index, let member):
            guard typography.style.indices.contains(index) else { return typography.styles ?? typography.object }
            let style = typography.style[index]
            let written: SourcePosition? = switch member {
            case .name: style.name
            case .font: style.font
            case .size: style.size
            case .lineHeight: style.lineHeight
            case .minimumPointSize: style.minimumPointSize
            case .maximumPointSize: style.maximumPointSize
            case .table: style.table
            case .scalesLike: style.scalesLike
            case .scaleTo: style.scaleTo ?? style.scale
            }
            return written ?? style.object
        }
    }
}
