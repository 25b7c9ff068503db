import Foundation
import Testing
import TintypeDocument
import TintypeColor
@testable import TintypeTokens

/// Tokens Studio's sets and themes, as its documentation describes them: a theme's enabled sets
/// are read and output, its source sets read only for references, its disabled sets not read.
@Suite struct TokensStudioSetsTests {
    static let directory = Repository.root.appendingPathComponent("Tests/Fixtures/Tokens/dialects")

    func read(_ files: [String], theme: String?) throws(Diagnostics) -> DesignTokens {
        var documents: [(name: String, bytes: [UInt8])] = []
        for file in files {
            documents.append((file, Array((try? Data(contentsOf: Self.directory.appendingPathComponent(file))) ?? Data())))
        }
        return try DesignTokenReader.read(documents, options: TokenReadingOptions(tokenTheme: theme))
    }

    func hex(_ tokens: DesignTokens, _ path: String) -> String? {
        guard case .object(let members)? = tokens.tokens[path]?.value.value, case .string(let hex)? = members.first(where: { $0.key == "hex" })?.value.value
        else { return nil }
        return hex
    }

    @Test func aThemePicksItsSetsInOneFile() throws {
        let light = try read(["tokens-studio-sets.json"], theme: "Light")
        #expect(light.tokens.keys.sorted() == ["accent", "bg", "button.bg", "button.padding"], "core is a source set: read, not output")
        #expect(hex(light, "accent") == "#0066ff" && hex(light, "button.bg") == "#0066ff")
        let dark = try read(["tokens-studio-sets.json"], theme: "Dark")
        #expect(hex(dark, "accent") == "#8a2be2" && hex(dark, "bg") == "#000000" && hex(dark, "glow") == "#ff00ff")
        #expect(try read(["tokens-studio-sets.json"], theme: nil).tokens.keys.sorted() == light.tokens.keys.sorted(), "the first theme by default")
    }

    @Test func aFolderOfSetsIsReadWithItsMetadataAndThemes() throws {
        let files = ["tokens-studio-folder/$metadata.json", "tokens-studio-folder/$themes.json", "tokens-studio-folder/core.json",
                     "tokens-studio-folder/themes/light.json", "tokens-studio-folder/themes/dark.json"]
        let light = try read(files, theme: "Light"), dark = try read(files, theme: "Dark")
        #expect(light.tokens.keys.sorted() == ["text.body"] && dark.tokens.keys.sorted() == ["text.body"])
        guard case .object(let lightBody)? = light.tokens["text.body"]?.value.value, case .object(let darkBody)? = dark.tokens["text.body"]?.value.value else {
            Issue.record("text.body is not a dimension")
            return
        }
        #expect(lightBody.first { $0.key == "value" }?.value.value == .number(16), "core's 16 through the light set")
        #expect(darkBody.first { $0.key == "value" }?.value.value == .number(18), "16 × 1.125")
    }

