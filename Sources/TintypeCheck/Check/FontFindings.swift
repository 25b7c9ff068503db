import TintypeDocument
import TintypeTypography
import TintypeTheme
import TintypeCompiledTheme
import TintypeCompile

/// What the font system did differently from a theme, style by style: each fallback family,
/// missing weight or missing slant of the compiled rows, the categories where it happens, where
/// the theme wrote the value that asked for it (or that the value is a default it did not write),
/// and what to change. `check` reports these as `fonts.missing-face`; `compile` and `styles` print
/// each once as a warning.
public struct FontFindings {
    /// One warning of one style in one variant (regular or emphasized, Bold Text off or on).
    struct Entry {
        var warning: FontWarning
        var style: TextStyle
        var emphasized: Bool
        var boldText: Bool
        var categories: Set<ContentSizeCategory> = []
    }

    let theme: Theme
    /// The installed family names a family that is not installed is compared with, asked for
    /// only when there is one (listing every font takes a while).
    let installedFamilies: () -> [String]
    private var entries: [Entry] = []

    /// The warnings of `compiled`'s rows, grouped by style and variant in row order; `fonts`
    /// lists the installed families to suggest.
    public init(_ compiled: CompiledTheme, theme: Theme, fonts: (any FontProvider)? = nil) {
        self.init(rows: compiled.styles.flatMap { [($0.row, false)] + ($0.boldText.map { [($0, true)] } ?? []) },
                  theme: theme, fonts: fonts)
    }

    /// The warnings of resolved rows, each with whether it is a Bold Text row.
    public init(rows: [(row: ResolvedTextStyle, boldText: Bool)], theme: Theme, fonts: (any FontProvider)? = nil) {
        self.theme = theme
        installedFamilies = { fonts?.installedFamilies() ?? [] }
        var index: [String: Int] = [:]
        for (row, boldText) in rows {
            for warning in row.fontWarnings {
                // A family or slant the font system lacks is the same in every weight variant.
                let perVariant: Bool
                if case .missingWeight = warning { perVariant = true } else { perVariant = false }
                let key = "\(warning)|\(row.style)" + (perVariant ? "|\(row.emphasized)|\(boldText)" : "")
                if index[key] == nil {
                    index[key] = entries.count
                    entries.append(Entry(warning: warning, style: row.style, emphasized: perVariant && row.emphasized,
                                         boldText: perVariant && boldText))
                }
                if let at = index[key] { entries[at].categories.insert(row.category) }
            }
        }
    }

    /// `fonts.missing-face` findings, one per cause: a family or slant the font system lacks is one
    /// finding naming every style it reaches (a family typo is one line, not one per style), and so
    /// is a weight the family lacks: one missing file, one finding, naming each style and variant
    /// it reaches (at the family when it reaches several). A value the theme wrote is judged by
    /// `ThemeCheck.severity(of:)`, a default it did not write is a warning, except a face drawn 200
    /// or more weight units away, a failure whoever wrote the weight; a finding is as severe as
    /// its most severe use.
    public func findings() -> [Diagnostic] {
        var groups: [[Item]] = []
        var byCause: [String: Int] = [:]
        for entry in entries {
            let source = self.source(of: entry)
            let item = Item(entry: entry, source: source, severity: severity(entry, source))
            let key: String
            if case .missingWeight = entry.warning {
                key = "\(entry.warning)"
            } else {
                key = "\(entry.warning)|\(source.shared.map { _ in "family" } ?? "\(source.place)")|\(item.severity)"
            }
            if let at = byCause[key] {
                groups[at].append(item)
            } else {
                byCause[key] = groups.count
                groups.append([item])
            }
        }
        return groups.compactMap(finding)
    }

    /// One entry of a finding: the warning of one style in one variant, where it came from and how severe it is.
    private struct Item {
        var entry: Entry
        var source: Source
        var severity: Diagnostic.Severity
    }

