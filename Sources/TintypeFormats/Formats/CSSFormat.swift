import TintypeDocument
import TintypeColor
import TintypeTypography
import TintypeTokens
import TintypeTheme
import TintypeCompiledTheme

/// `tintype compile --format css` (or `css-rem`): one style sheet, `css/name.css`.
///
/// - Custom properties for every style: `--name-style-font-size`, `-line-height`, `-letter-spacing`,
///   `-font-weight` (and `-emphasized`, `-bold`, `-emphasized-bold` for Bold Text), `-cap-trim` and
///   `-baseline-trim`. `[data-size-category="AX3"]` on any element holds one category for
///   everything inside it, so several categories sit side by side.
/// - In `css`, `:root` follows the reader's text size as iOS follows its categories: the root font
///   size 16 px × (the reference style's size at a category ÷ its size at `large`) is that
///   category's anchor (`CategoryAnchors`), where every size, line height and letter spacing is the
///   compiled table's; between anchors they are linear in the root size, and clamped beyond xSmall
///   and AX5. One `calc()` of `clamp()` terms over `--name-text-size` (1rem) per property, so no
///   script is needed; on Safari for iOS the root takes the system's Dynamic Type size. In
///   `css-rem`, `:root` holds `large` in rem, which scales every style by the same factor.
/// - One class per style, `.name-style`, applying the font-family list with its fallbacks, size,
///   line height, letter spacing (never dropped) and weight; `.name-emphasized` inside or on it
///   takes the emphasized weight, and `[data-bold-text]` on it or an ancestor the Bold Text weights.
/// - Optional leading trim: `.name-trim` on a styled element removes the space above the cap height
///   and below the baseline, with Capsize's negative margins, or with `text-box` where supported.
/// - Tints: `--name-tint`, `--name-tint-dimmed`, derived colours and component tints, switched by
///   `prefers-color-scheme: dark` and `prefers-contrast: more`, and by a site's own switch:
///   `data-color-scheme="light|dark"` and `data-contrast="more|normal"` on any ancestor (the
///   attribute names are options; `class` reads `.dark` or `.contrast-more` among the classes),
///   which win over the media queries; a scope that is not the root follows its ancestors' too.
/// - `rootFontSize` for a site that sets its own root (`62.5%` is 10 px): rem and the reader's text
///   size are measured from it.
///
/// Lengths are px with 1 pt = 1 px; `css-rem` writes sizes, line heights and letter spacing in rem
/// (16 px), so they follow the reader's browser font size.
public struct CSSFormat: ThemeFormat {
    public let name: String
    public let folder: String? = "css"
    public let platform: ThemePlatform? = .web
    public var summary: String {
        "css/name.css: custom properties per category and mode, one class per style; "
            + (rem ? "lengths in rem, so every style scales by the browser's one factor" : "follows the reader's text size")
    }
    public var otherNames: [String] { rem ? [] : ["web", "css-variables", "custom-properties"] }
    public var options: [FormatOption] {
        [.name("prefix", \CSSFormat.prefix, what: "a CSS class name (letters, digits, - and _)", isValid: Self.isClassName,
               help: ".NAME-body, --NAME-tint"),

         .boolean("root", \CSSFormat.root, help: "false: on .PREFIX-theme instead of :root, following the switches of its ancestors"),
         .name("colorSchemeAttribute", \CSSFormat.colorSchemeAttribute, what: "an HTML attribute name", isValid: Self.isAttributeName,
               help: "ATTR=\"light|dark\" on any element sets its appearance (data-color-scheme); class: .light or .dark among its classes"),
         .name("contrastAttribute", \CSSFormat.contrastAttribute, what: "an HTML attribute name", isValid: Self.isAttributeName,
               help: "ATTR=\"more|normal\" on any element sets its contrast (data-contrast); class: .contrast-more or .contrast-normal"),
         .number("rootFontSize", \CSSFormat.rootFontSize, range: 4...64,
                 help: "the site's root font size in px at the browser's default: 10 for html { font-size: 62.5% }")]
            + (rem ? [] : [.choice("textScale", \CSSFormat.textScale, what: "a text scale",
                                   help: "categories: iOS's categories along 1rem; android: each style on Android 14's font-scale curve "
                                    + "at 1rem ÷ 16 px (Safari for iOS keeps the categories)")])
    }
    let rem: Bool
    /// The start of every class and custom property (`{name}`: `.default-body`, `--default-tint`).
    public var prefix: NamePattern
    /// Whether the `large` category and the tints sit on `:root` (the page's); when false they sit
    /// on `.{prefix}-theme`, so a page applies the theme to the elements it chooses.
    public var root: Bool
    /// The attribute that sets the appearance on an element and everything inside it (`light`, `dark`).
    public var colorSchemeAttribute = NamePattern("data-color-scheme")
    /// The attribute that sets increased contrast on an element and everything inside it (`more`).
    public var contrastAttribute = NamePattern("data-contrast")
    /// What the styles follow as 1rem changes (`css` only: `css-rem` scales every style by 1rem).
    public var textScale = CSSTextScale.categories
    /// The site's own root font size in px where the reader's browser says 16 (`html { font-size:
    /// 62.5% }` makes it 10): rem lengths and the reader's text size are measured from it.
    public var rootFontSize = Dimension.pointsPerRem

