import TintypeColor
import TintypeDocument
import TintypeTypography
import TintypeTokens
import TintypeTrees
import TintypeTheme
import TintypeCheck

/// Reads a theme document (parsed JSON or YAML) into a `Theme`, collecting every problem with its
/// line and column: unknown keys (with a suggestion), wrong types, bad values, and the typography
/// checks of `TypeScale`. Nothing is inferred and nothing is silently dropped.
///
/// The reading itself is a `ThemeDecoder`: its primitives in `ThemeDecoder.swift`, the typography
/// part in `ThemeDecoder+Typography.swift`, the tints in `ThemeDecoder+Tints.swift`.
public enum ThemeReader {
    /// Reads a theme from a parsed document. `modeTokens` are the tokens of each other mode
    /// (`tokens.modes`, with the modes the theme leaves out already filled by their fallbacks):
    /// the tints are read again in each, so a colour named by token follows it there.
    public static func read(_ root: SourceNode, file: String, tokens: DesignTokens? = nil,
                            modeTokens: [(mode: BrandMode, tokens: DesignTokens)] = []) throws(Diagnostics) -> Theme {
        let reader = ThemeDecoder(file: file, tokens: tokens, checks: ThemeCheck.names)
        reader.modeTokens = modeTokens
        let read = reader.theme(root)
        var diagnostics = reader.diagnostics
        var overrides: [BrandMode: TintTheme] = [:]
        if let tintsNode = root[member: "tints"], let base = read?.theme.tints {
            for (mode, set) in modeTokens {
                let modeReader = ThemeDecoder(file: file, tokens: set)
                let tints = modeReader.tints(tintsNode, "tints")
                // What only this mode's tokens cause (a colour outside sRGB here alone), said with its mode.
                for var diagnostic in modeReader.diagnostics where !diagnostics.contains(diagnostic) {
                    diagnostic.message += " (in the \(mode.key) mode)"
                    diagnostics.append(diagnostic)
                }
                if let tints, tints != base { overrides[mode] = tints }
            }
        }
        guard !diagnostics.contains(where: { $0.severity == .error }), var theme = read?.theme, let scale = read?.scale else {
            throw Diagnostics(diagnostics.sorted())
        }
        theme.tints.modeOverrides = overrides
        theme.sources = reader.sources
        theme.waivers = reader.waivers
        theme.validatedScale = scale
        // The token files' notes, and the reading's own warnings (a colour gamut-mapped, a value
        // that cannot follow its token into another mode).
        theme.tokenNotes = (tokens?.notes ?? []) + diagnostics.filter { $0.severity != .error }
        return theme
    }
}

/// The theme document's top level.
extension ThemeDecoder {
    /// The theme and its validated scale; nil where a problem was reported.
    func theme(_ node: SourceNode) -> (theme: Theme, scale: TypeScale?)? {
        guard let members = object(node, "$", known: ["$schema", "name", "description", "tokens", "typography", "tints", "lint", "components", "roles", "allow"])
        else { return nil }
        if let allow = members["allow"] { waivers.theme = self.allow(allow, "allow") }
        if let entry = members["tokens"] { tokenSource(entry) }
        if let schema = members["$schema"] { _ = string(schema, "$schema") }
        let name = members["name"].flatMap { string($0, "name") }
        if members["name"] == nil { error(node.position, "a theme needs a \"name\"") }
        let description = members["description"].flatMap { string($0, "description") }
        let errorsBefore = diagnostics.count { $0.severity == .error }
        let typography = members["typography"].flatMap { self.typography($0, "typography") } ?? .appleDefault
        // The scale's checks need fonts, policies and a list of styles that read cleanly; a problem
        // in one style or elsewhere (the tints) does not hold them back, so a theme's problems
        // come in one run, not in rounds. What they say of a style that had a problem is left out:
        // its own problem comes first.
        let typographyRead = diagnostics.count { $0.severity == .error } == errorsBefore
            || (members["typography"] != nil && !typographyProblems.elsewhere)
        let failedStyles = typographyProblems.styles
        let tints = members["tints"].flatMap { self.tints($0, "tints") } ?? .ios
        let lint = members["lint"].flatMap { self.lint($0, "lint") } ?? LintOptions()
        var scale: TypeScale?
        if typographyRead {
            do {
                scale = try TypeScale(checking: typography)
            } catch {
                for problem in error.problems {
                    if let index = problem.styleIndex, failedStyles.contains(index) { continue }
                    self.error(sources.position(of: problem.field) ?? node.position, problem.message)
                }
            }
        }
        let components = members["components"].map { self.components($0, "components", styles: typography.styles.map(\.name)) } ?? []
        guard let name else { return nil }
        var theme = Theme(name: name, description: description, typography: typography, tints: tints, lint: lint)
        theme.components = components
        theme.roles = members["roles"].map { self.roles($0) } ?? []
        return (theme, scale)
    }

    /// `roles`: Material role names, each a `{path}` of a colour token, in Material's order.
    private func roles(_ node: SourceNode) -> [ColorRole] {
        let names = MaterialRole.allCases.map(\.rawValue)
        guard let members = object(node, "roles", known: names) else { return [] }
        return MaterialRole.allCases.compactMap { role in
            guard let value = members[role.rawValue] else { return nil }
            let path = "roles.\(role.rawValue)"
            guard case .string(let text) = value.value, let target = DesignTokenReader.aliasPath(text) else {
                error(value.position, "\(path) names the colour token that gives the role, as \"{color.brand}\"")
                return nil
            }
            guard resolvingAlias(value, path, types: [.color]) != nil else { return nil }
            return ColorRole(role: role, token: target, position: value.position)
        }
    }

    func lint(_ node: SourceNode, _ path: String) -> LintOptions? {
        guard let m = object(node, path, known: ["sample"]) else { return nil }
        var options = LintOptions()
        if let n = m["sample"], let text = string(n, path + ".sample") {
            if text.unicodeScalars.allSatisfy(\.properties.isWhitespace) {
                error(n.position, "a lint sample needs characters: \(InkSample.named.map { "\"\($0.name)\"" }.joined(separator: ", ")) "
                    + "or a string of the characters to measure")
            } else {
                options.sample = InkSample(text)
            }
        }
        return options
    }
}

/// The theme's `tokens` entry: a list of token files and folders, or an object with them and how to read them.
extension ThemeDecoder {
    func tokenSource(_ entry: SourceNode) {
        guard entry.members != nil else {
            _ = strings(entry, "tokens")
            return
        }
        guard let members = object(entry, "tokens", known: ThemeTokenSource.keys) else { return }
        if let files = members["files"] { _ = strings(files, "tokens.files") } else {
            error(entry.position, "tokens needs \"files\": the token files and folders, relative to the theme")
        }
        tokenChoices(members, "tokens")
        if let export = members["export"] {
            switch export.value {
            case .bool: break
            case .array: _ = strings(export, "tokens.export")
            default: error(export.position, "tokens.export is true (every token, the default), false, or a list of groups, e.g. [\"color\", \"space\"]")
            }
        }
        if let modes = members["modes"], let written = object(modes, "tokens.modes", known: BrandMode.others.map(\.key)) {
            for (key, node) in written.sorted(by: { $0.key < $1.key }) {
                guard let mode = object(node, "tokens.modes.\(key)", known: ThemeTokenSource.modeKeys) else { continue }
                if mode.isEmpty { error(node.position, "tokens.modes.\(key) chooses nothing; give its files, sets, themes or input") }
                if let files = mode["files"] { _ = strings(files, "tokens.modes.\(key).files") }
                tokenChoices(mode, "tokens.modes.\(key)")
            }
        }
    }
}
