extension Array where Element == String {
    /// `a, b or c`: the choices a message offers.
    package var alternatives: String {
        guard let last, count > 1 else { return joined() }
        return dropLast().joined(separator: ", ") + " or " + last
    }
}
