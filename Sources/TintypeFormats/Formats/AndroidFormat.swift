import TintypeDocument
import TintypeColor
import TintypeTheme
import TintypeCompiledTheme

/// `tintype compile --format android`: Android resources under `android/`, to copy or point a
/// source set's `res` at.
///
/// - `values/NAME_type.xml`: a `TextAppearance.Name.Style` per text style (and `.Emphasized`), at
///   the default category (`large`): `android:textSize` and `android:lineHeight` in sp (and
///   Material Components' `lineHeight` where the project says the app uses it), letter spacing in
///   em, font family and weight. Android scales sp text by the user's font scale itself (non-linearly
///   from Android 14, keeping an sp line height in proportion to the scaled text), so one size per style is what it wants; the
///   categories of the compiled theme are iOS's.
/// - `values/NAME_colors.xml` and `values-night/NAME_colors.xml`: the tints of the light and dark
///   appearance at normal contrast, and `…_high_contrast` colours of increased contrast beside them.
/// - `values/NAME_theme.xml`: a colour attribute per tint and two theme overlays,
///   `ThemeOverlay.Name` and `ThemeOverlay.Name.HighContrast`, for Android has no resource
///   qualifier for contrast: an app applies the second when the user asks for high-contrast text.
public struct AndroidFormat: ThemeFormat {
    public let name = "android"
    public let platform: ThemePlatform? = .android
    public let folder: String? = "android"
    public let summary = "android/values*/: resources (text appearances, colours, theme overlays); a module's res/ works"
    public let otherNames = ["xml", "android-xml", "resources"]
    public var options: [FormatOption] {
        [.name("resourcePrefix", \AndroidFormat.resourcePrefix, what: "an Android resource name (lowercase letters, digits and _)",
               isValid: { text in text.first?.isLowercaseASCIILetter == true && text.allSatisfy { $0.isLowercaseASCIILetter || $0.isASCIIDigit || $0 == "_" } },
               help: "NAME_type.xml, NAME_tint, TextAppearance.Name.Body"),
         .boolean("materialComponents", \AndroidFormat.materialComponents,
                  help: "true: the app uses Material Components, and the text appearances set its lineHeight too (read below API 28)")]
    }
    /// Whether the app uses Material Components: the text appearances then also set its unprefixed
    /// `lineHeight` attribute, which an app without the library does not have (its build would fail).
    public var materialComponents = false
    /// The base of every resource name (`{name}_type.xml`, `{name}_tint`, `TextAppearance.{Name}.Body`).
    public var resourcePrefix: NamePattern

    public static let defaultResourcePrefix = NamePattern("{name}")

    public init(resourcePrefix: NamePattern = defaultResourcePrefix) {
        self.resourcePrefix = resourcePrefix
    }

    /// The resource base for a theme, snake case.
    func resource(_ compiled: CompiledTheme) -> String { resourcePrefix.expand(compiled.name, lowerCase: SourceName.identifier) }

    /// The PascalCase form for style and overlay names: the theme's own unless the prefix is set.
    func pascal(_ compiled: CompiledTheme) -> String {
        SourceName.pascal(resourcePrefix == Self.defaultResourcePrefix ? compiled.name : resource(compiled))
    }

    public func files(for compiled: CompiledTheme) -> [GeneratedFile] {
        let resource = resource(compiled)
        return [
            GeneratedFile(name: "android/values/\(resource)_type.xml", bytes: Array(textAppearances(compiled).utf8)),
            GeneratedFile(name: "android/values/\(resource)_colors.xml", bytes: Array(colors(compiled, .light).utf8)),
            GeneratedFile(name: "android/values-night/\(resource)_colors.xml", bytes: Array(colors(compiled, .dark).utf8)),
            GeneratedFile(name: "android/values/\(resource)_theme.xml", bytes: Array(overlays(compiled).utf8)),
        ] + AndroidTokens.files(compiled, resource: resource) { Self.header(compiled, $0) }
    }

    // MARK: - Text appearances

