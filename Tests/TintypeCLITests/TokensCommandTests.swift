import Foundation
import Testing

@Suite struct TokensCommandTests {
    @Test func resolvesAcrossFiles() throws {
        let result = try TintypeProcess.run(["tokens", "resolve", "Tests/Fixtures/Tokens/brand.json", "Tests/Fixtures/Tokens/base.json"])
        #expect(result.status == 0)
        let tokens = try #require(try TintypeProcess.jsonObject(result)["tokens"] as? [String: [String: Any]])
        #expect(Array(tokens.keys).sorted() == ["brand.body", "brand.primary", "color.blue", "size.body"])
        #expect(tokens["brand.primary"]?["type"] as? String == "color")
        let body = try #require(tokens["brand.body"]?["value"] as? [String: Any])
        #expect((body["fontSize"] as? [String: Any])?["value"] as? Double == 17)
    }

    @Test func cyclesExitTwoWithTheChain() throws {
        let result = try TintypeProcess.run(["tokens", "resolve", "Tests/Fixtures/Tokens/cycle.json"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("Tests/Fixtures/Tokens/cycle.json:3:39: error") && result.stderr.contains("error: reference cycle: a → b → a"))
    }
}
