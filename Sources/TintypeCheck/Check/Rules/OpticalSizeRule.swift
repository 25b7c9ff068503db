import TintypeDocument
import TintypeTypography

/// `fonts.optical-size`: a variable face whose optical-size axis defaults to a display cut (20 pt or
/// more, the size at which SF switches from its Text to its Display design). Tintype measures every
/// row at its own size, but a renderer that leaves the axis alone (Flutter and Compose unless told,
/// CSS with `font-optical-sizing: none`) draws the theme's smaller text with the display cut. A note,
/// once per face, with the theme's sizes below the default.
enum OpticalSizeRule: CheckRule {
    static let id = "fonts.optical-size"
    static let summary = "a variable face whose optical-size axis defaults to a display cut (20 pt or more) while the theme sets "
        + "smaller text with it (a note)"

    /// The optical size from which a cut is a display one: SF's switch from Text to Display.
    static let displayFrom = 20.0

    static func findings(_ context: CheckContext) -> [Diagnostic] {
        guard let fonts = context.fonts else { return [] }
        var sizes: [String: (family: String, weight: FontWeight, sizes: Set<Double>)] = [:]
        var order: [String] = []
        for (row, _) in context.rows {
            let key = row.font.postscriptName ?? row.font.family
            if sizes[key] == nil { order.append(key) }
            sizes[key, default: (row.font.family, row.weight, [])].sizes.insert(row.size)
        }
        return order.compactMap { key -> Diagnostic? in
            guard let entry = sizes[key],
                  let face = try? fonts.face(for: FontRequest(families: [entry.family], weight: entry.weight)),
                  let axis = face.metrics.axes.first(where: { $0.tag == "opsz" }), axis.default >= Self.displayFrom else { return nil }
            let below = entry.sizes.filter { $0 < axis.default }.sorted()
            guard let smallest = below.first, let largest = below.last else { return nil }
            return context.finding(
                Self.self, .note, "\(key): its optical-size axis runs \(axis.min.plainText)–\(axis.max.plainText) and defaults to "
                    + "\(axis.default.plainText), a display cut; \(below.count) of the theme's sizes with it (\(smallest.plainText)–"
                    + "\(largest.plainText) pt) are smaller, and a renderer that leaves the axis alone draws them with that cut. Tintype "
                    + "measured each row at its own size (1 pt = 1 opsz unit, within the axis)",
                at: .none, written: true,
                fix: "set the optical size on every platform: CSS keeps font-optical-sizing: auto (1 px = 1 unit, as the sheet's px are "
                    + "points); Flutter and Compose need FontVariation's opsz per size")
        }
    }
}
