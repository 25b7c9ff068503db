/// Reads a project file (parsed JSON or YAML) into a `Project`, every problem at its line and
/// column with a suggestion for a misspelt key or format: the same primitives as a theme's
/// (`ThemeDecoder`), with the project's own keys.
public enum ProjectReader {
    /// The top-level keys.
    static let keys = ["$schema", "themes", "fonts", "output", "formats"]
    /// Where a format's files go when the project names no folder for it: `OUTPUT/FORMAT`.
    public static let defaultOutput = "build/tintype"

    /// The options of the formats that have any, besides `folder` (every format has that).
    static let options: [String: [String]] = [
        "swift": ["typeName", "accessLevel"], "compose": ["package", "typePrefix"],
        "android": ["resourcePrefix"], "css": ["prefix", "root"], "css-rem": ["prefix", "root"],
    ]

    public static func read(_ root: SourceNode, file: String) throws(Diagnostics) -> Project {
        let reader = ThemeDecoder(file: file, tokens: nil)
        let project = project(root, file: file, reader)
        guard let project, !reader.diagnostics.contains(where: { $0.severity == .error }) else {
            throw Diagnostics(reader.diagnostics)
        }
        return project
    }

    private static func project(_ root: SourceNode, file: String, _ reader: ThemeDecoder) -> Project? {
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
                    guard names.contains(member.key) else {
                        reader.error(member.keyPosition, "unknown format '\(member.key)'" + reader.suggestion(member.key, names)
                            + "; the formats are \(names.joined(separator: ", "))")
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
        return project
    }

    /// The format names a project may give, in `ThemeFormats`' order.
    static var names: [String] { ThemeFormats.all.map(\.name) }

    /// One format's entry: `null` or an object of its options.
    private static func output(_ name: String, _ node: SourceNode, base: String, _ reader: ThemeDecoder) -> Project.Output? {
        let path = "formats.\(name)"
        // `json:` with nothing after it (YAML's null) takes the defaults, as `json: {}` does.
        var members: [String: SourceNode] = [:]
        let isNull = if case .null = node.value { true } else { false }
        if !isNull {
            guard let found = reader.object(node, path, known: ["folder"] + (options[name] ?? [])) else { return nil }
            members = found
        }
        let folder = members["folder"].flatMap { self.path($0, path + ".folder", reader) } ?? base + "/" + name
        func pattern(_ key: String, _ rule: (String) -> Bool, _ what: String) -> NamePattern? {
            guard let node = members[key], let text = reader.string(node, "\(path).\(key)") else { return nil }
            let pattern = NamePattern(text)
            // Checked on a sample theme name: the placeholders always give valid names.
            guard rule(pattern.expand("theme", lowerCase: { $0 })) else {
                reader.error(node.position, "'\(text)' at \(path).\(key) is not \(what)")
                return nil
            }
            return pattern
        }
        let format: any ThemeFormat
        switch name {
        case "swift":
            var swift = SwiftFormat()
            if let typeName = pattern("typeName", isIdentifier, "a Swift type name (letters, digits and _, with {Name} or {name})") {
                swift.typeName = typeName
            }
            if let node = members["accessLevel"], let text = reader.string(node, path + ".accessLevel"),
               let level = reader.kind(text, of: "access level", SwiftFormat.AccessLevel.self, at: node.position) {
                swift.accessLevel = level
            }
            format = swift
        case "compose":
            var compose = ComposeFormat()
            let isPackage = { (text: String) in text.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { isIdentifier(String($0)) } }
            if let package = pattern("package", isPackage, "a Kotlin package (identifiers joined by dots)") { compose.package = package }
            if let prefix = pattern("typePrefix", isIdentifier, "the start of a Kotlin type name") { compose.typePrefix = prefix }
            format = compose
        case "android":
            var android = AndroidFormat()
            let isResource = { (text: String) in text.first?.isLowercaseASCIILetter == true && text.allSatisfy { $0.isLowercaseASCIILetter || $0.isASCIIDigit || $0 == "_" } }
            if let prefix = pattern("resourcePrefix", isResource, "an Android resource name (lowercase letters, digits and _)") {
                android.resourcePrefix = prefix
            }
            format = android
        case "css", "css-rem":
            var css = CSSFormat(rem: name == "css-rem")
            let isCSSName = { (text: String) in
                text.first.map { $0.isASCIILetter || $0 == "_" } == true && text.allSatisfy { $0.isASCIILetter || $0.isASCIIDigit || $0 == "_" || $0 == "-" }
            }
            if let prefix = pattern("prefix", isCSSName, "a CSS class name (letters, digits, - and _)") { css.prefix = prefix }
            if let node = members["root"], let root = reader.bool(node, path + ".root") { css.root = root }
            format = css
        default:
            guard let known = ThemeFormats.named(name) else { return nil }
            format = known
        }
        return Project.Output(format: format, folder: folder)
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

    private static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.first, first.isASCIILetter || first == "_" else { return false }
        return text.allSatisfy { $0.isASCIILetter || $0.isASCIIDigit || $0 == "_" }
    }
}

private extension Character {
    var isASCIILetter: Bool { isASCII && isLetter }
    var isLowercaseASCIILetter: Bool { isASCII && isLowercase }
    var isASCIIDigit: Bool { isASCII && isNumber }
}
