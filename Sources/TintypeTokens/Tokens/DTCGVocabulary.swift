import TintypeColor

/// The names Tintype gives its DTCG documents, shared by the writer (`DTCGFormat`) and the reader
/// (`DTCGImport`): the extension key of its own data and the colour-scheme contexts.
public enum DTCGVocabulary {
    /// The `$extensions` key Tintype writes and reads.
    public static let extensionKey = "dev.tintype"

    /// The colour-scheme context of an appearance and contrast: `light`, `darkIncreasedContrast`, …
    public static func colorScheme(_ appearance: Appearance, _ contrast: ContrastSetting) -> String {
        appearance.rawValue + (contrast == .increased ? "IncreasedContrast" : "")
    }
}
