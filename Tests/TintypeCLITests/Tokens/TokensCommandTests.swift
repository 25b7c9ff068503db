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

@Suite struct TokensResolverCommandTests {
    @Test func resolverDocumentsWithInputs() throws {
        let result = try TintypeProcess.run(["tokens", "resolve", "--resolver", "Tests/Fixtures/Tokens/resolver/app.resolver.json",
                                             "--input", "appearance=dark", "--input", "size=large"])
        #expect(result.status == 0, "\(result.stderr)")
        let tokens = try #require(try TintypeProcess.jsonObject(result)["tokens"] as? [String: [String: Any]])
        #expect(((tokens["tint"]?["value"] as? [String: Any])?["components"] as? [Double]) == [0.039, 0.518, 1])
        let bad = try TintypeProcess.run(["tokens", "resolve", "--resolver", "Tests/Fixtures/Tokens/resolver/app.resolver.json", "--input", "size"])
        #expect(bad.status == 2 && bad.stderr.contains("--input size: write modifier=context"))
    }
}
