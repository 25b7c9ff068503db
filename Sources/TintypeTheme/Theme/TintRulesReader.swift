import TintypeDocument
import TintypeTrees

/// Reads the `tints` object of a theme document on its own: the compiled theme carries it as the
/// theme wrote it, and DTCG import keeps it in an extension.
public enum TintRulesReader {
    public static func read(_ node: SourceNode, file: String) throws(Diagnostics) -> TintTheme {
        let reader = ThemeDecoder(file: file, tokens: nil)
        let tints = reader.tints(node, "tints")
        guard let tints, !reader.diagnostics.contains(where: { $0.severity == .error }) else {
            throw Diagnostics(reader.diagnostics)
        }
        return tints
    }
}