    func textAppearances(_ compiled: CompiledTheme) -> String {
        let theme = pascal(compiled)
        let rows = compiled.standardRows
        var note = "Text appearances at the default size category (large); Android applies the user's font scale to sp."
        if let standIns = compiled.standInSentence { note += " " + standIns }
        let resources = fontResources(compiled)
        if !resources.isEmpty {
            note += " Font resources the app ships under res/font/: " + resources.map { resource in
                "\(resource.name).xml, a font-family of " + resource.faces.map { face in
                    "\(face.name) for \(face.weights.map(String.init).joined(separator: " and "))"
                }.joined(separator: ", ")
            }.joined(separator: "; ") + "."
            let missing = resources.flatMap { resource in resource.faces.flatMap(\.stood) }
            if !missing.isEmpty {
                note += " Weights with no face of their own, drawn (and measured) with the nearest: " + missing.joined(separator: "; ")
                    + "; ship a face of that weight or change the theme's weight."
            }
        }
        let clamps = compiled.typefaces.compactMap { typeface -> String? in
            guard typeface.minimumPointSize != nil || typeface.maximumPointSize != nil else { return nil }
            let limits = [typeface.minimumPointSize.map { "at least \($0.plainText)" }, typeface.maximumPointSize.map { "at most \($0.plainText)" }]
            return "\(typeface.style.rawValue) (\(limits.compactMap { $0 }.joined(separator: ", ")) pt)"
        }
        if !clamps.isEmpty {
            note += " Size limits these resources cannot hold, for Android scales sp without one: " + clamps.joined(separator: "; ")
                + "; keep them in code (the compose format's clamped styles do)."
        }
        var cuts: [String] = []
        for typeface in compiled.typefaces {
            guard let cut = typeface.displayCut else { continue }
            let text = "\(cut.families.joined(separator: ", ")) from \(cut.from.plainText) sp"
            if !cuts.contains(text) { cuts.append(text) }
        }
        if !cuts.isEmpty {
            note += " Display cuts, which set the appearances from their size at the default font scale: " + cuts.joined(separator: "; ")
                + "; Android keeps an appearance's family as the font scale grows, so one that reaches the size only at a larger scale "
                + "stays in the text cut."
        }
        var xml = Self.header(compiled, note)
        for typeface in compiled.typefaces {
            for emphasized in [false, true] {
                guard let row = rows.row(typeface.style, .large, emphasized: emphasized)?.row else { continue }
                let family = AndroidFontFamily.resolve(typeface.families(atSize: row.size)).value
                let name = "TextAppearance.\(theme).\(SourceName.pascal(typeface.style.rawValue))" + (emphasized ? ".Emphasized" : "")
                xml += "    <style name=\"\(name)\" parent=\"\">\n"
                xml += Self.item("android:fontFamily", family)
                xml += Self.item("android:textFontWeight", String(row.weight.value))
                xml += Self.item("android:textSize", row.size.plainText + "sp")
                xml += Self.item("android:lineHeight", row.lineHeight.plainText + "sp")
                if materialComponents { xml += Self.item("lineHeight", row.lineHeight.plainText + "sp") }
                xml += Self.item("android:letterSpacing", row.tracking.em.plainText)
                xml += "    </style>\n"
                // Earlier names, kept for a release: the same appearance, by its parent.
                for former in typeface.formerly {
                    let old = "TextAppearance.\(theme).\(SourceName.pascal(former.rawValue))" + (emphasized ? ".Emphasized" : "")
                    xml += "    <!-- Renamed \(name); kept for a release. -->\n    <style name=\"\(old)\" parent=\"\(name)\" />\n"
                }
            }
        }
        return xml + "</resources>\n"
    }

    /// One face a font resource needs: its name, the theme's weights it draws, and for each weight
    /// it stands in for (the family has no face of that weight), a line saying so.
    struct ResourceFace: Equatable {
        var name: String
        var weights: [Int]
        var stood: [String]
    }

    /// The font resources the text appearances name, each with the faces its rows were drawn with
    /// (by PostScript name) and the weights each serves.
    func fontResources(_ compiled: CompiledTheme) -> [(name: String, faces: [ResourceFace])] {
        let rows = compiled.standardRows
        var faces: [String: [String: (weights: Set<Int>, stood: Set<String>)]] = [:]
        for typeface in compiled.typefaces {
            for emphasized in [false, true] {
                guard let row = rows.row(typeface.style, .large, emphasized: emphasized)?.row,
                      case .resource(let name) = AndroidFontFamily.resolve(typeface.families(atSize: row.size)) else { continue }
                let face = row.font.postscriptName ?? row.font.family
                faces[name, default: [:]][face, default: ([], [])].weights.insert(row.weight.value)
                for case .missingWeight(let requested, let family, _, let used, _) in row.fontWarnings {
                    faces[name, default: [:]][face, default: ([], [])].stood.insert("\(requested) in \(family) by \(face) (\(used))")
                }
            }
        }
        return faces.keys.sorted().map { name in
            let byFace = faces[name] ?? [:]
            let ordered = byFace.keys.sorted { (byFace[$0]?.weights.min() ?? 0, $0) < (byFace[$1]?.weights.min() ?? 0, $1) }
            return (name, ordered.map { face in
                ResourceFace(name: face, weights: (byFace[face]?.weights ?? []).sorted(), stood: (byFace[face]?.stood ?? []).sorted())
            })
        }
    }

    // MARK: - Colours

    func colors(_ compiled: CompiledTheme, _ appearance: Appearance) -> String {
        let resource = resource(compiled)
        let twinned = Self.highContrastNames(compiled)
        var xml = Self.header(compiled, "Tints, \(appearance.rawValue) appearance; _high_contrast: the same at increased contrast, "
            + "for the colours that differ there.")
        for (contrast, suffix) in [(ContrastSetting.normal, ""), (.increased, "_high_contrast")] {
            guard let set = compiled.tintSet(appearance, contrast) else { continue }
            for (name, color) in set.namedColors where contrast == .normal || twinned.contains(name) {
                xml += "    <color name=\"\(resource)_\(name)\(suffix)\">\(Self.argb(color))</color>\n"
            }
        }
        return xml + "</resources>\n"
    }

