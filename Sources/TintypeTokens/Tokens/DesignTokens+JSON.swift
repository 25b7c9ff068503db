import TintypeDocument

extension DesignTokens {
    /// What `tintype tokens resolve` prints: `{"notes": [...], "tokens": {PATH: {"type", "value"}}}`,
    /// paths sorted, `notes` (what reading said: forms read as DTCG, tokens left out) only when there are some.
    public func json() -> [UInt8] {
        var writer = JSONWriter()
        writer.beginObject()
        if !notes.isEmpty {
            writer.key("notes")
            writer.value(.array(notes.map(\.jsonValue)))
        }
        writer.key("tokens")
        writer.beginObject()
        for (path, token) in tokens.sorted(by: { $0.key < $1.key }) {
            writer.key(path)
            writer.beginObject()
            writer.key("type")
            writer.string(token.type.rawValue)
            writer.key("value")
            token.value.write(to: &writer)
            writer.endObject()
        }
        writer.endObject()
        writer.endObject()
        return writer.finish()
    }
}