    /// `rem`: lengths in rem rather than px.
    public init(rem: Bool = false, prefix: NamePattern = NamePattern("{name}"), root: Bool = true) {
        self.rem = rem
        self.prefix = prefix
        self.root = root
        name = rem ? "css-rem" : "css"
    }

    /// Whether `text` is an HTML attribute name a selector can use unquoted: lower-case letters,
    /// digits and `-`, starting with a letter.
    static func isAttributeName(_ text: String) -> Bool {
        text.first.map { $0.isASCIILetter && $0.isLowercase } == true
            && text.allSatisfy { ($0.isASCIILetter && $0.isLowercase) || $0.isASCIIDigit || $0 == "-" }
    }

    /// Whether `text` may start a CSS class name: letters, digits, `-` and `_`, not starting with a digit or `-`.
    static func isClassName(_ text: String) -> Bool {
        text.first.map { $0.isASCIILetter || $0 == "_" } == true && text.allSatisfy { $0.isASCIILetter || $0.isASCIIDigit || $0 == "_" || $0 == "-" }
    }

    /// The selector the `large` category and the tints sit on.
    func scope(_ prefix: String) -> String { root ? ":root" : ".\(prefix)-theme" }

    /// Whether the site sets its own root font size (`rootFontSize` other than the browser's 16 px).
    var ownRoot: Bool { rootFontSize != Dimension.pointsPerRem }

    public func files(for compiled: CompiledTheme) -> [GeneratedFile] {
        [GeneratedFile(name: "css/\(SourceName.identifier(compiled.name).replacingUnderscores).css",
                       bytes: Array(sheet(compiled).utf8))]
    }

    package func sheet(_ compiled: CompiledTheme) -> String {
        let prefix = self.prefix.expand(compiled.name, lowerCase: Self.kebab)
        var css = "/* Generated by Tintype (format \(name)) from the theme '\(compiled.name.replacingCommentEnd)'. "
            + (rem ? "Lengths in rem (1 rem = \(rootFontSize.plainText) px = \(rootFontSize.plainText) pt"
                + (ownRoot ? ", the site's root font size" : "") + ")." : "Lengths in px (1 pt = 1 px).")
            + (compiled.standInSentence.map { " " + $0.replacingCommentEnd } ?? "") + displayCutSentence(compiled) + " */\n\n"
        let rows = compiled.standardRows
        // Each style's custom-property name, made once rather than at each of the 12 categories.
        let names = compiled.typefaces.map { "--\(prefix)-\(Self.kebab($0.style.rawValue))" }
        let former = compiled.typefaces.map { $0.formerly.map { "--\(prefix)-\(Self.kebab($0.rawValue))" } }
        let anchors = rem ? nil : CategoryAnchors(compiled)
        if let anchors {
            css += fluidRoot(compiled, rows, anchors, prefix: prefix, names: names, former: former)
        }
        for category in [ContentSizeCategory.large] + ContentSizeCategory.allCases.filter({ $0 != .large }) {
            if category == .large {
                css += anchors == nil ? "\(scope(prefix)),\n[data-size-category=\"large\"] {\n" : "[data-size-category=\"large\"] {\n"
            } else {
                css += "[data-size-category=\"\(category.name)\"] {\n"
            }
            for (index, (typeface, name)) in zip(compiled.typefaces, names).enumerated() {
                css += Self.withFormerNames(variables(rows, typeface.style, category, name: name), name: name, former: former[index])
            }
            css += "}\n\n"
        }
        css += classes(compiled, prefix)
        css += tints(compiled, prefix)
        return css
    }

