import Testing
@testable import TintypeTokens
@testable import TintypeProject

/// `init --from-tokens` names each style so that its CSS properties (`--brand-NAME-font-size`) are
/// never the exported typography token's (`--brand-PATH-font-size`): the path without its group,
/// and `Style` after a name whose words are still the token's.
@Suite struct ThemeFromTokensTests {
    /// The style names made from a token file in which `T` stands for one typography token.
    static func styles(_ file: String) throws -> [String] {
        let token = #"{"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": {"value": 16, "unit": "px"}, "#
            + #""fontWeight": 400, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.5}}"#
        let tokens = try DesignTokenReader.read([(name: "t.json", bytes: Array(file.replacingOccurrences(of: "T", with: token).utf8))])
        let theme = try ThemeFromTokens(name: "brand", tokens: tokens, tokenFiles: ["t.json"])
        return theme.mapped.compactMap { line in line.hasPrefix("style ") ? String(line.split(separator: " ")[1]) : nil }
    }

    @Test func aStyleIsNamedByItsPathWithoutTheGroup() throws {
        #expect(try Self.styles(#"{"typography": {"heading": T, "body": T}}"#) == ["body", "heading"])
    }

    @Test func pathsThatWouldShareANameKeepTheirWholePathsAndEndInStyle() throws {
        #expect(try Self.styles(#"{"label": {"body": T}, "text": {"body": T}}"#) == ["labelBodyStyle", "textBodyStyle"])
    }

    @Test func aPathOfOneWordEndsInStyle() throws {
        #expect(try Self.styles(#"{"ref": T, "typography": T}"#) == ["refStyle", "typographyStyle"])
    }
}
