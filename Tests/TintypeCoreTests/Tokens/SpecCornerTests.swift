import Foundation
import Testing
import TintypeDocument
import TintypeTokens

/// The standard's corners from Terrazzo's parser tests (issue 53), each a fixture in
/// Tests/Fixtures/Tokens/spec-corners whose `$description` quotes the DTCG 2025.10 sentence it
/// holds: an error at the member or key the sentence is about, or the values it implies.
@Suite struct SpecCornerTests {
    static let directory = Repository.root.appendingPathComponent("Tests/Fixtures/Tokens/spec-corners")

    func read(_ name: String) throws -> DesignTokens {
        let bytes = Array(try Data(contentsOf: Self.directory.appendingPathComponent(name)))
        return try DesignTokenReader.read([(name: name, bytes: bytes)], options: TokenReadingOptions(strict: true))
    }

    /// The errors reading `name` gives, as `LINE:COLUMN: message`.
    func errors(_ name: String) -> [String] {
        do {
            _ = try read(name)
            return []
        } catch let error as Diagnostics {
            return error.diagnostics.filter { $0.severity == .error }.map { diagnostic in
                guard case .source(_, let position) = diagnostic.place else { return diagnostic.message }
                return "\(position.line):\(position.column): \(diagnostic.message)"
            }
        } catch {
            return ["\(error)"]
        }
    }

    /// The line and column of the first `text` after the first `after` in the fixture.
    func place(of text: String, after: String = "", in name: String) throws -> String {
        let whole = try String(contentsOf: Self.directory.appendingPathComponent(name), encoding: .utf8)
        let start = after.isEmpty ? whole.startIndex : try #require(whole.range(of: after)).upperBound
        let found = try #require(whole[start...].range(of: text))
        let before = whole[..<found.lowerBound]
        let line = before.count { $0 == "\n" } + 1
        let column = before.distance(from: before.lastIndex(of: "\n").map { before.index(after: $0) } ?? before.startIndex, to: before.endIndex) + 1
        return "\(line):\(column)"
    }

    @Test func anExtendsOfTheEnclosingGroupIsACycleAtIt() throws {
        let name = "extends-enclosing-group.json"
        #expect(errors(name) == ["\(try place(of: "\"{button}\"", in: name)): group 'button.secondary': $extends names {button}, a group that holds it, "
            + "so the group would hold itself without end; extend a sibling group instead"])
    }

    @Test func aGroupLevelRefIsAnExtends() throws {
        // button-primary takes button's text and $type, and keeps its own background.
        let tokens = try read("group-ref.json")
        #expect(tokens.tokens.keys.sorted() == ["button-primary.background", "button-primary.text", "button.background", "button.text"])
        guard case .color(let background)? = tokens.tokens["button-primary.background"]?.typed,
              case .color(let text)? = tokens.tokens["button-primary.text"]?.typed else { Issue.record("not colours"); return }
        #expect(background.components == [0.8, 0, 0.4] && text.components == [1, 1, 1])
    }

    @Test(arguments: [
        ("typography-fontweight-names-number.json", "\"{w}\"", "token 'body' (typography): fontWeight refers to {w}, a number token; "
            + "a typography's fontWeight takes a fontWeight token or value"),
        ("typography-fontfamily-names-strokestyle.json", "\"{line}\"", "token 'body' (typography): fontFamily refers to {line}, a strokeStyle token; "
            + "a typography's fontFamily takes a fontFamily token or value"),
        ("typography-lineheight-names-fontweight.json", "\"{bold}\"", "token 'body' (typography): lineHeight refers to {bold}, a fontWeight token; "
            + "a typography's lineHeight takes a number token or value"),
        ("gradient-position-names-fontweight.json", "\"{bold}\"", "token 'fade' (gradient): position refers to {bold}, a fontWeight token; "
            + "a gradient's position takes a number token or value"),
    ])
    func aMemberReferenceIsCheckedAgainstTheReferencedType(name: String, reference: String, message: String) throws {
        #expect(errors(name) == ["\(try place(of: reference, after: "$value", in: name)): \(message)"])
    }

    @Test func everyResolverContextIsAnArrayWhetherChosenOrNot() throws {
        let name = "resolver-context-not-array.resolver.json"
        let files = DocumentFiles(source: LocalFiles())
        for input in [[:], ["theme": "dark"]] as [[String: String]] {
            do {
                _ = try ResolverDocument(path: Self.directory.appendingPathComponent(name).path, files: files).resolve(input: input)
                Issue.record("resolved with \(input)")
            } catch {
                #expect(error.diagnostics.contains { $0.message == "modifier 'theme': context 'dark' is an object; a context is an array of sources "
                    + "(token files, sets, inline tokens)" }, "\(error)")
            }
        }
    }
}