    /// What the header says of the theme's display cuts, which a browser without CSS `if()` cannot switch to.
    private func displayCutSentence(_ compiled: CompiledTheme) -> String {
        var cuts: [String] = []
        for typeface in compiled.typefaces {
            guard let cut = typeface.displayCut else { continue }
            let text = "\(cut.families.joined(separator: ", ")) from \(length(cut.from))"
            if !cuts.contains(text) { cuts.append(text) }
        }
        guard !cuts.isEmpty else { return "" }
        return " Display cuts: \(cuts.joined(separator: "; ").replacingCommentEnd); each style switches to its cut with CSS if() and a range "
            + "style query, which Chromium draws (checked in Chromium 156); a browser without them sets every size in the text cut."
    }

    // MARK: - Text styles

    /// The scope's block when it follows the reader's text size: `large`'s weights and trims, and
    /// each length as a function of `--prefix-text-size` through the anchors.
    private func fluidRoot(_ compiled: CompiledTheme, _ rows: CompiledTheme.StandardRows, _ anchors: CategoryAnchors,
                           prefix: String, names: [String], former: [[String]]) -> String {
        let textSize = "--\(prefix)-text-size"
        var css = "/* Follows the reader's text size: " + (textScale == .android
            ? "at a root font size of 16 px × an Android font scale, each style is the size Android 14's FontScaleConverter gives its "
                + "large size at that scale (line heights likewise, letter spacing in em)"
                + (root ? "; on Safari for iOS, which sets the root by -apple-system-body, the categories below" : "")
            : "at a root font size of 16 px × the \(anchors.referenceStyle.rawValue) style's size ratio to large, each style is the "
                + "table's at that category")
            + (ownRoot ? ". The site's root font size is \(rootFontSize.plainText) px where the reader's is 16 px, so the text size is 1rem × "
                + "\((Dimension.pointsPerRem / rootFontSize).plainText)" + (root ? "; Safari for iOS sets no Dynamic Type size on such a root, so "
                + "the styles stay at large there" : "") : "")
            + ". Pin one with data-size-category; set \(textSize) to a length to fix it. "
            + "With <meta name=\"text-scale\" content=\"scale\"> on the page, 1rem follows the system's text size (Chrome and Edge 146): "
            + "this sheet scales each style from 1rem itself, so never multiply by env(preferred-text-scale) as well, which would scale "
            + "twice. */\n"
        let oneRem = ownRoot ? "calc(1rem * \((Dimension.pointsPerRem / rootFontSize).plainText))" : "1rem"
        css += "\(scope(prefix)) {\n  \(textSize): \(oneRem);\n"
        for (index, (typeface, name)) in zip(compiled.typefaces, names).enumerated() {
            guard let large = rows.row(typeface.style, .large, emphasized: false) else { continue }
            let lengths = textScale == .android ? androidLengths(large.row, name: name, over: textSize, indent: "  ")
                : categoryLengths(rows, anchors, typeface.style, name: name, over: textSize, indent: "  ")
            // On the categories, a trim's em changes with the category (its line height's share of
            // the size does): the trims follow the text size in px, as the lengths do.
            let trims = textScale == .android ? nil : categoryTrims(rows, anchors, typeface.style, name: name, over: textSize, indent: "  ")
            css += Self.withFormerNames(lengths + weightsAndTrims(rows, typeface.style, .large, large, name: name, trims: trims),
                                        name: name, former: former[index])
        }
        css += "}\n"
        if root, !ownRoot {
            // `:where()` weighs nothing: a site's own `html { font-family; line-height }` keeps its
            // values, and the system's text size (which it does not set) comes through. The text
            // size (and, on an Android scale, each style's categories) is on `:root`, after the
            // scope's, so it wins. `-webkit-touch-callout` is iOS's alone: Safari on macOS also
            // has `-apple-system-body`, at 13 px, which is no reader's text size.
            css += "@supports (font: -apple-system-body) and (-webkit-touch-callout: none) {\n  :where(:root) {\n    font: -apple-system-body;\n  }\n"
            css += "  :root {\n    \(textSize): calc(1rem * 16 / 17);\n"
            if textScale == .android {
                for (index, (typeface, name)) in zip(compiled.typefaces, names).enumerated() {
                    css += Self.withFormerNames(categoryLengths(rows, anchors, typeface.style, name: name, over: textSize, indent: "    "),
                                                name: name, former: former[index])
                }
            }
            css += "  }\n}\n"
        }
        return css + "\n"
    }

