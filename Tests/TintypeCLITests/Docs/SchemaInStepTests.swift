import Foundation
import Testing
import TintypeColor
import TintypeTheme

/// The theme schema in step with the docs and the reader (issue 55, item 6): every JSON example
/// of the docs validates against Themes/theme.schema.json (`Scripts/check_docs_examples.py`, with
/// jsonschema), and the schema's `tokens` object takes exactly the keys the theme reader takes,
/// `modes` among them, so an editor that follows `$schema` flags nothing a theme may write.
@Suite struct SchemaInStepTests {
    @Test func everyJSONExampleOfTheDocsIsValid() throws {
        let result = try GoldenOutputTests.check("check_docs_examples.py", [])
        #expect(result.status == 0, "\(result.report)")
        #expect(result.report.contains("JSON examples of the docs are valid"), "\(result.report)")
    }

    @Test func theSchemasTokensTakeTheReadersKeys() throws {
        let data = try Data(contentsOf: TintypeProcess.packageRoot.appendingPathComponent("Themes/theme.schema.json"))
        let schema = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let tokens = try #require((schema["properties"] as? [String: Any])?["tokens"] as? [String: Any])
        let object = try #require((tokens["oneOf"] as? [[String: Any]])?.first { $0["type"] as? String == "object" })
        let properties = try #require(object["properties"] as? [String: Any])
        #expect(Set(properties.keys) == Set(ThemeTokenSource.keys))
        let modes = try #require((properties["modes"] as? [String: Any])?["properties"] as? [String: [String: Any]])
        #expect(Set(modes.keys) == Set(BrandMode.others.map(\.key)))
        for (mode, entry) in modes {
            #expect(Set((entry["properties"] as? [String: Any])?.keys ?? [:].keys) == Set(ThemeTokenSource.modeKeys), "\(mode)")
        }
    }
}
