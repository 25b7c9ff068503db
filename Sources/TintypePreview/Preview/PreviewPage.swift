import TintypeColor
import TintypeCompiledTheme
import TintypeDocument
import TintypeFormats
import TintypeTypography
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The preview's web page: one self-contained HTML file built on the CSS export (its custom
/// properties, `data-size-category`, `data-bold-text` and style classes), showing every chosen style
/// at every chosen category side by side, with controls for category, appearance, contrast and
/// Bold Text, and a "present alert" switch: while the alert is up, the tints behind it take their
/// dimmed colours (UIKit dims `tintColor` under a modal) and the alert's own stay normal; with a
/// `LayoutPreview`, a view tree's insets and guides below them.
public struct PreviewPage: Sendable {
    /// A face the page declares with `@font-face`, and where its file is.
    public struct Face: Sendable {
        public enum Source: Sendable {
            /// The file's bytes, written into the page as a `data:` URL.
            case embedded([UInt8])
            /// A path relative to the page.
            case file(String)
        }

        public var family: String
        public var weight: Int
        public var italic: Bool
        public var source: Source
    }

    /// A face for each family and weight the shown rows use (regular, emphasized and Bold Text),
    /// named by the family the theme asked for, so the CSS export's font-family lists find them.
    /// `files` maps a face's SHA-256 to its file; `source` says how the page holds that file.
    public static func faces(of compiled: CompiledTheme, files: [String: String], source: (String) throws -> Face.Source) rethrows -> [Face] {
        var seen = Set<String>()
        var faces: [Face] = []
        for entry in compiled.styles where entry.row.leading == .standard {
            for row in [entry.row, entry.boldText].compactMap({ $0 }) {
                let key = "\(row.font.requestedFamily)|\(row.weight.value)"
                guard let file = files[row.font.sha256], seen.insert(key).inserted else { continue }
                faces.append(Face(family: row.font.requestedFamily, weight: row.weight.value, italic: false, source: try source(file)))
            }
        }
        return faces
    }

    /// The rows, sample lines and components shown.
    public var selection = PreviewSelection()
    /// The most characters a preview's sample text (`--text`) may have: each is drawn in every
    /// cell, 132 cells for the whole table (Docs/Contributing.md, "Limits").
    public static let maximumSampleCharacters = 1_000
    public var faces: [Face] = []
    /// A view tree's layout, drawn below the styles (`--layout`).
    public var layout: LayoutPreview?

    public init() {}

    public func html(_ compiled: CompiledTheme) -> String {
        let prefix = CSSFormat.kebab(compiled.name)
        let shown = compiled.typefaces.map(\.style).filter { selection.styles?.contains($0) ?? true }
        var page = "<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        page += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        page += "<title>Tintype preview: \(compiled.name.markupEscaped)</title>\n<style>\n"
        page += fontFaces()
        page += CSSFormat().sheet(compiled)
        page += modeRules(compiled, prefix)
        page += Self.pageStyle(prefix)
        if layout != nil { page += LayoutPreview.style }
        page += "</style>\n</head>\n<body>\n<div class=\"tt-page\" data-mode=\"\">\n"
        page += controls()
        page += "<div class=\"tt-behind\">\n"
        page += tintRow(compiled, prefix)
        page += grid(compiled, shown, prefix)
        page += componentBoxes(compiled, prefix)
        if let layout { page += layout.html() }
        page += "</div>\n"
        page += "<div class=\"tt-backdrop\" hidden></div>\n"
        page += "<div class=\"tt-alert\" role=\"alertdialog\" aria-label=\"Alert\" hidden>\n"
        page += "  <p class=\"tt-alert-title\">An alert</p>\n  <p>Tints behind it are dimmed; its own are not.</p>\n"
        page += "  <button type=\"button\" class=\"tt-tinted\" data-tint=\"alert\">OK</button>\n</div>\n"
        page += "</div>\n<script>\n" + Self.script + (layout != nil ? LayoutPreview.script : "") + "</script>\n</body>\n</html>\n"
        return page
    }

    // MARK: - Parts

    private func fontFaces() -> String {
        var css = ""
        for face in faces {
            let url: String
            switch face.source {
            case .embedded(let bytes): url = "data:font/\(Self.fontFormat(bytes).mime);base64," + Data(bytes).base64EncodedString()
            case .file(let path): url = Self.urlEscaped(path)
            }
            css += "@font-face {\n  font-family: \"\(face.family.cssQuoted)\";\n  src: url(\"\(url)\");\n"
            css += "  font-weight: \(face.weight);\n  font-style: \(face.italic ? "italic" : "normal");\n}\n"
        }
        return css
    }

