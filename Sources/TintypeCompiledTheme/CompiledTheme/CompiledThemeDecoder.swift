import TintypeDocument
import TintypeColor
import TintypeTypography
import TintypeTokens
import TintypeTrees
import TintypeTheme

/// Reads a compiled theme's document tree back into the `CompiledTheme` it was written from: faces,
/// rows, tints and typefaces, with the theme decoder's checks for the parts a theme also has (the
/// tint rules, a tracking rule, a face's warnings).
struct CompiledThemeDecoder {
    let file: String
    private let d = DocumentDecoder(document: "a compiled theme", policy: .firstProblem)

    private static let keys = CompiledThemeSchema.Member.allCases.map(\.rawValue)
    private static let rowKeys = ResolvedTextStyle.Member.allCases.map(\.rawValue)

    /// `onPlatform` is true for a platform's own theme under `platforms`, which has none of its own.
    func theme(_ root: SourceNode, onPlatform: Bool = false) throws(Diagnostic) -> CompiledTheme {
        if case .object(let members) = root.value, let unknown = members.first(where: { !Self.keys.contains($0.key) }) {
            throw Diagnostic(file: "", position: unknown.keyPosition,
                             message: "unknown member of a compiled theme '\(unknown.key)'; use " + Self.keys.alternatives)
        }
        var name = "", description: String?, faces: [(font: ResolvedTextStyle.Font, warnings: [FontWarning])] = []
        var styles: [CompiledTheme.StyleRow] = [], tints: [CompiledTheme.TintSet] = [], typefaces: [CompiledTheme.Typeface] = []
        var tintRules = TintTheme.ios
        var notes: [LineBoxNote] = []
        var tokens: [BrandToken] = []
        var webFallbacks: [WebFallback] = []
        var platforms: [OnPlatform<CompiledTheme>] = []
        var roles: [ColorRole] = []
        try d.header(root, format: CompiledThemeSchema.format, version: CompiledThemeSchema.version,
                     notThis: "not a compiled theme: \"format\" must be \"\(CompiledThemeSchema.format)\"") { version in
            "compiled theme version \(version.plainText) is not the version this tintype reads (\(CompiledThemeSchema.version)); "
                + "compile the theme again with this tintype"
        }
        // In the order written, so the first problem reported is the first in the file.
        // The tokens and the web fallbacks came after version 3's first files: a file without them has
        // none; `platforms` is written only for a theme that differs by platform.
        let later = [CompiledThemeSchema.Member.tokens, .webFallbacks, .platforms, .roles].map(\.rawValue)
        try d.fields(root, "the compiled theme", keys: Self.keys, required: Self.keys.filter { !later.contains($0) }) {
            (key, node) throws(Diagnostic) in
            switch CompiledThemeSchema.Member(rawValue: key) {
            case .format, .version, nil: break  // the header, checked first (`fields` has refused unknown keys)
            case .axes:
                var axes = JSONWriter(), expected = JSONWriter()
                node.write(to: &axes)
                expected.value(CompiledThemeSchema.axes)
                guard axes.finish() == expected.finish() else {
                    throw d.fail(node, "the axes are not the ones this tintype writes; compile the theme again with this tintype")
                }
            case .fonts: faces = try d.array(node).enumerated().map { (index, node) throws(Diagnostic) in try face(node, index) }
            case .notes: notes = try d.array(node).map(lineBoxNote)
            case .styles: styles = try d.array(node).map { (node) throws(Diagnostic) in try styleRow(node, faces) }
            case .theme:
                let theme = try d.record(node, "theme", keys: ["description", "name"])
                name = try d.string(theme["name"])
                description = try d.optional(theme["description"], d.string)
            case .tintRules:
                // The rules are written in a theme's own form, read by the theme's reader; its first
                // error ends the reading, as every problem of a file Tintype wrote does.
                do throws(Diagnostics) {
                    tintRules = try TintRulesReader.read(node, file: file)
                } catch {
                    throw error.diagnostics.first { $0.severity == .error } ?? d.fail(node, "the tint rules cannot be read")
                }
            case .platforms:
                guard !onPlatform, case .object(let written) = node.value else {
                    throw d.fail(node, onPlatform ? "a platform's own theme has no platforms of its own" : "\"platforms\" maps a platform to its compiled theme")
                }
                for member in written {
                    guard let platform = ThemePlatform(rawValue: member.key), !platforms.contains(where: { $0.platform == platform }) else {
                        throw Diagnostic(file: "", position: member.keyPosition, message: "platforms: '\(member.key)' is not a platform, or is given twice; "
                            + "use " + ThemePlatform.allCases.map(\.rawValue).alternatives + " once each")
                    }
                    platforms.append(.init(platform: platform, theme: try theme(member.value, onPlatform: true)))
                }
            case .roles:
                guard case .object(let written) = node.value else { throw d.fail(node, "\"roles\" maps a Material role to a token's path") }
                for member in written {
                    guard let role = MaterialRole(rawValue: member.key) else {
                        throw Diagnostic(file: "", position: member.keyPosition, message: "roles: '\(member.key)' is not a Material role")
                    }
                    roles.append(ColorRole(role: role, token: try d.string(member.value)))
                }
            case .tints: tints = try d.array(node).map(tintSet)
            case .tokens: tokens = try d.array(node).map(token)
            case .typefaces: typefaces = try d.array(node).map(typeface)
            case .webFallbacks: webFallbacks = try d.array(node).map(webFallback)
            }
        }
        var compiled = CompiledTheme(name: name, description: description, typefaces: typefaces, styles: styles, tints: tints,
                                     tintRules: tintRules)
        compiled.lineBoxNotes = notes
        compiled.tokens = tokens
        compiled.webFallbacks = webFallbacks
        compiled.platforms = platforms
        compiled.roles = MaterialRole.allCases.compactMap { role in roles.first { $0.role == role } }
        return compiled
    }

