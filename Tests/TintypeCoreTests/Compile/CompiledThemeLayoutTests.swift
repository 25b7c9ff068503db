import Foundation
import Testing
@testable import TintypeTheme
@testable import TintypeCompiledTheme
@testable import TintypeFormats

/// The compiled theme as a reviewer reads it: every row, face and tint set on a line of its own,
/// and `build --locked`'s summary of a change counted the same as a parser would count it.
@Suite struct CompiledThemeLayoutTests {
    func document(_ theme: Theme) throws -> [UInt8] {
        JSONFormat().document(try CompiledTheme.compile(theme, fonts: TypographyResolverTests.typoFont))
    }

    func parsed(_ bytes: [UInt8]) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
    }

    @Test func everyRowFaceAndTintSetIsOneLine() throws {
        let bytes = try document(.builtInDefault)
        let object = try parsed(bytes)
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n")
        for (member, first) in [("styles", #"    {"style": "#), ("fonts", #"    {"faceIndex": "#), ("tints", #"    {"components": "#)] {
            let records = try #require(object[member] as? [NSDictionary])
            let recordLines = lines.filter { $0.hasPrefix(first) }
            #expect(recordLines.count == records.count, "\(member)")
            // Each line is the record: Foundation's parser reads it back equal to the element.
            for (line, record) in zip(recordLines, records) {
                let text = line.hasSuffix(",") ? line.dropLast() : line
                let one = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? NSDictionary
                #expect(one == record, "\(member): \(line.prefix(80))")
            }
        }
        let rows = try #require(object["styles"] as? [Any]).count
        #expect(rows == 11 * 12 * 3 * 2)
        #expect(lines.count < rows + 200, "\(lines.count) lines for \(rows) rows")
    }

    /// The summary's counts against rows compared as parsed objects, keyed by what each row is.
    @Test func aLockedBuildSummarisesTheChangeByStyle() throws {
        var capped = Theme.builtInDefault
        capped.typography.styles = capped.typography.styles.filter { $0.name.rawValue != "caption2" }.map {
            var style = $0
            if style.name == .body { style.maximumPointSize = 30 }
            return style
        }
        let before = try document(.builtInDefault), after = try document(capped)
        func rows(_ bytes: [UInt8]) throws -> [String: NSDictionary] {
            let styles = try #require(try parsed(bytes)["styles"] as? [NSDictionary])
            return Dictionary(uniqueKeysWithValues: styles.map { row in
                (["style", "category", "leading", "emphasized"].map { "\(row[$0] ?? "")" }.joined(separator: "/"), row)
            })
        }
        let old = try rows(before), new = try rows(after)
        let changed = new.filter { old[$0.key] != $0.value }
        let byStyle = Dictionary(grouping: changed.values) { "\($0["style"] ?? "")" }
        #expect(byStyle.keys.sorted() == ["body"])
        #expect(Set(old.values.map { "\($0["style"] ?? "")" }).subtracting(new.values.map { "\($0["style"] ?? "")" }) == ["caption2"])
        // Body's typeface record now carries its limit: a changed line outside the rows.
        let oldTypefaces = try #require(try parsed(before)["typefaces"] as? [NSDictionary])
        let newTypefaces = try #require(try parsed(after)["typefaces"] as? [NSDictionary])
        let typefaces = newTypefaces.filter { !oldTypefaces.contains($0) }.count
        #expect(typefaces == 1)
        let summary = try #require(JSONFormat().changeSummary(from: before, to: after))
        // What moved in body's rows: the members that differ from the earlier row with the same key.
        let moved = Set(changed.flatMap { key, row in
            (row.allKeys as? [String] ?? []).filter { member in (old[key]?[member] as? NSObject) != (row[member] as? NSObject) }
        })
        let prefix = "\(changed.count) of \(new.count) rows (body \(byStyle["body"]?.count ?? 0): "
        #expect(summary.hasPrefix(prefix) && summary.hasSuffix("); styles removed: caption2; \(typefaces) other line"), "\(summary)")
        let listed = summary.dropFirst(prefix.count).prefix { $0 != ")" }.components(separatedBy: ", ")
        #expect(Set(listed) == moved, "\(summary)")
        #expect(changed.count == 4 * 3 * 2, "body is above 30 pt from AX2 to AX5 (Apple's table: 33, 40, 47, 53)")
        #expect(JSONFormat().changeSummary(from: before, to: before) == nil)
    }

    /// A compiled table whose face lines differ in their hash alone holds the same metrics: the
    /// fonts are other files of the same faces, which `build --locked` notes. A face line that also
    /// names another family, or any row that moved, is a change.
    @Test func onlyTheFontsHashesIsOtherFilesOfTheSameFaces() throws {
        let before = try document(.builtInDefault)
        let text = String(decoding: before, as: UTF8.self)
        let hash = try #require(text.firstRange(of: #""sha256": ""#)).upperBound
        let old = String(text[hash...].prefix(64))
        let rehashed = Array(text.replacingOccurrences(of: old, with: String(repeating: "f", count: 64)).utf8)
        #expect(rehashed != before)
        #expect(CompiledThemeChange(from: before, to: rehashed).onlyFontFiles)
        // The same face from a file of another name (a collection, another package's naming).
        let moved = Array(String(decoding: rehashed, as: UTF8.self).replacingOccurrences(of: #""file": "fixed.ttf""#, with: #""file": "fixed.ttc""#).utf8)
        #expect(moved != rehashed)
        #expect(CompiledThemeChange(from: before, to: moved).onlyFontFiles)
        let renamed = Array(String(decoding: rehashed, as: UTF8.self)
            .replacingOccurrences(of: #""family": "Inter", "file""#, with: #""family": "Other", "file""#).utf8)
        #expect(renamed != rehashed)
        #expect(!CompiledThemeChange(from: before, to: renamed).onlyFontFiles)
        #expect(!CompiledThemeChange(from: before, to: before).onlyFontFiles, "nothing changed is no font change")
    }
}
