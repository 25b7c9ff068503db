extension DesignTokens {
    /// What `tintype tokens resolve` prints: `{"tokens": {PATH: {"type", "value"}}}`, paths
    /// sorted, one line with a final newline.
    public func json() -> [UInt8] {
        var writer = JSONWriter(capacity: tokens.count * 120)
        writer.beginObject()
        writer.key(literal: "tokens")
        writer.beginObject()
        for (path, token) in tokens.sorted(by: { $0.key < $1.key }) {
            writer.key(path)
            writer.beginObject()
            writer.key(literal: "type")
            writer.string(token.type)
            writer.key(literal: "value")
            token.value.write(to: &writer)
            writer.endObject()
        }
        writer.endObject()
        writer.endObject()
        return writer.finish()
    }
}
