import TintypeDocument

/// Why a value is not one of its type: the message names the member at fault (`width: …`), and the
/// position is that member's, so the error stands where the fix goes.
public struct TokenValueProblem: Error, Equatable, Sendable {
    public var message: String
    public var position: SourcePosition

    public init(_ message: String, at position: SourcePosition) {
        self.message = message
        self.position = position
    }

    /// The same problem inside `member` of a composite: "width: …".
    func inside(_ member: String) -> Self { Self("\(member): \(message)", at: position) }
}
