import Foundation
import Testing
import TintypeCore

@Suite struct ThemeTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    func load(_ relativePath: String) throws -> Theme {
        let data = try Data(contentsOf: Self.root.appendingPathComponent(relativePath))
        return try Theme.decode(json: data, file: relativePath)
    }

    @Test func theShippedDefaultThemeIsTheBuiltInDefault() throws {
        let theme = try load("Themes/default/theme.json")
        #expect(theme.name == "default")
        #expect(theme.typography == .appleDefault)
    }

    @Test func errorsNameTheFileAndTheJSONPath() {
        let scale = #expect(throws: ThemeLoadError.self) { try load("Tests/Fixtures/Themes/bad-scale.json") }
        #expect(scale?.description == "Tests/Fixtures/Themes/bad-scale.json: typography.styles[1].scale.to: error: "
            + "no style 'nothing' to scale along; name one of the theme's styles")
        let category = #expect(throws: ThemeLoadError.self) { try load("Tests/Fixtures/Themes/bad-category.json") }
        #expect(category?.issues.first?.path == "typography.categories.minimum")
        #expect(category?.issues.first?.message.hasPrefix("unknown content-size category 'tiny'") == true)
    }

    @Test func malformedJSONIsAnErrorNotACrash() {
        for text in ["", "{", "[]", #"{"name": 3}"#, #"{"name": "x", "typography": {"fonts": []}}"#] {
            #expect(throws: ThemeLoadError.self) { try Theme.decode(json: Data(text.utf8), file: "t.json") }
        }
    }
}
