import Testing
import TintypeDocument
import TintypeColor
import TintypeTokens
import TintypeTrees
import TintypeProject

/// A DTCG colour object is accepted or refused the same way, with the same message, in a theme, a
/// view tree and a token file.
@Suite struct ColorObjectTests {
    /// The three places a colour object is written, each reading `object` and returning the
    /// message of its first error (nil when it was accepted).
    static func messages(_ object: String) -> [String: String?] {
        func first(_ body: () throws -> Void) -> String? {
            do {
                try body()
                return nil
            } catch let error as Diagnostics {
                return error.diagnostics.first?.message
            } catch let error as Diagnostic {
                return error.message
            } catch {
                return "\(error)"
            }
        }
        return [
            "theme": first { _ = try ThemeReader.read(json: Array(#"{"name": "t", "tints": {"components": {"tabBar": {"tint": \#(object)}}}}"#.utf8), file: "t.json") },
            "tree": first { _ = try TintTreeReader.tree(Array(#"{"id": "a", "tint": \#(object)}"#.utf8), file: "t.json") },
            "tokens": first {
                _ = try DesignTokenReader.read([("t.json", Array(#"{"c": {"$type": "color", "$value": \#(object)}}"#.utf8))])
            },
        ]
    }

    @Test func aValidObjectIsAcceptedEverywhere() throws {
        let object = ##"{"colorSpace": "srgb", "components": [0, 0.478, "none"], "alpha": 1, "hex": "#007a00"}"##
        #expect(Self.messages(object).values.allSatisfy { $0 == nil })
        // 0.478 × 255 = 121.89 → 0x7a; none reads as 0.
        let parsed = try ColorObject.parse(SourceNode.parseJSON(Array(object.utf8)))
        #expect(parsed.color.hex == "#007a00" && !parsed.gamutMapped)
    }

    @Test(arguments: [
        (#"{"colorSpace": "srgb", "components": [0, 0, 0], "space": "x"}"#, "unknown key 'space' in a colour object"),
        (#"{"colorSpace": "srgb"}"#, "a colour object needs \"colorSpace\" and \"components\""),
        (#"{"colorSpace": 3, "components": [0, 0, 0]}"#, "a colour object's colorSpace is a string"),
        (#"{"colorSpace": "srgb", "components": [0, "auto", 0]}"#, "component 1 of a colour object is a number from -1000 to 1000 or \"none\", not 'auto'"),
        (#"{"colorSpace": "srgb", "components": [0, 0, 5000]}"#, "component 2 of a colour object is a number from -1000 to 1000 or \"none\", not 5000"),
        (#"{"colorSpace": "srgb", "components": [0, 0, 0], "alpha": "1"}"#, "a colour object's alpha is a number"),
        (#"{"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 2}"#, "alpha is 2; it is from 0 to 1"),
        (#"{"colorSpace": "cmyk", "components": [0, 0, 0]}"#, "colour space 'cmyk' is not a DTCG colour space"),
    ])
    func aBadObjectIsRefusedEverywhereWithOneMessage(object: String, message: String) {
        let messages = Self.messages(object)
        for (place, found) in messages {
            #expect(found?.contains(message) == true, "\(place): \(found ?? "accepted")")
        }
    }
}