    /// `lines` (one style's custom properties, `NAME-font-size: …;`), then each again under the
    /// style's earlier names, as the new one's value (`--p-button-font-size: var(--p-primary-action-font-size);`):
    /// declared in the same block, so each resolves where the new one does. Kept for a release.
    static func withFormerNames(_ lines: String, name: String, former: [String]) -> String {
        guard !former.isEmpty else { return lines }
        var css = lines
        for old in former {
            for line in lines.split(separator: "\n") {
                let indent = line.prefix { $0 == " " }
                let body = line.dropFirst(indent.count)
                guard body.hasPrefix(name + "-"), let colon = body.firstIndex(of: ":") else { continue }
                css += "\(indent)\(old)\(body[..<colon].dropFirst(name.count)): var(\(body[..<colon]));\n"
            }
        }
        return css
    }

    /// The root sizes of the categories' anchors (px), and a style's regular row at each; nil
    /// where the style lacks an anchor's category.
    private static func anchorRows(_ rows: CompiledTheme.StandardRows, _ anchors: CategoryAnchors, _ style: TextStyle)
        -> (points: [Double], cells: [ResolvedTextStyle])? {
        let cells = anchors.anchors.compactMap { rows.row(style, $0.category, emphasized: false)?.row }
        guard cells.count == anchors.anchors.count else { return nil }
        return (anchors.anchors.map { Dimension.pointsPerRem * $0.ratio }, cells)
    }

    /// A style's size, line height and letter spacing at the categories' anchors, linear between
    /// them; `large`'s values where the style lacks a category.
    private func categoryLengths(_ rows: CompiledTheme.StandardRows, _ anchors: CategoryAnchors, _ style: TextStyle, name: String,
                                 over textSize: String, indent: String) -> String {
        guard let (points, cells) = Self.anchorRows(rows, anchors, style) else {
            guard let large = rows.row(style, .large, emphasized: false)?.row else { return "" }
            return "\(indent)\(name)-font-size: \(length(large.size));\n\(indent)\(name)-line-height: \(length(large.lineHeight));\n"
                + "\(indent)\(name)-letter-spacing: \(length(large.tracking.points));\n"
        }
        return "\(indent)\(name)-font-size: \(Self.piecewise(cells.map(\.size), at: points, over: textSize));\n"
            + "\(indent)\(name)-line-height: \(Self.piecewise(cells.map(\.lineHeight), at: points, over: textSize));\n"
            + "\(indent)\(name)-letter-spacing: \(Self.piecewise(cells.map(\.tracking.points), at: points, over: textSize));\n"
    }

    /// A style's trims in px at the categories' anchors (each category's em × its size), linear
    /// between them; nil where the style lacks a category or trims, so `large`'s em stand.
    private func categoryTrims(_ rows: CompiledTheme.StandardRows, _ anchors: CategoryAnchors, _ style: TextStyle, name: String,
                               over textSize: String, indent: String) -> String? {
        guard let (points, cells) = Self.anchorRows(rows, anchors, style) else { return nil }
        let trims = cells.compactMap { row in row.trims.map { (cap: $0.capHeight * row.size, baseline: $0.baseline * row.size) } }
        guard trims.count == points.count else { return nil }
        return "\(indent)\(name)-cap-trim: \(Self.piecewise(trims.map(\.cap), at: points, over: textSize));\n"
            + "\(indent)\(name)-baseline-trim: \(Self.piecewise(trims.map(\.baseline), at: points, over: textSize));\n"
    }

