import TintypeDocument

/// A problem `TypeScale` found in a typography spec, with the field it is about as a typed place:
/// a theme's reader turns the field into the line and column it read it from, a spec built in code
/// into a path ("typography.styles[2].size").
public struct TypographyProblem: Equatable, Sendable {
    /// A field of the spec.
    public enum Field: Hashable, Sendable {
        case categories
        /// A member of the style at an index of `TypographySpec.styles`.
        case style(Int, StyleField)
    }

    /// The members of a style a problem can be about.
    public enum StyleField: String, Sendable {
        case name, font, size, lineHeight, minimumPointSize, maximumPointSize, table, scalesLike
        /// The style a relative scale follows: `scale.to`.
        case scaleTo = "scale.to"
    }

    public var field: Field
    public var message: String

    /// The field as a path of the theme model, under `typography`.
    public var path: String {
        switch field {
        case .categories: "\(Self.root).categories"
        case .style(let index, let member): "\(Self.stylePath(index)).\(member.rawValue)"
        }
    }

    /// The index of the style the problem is about, if it is about one.
    public var styleIndex: Int? {
        if case .style(let index, _) = field { index } else { nil }
    }

    static let root = "typography"

    static func stylePath(_ index: Int) -> String { "\(root).styles[\(index)]" }
}

/// Every problem of a spec at once, in the order found.
public struct TypographyProblems: Error {
    public var problems: [TypographyProblem]

    /// The problems as diagnostics placed by path, for a spec with no file behind it.
    public var diagnostics: Diagnostics {
        Diagnostics(problems.map { Diagnostic(at: $0.path, $0.message) })
    }
}