    /// The finding of one cause: its uses (styles at categories, by variant), the most severe
    /// judgement, at the one place its uses share or else the family, with what to change.
    private func finding(_ uses: [Item]) -> Diagnostic? {
        // Plain rows first, then emphasized, then Bold Text's, as a reader meets them.
        let variants = ["", ", emphasized", ", with Bold Text", ", emphasized with Bold Text"]
        let group = variants.flatMap { variant in uses.filter { variantText($0.entry) == variant } }
        guard let first = group.first else { return nil }
        let order: [Diagnostic.Severity] = [.failure, .warning, .note]
        let severity = order.first { level in group.contains { $0.severity == level } } ?? first.severity
        // Uses of one variant over the same categories read as one: "body, callout at every category, emphasized".
        var variantUses: [(variant: String, categories: [ContentSizeCategory], styles: [String])] = []
        for item in group {
            let variant = variantText(item.entry), categories = item.entry.categories.sorted()
            if let at = variantUses.firstIndex(where: { $0.variant == variant && $0.categories == categories }) {
                variantUses[at].styles.append(item.entry.style.rawValue)
            } else {
                variantUses.append((variant, categories, [item.entry.style.rawValue]))
            }
        }
        let usesText = variantUses.map { "\($0.styles.joined(separator: ", ")) at \(CategoryList.text($0.categories))\($0.variant)" }
        let places = Set(group.map(\.source.place))
        let (place, fix): (Diagnostic.Place, String?)
        if group.count == 1 {
            (place, fix) = (first.source.place, first.source.fix)
        } else if case .missingWeight(let requested, let family, _, _, _) = first.entry.warning {
            place = places.count == 1 ? first.source.place : first.source.family ?? first.source.place
            fix = weightFix(group, requested: requested, family: family)
        } else {
            (place, fix) = (first.source.shared?.place ?? first.source.place, first.source.shared?.fix ?? first.source.fix)
        }
        var finding = Diagnostic(severity, at: place, id: MissingFaceRule.id,
                                 usesText.joined(separator: "; ") + ": " + message(first.entry.warning, path: first.source.path))
        finding.aliases = ThemeCheck.aliases(of: MissingFaceRule.id)
        finding.style = first.entry.style
        finding.categories = Set(group.flatMap(\.entry.categories)).sorted()
        finding.fix = fix
        return finding
    }

    /// What to change for a weight several uses lack: install the face, or move each use's weight.
    private func weightFix(_ group: [Item], requested: Int, family: String) -> String {
        var changes: [(key: String, boldText: Bool, styles: [String])] = []
        for item in group {
            let key = item.entry.emphasized ? "emphasizedWeight" : "weight"
            let style = item.entry.style.rawValue
            if let at = changes.firstIndex(where: { $0.key == key && $0.boldText == item.entry.boldText }) {
                if !changes[at].styles.contains(style) { changes[at].styles.append(style) }
            } else {
                changes.append((key, item.entry.boldText, [style]))
            }
        }
        let sets = changes.map { change in
            "\"\(change.key)\" on \(change.styles.joined(separator: ", "))" + (change.boldText ? " (Bold Text's weight follows it)" : "")
        }
        return "install a face of weight \(requested) of '\(family)', or move these uses to weights '\(family)' has: "
            + sets.joined(separator: "; ")
    }

    /// Each warning once (at the first style it concerns), for `compile` and `styles`; what is
    /// only a note (a default weight served by a real face within 100) is left out.
    public func notes() -> [Diagnostic] {
        var seen = Set<FontWarning>()
        return entries.filter { seen.insert($0.warning).inserted }.compactMap { entry in
            let source = self.source(of: entry)
            guard severity(entry, source) != .note else { return nil }
            return Diagnostic(.warning, at: source.place, message(entry.warning, path: source.path))
        }
    }

    /// What a stand-in would become: a build's outputs, a metrics baseline, or a metrics check's verdict.
    public enum StandInUse: Sendable {
        case build, baseline, check

