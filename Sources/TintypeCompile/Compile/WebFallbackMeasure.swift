import TintypeTypography
import TintypeTheme
import TintypeCompiledTheme

/// Measures every role's fallbacks at every weight the theme draws it in (regular, emphasized and
/// Bold Text faces alike): the brand face and the fallback's stand-in face at that weight, each at its
/// own location, through the font provider.
struct WebFallbackMeasure {
    let provider: any FontProvider

    /// The fallbacks, by role (in the theme's order; a role's display cut after it), then weight and
    /// the fallbacks' order. A role whose first family is not what was measured (a later family or a
    /// stand-in) gets none.
    func fallbacks(_ resolution: ThemeResolution, theme: Theme) -> [WebFallback] {
        struct Cut: Hashable {
            var role: String
            var display: Bool
        }
        var faces: [Cut: [Int: ProvidedFace]] = [:]
        // The regular resolution's face where both loaded one.
        for loaded in resolution.regularFonts.loadedFaces + resolution.boldFonts.loadedFaces {
            let cut = Cut(role: loaded.role, display: loaded.display)
            if faces[cut]?[loaded.weight] == nil { faces[cut, default: [:]][loaded.weight] = loaded.face }
        }
        var roles: [String] = []
        for style in theme.typography.styles where !roles.contains(style.fontRole) { roles.append(style.fontRole) }
        var found: [WebFallback] = []
        for role in roles {
            for display in [false, true] {
                guard let byWeight = faces[Cut(role: role, display: display)], let spec = theme.typography.fonts[role],
                      let first = byWeight.values.first, first.match.familyIndex == 0, !FontRequest.isGeneric(first.match.requestedFamily)
                else { continue }
                let families = display ? spec.displayCut.map { spec.families(atSize: $0.from) } ?? [] : spec.families
                found += fallbacks(families: families, brand: first.match.family, byWeight)
            }
        }
        return found
    }

    /// One brand family's fallbacks at each weight it is drawn in.
    private func fallbacks(families: [String], brand: String, _ byWeight: [Int: ProvidedFace]) -> [WebFallback] {
        var found: [WebFallback] = []
        for fallback in WebFallbackFont.fallbacks(for: families, brand: brand) {
            // The peers' one fallback face: the regular one, whatever the weight.
            let regular = try? standIn(fallback, weight: 400)
            for weight in byWeight.keys.sorted() {
                guard let face = byWeight[weight] else { continue }
                var record = WebFallback(family: brand, weight: weight, system: fallback.system, standIn: fallback.standIn, measured: nil)
                if let measured = try? measure(face, weight: weight, fallback, regular: regular) {
                    record.measured = measured
                }
                found.append(record)
            }
        }
        return found
    }

    /// One rule's numbers: the brand face at `weight` against the fallback's face for that weight.
    private func measure(_ face: ProvidedFace, weight: Int, _ fallback: WebFallbackFont,
                         regular: (face: ProvidedFace, perEm: Double)??) throws -> WebFallback.Measured? {
        let fallbackWeight = fallback.regularAndBold ? (weight >= 600 ? 700 : 400) : weight
        guard let (standIn, fallbackPerEm) = try standIn(fallback, weight: fallbackWeight), let brandPerEm = try perEm(advance: face, weight: weight),
              let lineBox = try metrics(face, weight: weight).lineBox?.metrics else { return nil }
        let sizeAdjust = brandPerEm / fallbackPerEm
        let unitsPerEm = Double(face.metrics.unitsPerEm)
        var names = fallback.localNames(fallbackWeight >= 600)
        for name in [standIn.metrics.fullName, standIn.metrics.postscriptName].compactMap({ $0 }) where !names.contains(name) {
            names.append(name)
        }
        // Fitted to the whole pixels Chromium rounds the line box to.
        let fit = ChromiumLineBox.fitted(sizeAdjust: sizeAdjust, brand: [lineBox.ascender, -lineBox.descender, lineBox.lineGap].map { Double($0) / unitsPerEm })
        return WebFallback.Measured(
            localNames: names, face: standIn.metrics.postscriptName ?? standIn.match.family,
            sizeAdjust: fit.sizeAdjust, ascentOverride: fit.overrides[0], descentOverride: fit.overrides[1], lineGapOverride: fit.overrides[2],
            singleWeightSizeAdjust: brandPerEm / ((regular ?? nil)?.perEm ?? fallbackPerEm))
    }

    /// The stand-in's face at a weight and its average advance per em; nil when the family is not installed.
    private func standIn(_ fallback: WebFallbackFont, weight: Int) throws -> (face: ProvidedFace, perEm: Double)? {
        let face = try provider.face(for: FontRequest(families: [fallback.standIn], weight: FontWeight(value: weight)))
        guard face.match.family.lowercased() == fallback.standIn.lowercased(), !face.match.isFallback,
              let perEm = try perEm(advance: face, weight: weight) else { return nil }
        return (face, perEm)
    }

    /// The face's average advance of `WebFallback.sample` per em, at its instance for `weight`.
    private func perEm(advance face: ProvidedFace, weight: Int) throws -> Double? {
        guard let measured = try provider.advances(face, at: coordinates(face, weight: weight), of: WebFallback.sample),
              measured.characters > 0 else { return nil }
        return Double(measured.advance) / Double(measured.characters) / Double(face.metrics.unitsPerEm)
    }

    private func metrics(_ face: ProvidedFace, weight: Int) throws -> FontFaceMetrics {
        let location = coordinates(face, weight: weight)
        return location.isEmpty ? face.metrics : try provider.metrics(of: face, at: location)
    }

    /// A variable face's weight axis at `weight` (clamped); nothing for a static face.
    private func coordinates(_ face: ProvidedFace, weight: Int) -> [String: Double] {
        guard let axis = face.metrics.axes.first(where: { $0.tag == "wght" }) else { return [:] }
        return ["wght": min(max(Double(weight), axis.min), axis.max)]
    }
}
