/// What changed between two compiled themes, read from their lines: `JSONFormat` writes every row,
/// face and tint set on a line of its own, so a changed line is a changed record. `build --locked`
/// prints it beside the path, so a reviewer sees which styles moved without opening a diff.
package struct CompiledThemeChange {
    /// Rows of this run that the earlier file did not have, by style, in the order they first occur.
    var changedRows: [(style: String, count: Int)] = []
    var rows = 0
    /// Styles the earlier file had and this run has not.
    var removedStyles: [String] = []
    /// Styles renamed since (`formerly`), old name and new, each with how many of its rows are
    /// the earlier file's under the old name.
    var renamed: [(old: String, new: String, rows: Int)] = []
    var faces = 0
    var tintSets = 0
    /// Any other line of this run that the earlier file did not have.
    var otherLines = 0
    /// What moved in the changed rows, by style in the order they first occur: the row members
    /// that differ from the earlier row with the same style, category, leading and weight.
    package var movedFields: [(style: String, fields: [String])] = []
    /// Each changed face, by its PostScript name, and how: `Inter-Regular: sha256 a7e791e8f5a0 → 0b1c2d3e4f50`.
    package var changedFaces: [String] = []
    /// Whether the files differ only in the hashes of faces whose every other member held: the same
    /// faces from other files (another build, another distribution), the same metrics.
    package var onlyFontFiles = false

    package init(from earlier: [UInt8], to now: [UInt8]) {
        let before = Self.lines(earlier), after = Self.lines(now)
        var unmatched: [Substring: Int] = [:]
        for line in before { unmatched[line, default: 0] += 1 }
        var styles: Set<String> = []
        var counts: [String: Int] = [:]
        // A style that keeps an earlier name the earlier file had (`formerly` on its typeface) was renamed.
        let earlierStyles = Set(before.compactMap(Self.style(of:)))
        var formerNames: [String: String] = [:]
        for line in after {
            guard let (style, former) = Self.typeface(line), let old = former.first(where: earlierStyles.contains) else { continue }
            formerNames[style] = old
            renamed.append((old, style, 0))
        }
        var changedRowLines: [Substring] = [], changedFaceLines: [Substring] = []
        for line in after {
            let style = Self.style(of: line)
            if let style { rows += 1; styles.insert(style) }
            if let left = unmatched[line], left > 0 {
                unmatched[line] = left - 1
                continue
            }
            // A renamed style's row that is the earlier file's under the old name, and its typeface, are the rename.
            if let style, let old = formerNames[style] {
                let earlier = Substring(#"    {"style": "\#(old)""# + line.dropFirst(#"    {"style": "\#(style)""#.count))
                if let left = unmatched[earlier], left > 0, let index = renamed.firstIndex(where: { $0.new == style }) {
                    unmatched[earlier] = left - 1
                    renamed[index].rows += 1
                    continue
                }
            }
            if let (style, _) = Self.typeface(line), formerNames[style] != nil { continue }
            if let style {
                if counts[style] == nil { changedRows.append((style, 0)) }
                counts[style, default: 0] += 1
                changedRowLines.append(line)
            } else if line.hasPrefix(#"    {"faceIndex": "#) {
                faces += 1
                changedFaceLines.append(line)
            } else if line.hasPrefix(#"    {"components": "#) {
                tintSets += 1
            } else {
                otherLines += 1
            }
        }
        changedRows = changedRows.map { ($0.style, counts[$0.style] ?? 0) }
        var removed: [String] = []
        for line in before {
            if let style = Self.style(of: line), !styles.contains(style), !removed.contains(style),
               !renamed.contains(where: { $0.old == style }) { removed.append(style) }
        }
        removedStyles = removed
        let earlierLeft = before.filter { line in
            guard let left = unmatched[line], left > 0 else { return false }
            unmatched[line] = left - 1
            return true
        }
        describe(rows: changedRowLines, faces: changedFaceLines, against: earlierLeft)
    }

    /// What moved in each changed row and face, against the earlier lines no line of this run matched.
    private mutating func describe(rows: [Substring], faces faceLines: [Substring], against earlier: [Substring]) {
        var earlierRows: [String: Substring] = [:], earlierFaces: [String: Substring] = [:]
        for line in earlier {
            if Self.style(of: line) != nil {
                earlierRows[Self.rowKey(line)] = line
            } else if line.hasPrefix(#"    {"faceIndex": "#), let name = Self.member("postscriptName", of: line) {
                earlierFaces[name] = line
            }
        }
        for line in rows {
            guard let style = Self.style(of: line), let old = earlierRows[Self.rowKey(line)] else { continue }
            let fields = Self.differingMembers(old, line)
            if let at = movedFields.firstIndex(where: { $0.style == style }) {
                for field in fields where !movedFields[at].fields.contains(field) { movedFields[at].fields.append(field) }
            } else {
                movedFields.append((style, fields))
            }
        }
        var hashesOnly = rows.isEmpty && otherLines == 0 && tintSets == 0 && removedStyles.isEmpty && renamed.isEmpty && !faceLines.isEmpty
        for line in faceLines {
            guard let name = Self.member("postscriptName", of: line), let old = earlierFaces[name] else {
                changedFaces.append((Self.member("postscriptName", of: line) ?? "a face") + ": new")
                hashesOnly = false
                continue
            }
            let fields = Self.differingMembers(old, line)
            // Another file of the same face: its hash and perhaps its name differ, nothing else.
            if !fields.contains("sha256") || !fields.allSatisfy({ $0 == "sha256" || $0 == "file" }) { hashesOnly = false }
            changedFaces.append("\(name): " + fields.map { field in
                let (from, to) = (Self.member(field, of: old) ?? "", Self.member(field, of: line) ?? "")
                return field == "sha256" ? "sha256 \(from.prefix(12)) → \(to.prefix(12))" : "\(field) \(from) → \(to)"
            }.joined(separator: ", "))
        }
        onlyFontFiles = hashesOnly
    }

    /// A row's style, category, leading and weight: its members before `baselineOffset`.
    private static func rowKey(_ line: Substring) -> String {
        String(line.firstRange(of: #", "baselineOffset""#).map { line[..<$0.lowerBound] } ?? line)
    }

    /// The top-level members of a one-line JSON object, each key with its value's text.
    private static func members(of line: Substring) -> [(key: Substring, value: Substring)] {
        var result: [(Substring, Substring)] = []
        var depth = 0, inString = false, escaped = false
        var start = line.startIndex
        var key: Substring?
        var index = line.startIndex
        while index < line.endIndex {
            let character = line[index]
            if inString {
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
            } else {
                switch character {
                case "\"": inString = true
                case "{", "[":
                    depth += 1
                    if depth == 1 { start = line.index(after: index) }
                case "}", "]":
                    if depth == 1, let key { result.append((key, line[start..<index])) }
                    depth -= 1
                case ":" where depth == 1 && key == nil:
                    key = line[start..<index]
                    start = line.index(after: index)
                case "," where depth == 1:
                    if let key { result.append((key, line[start..<index])) }
                    key = nil
                    start = line.index(after: index)
                default: break
                }
            }
            index = line.index(after: index)
        }
        return result.map { (key: $0.0.trimmingQuotesAndSpaces, value: $0.1.trimmingQuotesAndSpaces) }
    }

    /// The keys whose values differ between two one-line objects, in the later one's order.
    private static func differingMembers(_ old: Substring, _ new: Substring) -> [String] {
        let earlier = Dictionary(members(of: old).map { (String($0.key), $0.value) }) { first, _ in first }
        return members(of: new).filter { earlier[String($0.key)] != $0.value }.map { String($0.key) }
    }

    /// One member's value text (a string without its quotes), or nil.
    private static func member(_ key: String, of line: Substring) -> String? {
        members(of: line).first { $0.key == key }.map { String($0.value) }
    }

    /// The change in a few words: `24 of 792 rows (button 24); 1 face`; nil when nothing but layout changed.
    package var summary: String? {
        var parts: [String] = []
        let changed = changedRows.reduce(0) { $0 + $1.count }
        if changed > 0 {
            let shown = changedRows.prefix(4).map { row in
                "\(row.style) \(row.count)" + (movedFields.first { $0.style == row.style }.map { ": " + $0.fields.joined(separator: ", ") } ?? "")
            }
            let more = changedRows.count > 4 ? ", \(changedRows.count - 4) more styles" : ""
            parts.append("\(changed) of \(rows) rows (\(shown.joined(separator: ", "))\(more))")
        }
        if !renamed.isEmpty {
            parts.append("renamed: " + renamed.map { "\($0.old) → \($0.new) (\($0.rows) rows as they were)" }.joined(separator: ", "))
        }
        if !removedStyles.isEmpty { parts.append("styles removed: \(removedStyles.joined(separator: ", "))") }
        if faces > 0 {
            parts.append((faces == 1 ? "1 face" : "\(faces) faces") + (changedFaces.isEmpty ? "" : " (" + changedFaces.joined(separator: "; ") + ")"))
        }
        if tintSets > 0 { parts.append(tintSets == 1 ? "1 tint set" : "\(tintSets) tint sets") }
        if otherLines > 0 { parts.append(otherLines == 1 ? "1 other line" : "\(otherLines) other lines") }
        return parts.isEmpty ? nil : parts.joined(separator: "; ")
    }

    /// The lines without their separating commas: a record that becomes the last of its list is unchanged.
    private static func lines(_ bytes: [UInt8]) -> [Substring] {
        String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.hasSuffix(",") ? $0.dropLast() : $0
        }
    }

    /// A typeface line's style and earlier names: typefaces end `"style": "NAME"}` and list
    /// `"formerly": ["OLD", …]` where the style keeps some; nil for any other line.
    private static func typeface(_ line: Substring) -> (style: String, formerly: [String])? {
        let marker = #""formerly": ["#
        guard line.hasPrefix("    {"), line.hasSuffix("\"}"), !line.hasPrefix(#"    {"style": ""#),
              let list = line.firstRange(of: marker), let close = line[list.upperBound...].firstIndex(of: "]"),
              let name = line.ranges(of: #""style": ""#).last else { return nil }
        let former = line[list.upperBound..<close].split(separator: ",").map { String($0.filter { $0 != "\"" && $0 != " " }) }
        return (String(line[name.upperBound...].dropLast(2)), former)
    }

    /// The style a row line belongs to: rows start `    {"style": "NAME", `.
    private static func style(of line: Substring) -> String? {
        let prefix = #"    {"style": ""#
        guard line.hasPrefix(prefix) else { return nil }
        let rest = line.dropFirst(prefix.count)
        guard let end = rest.firstIndex(of: "\"") else { return nil }
        return String(rest[..<end])
    }
}

private extension Substring {
    /// The text without the spaces around it and the quotes of a string.
    var trimmingQuotesAndSpaces: Substring {
        var text = self
        while text.first == " " { text = text.dropFirst() }
        while text.last == " " { text = text.dropLast() }
        if text.count >= 2, text.first == "\"", text.last == "\"" { text = text.dropFirst().dropLast() }
        return text
    }
}
