import Foundation
import Testing

/// What each `tintype check` finding says: the style and categories, where the theme wrote the
/// value (or that it is a default), what to change; a default is a warning, a written value fails.
@Suite struct CheckFindingsTests {
    /// The first-hour theme: DejaVu Serif (Regular and Bold installed) for a 700 hero title.
    static func theme(emphasizedWeight: String = "") -> String {
        """
        {
          "name": "hero",
          "typography": {
            "fonts": {
              "text": { "families": ["DejaVu Sans"] },
              "display": { "families": ["DejaVu Serif"] }
            },
            "styles": [
              { "name": "body" },
              { "name": "heroTitle", "font": "display", "size": 40, "lineHeight": 48, "weight": 700,\(emphasizedWeight)
                "scale": { "model": "relative", "to": "body" } },
              { "name": "badge", "font": "display", "scale": { "model": "table" }, "table": {
                "xSmall": { "size": 12, "leading": 16, "weight": 900 }, "small": { "size": 12, "leading": 16, "weight": 400 },
                "medium": { "size": 12, "leading": 16, "weight": 400 }, "large": { "size": 13, "leading": 18, "weight": 900 },
                "xLarge": { "size": 14, "leading": 18, "weight": 400 }, "xxLarge": { "size": 15, "leading": 20, "weight": 400 },
                "xxxLarge": { "size": 16, "leading": 22, "weight": 400 }, "AX1": { "size": 18, "leading": 24, "weight": 400 },
                "AX2": { "size": 20, "leading": 26, "weight": 400 }, "AX3": { "size": 22, "leading": 28, "weight": 900 },
                "AX4": { "size": 24, "leading": 30, "weight": 400 }, "AX5": { "size": 26, "leading": 32, "weight": 400 } } }
            ]
          }
        }
        """
    }

    func findings(_ text: String) throws -> (status: Int32, findings: [[String: Any]], file: String) {
        let directory = try TintypeProcess.temporaryDirectory()
        let file = directory + "/hero.json"
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        // heroTitle scales like body on purpose (its weights are judged here); its growth is ScaleGrowthTests'.
        let result = try TintypeProcess.run(["check", file, "--json", "--ignore", "typography.line-box-overflow", "--ignore", "typography.runaway-scale"])
        let json = try TintypeProcess.jsonObject(result)
        return (result.status, json["findings"] as? [[String: Any]] ?? [], file)
    }

    /// The line and column of the first `needle` in `text`, 1-based.
    func position(of needle: String, in text: String) throws -> (line: Int, column: Int) {
        let range = try #require(text.range(of: needle))
        let before = text[..<range.lowerBound]
        let line = before.count { $0 == "\n" } + 1
        let column = before.utf8.count - (before.lastIndex(of: "\n").map { before.utf8.distance(from: before.startIndex, to: $0) + 1 } ?? 0) + 1
        return (line, column)
    }