    /// A style on Android 14's curve: its `large` size converted at each of `CSSTextScale.androidScales`
    /// (root 16 px × the scale), the line height in proportion to it and letter spacing the same em of it.
    private func androidLengths(_ large: ResolvedTextStyle, name: String, over textSize: String, indent: String) -> String {
        let scales = CSSTextScale.androidScales
        let points = scales.map { Dimension.pointsPerRem * $0 }
        let sizes = scales.map { AndroidFontScaling.convert(large.size, fontScale: $0) }
        let lineHeights = scales.map { AndroidFontScaling.convertLineHeight(large.lineHeight, textSize: large.size, fontScale: $0) }
        return "\(indent)\(name)-font-size: \(Self.piecewise(sizes, at: points, over: textSize));\n"
            + "\(indent)\(name)-line-height: \(Self.piecewise(lineHeights, at: points, over: textSize));\n"
            + "\(indent)\(name)-letter-spacing: \(Self.piecewise(sizes.map { $0 * large.tracking.em }, at: points, over: textSize));\n"
    }

    /// `values` (px) at the root sizes `anchors` (px, increasing) as one CSS length of `variable`:
    /// the first value plus, for each span, its slope times the part of the span the root size has
    /// passed (`clamp(0px, root - start, width)`), so it is linear between anchors and constant beyond.
    static func piecewise(_ values: [Double], at anchors: [Double], over variable: String) -> String {
        var terms: [String] = []
        for index in values.indices.dropFirst() where values[index] != values[index - 1] {
            let width = anchors[index] - anchors[index - 1]
            let slope = (values[index] - values[index - 1]) / width
            terms.append((slope < 0 ? " - " : " + ")
                + "\(micro(abs(slope))) * clamp(0px, var(\(variable)) - \(micro(anchors[index - 1]))px, \(micro(width))px)")
        }
        guard !terms.isEmpty else { return values[0] == 0 ? "0px" : values[0].plainText + "px" }
        return "calc(\(values[0].plainText)px" + terms.joined() + ")"
    }

    /// The custom properties of `style` at `category`, each named `name-…`.
    private func variables(_ rows: CompiledTheme.StandardRows, _ style: TextStyle, _ category: ContentSizeCategory, name: String) -> String {
        guard let regular = rows.row(style, category, emphasized: false) else { return "" }
        var css = "  \(name)-font-size: \(length(regular.row.size));\n"
        css += "  \(name)-line-height: \(length(regular.row.lineHeight));\n"
        css += "  \(name)-letter-spacing: \(length(regular.row.tracking.points));\n"
        return css + weightsAndTrims(rows, style, category, regular, name: name)
    }

    /// The weights (regular, Bold Text, emphasized) and trims of `style` at `category`; `trims`, when
    /// given, in place of the category's own.
    private func weightsAndTrims(_ rows: CompiledTheme.StandardRows, _ style: TextStyle, _ category: ContentSizeCategory,
                                 _ regular: CompiledTheme.StyleRow, name: String, trims fluid: String? = nil) -> String {
        var css = "  \(name)-font-weight: \(regular.row.weight.value);\n"
        css += "  \(name)-font-weight-bold: \((regular.boldText ?? regular.row).weight.value);\n"
        if let emphasized = rows.row(style, category, emphasized: true) {
            css += "  \(name)-font-weight-emphasized: \(emphasized.row.weight.value);\n"
            css += "  \(name)-font-weight-emphasized-bold: \((emphasized.boldText ?? emphasized.row).weight.value);\n"
        }
        if let fluid {
            css += fluid
        } else if let trims = regular.row.trims {
            css += "  \(name)-cap-trim: \(trims.capHeight.plainText)em;\n"
            css += "  \(name)-baseline-trim: \(trims.baseline.plainText)em;\n"
        }
        return css
    }