    /// A web fallback: its family, weight and fallback font, and the rule's numbers when measured.
    private func webFallback(_ node: SourceNode) throws(Diagnostic) -> WebFallback {
        let r = try d.record(node, "a web fallback", keys: ["ascentOverride", "descentOverride", "face", "family", "lineGapOverride", "local",
                                                            "singleWeightSizeAdjust", "sizeAdjust", "standIn", "system", "weight"])
        var fallback = WebFallback(family: try d.string(r["family"]), weight: try d.integer(r["weight"], 1...1000), system: try d.string(r["system"]),
                                   standIn: try d.string(r["standIn"]), measured: nil)
        if let face = try d.optional(r["face"], d.string) {
            fallback.measured = WebFallback.Measured(
                localNames: try d.array(r["local"]).map { (name) throws(Diagnostic) in try d.string(name) }, face: face,
                sizeAdjust: try d.number(r["sizeAdjust"], in: 0.01...100), ascentOverride: try d.number(r["ascentOverride"], in: 0...100),
                descentOverride: try d.number(r["descentOverride"], in: 0...100), lineGapOverride: try d.number(r["lineGapOverride"], in: 0...100),
                singleWeightSizeAdjust: try d.number(r["singleWeightSizeAdjust"], in: 0.01...100))
        }
        return fallback
    }

    /// A brand token: its path, type and base value, and the value of each mode that differs, each
    /// read by the type's own rules (a value Tintype wrote is DTCG 2025.10, lengths in em included).
    private func token(_ node: SourceNode) throws(Diagnostic) -> BrandToken {
        let r = try d.record(node, "a token", keys: ["dark", "darkIncreased", "description", "lightIncreased", "path", "sizesText", "type", "value"],
                             required: ["path", "type", "value"])
        let type = try d.named(r["type"], "token type", as: TokenType.self)
        func value(_ node: SourceNode) throws(Diagnostic) -> TokenValue {
            do {
                return try TokenValue(node, type: type, rules: TokenValue.Rules(dialects: true))
            } catch {
                throw d.fail(node, "not a \(type.rawValue) value: \(error.message)")
            }
        }
        var token = BrandToken(path: try d.string(r["path"]), type: type, value: try value(r["value"]))
        for mode in BrandMode.others where r.has(mode.key) { token.modes.append((mode, try value(r[mode.key]))) }
        if r.has("description") { token.description = try d.string(r["description"]) }
        if r.has("sizesText") {
            guard type == .dimension, try d.bool(r["sizesText"]) else { throw d.fail(r["sizesText"], "sizesText is true, on a dimension token, or left out") }
            token.sizesText = true
        }
        return token
    }

