import TintypeDocument
import TintypeColor
import TintypeTrees

/// Reads the `tints` object of a theme document on its own: the compiled theme carries it as the
/// theme wrote it, with the other modes' tint themes under `modes` (`TintTheme.themeJSON`), and
/// DTCG import keeps it in an extension.
public enum TintRulesReader {
    public static func read(_ node: SourceNode, file: String) throws(Diagnostics) -> TintTheme {
        guard case .object(let members) = node.value, let modes = members.first(where: { $0.key == TintTheme.modesKey }) else {
            return try readOne(node, file: file)
        }
        var tints = try readOne(SourceNode(value: .object(members.filter { $0.key != TintTheme.modesKey }), position: node.position), file: file)
        guard case .object(let byMode) = modes.value.value else {
            throw Diagnostics([Diagnostic(file: file, position: modes.value.position, message: "tints.modes is an object of tint themes by mode")])
        }
        for member in byMode {
            guard let mode = BrandMode(key: member.key), mode != .base else {
                throw Diagnostics([Diagnostic(file: file, position: member.keyPosition, message: "tints.modes: '\(member.key)' is not a mode; "
                    + "use " + BrandMode.others.map(\.key).joined(separator: ", "))])
            }
            tints.modeOverrides[mode] = try readOne(member.value, file: file)
        }
        return tints
    }

    private static func readOne(_ node: SourceNode, file: String) throws(Diagnostics) -> TintTheme {
        let reader = ThemeDecoder(file: file, tokens: nil)
        let tints = reader.tints(node, "tints")
        guard let tints, !reader.diagnostics.contains(where: { $0.severity == .error }) else {
            throw Diagnostics(reader.diagnostics)
        }
        return tints
    }
}
