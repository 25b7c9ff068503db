import Foundation
import TintypeTheme
import TintypeCompiledTheme
import TintypeProject

/// The themes in `Themes/`, read and compiled with the fixed test font.
enum ShippedThemes {
    static let root = Repository.root

    static func theme(_ name: String) throws -> Theme {
        let path = "Themes/\(name)/theme.json"
        return try ThemeReader.read(json: Array(Data(contentsOf: root.appendingPathComponent(path))), file: path)
    }

    static func compiled(_ theme: Theme) throws -> CompiledTheme {
        try CompiledTheme.compile(theme, fonts: TypographyResolverTests.typoFont)
    }
}