    /// A default weight the family lacks is one cause for every style that has it: one finding
    /// naming them, placed at the family (one style alone is placed at the style, as
    /// `ThemeCheckTests` checks); drawn 200 away from the weight asked for (the emphasized default,
    /// 700 + 200 = 900, by Bold 700), it fails whoever wrote it.
    @Test func aDefaultWeightTheFamilyLacksIsOneFindingAtTheFamily() throws {
        let text = Self.theme()
        let (_, found, file) = try findings(text)
        // One missing face, one finding: badge's table asks for 900 at three categories, and the
        // emphasized weights of heroTitle (700 + 200) and of badge's 900 rows ask for it too.
        let emphasized = found.filter { ($0["message"] as? String)?.contains("weight 900") == true }
        #expect(emphasized.count == 1, "\(emphasized)")
        let hero = try #require(emphasized.first)
        #expect(hero["severity"] as? String == "failure")
        #expect((hero["message"] as? String)?.hasPrefix("badge at xSmall, large, AX3; heroTitle at every category, emphasized; "
            + "badge at xSmall, large, AX3, emphasized: ") == true, "\(hero)")
        #expect((hero["message"] as? String)?.hasSuffix("weight 900 of 'DejaVu Serif' not installed; used Bold (700)") == true)
        #expect(hero["fix"] as? String == "install a face of weight 900 of 'DejaVu Serif', or move these uses to weights 'DejaVu Serif' has: "
            + #""weight" on badge; "emphasizedWeight" on heroTitle, badge"#)
        let family = try position(of: #"["DejaVu Serif"]"#, in: text)
        #expect(hero["file"] as? String == file && hero["line"] as? Int == family.line && hero["column"] as? Int == family.column)
        #expect(hero["categories"] as? [String] == ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
                                                    "AX1", "AX2", "AX3", "AX4", "AX5"])
        for key in ["aliases", "categories", "column", "file", "fix", "id", "line", "message", "severity", "style"] {
            #expect(found.allSatisfy { $0.keys.contains(key) }, "every finding carries \(key)")
        }
    }

    @Test func aWeightTheThemeWroteFailsAtItsValue() throws {
        // 100, drawn by Regular (400) 300 away, asked for by heroTitle's emphasized rows alone.
        let text = Self.theme(emphasizedWeight: #" "emphasizedWeight": 100,"#)
        let (status, found, _) = try findings(text)
        #expect(status == 1)
        let hero = try #require(found.first { $0["style"] as? String == "heroTitle" && ($0["message"] as? String)?.contains("weight 100 ") == true })
        #expect((hero["message"] as? String)?.hasPrefix("heroTitle at every category, emphasized: weight 100 of 'DejaVu Serif'") == true, "\(hero)")
        #expect(hero["severity"] as? String == "failure")
        let value = try position(of: "100,", in: text)
        #expect(hero["line"] as? Int == value.line && hero["column"] as? Int == value.column)
    }

    @Test func categoriesAreInTheirOwnOrderNotAlphabetical() throws {
        // The badge table asks for 900 at xSmall, large and AX3 only.
        let (_, found, _) = try findings(Self.theme())
        let badge = try #require(found.first { ($0["message"] as? String)?.contains("weight 900") == true })
        #expect(badge["style"] as? String == "badge", "the first use names the finding's style")
        #expect((badge["message"] as? String)?.hasPrefix("badge at xSmall, large, AX3; ") == true)
        // The finding's categories are every use's (heroTitle's emphasized rows: all twelve), in order.
        #expect(badge["categories"] as? [String] == ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
                                                     "AX1", "AX2", "AX3", "AX4", "AX5"])
        #expect(badge["severity"] as? String == "failure", "the table's weights are the theme's")
    }

    @Test func theTextReportPlacesEachFindingAndSaysWhatToChange() throws {
        let directory = try TintypeProcess.temporaryDirectory()
        let file = directory + "/hero.json"
        try Self.theme().write(toFile: file, atomically: true, encoding: .utf8)
        let text = try TintypeProcess.run(["check", file]).text
        let family = try position(of: #"["DejaVu Serif"]"#, in: Self.theme())
        // One missing face (900), one finding: badge's table asks for it, and heroTitle's and badge's
        // emphasized weights; it stands at the family, where the face is named.
        #expect(text.contains("\(file):\(family.line):\(family.column): failure [fonts.missing-face] badge at xSmall, large, AX3; "
            + "heroTitle at every category, emphasized; badge at xSmall, large, AX3, emphasized: "
            + "weight 900 of 'DejaVu Serif' not installed; used Bold (700); fix: install a face of weight 900 of 'DejaVu Serif', "
            + #"or move these uses to weights 'DejaVu Serif' has: "weight" on badge; "emphasizedWeight" on heroTitle, badge"#), "\(text)")
        #expect(text.components(separatedBy: "weight 900 of 'DejaVu Serif' not installed").count == 2, "one finding for the one face")
    }

    /// A rule's findings follow the theme's order of styles, not the alphabet (issue 54's paper
    /// cuts): every style of the default theme below a 30 pt floor, largeTitle's 34 pt aside.
    @Test func findingsFollowTheThemesOrderOfStyles() throws {
        let result = try TintypeProcess.run(["check", "Themes/default", "--minimum-size", "30", "--json"])
        let json = try TintypeProcess.jsonObject(result)
        let findings = try #require(json["findings"] as? [[String: Any]])
        let styles = findings.filter { $0["id"] as? String == "typography.minimum-size" }.compactMap { $0["style"] as? String }
        #expect(styles == ["title1", "title2", "title3", "headline", "body", "callout", "subheadline", "footnote", "caption1", "caption2"])
    }

    /// Bold Text's rows follow the 200-unit rule as every row does (Docs/Checks.md, issue 54):
    /// drawn 200 or more from the weight asked for, a failure; within 100 by a real face, a note.
    @Test func boldTextRowsFollowTheTwoHundredUnitRule() throws {
        // Body's emphasized weight moved to 700, so weight 600 is asked for by Bold Text's rows alone.
        let directory = try TintypeProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let theme = directory + "/bold-text.json"
        let source = try String(contentsOfFile: MetricsCheckTests.theme, encoding: .utf8)
            .replacingOccurrences(of: #""styles": [{"name": "body"}]"#, with: #""styles": [{"name": "body", "emphasizedWeight": 700}]"#)
            .replacingOccurrences(of: #""$schema": "../../../Themes/theme.schema.json","#, with: "")
        #expect(source.contains(#""emphasizedWeight": 700"#))
        try source.write(toFile: theme, atomically: true, encoding: .utf8)
        // Regular only: body's Bold Text weight (600) is drawn by the Regular, 200 away.
        let regular = try TintypeProcess.run(["check", theme, "--font-dir", "\(MetricsCheckTests.releases)/regular-only", "--json"])
        let findings = try #require(try TintypeProcess.jsonObject(regular)["findings"] as? [[String: Any]])
        let boldText = findings.filter { ($0["message"] as? String)?.hasPrefix("body at every category, with Bold Text: weight 600") == true }
        #expect(boldText.count == 1 && boldText.first?["severity"] as? String == "failure", "\(findings)")
        #expect(regular.status == 1)
        // Regular and Bold: 600 drawn by the Bold, 100 away, a real face of the family: a note.
        let both = try TintypeProcess.run(["check", theme, "--font-dir", "\(MetricsCheckTests.releases)/1.000", "--json"])
        let notes = try #require(try TintypeProcess.jsonObject(both)["findings"] as? [[String: Any]])
            .filter { ($0["message"] as? String)?.hasPrefix("body at every category, with Bold Text: weight 600") == true }
        #expect(notes.count == 1 && notes.first?["severity"] as? String == "note", "\(notes)")
    }
}