    private func lineBoxNote(_ node: SourceNode) throws(Diagnostic) -> LineBoxNote {
        let r = try d.record(node, "a line-box note", keys: ["font", "kind", "largestSize", "rows", "smallestSize"])
        guard case .string(LayoutWarning.Kind.lineBoxOverflow.rawValue) = r["kind"].value else {
            throw d.fail(r["kind"], "a note's kind is \"\(LayoutWarning.Kind.lineBoxOverflow.rawValue)\"")
        }
        return LineBoxNote(font: try d.string(r["font"]), smallestSize: try d.number(r["smallestSize"], in: 0...1000),
                           largestSize: try d.number(r["largestSize"], in: 0...1000), rows: try d.integer(r["rows"], 0...10_000_000))
    }

    // MARK: - Faces, tints, typefaces

    private func face(_ node: SourceNode, _ index: Int) throws(Diagnostic) -> (font: ResolvedTextStyle.Font, warnings: [FontWarning]) {
        // `file` came later: a compiled theme written before it still reads.
        let keys = CompiledThemeSchema.Face.allCases.map(\.rawValue)
        let r = try d.record(node, "a font", keys: keys, required: keys.filter { $0 != CompiledThemeSchema.Face.file.rawValue })
        let font = try ResolvedTextStyle.Font.read(r, d)
        let warnings = try d.array(r["warnings"]).map { (warning) throws(Diagnostic) in try FontWarning.read(warning, d) }
        return (font, warnings)
    }

    private func tintSet(_ node: SourceNode) throws(Diagnostic) -> CompiledTheme.TintSet {
        let r = try d.record(node, "a tint set", keys: ["components", "default", "derived", "dimmedDefault", "modes"])
        let components = try d.members(r["components"]).map { (member) throws(Diagnostic) -> (kind: String, tint: Color?, barTint: Color?) in
            let tints = try d.record(member.value, "a component's tints", keys: ["barTint", "tint"])
            return (member.key, try d.optional(tints["tint"], color), try d.optional(tints["barTint"], color))
        }
        let modes = try d.array(r["modes"]).map { (mode) throws(Diagnostic) -> (appearance: Appearance, contrast: ContrastSetting) in
            let m = try d.record(mode, "a mode", keys: ["appearance", "contrast"])
            return (try d.named(m["appearance"], "appearance"), try d.named(m["contrast"], "contrast"))
        }
        return CompiledTheme.TintSet(
            modes: modes, defaultTint: try color(r["default"]), dimmedDefaultTint: try color(r["dimmedDefault"]),
            derived: try d.members(r["derived"]).map { (member) throws(Diagnostic) in (member.key, try color(member.value)) },
            componentTints: components)
    }

    private func typeface(_ node: SourceNode) throws(Diagnostic) -> CompiledTheme.Typeface {
        // The size limits came after version 3's first files: optional, null when the theme set none.
        let r = try d.record(node, "a typeface", keys: ["displayCut", "families", "formerly", "maximumPointSize", "minimumPointSize", "role", "style"],
                             required: ["families", "role", "style"])
        func limit(_ key: String) throws(Diagnostic) -> Double? {
            guard r.has(key) else { return nil }
            return try d.optional(r[key]) { (value) throws(Diagnostic) in try d.number(value) }
        }
        var typeface = CompiledTheme.Typeface(style: TextStyle(rawValue: try d.string(r["style"])), role: try d.string(r["role"]),
                                              families: try d.array(r["families"]).map(d.string),
                                              minimumPointSize: try limit("minimumPointSize"), maximumPointSize: try limit("maximumPointSize"),
                                              displayCut: r.has("displayCut") ? try displayCut(r["displayCut"]) : nil)
        if r.has("formerly") { typeface.formerly = try d.array(r["formerly"]).map { (node) throws(Diagnostic) in TextStyle(rawValue: try d.string(node)) } }
        return typeface
    }

    /// A typeface's display cut (written only where the theme has one).
    private func displayCut(_ node: SourceNode) throws(Diagnostic) -> DisplayCut {
        let r = try d.record(node, "a display cut", keys: ["families", "from"], required: ["families", "from"])
        let families = try d.array(r["families"]).map(d.string)
        guard !families.isEmpty else { throw d.fail(r["families"], "a display cut needs at least one family") }
        let from = try d.number(r["from"])
        guard from > 0 else { throw d.fail(r["from"], "a display cut's size must be above 0") }
        return DisplayCut(families: families, from: from)
    }

