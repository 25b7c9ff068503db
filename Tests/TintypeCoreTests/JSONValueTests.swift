import Foundation
import Testing
import TintypeCore

@Suite struct JSONValueTests {
    let document = JSONValue.object([
        "zeta": .array([.integer(1), .number(2.5), .number(22), .number(-0.026), .null, .bool(true)]),
        "alpha": .string("quote \" backslash \\ newline \n tab \t bell \u{07} é"),
        "empty": .object([:]),
        "list": .array([]),
        "nested": .object(["b": .number(nil), "a": .string(nil)]),
    ])

    @Test func foundationsParserReadsBackTheSameValues() throws {
        let bytes = document.serialized()
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        #expect(parsed["alpha"] as? String == "quote \" backslash \\ newline \n tab \t bell \u{07} é")
        let zeta = try #require(parsed["zeta"] as? [Any])
        #expect(zeta[0] as? Int == 1 && zeta[1] as? Double == 2.5 && zeta[3] as? Double == -0.026)
        #expect(zeta[4] is NSNull && zeta[5] as? Bool == true)
        #expect((parsed["empty"] as? [String: Any])?.isEmpty == true)
        #expect((parsed["nested"] as? [String: Any])?["a"] is NSNull)
    }

    @Test func keysAreSortedAndNumbersShortest() {
        let text = String(decoding: document.serialized(), as: UTF8.self)
        let keys = ["\"alpha\"", "\"empty\"", "\"list\"", "\"nested\"", "\"zeta\""].map { text.range(of: $0)!.lowerBound }
        #expect(keys == keys.sorted())
        #expect(text.contains("22,") && !text.contains("22.0") && text.contains("-0.026"))
        #expect(text.contains(#"\u0007"#))
        #expect(text.hasSuffix("}\n"))
    }
}

/// Every object of a document has its keys in sorted order.
func keysAreSorted(_ value: JSONValue) -> Bool {
    switch value {
    case .members(let members):
        let keys = members.map(\.key)
        return keys == keys.sorted() && members.allSatisfy { keysAreSorted($0.value) }
    case .array(let items): return items.allSatisfy(keysAreSorted)
    default: return true
    }
}

@Suite struct ResolvedRowJSONTests {
    @Test func everyRowWritesSortedKeysAndTheDocumentedSchema() throws {
        let resolver = try TypographyResolver(.appleDefault)
        let rows = resolver.resolve(with: try resolver.loadFonts(from: TypographyResolverTests.typoFont))
        #expect(rows.allSatisfy { keysAreSorted($0.jsonValue) })
        let body = try #require(rows.first)
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(body.jsonValue.serialized())) as? [String: Any])
        #expect(Set(parsed.keys) == ["baselineOffset", "category", "emphasized", "font", "leading", "lineHeight",
                                     "lineHeightPolicy", "metrics", "size", "style", "tracking", "trims", "warnings", "weight"])
        #expect((parsed["font"] as? [String: Any])?["location"] is NSNull)
    }
}
