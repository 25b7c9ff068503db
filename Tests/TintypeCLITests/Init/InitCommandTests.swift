import Foundation
import Testing
import Yams

/// `tintype init`: the default theme to start from, and a theme made from a design system's tokens
/// that compiles at once.
@Suite struct InitCommandTests {
    @Test func fromTokensMapsTypographyAndTheTintAndCompiles() throws {
        let work = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: work) }
        let tokens = TintypeProcess.packageRoot.appendingPathComponent("Tests/Fixtures/Tokens/dialects/tokens-studio.json").path
        // Run from the scratch folder: init writes the project file, tintype.yml, where it runs.
        let result = try TintypeProcess.run(["init", "--from-tokens", tokens, "-o", "brand"], in: work)
        #expect(result.status == 0, "\(result.stderr)")
        let project = try String(contentsOfFile: work + "/tintype.yml", encoding: .utf8)
        #expect(project.contains("themes:\n  - brand\n"))
        // heading is 32 pt at large: largeTitle (34) is nearer than title1 (28) in Apple's table; body is 16: callout (16).
        // Each style named by its path without the group, so its CSS properties are not the exported token's.
        #expect(result.text.contains("style heading ← {typography.heading} (32 pt at large, scales like largeTitle"), "\(result.text)")
        #expect(result.text.contains("style body ← {typography.body} (16 pt at large, scales like callout"), "\(result.text)")
        #expect(result.text.contains("tint ← {colors.primary} (light) and dark"), "\(result.text)")
        #expect(result.text.contains("exported as brand tokens") && result.text.contains("  3 dimension tokens")
                && result.text.contains("color token"), "every token is exported, the tint's colour too: \(result.text)")
        let theme = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: work + "/brand/theme.json"))) as? [String: Any])
        #expect(theme["name"] as? String == "brand")
        #expect((theme["tokens"] as? [String])?.first?.hasSuffix("Tests/Fixtures/Tokens/dialects/tokens-studio.json") == true)
        let compile = try TintypeProcess.run(["compile", work + "/brand", "--format", "json,css", "-o", work + "/out"])
        #expect(compile.status == 0 && !compile.stderr.contains("has the name of"), "\(compile.stderr)")
        // In Chromium, every style follows the reader's text size and every token keeps its value:
        // no token's custom property sets a style's over it.
        let css = try GoldenOutputTests.check("check_css.py", [work + "/out/brand.tintype.json", work + "/out/css/brand.css"])
        #expect(css.status == 0 && css.report.contains("follows the root font size"), "\(css.report)")
        let compiled = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: work + "/out/brand.tintype.json"))) as? [String: Any])
        let rows = (compiled["styles"] as? [[String: Any]]) ?? []
        let heading = rows.first { $0["style"] as? String == "heading" && $0["category"] as? String == "large" && $0["leading"] as? String == "standard" }
        #expect(heading?["size"] as? Double == 32)
        #expect(heading?["lineHeight"] as? Double == 48, "150 % of 32")
        let check = try TintypeProcess.run(["check", work + "/brand"])
        #expect(check.status == 0, "passes the lint with Inter installed: \(check.text)")
        let again = try TintypeProcess.run(["init", "--from-tokens", tokens, "-o", "brand"], in: work)
        #expect(again.status == 2 && again.stderr.contains("theme.json exists; give --force to replace it"))
        // A second theme: the project file is left as it is, and init says what to add.
        let other = try TintypeProcess.run(["init", "-o", "other"], in: work)
        #expect(other.status == 0 && other.text.contains("tintype.yml exists and is left as it is; add 'other' to its themes"))
        #expect(try String(contentsOfFile: work + "/tintype.yml", encoding: .utf8) == project)
    }

    /// `--formats` lists only the formats a team builds (a Swift-only team: swift and json), each
    /// with its folder and options; an unknown one is refused with the nearest name.
    @Test func formatsChoosesWhatTheProjectLists() throws {
        let work = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: work) }
        let result = try TintypeProcess.run(["init", "-o", "starter", "--formats", "swift,json"], in: work)
        #expect(result.status == 0, "\(result.stderr)")
        let project = try #require(try Yams.compose(yaml: try String(contentsOfFile: work + "/tintype.yml", encoding: .utf8)))
        #expect(project["formats"]?.mapping?.keys.compactMap(\.string) == ["swift", "json"])
        #expect(try TintypeProcess.run(["build", "-q"], in: work).status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: work + "/build/tintype").sorted() == ["json", "swift"])
        let unknown = try TintypeProcess.run(["init", "-o", "other", "--formats", "kotlin"], in: work)
        #expect(unknown.status == 2 && unknown.stderr.contains("compose"), "\(unknown.stderr)")
    }

    @Test func withoutTokensItWritesTheDefaultTheme() throws {
        let work = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: work) }
        let result = try TintypeProcess.run(["init", "-o", "starter"], in: work)
        #expect(result.status == 0, "\(result.stderr)")
        // The project it writes builds the starter at once.
        #expect(try TintypeProcess.run(["build", "-q"], in: work).status == 0)
        #expect(FileManager.default.fileExists(atPath: work + "/build/tintype/json/starter.tintype.json"))
        let styles = try TintypeProcess.run(["styles", work + "/starter", "--json", "--category", "large"])
        #expect(styles.status == 0, "\(styles.stderr)")
        let reference = try TintypeProcess.run(["styles", "Themes/default", "--json", "--category", "large"])
        let rows = { (result: TintypeProcess.Result) in
            ((try? TintypeProcess.jsonObject(result))?["styles"] as? [[String: Any]])?.map {
                "\($0["style"] ?? "")/\($0["size"] ?? "")/\($0["lineHeight"] ?? "")/\((($0["tracking"] as? [String: Any])?["points"]) ?? "")"
            }
        }
        // Apple's eleven styles, each at large in its three leadings and two weights.
        #expect(rows(styles)?.count == 11 * 6, "\(styles.text.prefix(200))")
        #expect(rows(styles) == rows(reference), "the starter resolves as the shipped default, its tracking included")
        // The tints are written out for the brand to replace: systemBlue in its four modes, as
        // ../shared/reference/tint-semantics.md gives it.
        let theme = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: work + "/starter/theme.json"))) as? [String: Any]
        let tints = (theme?["tints"] as? [String: Any])?["default"] as? [String: [String: String]]
        #expect(tints == ["light": ["normal": "#007aff", "increased": "#0040dd"], "dark": ["normal": "#0a84ff", "increased": "#409cff"]])
    }

    /// A design system with no typography composites (Adobe Spectrum's shape: a font size per
    /// platform, weights, an accent too pale for a tint) gets Apple's eleven styles sized by its
    /// font-size token where one is within a fifth of Apple's size (14 px for body's 17 pt; nothing
    /// near largeTitle's 34), keeps iOS's blue rather than a tint with 1.2:1 on white, and passes check.
    @Test func tokensWithoutTypographyGetApplesStylesAndPassCheck() throws {
        let work = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: work) }
        let tokens = TintypeProcess.packageRoot.appendingPathComponent("Tests/Fixtures/Tokens/dialects/spectrum.json").path
        let result = try TintypeProcess.run(["init", "--from-tokens", tokens, "-o", "theme"], in: work)
        #expect(result.status == 0, "\(result.text)")
        #expect(result.text.contains("  style body ← {font-size-100} (14 pt at large, the font-size token nearest Apple's 17 pt; line height 18 pt"),
                "\(result.text)")
        #expect(result.text.contains("  style largeTitle ← Apple's own (34 pt at large): no font-size token within a fifth of it"))
        #expect(result.text.contains("  tint: the theme keeps iOS's system blue, as no brand-named colour has 3:1 on white: accent-color (1.2141:1 on white)"))
        let check = try TintypeProcess.run(["check", "theme"], in: work)
        #expect(check.status == 0 && check.text.contains("theme: 0 failures"), "\(check.text)\(check.stderr)")
    }

    /// A DTCG resolver document (issue 52, item 3): its modifiers become the theme's modes by their
    /// contexts' names (appearance's `dark` for dark), a modifier with no default needs --input,
    /// which the theme keeps, and the theme's tint follows the token into dark mode: dark.json's
    /// tint is {color.blueDark}, foundation.json's [0.039, 0.518, 1], #0a84ff.
    @Test func aResolverDocumentsModifiersBecomeTheThemesModes() throws {
        let work = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: work) }
        let resolver = TintypeProcess.packageRoot.appendingPathComponent("Tests/Fixtures/Tokens/resolver/app.resolver.json").path
        let refused = try TintypeProcess.run(["init", "--from-tokens", resolver, "-o", "theme"], in: work)
        #expect(refused.status == 2 && refused.stderr.contains("modifier 'size' has no default; give --input size=CONTEXT (regular, large)"),
                "\(refused.stderr)")
        let result = try TintypeProcess.run(["init", "--from-tokens", resolver, "--input", "size=regular", "-o", "theme"], in: work)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.text.contains("  modes ← the resolver document's modifiers, by their contexts' names: dark = appearance: dark"), "\(result.text)")
        let theme = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: work + "/theme/theme.json"))) as? [String: Any])
        let tokens = try #require(theme["tokens"] as? [String: Any])
        #expect(tokens["input"] as? [String: String] == ["size": "regular"])
        #expect((tokens["modes"] as? [String: Any])?.keys.sorted() == ["dark"], "dark with increased contrast falls back to dark")
        let check = try TintypeProcess.run(["check", "theme"], in: work)
        #expect(check.status == 0 && check.text.contains("theme: 0 failures"), "\(check.text)\(check.stderr)")
        let compile = try TintypeProcess.run(["compile", "theme", "--format", "json", "-o", "out"], in: work)
        #expect(compile.status == 0, "\(compile.stderr)")
        let compiled = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: work + "/out/theme.tintype.json"))) as? [String: Any])
        let dark = try #require((compiled["tints"] as? [[String: Any]])?.first { set in
            (set["modes"] as? [[String: String]])?.contains(["appearance": "dark", "contrast": "normal"]) == true
        })
        #expect(dark["default"] as? String == "#0a84ff")
    }

    /// Mode files (issue 52, item 3): given together with the base they define the same tokens,
    /// and the error's note names --mode; given with --mode they become the theme's tokens.modes,
    /// the dark tint then dark.tokens.json's primary (#a5b4fc).
    @Test func modeFilesAreGivenWithMode() throws {
        let work = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: work) }
        let fixture = TintypeProcess.packageRoot.appendingPathComponent("Tests/Fixtures/Tokens/modes").path
        for name in ["base.tokens.json", "dark.tokens.json"] {
            try FileManager.default.copyItem(atPath: fixture + "/" + name, toPath: work + "/" + name)
        }
        let together = try TintypeProcess.run(["init", "--from-tokens", "base.tokens.json", "dark.tokens.json", "-o", "theme"], in: work)
        #expect(together.status == 2)
        #expect(together.stderr.contains("dark.tokens.json: note: defines 4 tokens base.tokens.json defines too (color.on-primary, color.on-surface, "
            + "color.primary, …); if it holds another mode's values, give it with --mode dark=dark.tokens.json"), "\(together.stderr)")
        let badMode = try TintypeProcess.run(["init", "--from-tokens", "base.tokens.json", "--mode", "dusk=dark.tokens.json", "-o", "theme"], in: work)
        #expect(badMode.status == 2 && badMode.stderr.contains("--mode dusk=dark.tokens.json: give MODE=FILE, MODE one of dark, lightIncreased, darkIncreased"),
                "\(badMode.stderr)")
        let result = try TintypeProcess.run(["init", "--from-tokens", "base.tokens.json", "--mode", "dark=dark.tokens.json", "-o", "theme"], in: work)
        #expect(result.status == 0, "\(result.stderr)")
        let theme = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: work + "/theme/theme.json"))) as? [String: Any])
        let modes = (theme["tokens"] as? [String: Any])?["modes"] as? [String: [String: [String]]]
        #expect(modes == ["dark": ["files": ["../dark.tokens.json"]]])
        let check = try TintypeProcess.run(["check", "theme"], in: work)
        #expect(check.status == 0 && check.text.contains("theme: 0 failures"), "\(check.text)\(check.stderr)")
        let compile = try TintypeProcess.run(["compile", "theme", "--format", "json", "-o", "out"], in: work)
        let compiled = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: work + "/out/theme.tintype.json"))) as? [String: Any])
        let dark = (compiled["tints"] as? [[String: Any]])?.first { set in
            (set["modes"] as? [[String: String]])?.contains(["appearance": "dark", "contrast": "normal"]) == true
        }
        #expect(compile.status == 0 && dark?["default"] as? String == "#a5b4fc", "\(compile.stderr)")
    }

    /// A Tokens Studio export with `$themes` (issue 52, item 3): group Mode has Light, Dark and
    /// Dark High Contrast, group Brand Acme and Other. The theme reads Mode/Light + Brand/Acme as
    /// its base and each mode its own Mode theme with Brand/Acme; the tint follows `accent` by hand
    /// from `tokens-studio-modes.json`: light brand/acme's {blue.600} #2563eb, dark brand/acme-dark's
    /// {blue.300} #93c5fd, dark with increased contrast brand/acme-dark-hc's {blue.100} #dbeafe
    /// (each enabled set later in `tokenSetOrder` than brand/acme), light with increased contrast
    /// none of its own, so light's.
    @Test func tokensStudioThemesNamedLightAndDarkBecomeTheThemesModes() throws {
        let work = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: work) }
        let export = TintypeProcess.packageRoot.appendingPathComponent("Tests/Fixtures/Tokens/dialects/tokens-studio-modes.json").path
        let result = try TintypeProcess.run(["init", "--from-tokens", export, "-o", "theme"], in: work)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.text.contains("modes ← the Tokens Studio themes named light and dark, the light one the base: "
            + "dark = Tokens Studio themes Mode/Dark + Brand/Acme; darkIncreased = Tokens Studio themes Mode/Dark High Contrast + Brand/Acme"), "\(result.text)")
        let theme = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: work + "/theme/theme.json"))) as? [String: Any])
        let tokens = try #require(theme["tokens"] as? [String: Any])
        #expect(tokens["themes"] as? [String] == ["Mode/Light", "Brand/Acme"])
        #expect(tokens["modes"] as? [String: [String: [String]]] == [
            "dark": ["themes": ["Mode/Dark", "Brand/Acme"]], "darkIncreased": ["themes": ["Mode/Dark High Contrast", "Brand/Acme"]],
        ])
        let check = try TintypeProcess.run(["check", "theme"], in: work)
        #expect(check.status == 0 && check.text.contains("theme: 0 failures"), "\(check.text)\(check.stderr)")
        let compile = try TintypeProcess.run(["compile", "theme", "--format", "json", "-o", "out"], in: work)
        #expect(compile.status == 0, "\(compile.stderr)")
        let compiled = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: work + "/out/theme.tintype.json"))) as? [String: Any])
        let expected = ["light/normal": "#2563eb", "light/increased": "#2563eb", "dark/normal": "#93c5fd", "dark/increased": "#dbeafe"]
        var seen: [String: String] = [:]
        for set in compiled["tints"] as? [[String: Any]] ?? [] {
            for mode in set["modes"] as? [[String: String]] ?? [] { seen["\(mode["appearance"] ?? "")/\(mode["contrast"] ?? "")"] = set["default"] as? String }
        }
        #expect(seen == expected)
        // A choice made here stays the user's: no modes are worked out.
        let chosen = try TintypeProcess.run(["init", "--from-tokens", export, "--token-theme", "Mode/Dark,Brand/Other", "-o", "chosen"], in: work)
        #expect(chosen.status == 0, "\(chosen.stderr)")
        let kept = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: work + "/chosen/theme.json"))) as? [String: Any])
        #expect((kept["tokens"] as? [String: Any])?["modes"] == nil)
        #expect((kept["tokens"] as? [String: Any])?["themes"] as? [String] == ["Mode/Dark", "Brand/Other"])
    }
}
