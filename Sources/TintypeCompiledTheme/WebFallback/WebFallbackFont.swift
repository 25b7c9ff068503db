import TintypeTypography

/// A font browsers already have, which a page shows while its web font loads: Arial (with
/// Helvetica, whose widths are Arial's) on desktops, Roboto on Android, Times New Roman for serifs,
/// Courier New for monospace. Its metrics are read from a metric-compatible face installed here,
/// its stand-in (Liberation Sans, Serif and Mono carry Arial's, Times New Roman's and Courier New's
/// widths and vertical metrics; Roboto is itself).
package struct WebFallbackFont: Sendable {
    /// The font a browser has (`Arial`).
    package var system: String
    /// The installed family measured in its place (`Liberation Sans`).
    package var standIn: String
    /// The generic family a theme's role ends with for which this font is the fallback.
    var generic: String
    /// Whether the font comes in Regular and Bold only (a browser draws 600 and up with Bold).
    package var regularAndBold: Bool
    /// The names `local()` looks the font up by at a weight (full names and PostScript names of
    /// the system font and of the faces that stand in for it), before the measured face's own.
    package var localNames: @Sendable (_ bold: Bool) -> [String]

    /// Every fallback, for each generic family in the order a stack lists them.
    static let all: [WebFallbackFont] = [
        WebFallbackFont(system: "Arial", standIn: "Liberation Sans", generic: "sans-serif", regularAndBold: true) { bold in
            bold ? ["Arial Bold", "Arial-BoldMT", "Helvetica Bold", "Helvetica-Bold", "Arimo Bold", "Arimo-Bold"]
                : ["Arial", "ArialMT", "Helvetica", "Arimo", "Arimo-Regular"]
        },
        WebFallbackFont(system: "Roboto", standIn: "Roboto", generic: "sans-serif", regularAndBold: false) { _ in [] },
        WebFallbackFont(system: "Times New Roman", standIn: "Liberation Serif", generic: "serif", regularAndBold: true) { bold in
            bold ? ["Times New Roman Bold", "TimesNewRomanPS-BoldMT", "Times Bold", "Times-Bold", "Tinos Bold", "Tinos-Bold"]
                : ["Times New Roman", "TimesNewRomanPSMT", "Times", "Times-Roman", "Tinos", "Tinos-Regular"]
        },
        WebFallbackFont(system: "Courier New", standIn: "Liberation Mono", generic: "monospace", regularAndBold: true) { bold in
            bold ? ["Courier New Bold", "CourierNewPS-BoldMT", "Cousine Bold", "Cousine-Bold"]
                : ["Courier New", "CourierNewPSMT", "Cousine", "Cousine-Regular"]
        },
    ]

    /// The fallbacks for a role's family list: by the generic family it ends with (sans-serif when
    /// it names none), leaving out a font that is the role's own family.
    package static func fallbacks(for families: [String], brand: String) -> [WebFallbackFont] {
        let generic = families.last { FontRequest.isGeneric($0) }.map { $0.lowercased() }
        let wanted = generic == "serif" || generic == "monospace" ? generic ?? "sans-serif" : "sans-serif"
        return all.filter { $0.generic == wanted && $0.system.lowercased() != brand.lowercased() && $0.standIn.lowercased() != brand.lowercased() }
    }
}
