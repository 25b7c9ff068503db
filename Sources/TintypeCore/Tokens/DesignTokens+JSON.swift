extension DesignTokens {
    /// What `tintype tokens resolve` prints: `{"tokens": {PATH: {"type", "value"}}}`, paths
    /// sorted, one line with a final newline.
    public func json() -> [UInt8] {
        var writer = JSONWriter()
        writer.beginObject()
        writer.key("tokens")
        writer.beginObject()
        for (path, token) in tokens.sorted(by: { $0.key < $1.key }) {
            writer.key(path)
            writer.beginObject()
            writer.key("type")
            writer.string(token.type)
            writer.key("value")
            token.value.write(to: &writer)
            writer.endObject()
        }
        writer.endObject()
        writer.endObject()
        return writer.finish()
    }
}
