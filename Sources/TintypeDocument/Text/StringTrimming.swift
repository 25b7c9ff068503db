extension StringProtocol {
    /// The text without leading and trailing white space (the core does not depend on Foundation).
    public var trimmedOfWhitespace: String {
        guard let first = firstIndex(where: { !$0.isWhitespace }),
              let last = lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return String(self[first...last])
    }
}

extension String {
    /// The string with every `target` replaced by `replacement` (the core does without Foundation).
    package func replacingOccurrences(of target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
