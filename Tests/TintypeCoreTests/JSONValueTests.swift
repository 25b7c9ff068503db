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

    @Test(arguments: [0.0, -0.0, 1, -1, 22, 0.5, -0.026, 0.4423, 123456.7891, 1e-5, 2.5e-10, 1e20, -3.14159265, 1234567890123.25, 0.1 + 0.2])
    func numbersReadBackExactly(_ value: Double) throws {
        var writer = JSONWriter()
        writer.beginArray()
        writer.number(value)
        writer.endArray()
        // Read back with Swift's correctly rounded parser (Foundation's JSON parser on Linux is not).
        let text = String(decoding: writer.finish(), as: UTF8.self)
        let number = text.filter { !"[] \n".contains($0) }
        #expect(Double(number) == value, "\(number)")
        if value == value.rounded(), abs(value) < 1e15 { #expect(!text.contains("."), "whole numbers print without a fraction") }
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

/// Every object of a written document has its keys in sorted order (read back in written order).
func keysAreSorted(_ bytes: [UInt8]) -> Bool {
    func sorted(_ node: SourceNode) -> Bool {
        switch node.value {
        case .object(let members):
            let keys = members.map(\.key)
            return keys == keys.sorted() && members.allSatisfy { sorted($0.value) }
        case .array(let items): return items.allSatisfy(sorted)
        default: return true
        }
    }
    guard let document = try? SourceNode.parseJSON(bytes) else { return false }
    return sorted(document)
}

@Suite struct ResolvedRowJSONTests {
    @Test func everyRowWritesSortedKeysAndTheDocumentedSchema() throws {
        let resolver = try TypographyResolver(.appleDefault)
        let rows = resolver.resolve(with: try resolver.loadFonts(from: TypographyResolverTests.typoFont))
        var writer = JSONWriter()
        writer.beginArray()
        for row in rows { row.write(to: &writer) }
        writer.endArray()
        let bytes = writer.finish()
        #expect(keysAreSorted(bytes))
        let parsedRows = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [[String: Any]])
        #expect(parsedRows.count == rows.count)
        let parsed = try #require(parsedRows.first)
        #expect(Set(parsed.keys) == ["baselineOffset", "category", "emphasized", "font", "leading", "lineHeight",
                                     "lineHeightPolicy", "metrics", "size", "style", "tracking", "trims", "warnings", "weight"])
        #expect((parsed["font"] as? [String: Any])?["location"] is NSNull)
    }
}