    private func classes(_ compiled: CompiledTheme, _ prefix: String) -> String {
        let emphasis = compiled.hasEmphasizedRows
        let fallbacks = CSSFallbackFaces(fallbacks: compiled.webFallbacks)
        let stackNames = fallbacks.stackNames
        var css = fallbacks.rules
        // Each style's name in class and custom-property names, made once for both sections.
        let styles = compiled.typefaces.map { (typeface: $0, name: Self.kebab($0.style.rawValue)) }
        for (typeface, style) in styles {
            let variable = "--\(prefix)-\(style)"
            // The style's class and its earlier names', kept for a release, in one selector list.
            let classes = ([style] + typeface.formerly.map { Self.kebab($0.rawValue) }).map { ".\(prefix)-\($0)" }
            func each(_ pattern: (String) -> String) -> String { classes.map(pattern).joined(separator: ",\n") }
            if classes.count > 1 {
                css += "/* " + classes.dropFirst().joined(separator: ", ") + ": renamed \(classes[0]); kept for a release. */\n"
            }
            css += each { $0 } + " {\n"
            let stack = Self.fontFamily(typeface.families, fallbacks: stackNames)
            css += "  font-family: \(stack);\n"
            if let cut = typeface.displayCut {
                // The display cut from its size up, wherever the size comes from (the fluid root, a
                // category's block, rem); a browser without if() keeps the text cut above.
                let display = Self.fontFamily(typeface.families(atSize: cut.from), fallbacks: stackNames)
                css += "  font-family: if(style(\(variable)-font-size >= \(length(cut.from))): \(display); else: \(stack));\n"
            }
            css += """
                  font-size: var(\(variable)-font-size);
                  line-height: var(\(variable)-line-height);
                  letter-spacing: var(\(variable)-letter-spacing);
                  font-weight: var(\(variable)-font-weight);
                }

                """
            css += each { "[data-bold-text] \($0),\n\($0)[data-bold-text]" } + " {\n  font-weight: var(\(variable)-font-weight-bold);\n}\n"
            // A theme without UIKit's emphasized variant has no emphasized rules.
            guard emphasis else {
                css += "\n"
                continue
            }
            css += each { "\($0) .\(prefix)-emphasized,\n\($0).\(prefix)-emphasized" } + " {\n"
            css += "  font-weight: var(\(variable)-font-weight-emphasized);\n}\n"
            css += each { "[data-bold-text] \($0) .\(prefix)-emphasized,\n[data-bold-text] \($0).\(prefix)-emphasized,\n"
                + "\($0)[data-bold-text] .\(prefix)-emphasized,\n\($0)[data-bold-text].\(prefix)-emphasized" } + " {\n"
            css += "  font-weight: var(\(variable)-font-weight-emphasized-bold);\n}\n"
            css += "\n"
        }
        // Leading trim: text-box where the browser has it; else Capsize's zero-height table boxes
        // before and after the text, with negative margins from the style's trims.
        css += "@supports (text-box: trim-both cap alphabetic) {\n"
        css += "  .\(prefix)-trim {\n    text-box: trim-both cap alphabetic;\n  }\n}\n"
        css += "@supports not (text-box: trim-both cap alphabetic) {\n"
        for (typeface, style) in styles {
            // The style's class and its earlier names' (kept for a release).
            let selectors = ([style] + typeface.formerly.map { Self.kebab($0.rawValue) }).map { ".\(prefix)-\($0).\(prefix)-trim" }
            css += """
                  \(selectors.map { "\($0)::before" }.joined(separator: ",\n  ")) {
                    content: "";
                    display: table;
                    margin-bottom: var(--\(prefix)-\(style)-cap-trim, 0);
                  }
                  \(selectors.map { "\($0)::after" }.joined(separator: ",\n  ")) {
                    content: "";
                    display: table;
                    margin-top: var(--\(prefix)-\(style)-baseline-trim, 0);
                  }

                """
        }
        css += "}\n\n"
        return css
    }

    /// The families quoted, and a generic family (`sans-serif`, …) as the keyword it is.
    static func fontFamily(_ families: [String], fallbacks: [String: [String]] = [:]) -> String {
        var list: [String] = []
        for family in families {
            list.append(CSSGenericFamilies.names.contains(family) ? family : "\"" + family.cssQuoted + "\"")
            for name in fallbacks[family.lowercased()] ?? [] { list.append("\"" + name.cssQuoted + "\"") }
        }
        return list.isEmpty ? "sans-serif" : list.joined(separator: ", ")
    }

