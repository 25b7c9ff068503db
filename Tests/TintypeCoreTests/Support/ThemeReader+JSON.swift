import TintypeDocument
import TintypeTokens
import TintypeTheme
import TintypeProject

extension ThemeReader {
    /// A theme from JSON text in memory, parsed as `DocumentFiles` parses a theme file.
    static func read(json bytes: [UInt8], file: String, tokens: DesignTokens? = nil) throws(Diagnostics) -> Theme {
        try read(DocumentFiles.parse(bytes, path: file), file: file, tokens: tokens)
    }
}
