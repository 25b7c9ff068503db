import TintypeColor
import TintypeDocument
import TintypeTokens
import TintypeTheme
import TintypeFormats

/// Builds the exported tokens from the theme's token files read once per mode: each token's value
/// in the base mode and wherever another mode differs, with every problem at its place (a group
/// the export lists that holds no token, a token whose type changes in a mode, two tokens whose
/// names would be one on a platform).
public enum BrandTokenBuilder {
    public static func tokens(
        base: DesignTokens, modes: [(mode: BrandMode, tokens: DesignTokens)], export: BrandExport, themeFile: String
    ) throws(Diagnostics) -> [BrandToken] {
        var problems: [Diagnostic] = []
        if case .groups(let groups) = export {
            for group in groups where !base.tokens.keys.contains(where: { $0 == group.path || $0.hasPrefix(group.path + ".") }) {
                let groupNames = Set(base.tokens.keys.flatMap { path in
                    path.split(separator: ".").indices.map { path.split(separator: ".")[...$0].joined(separator: ".") }
                })
                problems.append(Diagnostic(file: themeFile, position: group.position, message: "tokens.export: no token under '\(group.path)'"
                    + (closestMatch(to: group.path, in: groupNames.sorted()).map { "; did you mean '\($0)'?" } ?? "")))
            }
        }
        // Numbers in paths as numbers: a palette reads neutral.100, .200, … .1000.
        var paths = base.tokens.keys.filter(export.includes).sorted(by: NaturalOrder.precedes)
        let givingWay = Set(privateClashes(paths).map(\.private))
        paths.removeAll { givingWay.contains($0) }
        let built = paths.compactMap { path in base.tokens[path].map { token(path, $0, modes: modes) } }
        var tokens = built.map(\.0)
        for index in tokens.indices where base.textSizes.contains(tokens[index].path) { tokens[index].sizesText = true }
        problems += built.flatMap(\.1)
        problems += collisions(tokens)
        guard problems.isEmpty else { throw Diagnostics(problems.sorted()) }
        return tokens
    }

    /// One exported token: its base value and each mode's where it differs, and a type a mode changes as an error.
    private static func token(_ path: String, _ token: DesignTokens.Token, modes: [(mode: BrandMode, tokens: DesignTokens)])
        -> (BrandToken, [Diagnostic]) {
        var brand = BrandToken(path: path, type: token.type, value: token.typed, file: token.file, position: token.position)
        brand.description = token.description
        var problems: [Diagnostic] = []
        for (mode, set) in modes {
            guard let other = set.tokens[path] else { continue }
            guard other.type == token.type else {
                problems.append(Diagnostic(file: other.file, position: other.position, message: "'\(path)' is a \(other.type.rawValue) "
                    + "in the \(mode.key) mode and a \(token.type.rawValue) in the base (\(token.file):\(token.position)); give it one type"))
                continue
            }
            if other.typed != token.typed { brand.modes.append((mode, other.typed)) }
        }
        return (brand, problems)
    }

    /// Tokens in a private group (a segment starting with `_`, as Tokens Studio and Style
    /// Dictionary mark the base values semantic tokens alias) whose name on every platform is a
    /// public token's (`_size.4` beside `size.4`, both `--size-4`): the public one keeps the name
    /// and the private one is left out of the export, each with the token it gives way to.
    static func privateClashes(_ paths: [String]) -> [(private: String, public: String)] {
        func name(_ path: String) -> String { SourceName.words(path).joined(separator: "-") }
        // Most sets have no private group: then nothing is named.
        guard paths.contains(where: isPrivate) else { return [] }
        var publicByName: [String: String] = [:]
        for path in paths where !isPrivate(path) { publicByName[name(path)] = publicByName[name(path)] ?? path }
        return paths.filter(isPrivate).compactMap { path in publicByName[name(path)].map { (path, $0) } }
    }

    /// Whether a path lies in a private group.
    private static func isPrivate(_ path: String) -> Bool { path.hasPrefix("_") || path.contains("._") }

    /// What the export leaves out by that rule, said once each at the private token.
    public static func privateLeftOut(base: DesignTokens, export: BrandExport) -> [Diagnostic] {
        let exported = base.tokens.keys.filter(export.includes)
        guard exported.contains(where: isPrivate) else { return [] }
        return privateClashes(exported.sorted(by: NaturalOrder.precedes)).compactMap { clash in
            base.tokens[clash.private].map { token in
                Diagnostic(file: token.file, position: token.position, severity: .note, message: "'\(clash.private)' has the name of "
                    + "'\(clash.public)' on every platform (CSS --\(SourceName.words(clash.public).joined(separator: "-"))); its group is "
                    + "private by its leading underscore, so it is not exported and '\(clash.public)' keeps the name")
            }
        }
    }

