import TintypeDocument
import TintypeTokens
import TintypeTheme
import TintypeCompiledTheme

/// Reads a project file (parsed JSON or YAML) into a `Project`, every problem at its line and
/// column with a suggestion for a misspelt key or format: the same primitives as a theme's
/// (`ThemeDecoder`), with the project's own keys.
public enum ProjectReader {
    /// The top-level keys.
    static let keys = ["$schema", "themes", "fonts", "output", "formats", "tokens", "check", "allowFallback"]
    /// Where a format's files go when the project names no folder for it: `OUTPUT/FORMAT`.
    public static let defaultOutput = "build/tintype"

    /// Makes the format of an entry that names a template; the tool that renders templates passes
    /// one (it reads the template file, relative to the project file, and parses it).
    public typealias TemplateReader = (TemplateEntry) throws(Diagnostic) -> any ThemeFormat

    /// `templates` makes template entries formats; without it (the build plugin's tool, which
    /// renders none) a template entry is an error that says which tool renders it.
    public static func read(_ root: SourceNode, file: String, templates: TemplateReader? = nil) throws(Diagnostics) -> Project {
        let reader = ThemeDecoder(file: file, tokens: nil)
        let project = project(root, file: file, reader, templates: templates)
        guard let project, !reader.diagnostics.contains(where: { $0.severity == .error }) else {
            throw Diagnostics(reader.diagnostics)
        }
        return project
    }

    private static func project(_ root: SourceNode, file: String, _ reader: ThemeDecoder, templates: TemplateReader?) -> Project? {
        guard let members = reader.object(root, "project", known: keys) else { return nil }
        let themes = members["themes"].flatMap { paths($0, "themes", reader) } ?? []
        if members["themes"] == nil {
            reader.error(root.position, "a project needs \"themes\": the theme files or directories to build, relative to this file")
        } else if themes.isEmpty, let node = members["themes"], case .array = node.value {
            reader.error(node.position, "\"themes\" is empty; list at least one theme file or directory")
        }
        let fonts = members["fonts"].flatMap { paths($0, "fonts", reader) } ?? []
        let output = members["output"].flatMap { path($0, "output", reader) } ?? defaultOutput
        if let schema = members["$schema"] { _ = reader.string(schema, "$schema") }
        var outputs: [Project.Output] = []
        if let node = members["formats"], let formats = reader.object(node, "formats", known: nil) {
            if formats.isEmpty { reader.error(node.position, "\"formats\" is empty; name at least one of \(names)") }
            if case .object(let written) = node.value {
                // In the order the file gives them, so that build reports them in that order.
                for member in written where formats[member.key] != nil {
                    if !names.contains(member.key), case .object(let entry) = member.value.value, entry.contains(where: { $0.key == "template" }) {
                        if let output = template(member, base: output, reader, templates) { outputs.append(output) }
                        continue
                    }
                    guard names.contains(member.key) else {
                        reader.error(member.keyPosition, ThemeFormats.unknown(member.key)
                            + "; or give it a template of your own: {template: FILE, output: \"{name}.EXT\"}")
                        continue
                    }
                    if let output = self.output(member.key, member.value, base: output, reader) { outputs.append(output) }
                }
            }
        } else if members["formats"] == nil {
            reader.error(root.position, "a project needs \"formats\": each format to write, with its folder and options, e.g. "
                + "{\"json\": {}, \"swift\": {\"folder\": \"Sources/App/Theme\"}}")
        }
        var project = Project(file: file, themes: themes, fontDirectories: fonts, outputs: outputs)
        if let node = members["themes"], case .array(let items) = node.value { project.themePositions = items.map(\.position) }
        // The checks' thresholds, which the check layer reads by its rules' declarations.
        if let node = members["check"], reader.object(node, "check", known: nil) != nil { project.check = node }
        if let node = members["allowFallback"] { project.allowFallback = reader.bool(node, "allowFallback") ?? false }
        // How every theme's token files are read, over each theme's own choices.
        if let node = members["tokens"], let tokens = reader.object(node, "tokens", known: TokenReadingOptions.keys) {
            reader.tokenChoices(tokens, "tokens")
            project.tokenOptions = TokenReadingOptions(choicesIn: node)
        }
        return project
    }

    /// The format names a project may give, in `ThemeFormats`' order.
    static var names: [String] { ThemeFormats.all.map(\.name) }

    /// One format's entry: `null` or an object of its options, each checked by the kind the format
    /// declares for it.
    private static func output(_ name: String, _ node: SourceNode, base: String, _ reader: ThemeDecoder) -> Project.Output? {
        guard var format = ThemeFormats.named(name) else { return nil }
        let path = "formats.\(name)"
        // `json:` with nothing after it (YAML's null) takes the defaults, as `json: {}` does.
        var members: [String: SourceNode] = [:]
        let isNull = if case .null = node.value { true } else { false }
        if !isNull {
            guard let found = reader.object(node, path, known: ["folder", "tokens"] + format.options.map(\.key)) else { return nil }
            members = found
        }
        let folder = members["folder"].flatMap { self.path($0, path + ".folder", reader) } ?? base + "/" + name
        for option in format.options {
            guard let node = members[option.key], let value = value(of: option, node, "\(path).\(option.key)", reader) else { continue }
            format = option.applied(value, to: format)
        }
        let tokens = members["tokens"].flatMap { tokenFilter($0, path + ".tokens", reader) }
        return Project.Output(format: format, folder: folder, tokens: tokens)
    }