    /// The tint colours that differ at increased contrast in either appearance: only they have a
    /// `_high_contrast` form (in both appearances' files, so the name resolves in each).
    static func highContrastNames(_ compiled: CompiledTheme) -> Set<String> {
        var names = Set<String>()
        for appearance in Appearance.allCases {
            guard let normal = compiled.tintSet(appearance, .normal)?.namedColors,
                  let increased = compiled.tintSet(appearance, .increased)?.namedColors else { continue }
            let base = Dictionary(normal.map { ($0.name, $0.color.rgba8) }, uniquingKeysWith: { first, _ in first })
            for (name, color) in increased where base[name] != color.rgba8 { names.insert(name) }
        }
        return names
    }

    /// `#AARRGGBB`, Android's order, alpha only when it is not opaque.
    static func argb(_ color: Color) -> String {
        let packed = color.rgba8
        let hex = String(packed >> 8, radix: 16)
        let rgb = String(repeating: "0", count: 6 - hex.count) + hex
        guard packed & 0xFF != 0xFF else { return "#" + rgb }
        let alpha = String(packed & 0xFF, radix: 16)
        return "#" + String(repeating: "0", count: 2 - alpha.count) + alpha + rgb
    }

    // MARK: - Theme overlays

    func overlays(_ compiled: CompiledTheme) -> String {
        let resource = resource(compiled)
        let theme = pascal(compiled)
        let names = compiled.tintSet(.light, .normal).map(\.namedColors)?.map(\.name) ?? []
        var xml = Self.header(compiled, "A colour attribute per tint, and overlays that set them at normal and at high contrast.")
        for name in names {
            xml += "    <attr name=\"\(SourceName.camel(resource + "_" + name))\" format=\"color\" />\n"
        }
        let twinned = Self.highContrastNames(compiled)
        for (overlay, suffix) in [("ThemeOverlay.\(theme)", ""), ("ThemeOverlay.\(theme).HighContrast", "_high_contrast")] {
            xml += "    <style name=\"\(overlay)\" parent=\"\">\n"
            for name in names {
                // A colour the same at increased contrast has no _high_contrast form: the overlay takes it as it is.
                xml += Self.item(SourceName.camel(resource + "_" + name), "@color/\(resource)_\(name)\(twinned.contains(name) ? suffix : "")")
            }
            if materialComponents {
                for (attribute, value) in materialRoles(compiled, resource, names: names, highContrast: !suffix.isEmpty, twinned: twinned) {
                    xml += Self.item(attribute, value)
                }
                // Roles a token gives that this overlay cannot set: said where the app's developer reads.
                let clash = ThemeNameClash(compiled)
                let unset = MaterialRole.tokens(compiled.tokens.filter { clash.androidClash($0) == nil }, roles: compiled.roles).filter { $0.role.android == nil }
                if !unset.isEmpty {
                    xml += "        <!-- Not set, as Material Components has no attribute for them before its newer versions: "
                        + unset.map { "\($0.role.rawValue) (\($0.token.path))" }.joined(separator: ", ").replacingDashes + " -->\n"
                }
            }
            xml += "    </style>\n"
        }
        return xml + "</resources>\n"
    }

    /// Material Components' colour attributes for Material's roles, in an app that uses the library:
    /// each role a colour token gives (its resource in the tokens file, its `_high_contrast` form in
    /// the high-contrast overlay where it has one), else the tint as `colorPrimary` and onTint as
    /// `colorOnPrimary`, as the Compose schemes have them.
    private func materialRoles(_ compiled: CompiledTheme, _ resource: String, names: [String], highContrast: Bool, twinned: Set<String>)
        -> [(parameter: String, value: String)] {
        let clash = ThemeNameClash(compiled)
        let tokens = compiled.tokens.filter { clash.androidClash($0) == nil }
        func tint(_ name: String) -> String { "@color/\(resource)_\(name)" + (highContrast && twinned.contains(name) ? "_high_contrast" : "") }
        return MaterialRole.arguments(MaterialRole.tokens(tokens, roles: compiled.roles), parameter: \.android, token: { token in
            "@color/\(resource)_\(SourceName.snake(token.path))" + (highContrast && AndroidTokens.differsAtIncreasedContrast(token) ? "_high_contrast" : "")
        }, tint: tint("tint"), onTint: names.contains("on_tint") ? tint("on_tint") : nil)
    }

    // MARK: - XML

    static func header(_ compiled: CompiledTheme, _ what: String) -> String {
        "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n"
            + "<!-- " + "Generated by Tintype (format android) from the theme '\(compiled.name.markupEscaped)'. \(what)".replacingDashes + " -->\n"
            + "<resources>\n"
    }

    private static func item(_ name: String, _ value: String) -> String {
        "        <item name=\"\(name)\">\(value.markupEscaped)</item>\n"
    }
}

extension String {
    /// An XML comment may not contain `--`.
    var replacingDashes: String { breakingPair("-", "-") }
}
