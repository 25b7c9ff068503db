import TintypeDocument
import TintypeColor
import TintypeTypography
import TintypeTokens
import TintypeTrees
import TintypeTheme

/// Builds a theme from DTCG 2025.10 token files composed by a resolver document: typography
/// composites `typography.<style>.regular` and `.emphasized` for each `contentSizeCategory`
/// context, and the colour `tint.default` for each `colorScheme` context (the shape `DTCGFormat`
/// writes). Every style becomes a table style with its size, leading, weight and tracking per
/// category; `$extensions` under `dev.tintype` restore style order and the tints' rules.
public enum DTCGImport {
    /// Imports the resolver document at `path`; it and its token files are read once for all the
    /// categories and colour schemes resolved.
    public static func theme(resolver path: String, files: DocumentFiles) throws(Diagnostics) -> Theme {
        let document = try ResolverDocument(path: path, files: files)
        let file = document.file, root = document.root
        var diagnostics: [Diagnostic] = []
        func fail(_ position: SourcePosition, _ message: String, in path: String = file) {
            diagnostics.append(Diagnostic(file: path, position: position, message: message))
        }

        // Typography, one resolution per category.
        var byStyle: [String: [ContentSizeCategory: (regular: TypographyComposite?, emphasized: TypographyComposite?)]] = [:]
        var order: [String: Int] = [:]
        for category in ContentSizeCategory.allCases {
            let tokens = try document.resolve(input: ["contentSizeCategory": category.name, "colorScheme": "light"])
            for (path, token) in tokens.tokens where path.hasPrefix("typography.") {
                let parts = path.split(separator: ".").map(String.init)
                guard parts.count == 3, case .typography(let typed) = token.typed, parts[2] == "regular" || parts[2] == "emphasized" else {
                    fail(token.position, "token '\(path)': Tintype reads typography.<style>.regular and .emphasized typography tokens", in: token.file)
                    continue
                }
                let values = TypographyComposite(typed)
                guard values.size > 0 else {
                    fail(token.position, "token '\(path)': a typography value needs fontFamily, fontSize and letterSpacing in px or rem, fontWeight and lineHeight", in: token.file)
                    continue
                }
                var entry = byStyle[parts[1], default: [:]][category] ?? (nil, nil)
                if parts[2] == "regular" { entry.regular = values } else { entry.emphasized = values }
                byStyle[parts[1], default: [:]][category] = entry
                if category == .large, parts[2] == "regular", case .object(let ext)? = token.extensions?.value,
                   case .object(let tintype)? = ext[member: DTCGVocabulary.extensionKey]?.value,
                   case .number(let index)? = tintype[member: "order"]?.value {
                    order[parts[1]] = Int(index)
                }
            }
        }

        // Tints, one resolution per colour scheme.
        var tints = TintTheme.ios
        var defaults: [Appearance: [ContrastSetting: Color]] = [:]
        for appearance in Appearance.allCases {
            for contrast in ContrastSetting.allCases {
                let scheme = DTCGVocabulary.colorScheme(appearance, contrast)
                let tokens = try document.resolve(input: ["contentSizeCategory": "large", "colorScheme": scheme])
                guard let token = tokens.tokens["tint.default"], case .color(let object) = token.typed, let color = try? object.parsed().color else {
                    fail(root.position, "the \(scheme) colour scheme needs a colour token tint.default")
                    continue
                }
                defaults[appearance, default: [:]][contrast] = color
                if appearance == .light, contrast == .normal, case .object(let ext)? = token.extensions?.value,
                   case .object(let tintype)? = ext[member: DTCGVocabulary.extensionKey]?.value,
                   let rules = tintype[member: "tints"] {
                    tints = try TintRulesReader.read(rules, file: token.file)
                }
            }
        }
        tints.defaultTints = defaults

        // Styles: table rows per category, font roles per family list.
        var fonts: [String: TypographySpec.FontRole] = [:]
        var styles: [StyleSpec] = []
        for name in byStyle.keys.sorted(by: { (order[$0] ?? Int.max, $0) < (order[$1] ?? Int.max, $1) }) {
            let rows = byStyle[name] ?? [:]
            let missing = ContentSizeCategory.allCases.filter { rows[$0]?.regular == nil }.map(\.name)
            guard missing.isEmpty, let large = rows[.large]?.regular else {
                fail(root.position, "style '\(name)' has no typography.\(name).regular token in categories \(missing.joined(separator: ", "))")
                continue
            }
            let role = fonts.first { $0.value.families == large.families }?.key ?? (fonts.isEmpty ? StyleSpec.defaultFontRole : "\(StyleSpec.defaultFontRole)\(fonts.count + 1)")
            fonts[role] = .init(families: large.families)
            var table: [ContentSizeCategory: StyleSpec.TableCell] = [:]
            for (category, entry) in rows {
                guard let values = entry.regular else { continue }
                table[category] = .init(size: values.size, leading: values.lineHeight * values.size, weight: values.weight,
                                             tracking: values.letterSpacing / values.size)
            }
            styles.append(StyleSpec(name: TextStyle(name), font: role, emphasizedWeight: rows[.large]?.emphasized?.weight,
                                    scale: .table, table: table))
        }
        guard diagnostics.isEmpty else { throw Diagnostics(diagnostics) }
        var themeName = file
        var description: String?
        if case .object(let members) = root.value {
            if case .string(let text)? = members[member: "name"]?.value { themeName = text }
            if case .string(let text)? = members[member: "description"]?.value { description = text }
        }
        var typography = TypographySpec(fonts: fonts, scale: .table, lineHeight: .table, tracking: .none, styles: styles)
        // Tokens with no emphasized composite are a theme without UIKit's emphasized variant.
        typography.emphasized = byStyle.values.contains { $0.values.contains { $0.emphasized != nil } }
        do {
            _ = try TypeScale(typography)
        } catch {
            throw Diagnostics(error.diagnostics.map { Diagnostic(file: file, position: root.position, message: $0.description) })
        }
        return Theme(name: themeName, description: description, typography: typography, tints: tints)
    }
}