    @Test func aReferenceIntoADisabledSetSaysSo() {
        let text = #"""
            {"base": {"size": {"value": "4", "type": "spacing"}},
             "off": {"glow": {"value": "#ff00ff", "type": "color"}},
             "on": {"accent": {"value": "{glow}", "type": "color"}},
             "$themes": [{"name": "Only", "selectedTokenSets": {"base": "enabled", "on": "enabled", "off": "disabled"}}]}
            """#
        do {
            _ = try DesignTokenReader.read([(name: "t.json", bytes: Array(text.utf8))])
            Issue.record("read")
        } catch {
            #expect(error.diagnostics.contains { $0.message == "token 'accent' refers to {glow}, which is in the set 'off', which the Tokens Studio themes chosen (Only) disable; enable the set or refer to another token" },
                    "\(error)")
        }
    }

    /// Sets `components/button`, `components/card`, `core` and `brand`, each one token.
    static let manySets = #"""
        {"core": {"space": {"value": "4", "type": "spacing"}},
         "brand": {"accent": {"value": "#0066ff", "type": "color"}},
         "components/button": {"button": {"pad": {"value": "{space}", "type": "spacing"}}},
         "components/card": {"card": {"pad": {"value": "{space}", "type": "spacing"}}},
         "$themes": [{"name": "All", "selectedTokenSets": {"core": "enabled", "brand": "enabled", "components/button": "enabled", "components/card": "enabled"}}]}
        """#

    func read(sets: [String]) throws(Diagnostics) -> DesignTokens {
        try DesignTokenReader.read([(name: "t.json", bytes: Array(Self.manySets.utf8))], options: TokenReadingOptions(tokenSets: sets))
    }

    @Test func setsAreChosenByGlobAndLeftOutByBang() throws {
        // A glob enables every set it matches ('*' across '/'), the others are not read.
        #expect(try read(sets: ["core", "components/*"]).tokens.keys.sorted() == ["button.pad", "card.pad", "space"])
        // '!NAME' alone leaves one set out of all of them; '!GLOB' several.
        #expect(try read(sets: ["!brand"]).tokens.keys.sorted() == ["button.pad", "card.pad", "space"])
        #expect(try read(sets: ["!components/*"]).tokens.keys.sorted() == ["accent", "space"])
        // Over what the themes choose, too: the theme's sets without one.
        let themed = try DesignTokenReader.read([(name: "t.json", bytes: Array(Self.manySets.utf8))],
                                                options: TokenReadingOptions(tokenTheme: "All", tokenSets: ["!components/card"]))
        #expect(themed.tokens.keys.sorted() == ["accent", "button.pad", "space"])
        // A pattern that matches no set is an error naming the sets.
        do {
            _ = try read(sets: ["!widgets/*"])
            Issue.record("read")
        } catch {
            #expect(error.diagnostics.contains { $0.message.hasPrefix("--token-set !widgets/*: no such set") && $0.message.contains("the sets are core, brand") })
        }
        // The glob itself, against its documented meaning.
        #expect(TokensStudioSets.matches("components/button", "components/*") && TokensStudioSets.matches("a/b/c", "*c"))
        #expect(TokensStudioSets.matches("theme-1", "theme-?") && !TokensStudioSets.matches("theme-10", "theme-?"))
        #expect(!TokensStudioSets.matches("core", "components/*") && TokensStudioSets.matches("core", "core"))
    }

    @Test func anUnknownThemeIsAnErrorWithTheNearest() {
        do {
            _ = try read(["tokens-studio-sets.json"], theme: "Drak")
            Issue.record("read")
        } catch {
            #expect(error.diagnostics.contains { $0.message == "no Tokens Studio theme 'Drak'; did you mean 'Dark'?; the themes are Light, Dark" }, "\(error)")
        }
    }
}

/// Tokens Studio's themes come in groups (a colour theme, a scale): one is chosen in each.
@Suite struct TokensStudioThemeGroupTests {
    static let text = #"""
        {"light": {"bg": {"value": "#ffffff", "type": "color"}},
         "dark": {"bg": {"value": "#000000", "type": "color"}},
         "desktop": {"gap": {"value": "8", "type": "spacing"}},
         "mobile": {"gap": {"value": "12", "type": "spacing"}},
         "$themes": [
           {"name": "light", "group": "color", "selectedTokenSets": {"light": "enabled"}},
           {"name": "dark", "group": "color", "selectedTokenSets": {"dark": "enabled"}},
           {"name": "desktop", "group": "scale", "selectedTokenSets": {"desktop": "enabled"}},
           {"name": "mobile", "group": "scale", "selectedTokenSets": {"mobile": "enabled"}}]}
        """#

    func read(_ theme: String?) throws -> DesignTokens {
        try DesignTokenReader.read([(name: "t.json", bytes: Array(Self.text.utf8))], options: TokenReadingOptions(tokenTheme: theme))
    }

    func gap(_ tokens: DesignTokens) -> Double? {
        guard case .dimension(let gap)? = tokens.tokens["gap"]?.typed else { return nil }
        return gap.value
    }

    /// Without a choice each group's first theme is read, and said; with one, exactly the themes
    /// named, by name or GROUP/NAME, several groups combining (a brand's values never come from another).
    @Test func themesAreChosenByNameOrGroupAndName() throws {
        let first = try read(nil)
        #expect(gap(first) == 8 && first.tokens["bg"] != nil, "each group's first")
        #expect(first.notes.contains { $0.message == "Tokens Studio themes read: color/light, scale/desktop (each group's first); choose with --token-theme GROUP/NAME" })
        let mobile = try read("mobile")
        #expect(gap(mobile) == 12 && mobile.tokens["bg"] == nil, "only the theme named")
        let both = try read("color/dark,scale/mobile")
        #expect(gap(both) == 12)
        #expect(both.tokens["bg"]?.typed == .color(try ColorObject(colorSpace: "srgb", components: [0, 0, 0], alpha: nil)))
        #expect(throws: Diagnostics.self) { try read("color/dark,color/light") }
    }
}