    /// A template's entry: its file, the name of each theme's file, and the folder and tokens any
    /// output takes.
    private static func template(_ member: SourceNode.Member, base: String, _ reader: ThemeDecoder, _ templates: TemplateReader?) -> Project.Output? {
        let path = "formats.\(member.key)"
        guard let members = reader.object(member.value, path, known: ["template", "output", "folder", "tokens"]),
              let templateNode = members["template"], let template = self.path(templateNode, path + ".template", reader) else { return nil }
        guard let outputNode = members["output"] else {
            reader.error(member.value.position, "\(path) needs \"output\": the file each theme's render is written to, e.g. \"{name}.tokens.ts\"")
            return nil
        }
        guard let output = self.path(outputNode, path + ".output", reader) else { return nil }
        guard output.contains("{name}") || output.contains("{Name}") else {
            reader.error(outputNode.position, "'\(output)' at \(path).output names one file for every theme; put {name} (or {Name}) in it")
            return nil
        }
        guard let templates else {
            reader.error(member.keyPosition, "\(path) is a template, which this tool does not render (the build plugin's tool renders the "
                + "built-in formats); build it with tintype build")
            return nil
        }
        let format: any ThemeFormat
        do {
            format = try templates(TemplateEntry(name: member.key, template: template, templatePosition: templateNode.position, output: NamePattern(output)))
        } catch {
            reader.keep(error)
            return nil
        }
        let folder = members["folder"].flatMap { self.path($0, path + ".folder", reader) } ?? base + "/" + member.key
        let tokens = members["tokens"].flatMap { tokenFilter($0, path + ".tokens", reader) }
        return Project.Output(format: format, folder: folder, tokens: tokens)
    }

    /// `tokens: {include: [PATTERN, …], types: [TYPE, …]}`: which brand tokens an output writes.
    private static func tokenFilter(_ node: SourceNode, _ path: String, _ reader: ThemeDecoder) -> TokenFilter? {
        guard let members = reader.object(node, path, known: ["include", "types"]) else { return nil }
        var filter = TokenFilter()
        if let include = members["include"] { filter.include = reader.strings(include, path + ".include") ?? [] }
        if let types = members["types"], case .array(let items) = types.value {
            for item in items {
                guard let name = reader.string(item, path + ".types") else { continue }
                guard let type = TokenType(rawValue: name) else {
                    reader.error(item.position, "'\(name)' at \(path).types is no DTCG type"
                        + (closestMatch(to: name, in: TokenType.names).map { "; did you mean '\($0)'?" } ?? "") + "; the types are "
                        + TokenType.names.joined(separator: ", "))
                    continue
                }
                filter.types.append(type)
            }
        } else if let types = members["types"] {
            reader.error(types.position, "\(path).types is a list of DTCG types, e.g. [\"color\", \"dimension\"]")
        }
        return filter
    }

    /// An option's value as its kind accepts it, or nil with an error at its place.
    private static func value(of option: FormatOption, _ node: SourceNode, _ path: String, _ reader: ThemeDecoder) -> String? {
        switch option.kind {
        case .name(let what, let isValid):
            guard let text = reader.string(node, path) else { return nil }
            // Checked on a sample theme name: the placeholders always give valid names.
            guard isValid(NamePattern(text).expand("theme", lowerCase: { $0 })) else {
                reader.error(node.position, "'\(text)' at \(path) is not \(what)")
                return nil
            }
            return text
        case .boolean:
            return reader.bool(node, path).map(String.init)
        case .number(let range):
            return reader.number(node, path, in: range)?.plainText
        case .choice(let what, let values):
            guard let text = reader.string(node, path) else { return nil }
            guard values.contains(text) else {
                reader.error(node.position, "unknown \(what) '\(text)'" + reader.suggestion(text, values) + "; use " + values.alternatives)
                return nil
            }
            return text
        }
    }

    /// A relative path: absolute paths and empty ones are errors (a project moves between machines).
    private static func path(_ node: SourceNode, _ path: String, _ reader: ThemeDecoder) -> String? {
        guard let text = reader.string(node, path) else { return nil }
        let trimmed = text.hasSuffix("/") && text.count > 1 ? String(text.dropLast()) : text
        if trimmed.isEmpty || trimmed.hasPrefix("/") {
            reader.error(node.position, "'\(text)' at \(path): give a path relative to the project file")
            return nil
        }
        return trimmed
    }

    private static func paths(_ node: SourceNode, _ path: String, _ reader: ThemeDecoder) -> [String]? {
        reader.array(node, path)?.enumerated().compactMap { self.path($1, "\(path)[\($0)]", reader) }
    }
}