        var consequence: String {
            switch self {
            case .build: "the outputs would ship that stand-in as the theme"
            case .baseline: "a baseline would record that stand-in's metrics as the theme's"
            case .check: "this check measured that stand-in, not the theme's font, so it vouches for nothing"
            }
        }

        /// How to go on with the stand-in on purpose; none for a check, which fails until the font is there.
        var knowingly: String? {
            switch self {
            case .build: "build with --allow-fallback to ship it knowingly"
            case .baseline: "give --allow-fallback to record it knowingly"
            case .check: nil
            }
        }
    }

    /// What a build would ship in the theme's place, or a baseline record, each once: a role whose
    /// first family is not installed (a stand-in family), or a face drawn more than 100 weight
    /// units from the weight asked for. `compile`, `build`, `metrics snapshot` and `metrics check
    /// --update` stop on these unless told `--allow-fallback`.
    public func standIns(_ use: StandInUse = .build) -> [Diagnostic] {
        var seen = Set<FontWarning>()
        return entries.filter { entry in
            guard !entry.boldText, seen.insert(entry.warning).inserted else { return false }
            switch entry.warning {
            case .fallbackFamily: return true
            case .missingWeight(let requested, _, _, let used, _): return abs(requested - used) > 100
            case .missingSlant: return false
            }
        }.map { entry in
            let source = self.source(of: entry)
            return Diagnostic(.error, at: source.place, message(entry.warning, path: source.path)
                + "; \(use.consequence): \(source.fix)" + (use.knowingly.map { ", or \($0)" } ?? ""))
        }
    }

    /// A value the theme wrote: `ThemeCheck.severity(of:)`. A default it did not write is one step
    /// milder: a warning for what would fail, a note for a weight a real face serves within 100
    /// (ordinary font matching: Bold Text's 600 served by a family's 700).
    private func severity(_ entry: Entry, _ source: Source) -> Diagnostic.Severity {
        let severity = ThemeCheck.severity(of: entry.warning)
        // A face 200 or more from the weight asked for draws another weight of the text (Regular for
        // Bold): a failure whoever wrote the weight, Bold Text's rows included.
        if case .missingWeight(let requested, _, _, let used, _) = entry.warning, abs(requested - used) >= 200 { return .failure }
        return source.written ? severity : severity == .failure ? .warning : .note
    }

    // MARK: - Where the value came from

    /// Where the theme asked for what the font system did not serve: the words naming the value in
    /// a message (`typography.fonts.text.families[0]`), whether the file wrote it, its place, and
    /// what to change.
    private struct Source {
        var path: String
        var written: Bool
        var place: Diagnostic.Place
        var fix: String
        /// For a weight no style wrote (a default, or Bold Text's), the cause several styles share:
        /// the family, where the theme names it, and what to change for all of them.
        var shared: (place: Diagnostic.Place, fix: String)?
        /// For a missing weight, where the theme names the family: the place of a finding several styles share.
        var family: Diagnostic.Place?
    }