    private func color(_ node: SourceNode) throws(Diagnostic) -> Color {
        let text = try d.string(node)
        do {
            return try ColorParser.parse(text).color
        } catch {
            throw d.fail(node, "'\(text)' is not a colour: \(error)")
        }
    }

    // MARK: - Rows

    /// A style row, and its Bold Text form: the row with the members `boldText` gives replaced.
    private func styleRow(_ node: SourceNode, _ faces: [(font: ResolvedTextStyle.Font, warnings: [FontWarning])]) throws(Diagnostic)
        -> CompiledTheme.StyleRow {
        var row = ResolvedTextStyle.blank, boldNode: SourceNode?
        try d.fields(node, "a style row", keys: Self.rowKeys + ["boldText"]) { (key, value) throws(Diagnostic) in
            guard let member = ResolvedTextStyle.Member(rawValue: key) else { return boldNode = value }
            try read(member, value, into: &row, faces)
        }
        guard let bold = try boldNode.flatMap({ (node) throws(Diagnostic) in
            try d.optional(node) { (node) throws(Diagnostic) in try d.record(node, "a row's Bold Text members", keys: Self.rowKeys, required: []) }
        }) else { return CompiledTheme.StyleRow(row: row, boldText: nil) }
        var boldRow = row
        for member in ResolvedTextStyle.Member.allCases where bold.has(member.rawValue) {
            try read(member, bold[member.rawValue], into: &boldRow, faces)
        }
        return CompiledTheme.StyleRow(row: row, boldText: boldRow)
    }

    private func read(_ member: ResolvedTextStyle.Member, _ node: SourceNode, into row: inout ResolvedTextStyle,
                      _ faces: [(font: ResolvedTextStyle.Font, warnings: [FontWarning])]) throws(Diagnostic) {
        switch member {
        case .baselineOffset: row.baselineOffset = try d.number(node)
        case .category: row.category = try d.category(node)
        case .emphasized: row.emphasized = try d.bool(node)
        case .font:
            let index = try d.integer(node, 0...Int.max)
            guard index < faces.count else { throw d.fail(node, "font \(index) is not in \"fonts\" (\(faces.count) faces)") }
            (row.font, row.fontWarnings) = faces[index]
        case .leading: row.leading = try d.named(node, "leading")
        case .lineHeight: row.lineHeight = try d.number(node)
        case .lineHeightPolicy: row.lineHeightPolicy = try d.named(node, "line-height policy")
        case .metrics: row.metrics = try ResolvedTextStyle.Metrics.read(node, d)
        case .size: row.size = try d.number(node)
        case .style: row.style = TextStyle(rawValue: try d.string(node))
        case .tracking: row.tracking = try tracking(node)
        case .trims:
            row.trims = try d.optional(node) { (node) throws(Diagnostic) in try ResolvedTextStyle.Trims.read(node, d) }
        case .warnings: row.layoutWarnings = try d.array(node).map { (node) throws(Diagnostic) in try LayoutWarning.read(node, d) }
        case .weight: row.weight = FontWeight(value: try d.integer(node, 1...1000))
        }
    }

    /// Tracking with the rule it came from, written as a theme writes it (`TrackingSource.themeJSON`).
    private func tracking(_ node: SourceNode) throws(Diagnostic) -> ResolvedTextStyle.Tracking {
        let r = try d.record(node, "tracking", keys: ["em", "points", "rule", "source"])
        let rule = try trackingRule(r["rule"])
        let name = try d.string(r["source"])
        guard name == rule.name else { throw d.fail(r["source"], "tracking source \"\(name)\" does not match its rule (\(rule.name))") }
        return try ResolvedTextStyle.Tracking.read(r, source: rule, d)
    }

    /// A tracking rule as `TrackingSource.themeJSON` writes it: its source and that source's numbers.
    private func trackingRule(_ node: SourceNode) throws(Diagnostic) -> TrackingSource {
        let (kind, r) = try d.union(node, "a tracking source", tag: "source", keys: ["source", "track", "a", "b", "c", "em"],
                                    as: TrackingSource.Kind.self)
        switch kind {
        case .font: return .font
        case .appleSFPro: return .appleSFPro
        case .none: return .none
        case .trak: return .fontTrak(track: try d.number(r["track"]))
        case .formula: return .formula(a: try d.number(r["a"]), b: try d.number(r["b"]), c: try d.number(r["c"]))
        case .constant: return .constant(em: try d.number(r["em"]))
        }
    }
}
