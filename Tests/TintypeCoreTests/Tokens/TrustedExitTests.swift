import Testing
import TintypeDocument
import TintypeTokens

/// An exit 0 that can be trusted (issue 53, item 5): a run that leaves tokens out ends with one line
/// counting them by reason, `--strict-tokens` fails on it, and the small messages say what they mean.
@Suite struct TrustedExitTests {
    func read(_ files: [(String, String)], strict: Bool = false) throws(Diagnostics) -> DesignTokens {
        try DesignTokenReader.read(files.map { (name: $0.0, bytes: Array($0.1.utf8)) }, options: TokenReadingOptions(strict: strict))
    }

    func messages(_ files: [(String, String)], strict: Bool = false) -> [Diagnostic] {
        do {
            return try read(files, strict: strict).notes
        } catch {
            return error.diagnostics
        }
    }

    @Test func aRunThatLeavesTokensOutEndsWithOneLineByReason() throws {
        // Two with no DTCG form, one with no type, one referring to one left out, one colour left unmodified.
        let text = ##"""
            {"screen": {"value": "80vh", "type": "dimension"}, "shadow": {"value": "none", "type": "boxShadow"},
             "logo": {"value": "assets/logo.svg"}, "half": {"value": "{screen}", "type": "dimension"},
             "red": {"value": "#C14242", "type": "color", "$extensions": {"studio.tokens": {"modify": {"type": "darken", "value": "0.2"}}}},
             "kept": {"value": "#ffffff", "type": "color"}}
            """##
        let tokens = try read([("t.json", text)])
        #expect(tokens.tokens.keys.sorted() == ["kept", "red"])
        let summaries = tokens.notes.filter { $0.id == TokenOmission.summaryID }
        #expect(summaries.count == 1)
        #expect(summaries.first?.severity == .warning)
        #expect(summaries.first?.message == "4 tokens left out (1 with no type, 2 with a value DTCG has no form for, 1 referring to a token left out); "
            + "1 colour left unmodified; each is said at its place above")
        // Sorted, it is the last line of the run.
        #expect(Diagnostics(tokens.notes).diagnostics.last?.id == TokenOmission.summaryID)
        // Nothing left out: no line.
        #expect(try read([("t.json", ##"{"kept": {"value": "#ffffff", "type": "color"}}"##)]).notes.allSatisfy { $0.id != TokenOmission.summaryID })
    }

    @Test func strictFailsOnIt() {
        // Under --strict-tokens a Tokens Studio modifier stays unapplied: said, and the run refused.
        let text = ##"{"x": {"$value": {"colorSpace": "srgb", "components": [1, 0, 0]}, "$type": "color", "$extensions": {"studio.tokens": {"modify": {"type": "darken", "value": "0.2", "space": "srgb"}}}}}"##
        let said = messages([("t.json", text)], strict: true)
        #expect(said.contains { $0.id == TokenOmission.summaryID && $0.severity == .error
            && $0.message == "1 colour left unmodified; --strict-tokens refuses a run that does not read every token as written" })
    }

    @Test func theSmallMessagesSayWhatTheyMean() {
        // Style Dictionary's own `string` type is named as its, not Figma's.
        let sd = messages([("t.json", ##"{"label": {"value": "Acme", "type": "string"}, "c": {"value": "#ffffff", "type": "color"}}"##)])
        #expect(sd.contains { $0.message == "token 'label' has Style Dictionary's type 'string', which has no DTCG meaning; it is left out" })
        // A Style Dictionary token's own properties (`platform`) are carried, not an error.
        let carried = try? read([("t.json", ##"{"color": {"primary": {"value": "#ffffff", "type": "color", "platform": "web"}}}"##)])
        #expect(carried?.tokens["color.primary"]?.extensions?[member: "style-dictionary"]?[member: "platform"]?.stringValue == "web")
        // A token that holds a token says so, at the inner one.
        let child = messages([("t.json", ##"{"color": {"primary": {"value": "#ffffff", "type": "color", "hover": {"value": "#eeeeee", "type": "color"}}}}"##)])
        #expect(child.contains { $0.severity == .error && $0.message.hasPrefix("'color.primary' is a token (it has \"value\") that holds 'hover', a token of its own") })
        // Tokens Studio's $metadata.json alone is no silent exit 0.
        let metadata = messages([("$metadata.json", #"{"tokenSetOrder": ["a", "b"]}"#)])
        #expect(metadata.contains { $0.severity == .error
            && $0.message == "only Tokens Studio's $metadata.json was given, no set: give the set files too (a folder of them is read whole)" })
        // Plain JSON is one error, not one per leaf.
        let leaves = (0..<40).map { #""v\#($0)": \#($0)"# }.joined(separator: ", ")
        let plain = messages([("t.json", "{\"a\": {\(leaves)}}")])
        #expect(plain.filter { $0.severity == .error }.count == 1)
        #expect(plain.first { $0.severity == .error }?.message.hasPrefix("no design token in this file: it holds plain JSON values (40 of them, 'a.v0' the first)") == true)
    }

    @Test func aSuggestionNeverGrowsWithTheLengthOfAName() {
        // Still found where a person could have mistyped; nothing for a name no one types.
        #expect(closestMatch(to: "Interr", in: ["Roboto", "Inter"]) == "Inter")
        #expect(closestMatch(to: String(repeating: "x", count: 100_000), in: ["Inter", String(repeating: "x", count: 99_999)]) == nil)
        #expect(closestMatch(to: String(repeating: "a", count: 257), in: [String(repeating: "a", count: 256)]) == nil)
        #expect(closestMatch(to: String(repeating: "a", count: 200), in: [String(repeating: "a", count: 199)]) == String(repeating: "a", count: 199))
    }
}
