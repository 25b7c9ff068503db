import TintypeDocument

/// Reads a compiled theme (`NAME.tintype.json`, written by `JSONFormat`) back into the
/// `CompiledTheme` it was written from, so every format renders from the file alone: no theme, no
/// fonts, no C library. This is what `tintype export` and the build plugin run.
public enum CompiledThemeReader {
    /// The `format` member of a compiled theme.
    public static let format = CompiledThemeSchema.format
    /// The version this reader reads and `JSONFormat` writes.
    public static let version = CompiledThemeSchema.version

    /// Reads a compiled theme from its bytes; every problem names `file` with a line and column.
    public static func read(json bytes: [UInt8], file: String) throws(Diagnostics) -> CompiledTheme {
        let root = try DocumentFiles.parse(bytes, path: file)
        do {
            return try CompiledThemeDecoder(file: file).theme(root)
        } catch {
            throw Diagnostics([error.inFile(file)])
        }
    }
}
