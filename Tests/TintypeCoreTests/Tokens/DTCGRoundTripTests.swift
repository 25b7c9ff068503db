import Foundation
import Testing
import TintypeDocument
import TintypeTokens
import TintypeTheme
import TintypeCompiledTheme
import TintypeFormats
import TintypeProject

/// Import → export → import gives the same compiled theme, for every shipped theme.
@Suite struct DTCGRoundTripTests {
    static let root = Repository.root

    func shipped(_ name: String) throws -> Theme {
        let path = "Themes/\(name)/theme.json"
        return try ThemeReader.read(json: Array(Data(contentsOf: Self.root.appendingPathComponent(path))), file: path)
    }

    /// Exports a compiled theme and imports the files again, in memory.
    func roundTrip(_ theme: Theme, _ compiled: CompiledTheme) throws -> Theme {
        let files = DTCGFormat().files(for: compiled)
        let byPath = Dictionary(uniqueKeysWithValues: files.map { ("mem/" + $0.name, $0.bytes) })
        return try DTCGImport.theme(resolver: "mem/\(compiled.name).resolver.json", files: DocumentFiles(source: MemoryFiles(byPath)))
    }

    func compile(_ theme: Theme) throws -> CompiledTheme {
        try CompiledTheme.compile(theme, fonts: TypographyResolverTests.typoFont)
    }

    @Test(arguments: ["default", "material", "accessible"])
    func importExportImportGivesTheSameCompiledTheme(_ name: String) throws {
        let original = try shipped(name)
        let first = try compile(original)
        let imported = try roundTrip(original, first)
        let second = try compile(imported)
        let again = try compile(try roundTrip(imported, second))
        #expect(JSONFormat().document(second) == JSONFormat().document(again), "byte-identical after a second round trip")
        // Against the theme the files came from: every value a platform reads is the same.
        #expect(second.name == first.name && second.styles.count == first.styles.count)
        for (before, after) in zip(first.styles, second.styles) {
            let a = before.row, b = after.row
            #expect(a.style == b.style && a.category == b.category && a.leading == b.leading && a.emphasized == b.emphasized)
            #expect(a.size == b.size && a.lineHeight == b.lineHeight && a.weight == b.weight, "\(a.style) \(a.category)")
            // Tracking travels as letterSpacing in points written to 1/10,000 and comes back as em =
            // points / size, so the em may differ by one unit in its last written digit.
            #expect(abs(a.tracking.points - b.tracking.points) <= 1.0001e-4 && abs(a.tracking.em - b.tracking.em) <= 1.0001e-4,
                    "\(a.style) \(a.category) \(a.emphasized): \(a.tracking) vs \(b.tracking), size \(a.size)")
            #expect(before.boldText?.weight == after.boldText?.weight)
        }
        #expect(first.tints.map(\.defaultTint.hex) == second.tints.map(\.defaultTint.hex))
        #expect(first.tints.map { $0.derived.map(\.color.hex) } == second.tints.map { $0.derived.map(\.color.hex) })
        #expect(imported.tints.derived.map(\.name) == original.tints.derived.map(\.name))
        #expect(imported.tints.dimming == original.tints.dimming && imported.tints.backgrounds == original.tints.backgrounds)
    }

    @Test func theExportIsValidDTCG() throws {
        let theme = try shipped("default")
        let files = DTCGFormat().files(for: try compile(theme))
        #expect(files.count == 1 + 11 + 3 + 1)
        // Every token file reads on its own with the DTCG reader (types checked, no references left).
        for file in files where !file.name.hasSuffix(".resolver.json") {
            _ = try DesignTokenReader.read([(file.name, file.bytes)])
        }
        let base = try DesignTokenReader.read([(files[0].name, files[0].bytes)])
        #expect(base.tokens["typography.body.regular"]?.type.rawValue == "typography")
        #expect(base.tokens["tint.default"]?.type.rawValue == "color")
    }
}
