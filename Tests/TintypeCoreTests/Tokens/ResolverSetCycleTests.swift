import Testing
import TintypeDocument
import TintypeTokens

/// Sets that include each other (the DTCG suite's `circular-reference-in-sets.json`, which once
/// overflowed the stack) and chains of sets too deep to follow are errors at the reference that
/// closes the cycle or crosses the bound, never a crash.
@Suite struct ResolverSetCycleTests {
    func resolve(_ document: String) throws {
        _ = try ResolverDocument(path: "r.resolver.json", files: DocumentFiles(source: MemoryFiles(["r.resolver.json": Array(document.utf8)])))
            .resolve(input: [:])
    }

    /// `line:column` of the first `{ "$ref": "#/sets/NAME"` in `text` after `after`, counted in the text.
    func place(of reference: String, after marker: String, in text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for (number, line) in lines.enumerated() where line.contains(marker) {
            guard let found = line.range(of: "{ \"$ref\": \"\(reference)\"") else { continue }
            return "\(number + 1):\(line.distance(from: line.startIndex, to: found.lowerBound) + 1)"
        }
        return "?"
    }

    @Test func setsThatIncludeEachOtherAreACycleAtTheClosingReference() {
        let text = """
            {
              "version": "2025.10",
              "sets": {
                "a": { "sources": [{ "$ref": "#/sets/b" }] },
                "b": { "sources": [{ "$ref": "#/sets/c" }] },
                "c": { "sources": [{ "$ref": "#/sets/a" }] }
              },
              "resolutionOrder": [{ "$ref": "#/sets/a" }]
            }
            """
        let error = #expect(throws: Diagnostics.self) { try resolve(text) }
        #expect(error?.diagnostics.map(\.description) == [
            "r.resolver.json:\(place(of: "#/sets/a", after: "\"c\"", in: text)): error: set cycle: #/sets/a → #/sets/b → #/sets/c → #/sets/a; "
                + "a set cannot include itself through others, so remove one of these references"])
    }

    @Test func aChainOfSetsDeeperThanTheBoundIsAnErrorNotAStackOverflow() {
        // s0 → s1 → … → s99: deeper than the 64 levels followed.
        let sets = (0..<100).map { index in
            "\"s\(index)\": { \"sources\": [" + (index < 99 ? "{ \"$ref\": \"#/sets/s\(index + 1)\" }" : "{\"t\": {\"$type\": \"number\", \"$value\": 1}}") + "] }"
        }
        let text = "{\n\"version\": \"2025.10\",\n\"sets\": {\n" + sets.joined(separator: ",\n") + "\n},\n\"resolutionOrder\": [{ \"$ref\": \"#/sets/s0\" }]\n}"
        let error = #expect(throws: Diagnostics.self) { try resolve(text) }
        #expect(error?.diagnostics.count == 1)
        #expect(error?.diagnostics.first?.message == "sets include sets more than 64 deep here; flatten the chain")
        // The bound is crossed by the reference in the 64th set (s63 → s64).
        #expect(error?.diagnostics.first?.position?.line == 4 + 63)
    }
}