    private func length(_ points: Double) -> String {
        guard points != 0 else { return "0" }
        return rem ? (points / rootFontSize).plainText + "rem" : points.plainText + "px"
    }

    // MARK: - Tints

    /// The tints and brand tokens of every mode, by media query and by the site's attributes; then,
    /// for tokens with colours sRGB cannot hold, the same blocks with their wide forms, for browsers
    /// that draw them (`@supports`), after the sRGB ones that the others keep.
    private func tints(_ compiled: CompiledTheme, _ prefix: String) -> String {
        // A token with a name the theme's own values take is left out (the compile warns at it).
        let clash = ThemeNameClash(compiled)
        // Shared, not copied, where no token clashes (most themes).
        let clashing = Set(compiled.tokens.indices.filter { clash.cssClash(compiled.tokens[$0]) != nil })
        let exported = clashing.isEmpty ? compiled.tokens : compiled.tokens.indices.filter { !clashing.contains($0) }.map { compiled.tokens[$0] }
        let tokens = BlockTokens(exported)
        var css = modeBlocks(scope(prefix)) { selector, appearance, contrast, indent in
            tintBlock(compiled, tokens, prefix, selector, appearance, contrast, indent: indent)
        }
        if !tokens.all.isEmpty {
            let wide = BlockTokens(exported.filter(CSSTokenValue.isWide), wide: true)
            if !wide.all.isEmpty {
                let blocks = modeBlocks(scope(prefix)) { selector, appearance, contrast, indent in
                    tintBlock(compiled, wide, prefix, selector, appearance, contrast, indent: indent)
                }
                css += "@supports (color: color(display-p3 1 1 1)) {\n"
                    + blocks.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { $0.isEmpty ? "" : "  " + $0 }.joined(separator: "\n")
                    + "\n}\n"
            }
        }
        return css
    }

    /// The tokens a mode's rules write, sorted out once for all of them: every token (for the
    /// scope's base rule) and those whose value differs by mode (for the others); in the wide form,
    /// only tokens with a colour sRGB cannot hold, and no tints.
    private struct BlockTokens {
        var all: [BrandToken]
        var varying: [BrandToken]
        var wide = false

        init(_ tokens: [BrandToken], wide: Bool = false) {
            all = tokens
            varying = tokens.filter { !$0.isConstant }
            self.wide = wide
        }
    }

    /// Every mode's rule, as `block` writes it for a selector, a mode and an indent: by media query
    /// on `scope`, then by the site's attributes.
    private func modeBlocks(_ scope: String, _ block: (String, Appearance, ContrastSetting, String) -> String) -> String {
        let queries: [(media: String?, appearance: Appearance, contrast: ContrastSetting)] = [
            (nil, .light, .normal), ("(prefers-color-scheme: dark)", .dark, .normal),
            ("(prefers-contrast: more)", .light, .increased),
            ("(prefers-color-scheme: dark) and (prefers-contrast: more)", .dark, .increased),
        ]
        var css = ""
        for query in queries {
            let selector = scope
            guard let media = query.media else {
                css += block(selector, query.appearance, query.contrast, "")
                continue
            }
            let inner = block(selector, query.appearance, query.contrast, "  ")
            if !inner.isEmpty { css += "@media \(media) {\n" + inner + "}\n" }
        }
        return css + attributeBlocks(block, scope: scope)
    }

    /// One rule setting a mode's tints and brand tokens as custom properties on `selector`: every
    /// token on the scope in the base mode, elsewhere those that differ by mode; with `wide`, only
    /// tokens that have a wide form. Empty when there is nothing to set.
    private func tintBlock(_ compiled: CompiledTheme, _ tokens: BlockTokens, _ prefix: String, _ selector: String, _ appearance: Appearance,
                           _ contrast: ContrastSetting, indent: String = "") -> String {
        let mode = BrandMode(appearance, contrast)
        // Written into one string: a sheet can hold thousands of tokens in a rule.
        var block = ""
        if !tokens.wide, let set = compiled.tintSet(appearance, contrast) {
            for (name, color) in set.namedColors { block += "\(indent)  --\(prefix)-\(Self.kebab(name)): \(color.hex);\n" }
        }
        // A constant token is set once, on the scope; what differs by mode, in every mode's rule.
        let onScope = mode == .base && selector == scope(prefix)
        let written = onScope ? tokens.all : tokens.varying
        let start = indent + "  --" + prefix + "-"
        block.reserveCapacity(block.utf8.count + written.count * 40)
        for index in written.indices {
            // A token's description once, where it is first set.
            if onScope, !tokens.wide, let text = written[index].descriptionInComment(closing: "*", "/") {
                block += indent + "  /* " + text + " */\n"
            }
            CSSTokenValue.write(written[index].value(in: mode), named: written[index].words, wide: tokens.wide, after: start, into: &block)
        }
        guard !block.isEmpty else { return "" }
        return indent + selector + " {\n" + block + indent + "}\n"
    }