    /// Tokens a mode defines that the base does not: not exported (a token's base value is the one
    /// every platform falls back to), and said once each, at the token.
    public static func modeOnly(base: DesignTokens, modes: [(mode: BrandMode, tokens: DesignTokens)], export: BrandExport) -> [Diagnostic] {
        var said: Set<String> = []
        return modes.flatMap { mode, set in
            set.tokens.values.sorted { $0.path < $1.path }.compactMap { token -> Diagnostic? in
                guard base.tokens[token.path] == nil, export.includes(token.path), said.insert(token.path).inserted else { return nil }
                return Diagnostic(file: token.file, position: token.position, severity: .warning,
                                  message: "'\(token.path)' is defined in the \(mode.key) mode only and is not exported; define it in the base "
                                    + "token files too (its light value)")
            }
        }
    }

    /// Exported tokens a mode's reading gives no value for: they keep their base value there, which
    /// the mode's files may not mean (a Tokens Studio theme that enables no set). One warning per
    /// mode, or per group of modes whose readings lack the same tokens, at the first such token.
    public static func baseOnly(base: DesignTokens, modes: [(mode: BrandMode, tokens: DesignTokens)], export: BrandExport) -> [Diagnostic] {
        guard !modes.isEmpty else { return [] }
        let exported = base.tokens.keys.filter(export.includes).sorted(by: NaturalOrder.precedes)
        var groups: [(modes: [BrandMode], missing: [String])] = []
        for (mode, set) in modes {
            let missing = exported.filter { set.tokens[$0] == nil }
            guard !missing.isEmpty else { continue }
            if let index = groups.firstIndex(where: { $0.missing == missing }) { groups[index].modes.append(mode) } else { groups.append(([mode], missing)) }
        }
        return groups.compactMap { modes, missing in
            guard let first = base.tokens[missing[0]] else { return nil }
            let names = modes.map(\.key).joined(separator: " and ") + " mode" + (modes.count == 1 ? "" : "s")
            let shown = missing.prefix(4).joined(separator: ", ") + (missing.count > 4 ? " and \(missing.count - 4) more" : "")
            return Diagnostic(file: first.file, position: first.position, severity: .warning, message: "the \(names)' token reading gives no "
                + "value for \(missing.count) exported token\(missing.count == 1 ? "" : "s") (\(shown)): \(missing.count == 1 ? "it keeps its" : "they keep their") "
                + "base value there; give \(missing.count == 1 ? "it" : "them") in that mode's token files, or check which sets or contexts it reads")
        }
    }

    /// Tokens whose paths have the same words: one name in CSS (`--color-bg-primary`), Swift,
    /// Kotlin and Dart (`colorBgPrimary`) and Android (`color_bg_primary`). An error at each.
    static func collisions(_ tokens: [BrandToken]) -> [Diagnostic] {
        // Most names are unique: only a name met twice gets a group.
        var first: [String: Int] = [:]
        first.reserveCapacity(tokens.count)
        var shared: [Int: [Int]] = [:]
        for index in tokens.indices {
            let name = tokens[index].words.joined(separator: "-")
            if let earlier = first[name] { shared[earlier, default: [earlier]].append(index) } else { first[name] = index }
        }
        var problems = shared.values.flatMap { indices in
            let group = indices.map { tokens[$0] }
            return group.map { token in
                let others = group.filter { $0.path != token.path }.map { "'\($0.path)' (\($0.file):\($0.position))" }
                return Diagnostic(file: token.file, position: token.position, message: "'\(token.path)' and \(others.joined(separator: ", ")) "
                    + "would have one name on every platform (CSS --\(token.words.joined(separator: "-")), Swift "
                    + "\(SourceName.camel(token.path)), Android \(SourceName.snake(token.path))); rename one")
            }
        }
        // A typography token is a CSS property per member (`--type-hero-font-size`): another token
        // with that name would set one of them.
        for index in tokens.indices where tokens[index].type == .typography {
            let token = tokens[index]
            for member in ThemeNameClash.typographyMembers {
                guard let other = first[(token.words + member).joined(separator: "-")].map({ tokens[$0] }) else { continue }
                let name = "--" + (token.words + member).joined(separator: "-")
                problems.append(Diagnostic(file: other.file, position: other.position, message: "'\(other.path)' would have the CSS name "
                    + "\(name), which the typography token '\(token.path)' (\(token.file):\(token.position)) writes its \(member.joined(separator: " ")) "
                    + "under; rename one"))
            }
        }
        return problems
    }
}
