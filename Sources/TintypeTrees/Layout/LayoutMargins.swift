/// Layout margins as a tree gives them: physical (`layoutMargins`, `{top, left, bottom, right}`)
/// or directional (`directionalLayoutMargins`, `{top, leading, bottom, trailing}`), where leading
/// is left in a left-to-right layout and right in a right-to-left one.
public enum LayoutMargins: Equatable, Sendable {
    case physical(EdgeInsets)
    case directional(top: Double, leading: Double, bottom: Double, trailing: Double)

    /// The margins on physical edges for the layout direction.
    public func resolved(rightToLeft: Bool) -> EdgeInsets {
        switch self {
        case .physical(let insets): insets
        case .directional(let top, let leading, let bottom, let trailing):
            rightToLeft
                ? EdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
                : EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
        }
    }
}