    /// Each mode's tints on `.tt-page[data-mode=…]`, so the controls can choose a mode the media
    /// queries of the CSS export would not.
    private func modeRules(_ compiled: CompiledTheme, _ prefix: String) -> String {
        var css = ""
        for appearance in Appearance.allCases {
            for contrast in ContrastSetting.allCases {
                guard let set = compiled.tintSet(appearance, contrast) else { continue }
                css += ".tt-page[data-mode=\"\(appearance.rawValue)-\(contrast.rawValue)\"] {\n"
                for (name, color) in set.namedColors { css += "  --\(prefix)-\(CSSFormat.kebab(name)): \(color.hex);\n" }
                css += "}\n"
            }
        }
        css += ".tt-page[data-alert] .tt-behind {\n  --\(prefix)-tint: var(--\(prefix)-tint-dimmed);\n}\n"
        return css
    }

    private func controls() -> String {
        var html = "<form class=\"tt-controls\">\n  <label>Category <select id=\"tt-category\">\n    <option value=\"all\">all</option>\n"
        for category in selection.categories {
            html += "    <option value=\"\(category.name)\">\(category.name)\(category == .large ? " (default)" : "")</option>\n"
        }
        html += "  </select></label>\n"
        html += "  <label>Appearance <select id=\"tt-appearance\"><option value=\"\">system</option><option>light</option><option>dark</option></select></label>\n"
        html += "  <label>Contrast <select id=\"tt-contrast\"><option value=\"\">system</option><option>normal</option><option>increased</option></select></label>\n"
        html += "  <label><input type=\"checkbox\" id=\"tt-bold-text\"> Bold Text</label>\n"
        html += "  <label><input type=\"checkbox\" id=\"tt-alert\"> Present alert</label>\n</form>\n"
        return html
    }

    private func grid(_ compiled: CompiledTheme, _ shown: [TextStyle], _ prefix: String) -> String {
        let sample = selection.lines.map(\.markupEscaped).joined(separator: "<br>")
        var html = "<table class=\"tt-grid\">\n<thead><tr><th></th>"
        for category in selection.categories {
            html += "<th data-column=\"\(category.name)\">\(category.name)\(category == .large ? "*" : "")</th>"
        }
        html += "</tr></thead>\n<tbody>\n"
        for style in shown {
            html += "<tr><th scope=\"row\">\(style.rawValue.markupEscaped)</th>"
            for category in selection.categories {
                html += "<td data-column=\"\(category.name)\" data-size-category=\"\(category.name)\">"
                html += "<p class=\"\(prefix)-\(CSSFormat.kebab(style.rawValue))\" data-style=\"\(style.rawValue.markupEscaped)\">\(sample)</p></td>"
            }
            html += "</tr>\n"
        }
        return html + "</tbody>\n</table>\n"
    }

    /// A row per component and style it sets, a cell per category: the box at its height (or, for
    /// one that may grow, its most) and padding, holding its lines of the style; `data-fits` is what
    /// `layout.component-clips` says (`ComponentFit`).
    private func componentBoxes(_ compiled: CompiledTheme, _ prefix: String) -> String {
        guard !selection.components.isEmpty else { return "" }
        var html = "<h2 class=\"tt-heading\">Components</h2>\n<table class=\"tt-grid tt-components\">\n<tbody>\n"
        for component in selection.components {
            for fit in ComponentFit.of(component, in: compiled) {
                html += "<tr><th scope=\"row\">\(component.name.markupEscaped) · \(fit.style.rawValue.markupEscaped)</th>"
                for category in selection.categories {
                    guard let need = fit.need(at: category) else { html += "<td data-column=\"\(category.name)\"></td>"; continue }
                    let fits = !fit.clips(need)
                    html += "<td data-column=\"\(category.name)\" data-size-category=\"\(category.name)\">"
                    html += "<div class=\"tt-component\" data-fits=\"\(fits ? "yes" : "no")\" data-need=\"\(need.plainText)\" "
                        + "style=\"height: \(component.limit.plainText)px; padding: \(component.paddingTop.plainText)px 4px "
                        + "\(component.paddingBottom.plainText)px\">"
                    html += "<p class=\"\(prefix)-\(CSSFormat.kebab(fit.style.rawValue))\">"
                        + Array(repeating: component.name.markupEscaped, count: component.lines).joined(separator: "<br>") + "</p></div></td>"
                }
                html += "</tr>\n"
            }
        }
        return html + "</tbody>\n</table>\n"
    }

