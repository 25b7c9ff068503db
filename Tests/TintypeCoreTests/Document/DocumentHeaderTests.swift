import Testing
@testable import TintypeDocument
@testable import TintypeTypography
@testable import TintypeCompiledTheme
@testable import TintypeFormats

/// Documents Tintype writes say what they are (`format`, `version`); a reader checks that before
/// anything else, wherever the members stand, so a file of another version is named as such rather
/// than by whatever its first differing member is.
@Suite struct DocumentHeaderTests {
    @Test func anotherVersionIsNamedBeforeTheMembersItWouldMisread() throws {
        // `fonts` comes first and is not what version 3 writes; the version, written last, is what is wrong.
        let text = #"{"fonts": 7, "format": "tintype.compiled-theme", "version": 2}"#
        let error = #expect(throws: Diagnostics.self) { try CompiledThemeReader.read(json: Array(text.utf8), file: "t.json") }
        // The column of the version's value, counted in the text.
        let value = try #require(text.range(of: ": 2}"))
        let column = text.distance(from: text.startIndex, to: value.lowerBound) + 3
        #expect(error?.diagnostics.map(\.description) == [
            "t.json:1:\(column): error: compiled theme version 2 is not the version this tintype reads (3); compile the theme again with this tintype"])
    }

    @Test func aManifestThatIsNotOneSaysWhereAndWhatToDo() throws {
        let wrongType = #"{"directories": [], "files": [1], "format": "tintype.build-manifest", "version": 1}"#
        let error = #expect(throws: Diagnostics.self) { try BuildManifest.read(Array(wrongType.utf8), file: "m.json") }
        #expect(error?.diagnostics.first?.description.hasPrefix("m.json:1:31: error: this is not a build manifest Tintype wrote") == true)
        #expect(error?.diagnostics.first?.message.hasSuffix("remove it (and the outputs it would list) by hand, then run 'tintype build' again") == true)
        let later = #"{"directories": [], "files": [], "format": "tintype.build-manifest", "version": 2}"#
        let version = #expect(throws: Diagnostics.self) { try BuildManifest.read(Array(later.utf8), file: "m.json") }
        #expect(version?.diagnostics.first?.message.hasPrefix("this is a build manifest of version 2, which this tintype does not read") == true)
    }

    @Test func aTaggedUnionNamesItsKindsAndTheMemberItsKindLacks() throws {
        let d = DocumentDecoder(document: "a compiled theme", policy: .firstProblem)
        func read(_ text: String) -> String? {
            do {
                _ = try LayoutWarning.read(try SourceNode.parseJSON(Array(text.utf8)), d)
                return nil
            } catch {
                return error.message
            }
        }
        #expect(read(#"{"kind": "linesColide"}"#) == "unknown layout warning 'linesColide'; use linesCollide, lineBoxOverflow or missingTrackingTable")
        #expect(read(#"{"kind": "linesCollide", "lineHeight": 20}"#) == "a layout warning needs \"inkTop\"")
        #expect(read(#"{"lineHeight": 20}"#) == "a layout warning has no \"kind\"")
        #expect(read(#"{"kind": "missingTrackingTable", "font": "F", "track": 0}"#) == nil)
    }

    @Test func aKeyGivenTwiceIsFoundInSmallAndLargeObjectsAlike() throws {
        // 8 members are checked by a scan, 40 by a hash: the second `k1` is refused either way.
        for count in [8, 40] {
            let keys = (0..<count).map { "k\($0)" } + ["k1"]
            let text = "{" + keys.map { "\"\($0)\": 0" }.joined(separator: ", ") + "}"
            let d = DocumentDecoder(document: "a test document", policy: .firstProblem)
            let error = #expect(throws: Diagnostic.self) { try d.record(try SourceNode.parseJSON(Array(text.utf8)), "the object", keys: keys) }
            #expect(error?.message == "\"k1\" is given twice", "\(count) members")
            let column = text.distance(from: text.startIndex, to: try #require(text.range(of: "\"k1\"", options: .backwards)).lowerBound) + 1
            #expect(error?.position == SourcePosition(line: 1, column: column))
        }
    }
}
