import Foundation
import Testing
import TintypeTypography
import TintypeDocument

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
    guard let document = try? SourceNode.parseJSON(bytes) else { return false }
    return keysAreSorted(document)
}

/// Every object under `node` has its keys in sorted order.
func keysAreSorted(_ node: SourceNode) -> Bool {
    switch node.value {
    case .object(let members):
        let keys = members.map(\.key)
        return keys == keys.sorted() && members.allSatisfy { keysAreSorted($0.value) }
    case .array(let items): return items.allSatisfy { keysAreSorted($0) }
    default: return true
    }
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

    @Test func documentsLargerThanTheWritersBufferReadBack() throws {
        // Far more than the writer's 4 KB buffer: many small values, and strings longer than it.
        let long = String(repeating: "abc\"\\\n", count: 3_000)
        let items = (0..<5_000).map { JSONValue.string("item \($0) \u{01}") } + [.string(long), .number(0.4423)]
        let bytes = JSONValue.array(items).serialized()
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [Any])
        #expect(parsed.count == 5_002)
        #expect(parsed[4_321] as? String == "item 4321 \u{01}")
        #expect(parsed[5_000] as? String == long)
        #expect(bytes.last == 0x0A)
    }

    @Test func indentationDeeperThanTheBufferKeepsTwoSpacesALevel() {
        // 2,100 levels indent the innermost line by 4,200 spaces, more than the writer's buffer holds.
        let depth = 2_100
        var value = JSONValue.array([])
        for _ in 1..<depth { value = .array([value]) }
        let lines = String(decoding: value.serialized(), as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 2 * depth - 1 + 1)   // opening lines, closing lines, and the empty line after the final newline
        for (index, line) in lines.dropLast().enumerated() {
            let level = index < depth ? index : 2 * depth - 2 - index
            let expected = String(repeating: " ", count: 2 * level) + (index < depth - 1 ? "[" : index == depth - 1 ? "[]" : "]")
            guard line == expected else {
                Issue.record("line \(index + 1) is not \(level) levels of indentation and a bracket")
                return
            }
        }
    }

    /// Every key, escapes included, reads back through Foundation's parser as the key given.
    @Test func keysReadBackAsGiven() throws {
        let names = ["plain", "quote \" backslash \\", "newline \n tab \t bell \u{07}", "é 😀", ""]
        var writer = JSONWriter()
        writer.beginObject()
        for (index, name) in names.enumerated() {
            writer.key(name)
            writer.integer(index)
        }
        writer.key("literal")
        writer.integer(names.count)
        writer.key("string " + names[1])
        writer.integer(names.count + 1)
        writer.endObject()
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(writer.finish())) as? [String: Int])
        for (index, name) in names.enumerated() { #expect(parsed[name] == index, "\(name)") }
        #expect(parsed["literal"] == names.count)
        #expect(parsed["string " + names[1]] == names.count + 1)
        #expect(parsed.count == names.count + 2)
    }
}
