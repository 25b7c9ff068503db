extension MetricsComparison {
    /// One row as the baseline and this machine resolve it: the values that moved, each with its
    /// consequence and cause.
    struct RowPair {
        var old: MetricsSnapshot.Row
        var new: MetricsSnapshot.Row
        var oldFace: MetricsSnapshot.Face
        var newFace: MetricsSnapshot.Face
        /// `DesignChange.changes(from: oldFace, to: newFace)`.
        var changes: [DesignChange]
        var tolerances: MetricsTolerances

        func findings() -> [MetricsReport.Finding] {
            var found: [MetricsReport.Finding] = []
            func moved(_ field: String, _ tolerance: MetricsTolerances.Field?, _ from: Double?, _ to: Double?, name: String,
                       unit: String, causes: [DesignChange.Field]) {
                guard from != to else { return }
                let within: Bool
                if let tolerance, let from, let to { within = tolerances.allows(tolerance, from: from, to: to) } else { within = false }
                found.append(MetricsReport.Finding(
                    kind: .moved, style: old.key.style, key: old.key, field: field, from: from, to: to, isRegression: !within,
                    consequence: Self.consequence(name, from, to, unit: unit, percent: tolerance == .width), cause: cause(causes)))
            }
            let lineBox = DesignChange.Field.lineBox
            moved("size", .size, old.size, new.size, name: "size", unit: "pt", causes: [])
            if old.weight != new.weight {
                found.append(.init(kind: .moved, style: old.key.style, key: old.key, field: "weight", from: Double(old.weight),
                                   to: Double(new.weight), isRegression: true, consequence: "weight \(old.weight) → \(new.weight)",
                                   cause: cause([])))
            }
            if old.lineHeightPolicy != new.lineHeightPolicy {
                found.append(.init(kind: .moved, style: old.key.style, key: old.key, field: "lineHeightPolicy", from: nil, to: nil,
                                   isRegression: true,
                                   consequence: "line-height policy \(old.lineHeightPolicy.rawValue) → \(new.lineHeightPolicy.rawValue)",
                                   cause: cause([])))
            }
            moved("lineHeight", .lineHeight, old.lineHeight, new.lineHeight, name: "line height", unit: "pt", causes: lineBox)
            moved("tracking", .tracking, old.trackingPoints, new.trackingPoints, name: "tracking", unit: "pt", causes: [.unitsPerEm, .trak])
            moved("width", .width, old.width, new.width, name: "sample width", unit: "pt", causes: [.advance, .characters, .unitsPerEm, .trak])
            moved("capHeightTrim", .trims, old.trims?.capHeight, new.trims?.capHeight, name: "cap-height trim", unit: "em",
                  causes: lineBox + [.capHeight])
            moved("baselineTrim", .trims, old.trims?.baseline, new.trims?.baseline, name: "baseline trim", unit: "em", causes: lineBox)

            guard old.lint.map(\.kind) != new.lint.map(\.kind) else { return found }
            let oldKinds = Set(old.lint.map(\.kind)), newKinds = Set(new.lint.map(\.kind))
            for note in new.lint where !oldKinds.contains(note.kind) {
                let collides = note.kind == LayoutWarning.Kind.linesCollide.rawValue
                found.append(.init(kind: .lint, style: old.key.style, key: old.key, field: note.kind, from: nil, to: nil,
                                   isRegression: collides, consequence: "now: " + note.message,
                                   cause: cause([.inkTop, .inkBottom] + lineBox)))
            }
            for note in old.lint where !newKinds.contains(note.kind) {
                found.append(.init(kind: .lint, style: old.key.style, key: old.key, field: note.kind, from: nil, to: nil,
                                   isRegression: false, consequence: "no longer: " + note.message, cause: cause([.inkTop, .inkBottom] + lineBox)))
            }
            return found
        }

        /// `line height 48 → 50 pt (+2)`; `sample width 400 → 404 pt (+1%)`; `none` for a value one side lacks.
        static func consequence(_ name: String, _ from: Double?, _ to: Double?, unit: String, percent: Bool) -> String {
            guard let from, let to else {
                return "\(name) \(from.map { "\($0.plainText) \(unit)" } ?? "none") → \(to.map { "\($0.plainText) \(unit)" } ?? "none")"
            }
            let delta = to - from
            var change = (delta > 0 ? "+" : "") + delta.plainText
            if percent, from != 0 { change = (delta > 0 ? "+" : "") + ((delta / abs(from) * 10_000).rounded() / 100).plainText + "%" }
            return "\(name) \(from.plainText) → \(to.plainText) \(unit) (\(change))"
        }

        /// Why a value moved. Another face: which one, instead of which. The same face in another
        /// file: the `fields` that changed (all that changed when none of them did), and the
        /// versions. Nothing in the fonts: the theme.
        func cause(_ fields: [DesignChange.Field]) -> String {
            if oldFace.family != newFace.family || oldFace.postscriptName != newFace.postscriptName {
                return "now \(newFace.label) (\(newFace.displayName)) instead of \(oldFace.label) (\(oldFace.displayName))"
            }
            let relevant = changes.filter { fields.contains($0.field) }
            var parts: [String] = []
            if oldFace.location != newFace.location, oldFace.sha256 == newFace.sha256 {
                return relevant.isEmpty ? "the theme changed (the fonts did not)"
                    : "\(oldFace.file) read at another location: " + relevant.map(\.text).joined(separator: ", ")
            }
            if !changes.isEmpty || oldFace.sha256 != newFace.sha256 {
                let file = oldFace.file == newFace.file ? oldFace.file : "\(oldFace.file) → \(newFace.file)"
                let listed = relevant.isEmpty ? changes : relevant
                parts.append(file + (listed.isEmpty ? " changed (same metrics)" : " " + listed.map(\.text).joined(separator: ", ")))
                if let versions = oldFace.versionChange(to: newFace) { parts.append("(\(versions))") }
                return parts.joined(separator: " ")
            }
            return "the theme changed (the fonts did not)"
        }
    }
}

