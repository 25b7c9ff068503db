import Foundation
import Testing
import TintypeDocument

/// `JSONScanner`'s reading of numbers without strtod, of strings and white space eight bytes at a
/// time, and its line counting, against Foundation.
@Suite struct JSONScannerTests {
    /// Decimals of every length the fast path takes (and longer ones it leaves to strtod) read as
    /// the double strtod gives (`Double(String)`), and, up to 15 digits, as Foundation's parser does.
    @Test func numbersEqualFoundationsParse() throws {
        var generator = SystemRandomNumberGenerator()
        var texts = ["0", "-0", "1", "-1", "0.1", "0.2", "0.3", "123456789012345", "1234567890123456", "9007199254740993",
                     "0.000000000000001", "1e5", "-2.5E-3", "1.7976931348623157e308", "5.704545454545453", "30.0313"]
        for _ in 0..<2000 {
            let digits = Int.random(in: 1...17, using: &generator)
            var text = String((0..<digits).map { _ in "0123456789".randomElement(using: &generator) ?? "0" })
            let point = Int.random(in: 0...digits, using: &generator)
            if point > 0 && point < digits { text.insert(".", at: text.index(text.startIndex, offsetBy: point)) }
            // JSON has no leading zeros ("05.3").
            if text.count > 1, text.first == "0", text.dropFirst().first != "." { text.replaceSubrange(text.startIndex...text.startIndex, with: "1") }
            if Bool.random(using: &generator) { text = "-" + text }
            texts.append(text)
        }
        let document = "[" + texts.joined(separator: ", ") + "]"
        let expected = try #require(try JSONSerialization.jsonObject(with: Data(document.utf8), options: [.fragmentsAllowed]) as? [NSNumber])
        var scanner = JSONScanner(Array(document.utf8))
        try scanner.beginArray()
        var index = 0
        while try scanner.nextElement() {
            let value = try scanner.number()
            #expect(value == Double(texts[index]), "\(texts[index])")
            // Foundation's JSON parser rounds some 16- and 17-digit decimals differently from strtod
            // (which rounds correctly); up to 15 digits, the fast path's range, all three agree.
            if texts[index].filter(\.isNumber).count <= 15 { #expect(value == expected[index].doubleValue, "\(texts[index])") }
            index += 1
        }
        #expect(index == texts.count)
    }

    /// Positions count lines the scanner passed, and columns in characters, on a minified line and
    /// after multi-byte text.
    @Test func positionsCountLinesAndCharacters() throws {
        let document = "{\n  \"é\": [1,\n    2, \"x\"]}"
        var scanner = JSONScanner(Array(document.utf8))
        try scanner.beginObject()
        #expect(try scanner.nextKey() == "é")
        #expect(scanner.position(of: scanner.keyOffset) == SourcePosition(line: 2, column: 3))
        try scanner.beginArray()
        _ = try scanner.nextElement()
        _ = try scanner.number()
        _ = try scanner.nextElement()
        _ = try scanner.peek()
        #expect(scanner.trackedPosition(of: scanner.offset) == SourcePosition(line: 3, column: 5))
        #expect(scanner.position(of: 0) == SourcePosition(line: 1, column: 1))
    }

    /// Strings are scanned eight bytes at a time up to the byte that ends the plain run: a quote,
    /// escape, control or non-ASCII byte at every place of a word, after indentations of every
    /// length, reads as Foundation's parser reads it, and a control byte is refused as it refuses it.
    @Test func stringsAndIndentationAtEveryAlignment() throws {
        // JSON source text: escapes of a quote, a backslash, a newline and é, then é and 😀 as UTF-8, and a space.
        let specials = [#"\""#, #"\\"#, #"\n"#, #"\u00e9"#, "é", "😀", " "]
        var texts: [String] = []
        for length in 0...19 {
            for special in specials {
                for place in 0...length {
                    let letters = String(repeating: "a", count: length)
                    let index = letters.index(letters.startIndex, offsetBy: place)
                    texts.append(String(letters[..<index]) + special + String(letters[index...]))
                }
            }
        }
        var document = "["
        for (index, text) in texts.enumerated() {
            // Indentation of 0 to 17 spaces, so every string starts at every alignment.
            document += (index == 0 ? "" : ",") + "\n" + String(repeating: " ", count: index % 18) + "\"" + text + "\""
        }
        document += "\n]"
        let expected = try #require(try JSONSerialization.jsonObject(with: Data(document.utf8)) as? [String])
        var scanner = JSONScanner(Array(document.utf8))
        try scanner.beginArray()
        var read: [String] = []
        while try scanner.nextElement() { read.append(try scanner.string()) }
        try scanner.end()
        #expect(read == expected)
        #expect(read.count == texts.count)

        for place in 0...17 {
            var bytes = Array("\"\(String(repeating: "b", count: 17))\"".utf8)
            bytes[1 + place] = 0x01
            var scanner = JSONScanner(bytes)
            #expect(throws: Diagnostic.self) { try scanner.string() }
            #expect((try? JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])) == nil)
        }
    }

    /// `\u` escapes: a surrogate pair is one scalar (as Foundation's parser reads it); a surrogate
    /// without its partner becomes U+FFFD, as Unicode's substitution for ill-formed UTF-16 has it
    /// (WHATWG's decoder does the same). The fuzzer's first find: a high surrogate followed by
    /// another high surrogate trapped on an arithmetic overflow (Tests/Fuzz/Crashes/layout-tree).
    @Test(arguments: [
        (#""\ud83d\ude00""#, "\u{1F600}"), (#""\ud802\ud800""#, "\u{FFFD}\u{FFFD}"), (#""\ud802\ud83d\ude00x""#, "\u{FFFD}\u{1F600}x"),
        (#""\ud800\u0041""#, "\u{FFFD}A"), (#""\ude00\ud800""#, "\u{FFFD}\u{FFFD}"), (#""a\ud800""#, "a\u{FFFD}"),
    ]) func surrogateEscapes(text: String, expected: String) throws {
        var scanner = JSONScanner(Array(text.utf8))
        #expect(try scanner.string() == expected)
        if !expected.contains("\u{FFFD}") {
            #expect(try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed]) as? String == expected)
        }
    }
}
