/// A family's display cut, for a family that comes as separate optical cuts rather than one font
/// with an `opsz` axis (Inter and Inter Display): from `from` points up a style is set in
/// `families`, as Apple switches SF Pro Text to SF Pro Display at 20 pt. Below it the role's own
/// families hold.
public struct DisplayCut: Equatable, Sendable {
    /// The display cut's families, in order of preference.
    public var families: [String]
    /// The size in points from which the display cut is used.
    public var from: Double

    public init(families: [String], from: Double) {
        self.families = families
        self.from = from
    }

    /// Whether a style at `size` points is set in the display cut.
    public func covers(size: Double) -> Bool { size >= from }

    /// The families a style at `size` asks for: the display cut's followed by the role's, so a
    /// machine without the display cut falls back to the text cut (and says so), else the role's.
    public static func families(_ role: [String], _ cut: DisplayCut?, size: Double) -> [String] {
        guard let cut, cut.covers(size: size) else { return role }
        return cut.families + role.filter { !cut.families.contains($0) }
    }
}