    private func source(of entry: Entry) -> Source {
        let sources = theme.sources
        // A theme built in code wrote every value, and has no file to point into.
        func wrote(_ position: SourcePosition?) -> Bool { sources == nil || position != nil }
        let index = theme.typography.styles.firstIndex { $0.name == entry.style } ?? 0
        let stylePath = "typography.styles[\(index)]"
        let style = sources?.style(entry.style, in: theme)
        let role = theme.typography.styles.indices.contains(index) ? theme.typography.styles[index].fontRole : StyleSpec.defaultFontRole
        let rolePath = "typography.fonts.\(role)"
        let written = sources?.typography.roles[role]
        switch entry.warning {
        case .fallbackFamily(let missing, _, _):
            let first = missing.first ?? ""
            // A display cut's family missing is the display cut's (its text cut then stands in).
            let displayFamilies = theme.typography.fonts[role]?.displayCut?.families ?? []
            let inDisplayCut = displayFamilies.contains(first)
            let families = inDisplayCut ? displayFamilies : theme.typography.fonts[role]?.families ?? []
            let listPath = rolePath + (inDisplayCut ? ".displayCut.families" : ".families")
            let listPosition = inDisplayCut ? written?.displayFamilies : written?.families
            let writtenFamilies = (inDisplayCut ? written?.displayFamily : written?.family) ?? []
            let index = families.firstIndex(of: first)
            let path = listPath + (index.map { "[\($0)]" } ?? "")
            let position = index.flatMap { writtenFamilies.indices.contains($0) ? writtenFamilies[$0] : nil } ?? listPosition
            // A role the built-in default has, unchanged and not in the file, is the default's.
            let wroteIt = wrote(listPosition) || theme.typography.fonts[role] != TypographySpec.appleDefault.fonts[role]
            var fix = "install " + missing.map { "'\($0)'" }.joined(separator: " and ")
            if let suggestion = suggestions(for: first).first { fix += ", or correct the name to '\(suggestion)'" }
            fix += inDisplayCut ? ", or remove \(rolePath).displayCut to set every size in the text cut"
                : ", or put an installed family first in \(listPath)"
            return Source(path: path, written: wroteIt, place: sources?.rolePlace(role, position) ?? .none, fix: fix)
        case .missingWeight(let requested, let family, _, _, _):
            let familyPlace = sources?.rolePlace(role, written?.families) ?? .none
            if entry.boldText {
                let base = entry.emphasized ? "emphasizedWeight" : "weight"
                return Source(path: stylePath, written: false, place: sources?.stylePlace(style) ?? .none,
                              fix: "install a face of weight \(requested) of '\(family)' (Bold Text's weight for this style), or set "
                                + "\"\(base)\" on \(entry.style) to a weight whose Bold Text weight '\(family)' has",
                              shared: (familyPlace, "install a face of weight \(requested) of '\(family)' (Bold Text's weight for these "
                                + "styles), or set \"\(base)\" on them to a weight whose Bold Text weight '\(family)' has"), family: familyPlace)
            }
            let key = entry.emphasized ? "emphasizedWeight" : "weight"
            let own = entry.emphasized ? style?.emphasizedWeight : style?.weight
            let wroteIt = wrote(own) || (!entry.emphasized && (wrote(style?.typography) || wrote(style?.table)))
            let place = own.map { sources?.place($0) ?? .none } ?? sources?.stylePlace(style) ?? .none
            return Source(path: wrote(own) ? "\(stylePath).\(key)" : stylePath, written: wroteIt, place: place,
                          fix: "set \"\(key)\" on \(entry.style), or install a face of weight \(requested) of '\(family)'",
                          shared: wroteIt ? nil : (familyPlace, "install a face of weight \(requested) of '\(family)', or set \"\(key)\" on these styles"),
                          family: familyPlace)
        case .missingSlant(let italic, let family, _, _):
            let path = rolePath + ".italic"
            return Source(path: path, written: wrote(written?.italic), place: sources?.rolePlace(role, written?.italic) ?? .none,
                          fix: "install \(italic ? "an italic" : "an upright") face of '\(family)', or set \"italic\": \(!italic) on \(rolePath)")
        }
    }

    /// The installed families nearest a name the theme gives, nearest first.
    private func suggestions(for family: String) -> [String] {
        closestMatches(to: family, in: installedFamilies(), limit: 3)
    }

    private func variantText(_ entry: Entry) -> String {
        switch (entry.emphasized, entry.boldText) {
        case (false, false): ""
        case (true, false): ", emphasized"
        case (false, true): ", with Bold Text"
        case (true, true): ", emphasized with Bold Text"
        }
    }

    /// The warning's words; a family that is not installed names where the theme wrote it and the
    /// nearest installed families.
    private func message(_ warning: FontWarning, path: String) -> String {
        guard case .fallbackFamily(let missing, let requested, let family) = warning else { return warning.description }
        return MissingFamilyWording.notInstalled(missing, at: path, installed: installedFamilies) + "; used fallback '\(requested)' (\(family))"
    }
}
