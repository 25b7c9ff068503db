import Foundation
import Testing
import TintypeColor
import TintypeTypography
import TintypeTrees
import TintypeProject

/// The closed sets a theme names (scale models, policies, tracking sources, rules) are the ones
/// Themes/theme.schema.json lists, and a misspelt one is answered with that list.
@Suite struct ThemeKindsTests {
    /// The schema's `enum` at a path of `$defs` members.
    static func schemaEnum(_ path: [String]) throws -> [String] {
        let url = Repository.root.appendingPathComponent("Themes/theme.schema.json")
        var node = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
        for key in path { node = node?[key] as? [String: Any] }
        return try #require(node?["enum"] as? [String], "\(path)")
    }

    static func message(_ theme: String) -> String? {
        do {
            _ = try ThemeReader.read(json: Array(theme.utf8), file: "t.json")
            return nil
        } catch {
            return error.diagnostics.first { $0.message.hasPrefix("unknown ") }?.message
        }
    }

    static let cases: [(schema: [String], theme: String, names: [String])] = [
        (["$defs", "scale", "properties", "model"],
         #"{"name": "t", "typography": {"fonts": {"text": {"families": ["x"]}}, "scale": {"model": "appel"}}}"#, ScaleModel.Kind.allCases.map(\.rawValue)),
        (["$defs", "lineHeightPolicy", "properties", "policy"],
         #"{"name": "t", "typography": {"fonts": {"text": {"families": ["x"]}}, "lineHeight": {"policy": "fontMetric"}}}"#, LineHeightPolicy.Kind.allCases.map(\.rawValue)),
        (["$defs", "tracking", "properties", "source"],
         #"{"name": "t", "typography": {"fonts": {"text": {"families": ["x"]}}, "tracking": {"source": "track"}}}"#, TrackingSource.Kind.allCases.map(\.rawValue)),
        (["$defs", "derivedRule", "properties", "rule"],
         #"{"name": "t", "tints": {"derived": {"x": {"rule": "mixed"}}}}"#, DerivedColorRule.Kind.allCases.map(\.rawValue)),
        (["$defs", "tints", "properties", "dimming", "properties", "rule"],
         #"{"name": "t", "tints": {"dimming": {"rule": "luminanceGray"}}}"#, ColorDimming.Rule.Kind.allCases.map(\.rawValue)),
    ]

    @Test(arguments: 0..<cases.count)
    func aMisspeltKindIsAnsweredWithTheSchemasList(index: Int) throws {
        let (path, theme, names) = Self.cases[index]
        let expected = try Self.schemaEnum(path)
        #expect(names == expected)
        let message = try #require(Self.message(theme))
        let list = expected.dropLast().joined(separator: ", ") + " or " + (expected.last ?? "")
        #expect(message.hasSuffix("; use " + list), "\(message)")
        #expect(message.contains("did you mean"), "\(message)")
    }
}
