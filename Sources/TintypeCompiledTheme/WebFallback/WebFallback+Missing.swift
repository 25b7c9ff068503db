import TintypeDocument

extension WebFallback {
    /// The Debian package of each stand-in family, for the warning's advice.
    private static let packages = ["Liberation Sans": "fonts-liberation2", "Liberation Serif": "fonts-liberation2",
                                   "Liberation Mono": "fonts-liberation2", "Roboto": "fonts-roboto"]

    /// One warning per stand-in family a theme's fallback faces could not be measured on: no rule is
    /// written for them, and the compiled theme (the lock `build --locked` compares) differs from
    /// one compiled where the family is installed. Said where a build's user sees it, not only in a
    /// comment of the style sheet.
    public static func missingStandIns(_ fallbacks: [WebFallback], theme: String) -> [Diagnostic] {
        var order: [String] = []
        var weights: [String: [String: [Int]]] = [:]
        for fallback in fallbacks where fallback.measured == nil {
            if weights[fallback.standIn] == nil { order.append(fallback.standIn) }
            weights[fallback.standIn, default: [:]]["\(fallback.family) on \(fallback.system)", default: []].append(fallback.weight)
        }
        return order.map { standIn in
            let served = (weights[standIn] ?? [:]).sorted { $0.key < $1.key }
                .map { "\($0.key) (\($0.value.sorted().map(String.init).joined(separator: ", ")))" }.joined(separator: "; ")
            return Diagnostic(.warning, at: .none, "theme '\(theme)': the web fallback faces for \(served) are measured on \(standIn), "
                + "which is not installed: no @font-face rule is written for them, and the compiled theme differs from one compiled "
                + "where it is (a lock made there fails here); install it (Debian: \(packages[standIn] ?? "the package holding \(standIn)"))")
        }
    }
}