    /// The site's own switch, after the media queries so that it wins over them: the appearance
    /// attribute on any element, the contrast attribute (`more` or `normal`) on any element, and
    /// the two together (on one element or nested either way, more specific than either alone);
    /// where only one is given, the other follows the reader's preference. A scope that is not the
    /// root also follows an ancestor's switch: the same rules on the scope inside it, weighing no
    /// more than the scope's own (`:where()`) and written first, so the scope's own switch wins.
    private func attributeBlocks(_ write: (String, Appearance, ContrastSetting, String) -> String, scope: String) -> String {
        (root ? "" : switchBlocks(write) { ":where(\($0)) \(scope)" }) + switchBlocks(write) { $0 }
    }

    /// Every rule of the site's switch, each selector as `selector` makes it of the switch's own.
    private func switchBlocks(_ write: (String, Appearance, ContrastSetting, String) -> String, _ selector: (String) -> String) -> String {
        func block(_ switches: String, _ appearance: Appearance, _ level: ContrastSetting, indent: String = "") -> String {
            write(selector(switches), appearance, level, indent)
        }
        func media(_ query: String, _ inner: String) -> String { inner.isEmpty ? "" : "@media \(query) {\n" + inner + "}\n" }
        let levels = [(contrastSwitch("more"), ContrastSetting.increased), (contrastSwitch("normal"), .normal)]
        var css = ""
        for appearance in Appearance.allCases { css += block(appearanceSwitch(appearance), appearance, .normal) }
        css += media("(prefers-contrast: more)", Appearance.allCases.map { block(appearanceSwitch($0), $0, .increased, indent: "  ") }.joined())
        for (level, contrast) in levels {
            css += block(level, .light, contrast)
            css += media("(prefers-color-scheme: dark)", block(level, .dark, contrast, indent: "  "))
        }
        for (level, contrast) in levels {
            for appearance in Appearance.allCases {
                let on = appearanceSwitch(appearance)
                css += block([on + level, on + " " + level, level + " " + on].joined(separator: ",\n"), appearance, contrast)
            }
        }
        return css
    }

    /// The selector of an element switched to `appearance`: `[data-color-scheme="dark"]`, or `.dark`
    /// when the site toggles a class (`colorSchemeAttribute: class`).
    private func appearanceSwitch(_ appearance: Appearance) -> String {
        colorSchemeAttribute.pattern == "class" ? ".\(appearance.rawValue)" : "[\(colorSchemeAttribute.pattern)=\"\(appearance.rawValue)\"]"
    }

    /// The selector of an element switched to a contrast (`more`, `normal`): `[data-contrast="more"]`,
    /// or `.contrast-more` when the site toggles a class.
    private func contrastSwitch(_ level: String) -> String {
        contrastAttribute.pattern == "class" ? ".contrast-\(level)" : "[\(contrastAttribute.pattern)=\"\(level)\"]"
    }

    /// A number to 1/1,000,000: slopes and anchors, so the sum at each anchor is the table's value
    /// within a thousandth of a pixel.
    static func micro(_ value: Double) -> String { value.text(decimals: 6) }

    /// `large-title` from `largeTitle`, `tint-dimmed` from `tint_dimmed`.
    package static func kebab(_ text: String) -> String { SourceName.words(text).joined(separator: "-") }
}

extension String {
    var replacingUnderscores: String { String(map { $0 == "_" ? "-" : $0 }) }

    /// A CSS comment ends at `*/`.
    var replacingCommentEnd: String { breakingPair("*", "/") }
}