    private func tintRow(_ compiled: CompiledTheme, _ prefix: String) -> String {
        "<div class=\"tt-tints\"><span class=\"tt-swatch\" data-tint=\"tint\"></span> "
            + "<button type=\"button\" class=\"tt-tinted\" data-tint=\"button\">Tinted button</button></div>\n"
    }

    // MARK: - Page style and behaviour

    private static func pageStyle(_ prefix: String) -> String {
        """
        body { margin: 0; }
        .tt-page { min-height: 100vh; padding: 16px 24px; box-sizing: border-box; background: #ffffff; color: #000000;
          font-family: system-ui, sans-serif; }
        .tt-page[data-mode^="dark"] { background: #000000; color: #ffffff; }
        .tt-controls { display: flex; flex-wrap: wrap; gap: 16px; margin-bottom: 16px; font-size: 14px; }
        .tt-grid { border-collapse: collapse; }
        .tt-grid th { font: 12px system-ui, sans-serif; color: #808080; text-align: left; padding: 4px 12px; vertical-align: top; }
        .tt-grid td { padding: 8px 12px; vertical-align: top; border-left: 1px solid #8080804d; white-space: nowrap; }
        .tt-grid p { margin: 0; }
        .tt-heading { font: 600 14px system-ui, sans-serif; margin: 24px 0 8px; }
        .tt-component { box-sizing: border-box; outline: 1px solid #8080804d; overflow: visible; }
        .tt-component[data-fits="no"] { outline: 2px solid #d70015; }
        .tt-tints { margin-bottom: 16px; display: flex; gap: 16px; align-items: center; }
        .tt-swatch { display: inline-block; width: 40px; height: 40px; background: var(--\(prefix)-tint); }
        .tt-tinted { color: var(--\(prefix)-tint); background: none; border: 1px solid currentColor; border-radius: 8px;
          padding: 6px 14px; font: 16px system-ui, sans-serif; }
        .tt-backdrop { position: fixed; inset: 0; background: #0006; }
        .tt-alert { position: fixed; top: 30vh; left: 50%; transform: translateX(-50%); width: 270px; padding: 16px;
          border-radius: 14px; background: #f2f2f2; color: #000000; text-align: center; font-family: system-ui, sans-serif; }
        .tt-alert-title { font-weight: 600; }
        [hidden] { display: none !important; }

        """
    }

    /// The controls: the category shown, the mode (a chosen appearance or contrast, else the
    /// system's), Bold Text (`data-bold-text`) and the alert (`data-alert`, and the alert shown).
    static let script = """
        const page = document.querySelector('.tt-page');
        const pick = (id) => document.getElementById(id);
        function update() {
          const category = pick('tt-category').value;
          for (const cell of document.querySelectorAll('[data-column]')) cell.hidden = category !== 'all' && cell.dataset.column !== category;
          const appearance = pick('tt-appearance').value || (matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light');
          const contrast = pick('tt-contrast').value || (matchMedia('(prefers-contrast: more)').matches ? 'increased' : 'normal');
          page.dataset.mode = appearance + '-' + contrast;
          page.toggleAttribute('data-bold-text', pick('tt-bold-text').checked);
          const alert = pick('tt-alert').checked;
          page.toggleAttribute('data-alert', alert);
          document.querySelector('.tt-alert').hidden = !alert;
          document.querySelector('.tt-backdrop').hidden = !alert;
        }
        for (const id of ['tt-category', 'tt-appearance', 'tt-contrast', 'tt-bold-text', 'tt-alert']) pick(id).addEventListener('change', update);
        matchMedia('(prefers-color-scheme: dark)').addEventListener('change', update);
        matchMedia('(prefers-contrast: more)').addEventListener('change', update);
        update();

        """

    // MARK: - Escaping

    /// A relative path as a URL: each byte outside the unreserved set and `/` percent-encoded.
    static func urlEscaped(_ path: String) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                bytes.append(byte)
            default: bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The MIME subtype of a font file, from its first bytes.
    static func fontFormat(_ bytes: [UInt8]) -> (mime: String, css: String) {
        let head = Array(bytes.prefix(4))
        switch head {
        case Array("OTTO".utf8): return ("otf", "opentype")
        case Array("wOFF".utf8): return ("woff", "woff")
        case Array("wOF2".utf8): return ("woff2", "woff2")
        case Array("ttcf".utf8): return ("collection", "collection")
        default: return ("ttf", "truetype")
        }
    }
}
