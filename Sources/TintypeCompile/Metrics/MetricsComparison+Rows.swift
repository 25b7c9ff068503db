extension MetricsComparison {
    /// One row as the baseline and this machine resolve it: the values that moved, each with its
    /// consequence and cause.
    enum RowPair {
        /// Appends to `found` what moved between `old` and `new`, whose faces' causes are `causes`.
        static func findings(_ old: MetricsSnapshot.Row, _ new: MetricsSnapshot.Row, causes: RowCauses, tolerances: MetricsTolerances,
                             into found: inout [MetricsReport.Finding]) {
            let key = old.key
            func moved(_ field: String, _ tolerance: MetricsTolerances.Field?, _ from: Double?, _ to: Double?, name: String,
                       unit: String, cause: String) {
                guard from != to else { return }
                let within: Bool
                if let tolerance, let from, let to { within = tolerances.allows(tolerance, from: from, to: to) } else { within = false }
                found.append(MetricsReport.Finding(
                    kind: .moved, style: key.style, key: key, field: field, from: from, to: to, isRegression: !within,
                    consequence: consequence(name, from, to, unit: unit, percent: tolerance == .width), cause: cause,
                    face: cause == RowCauses.themeChanged ? nil : causes.face))
            }
            moved("size", .size, old.size, new.size, name: "size", unit: "pt", cause: causes.theme)
            if old.weight != new.weight {
                found.append(.init(kind: .moved, style: key.style, key: key, field: "weight", from: Double(old.weight),
                                   to: Double(new.weight), isRegression: true, consequence: "weight \(old.weight) → \(new.weight)",
                                   cause: causes.theme))
            }
            if old.lineHeightPolicy != new.lineHeightPolicy {
                found.append(.init(kind: .moved, style: key.style, key: key, field: "lineHeightPolicy", from: nil, to: nil,
                                   isRegression: true,
                                   consequence: "line-height policy \(old.lineHeightPolicy.rawValue) → \(new.lineHeightPolicy.rawValue)",
                                   cause: causes.theme))
            }
            moved("lineHeight", .lineHeight, old.lineHeight, new.lineHeight, name: "line height", unit: "pt", cause: causes.lineBox)
            moved("tracking", .tracking, old.trackingPoints, new.trackingPoints, name: "tracking", unit: "pt", cause: causes.tracking)
            // The sample's width is its advances at the row's size: a width that moved by the size's
            // own ratio says nothing the size's line does not (the font's advances held).
            if !(Self.followsSize(old.width, new.width, old.size, new.size)) {
                moved("width", .width, old.width, new.width, name: "sample width", unit: "pt", cause: causes.width)
            }
            moved("capHeightTrim", .trims, old.trims?.capHeight, new.trims?.capHeight, name: "cap-height trim", unit: "em",
                  cause: causes.capHeightTrim)
            moved("baselineTrim", .trims, old.trims?.baseline, new.trims?.baseline, name: "baseline trim", unit: "em", cause: causes.lineBox)

            guard old.lint.map(\.kind) != new.lint.map(\.kind) else { return }
            let oldKinds = Set(old.lint.map(\.kind)), newKinds = Set(new.lint.map(\.kind))
            for note in new.lint where !oldKinds.contains(note.kind) {
                found.append(.init(kind: .lint, style: key.style, key: key, field: note.kind.rawValue, from: nil, to: nil,
                                   isRegression: note.kind == .linesCollide, consequence: "now: \(note)", cause: causes.ink))
            }
            for note in old.lint where !newKinds.contains(note.kind) {
                found.append(.init(kind: .lint, style: key.style, key: key, field: note.kind.rawValue, from: nil, to: nil,
                                   isRegression: false, consequence: "no longer: \(note)", cause: causes.ink))
            }
        }

        /// Whether a width moved by exactly the size's ratio (to a millionth, the snapshot's rounding).
        static func followsSize(_ oldWidth: Double?, _ newWidth: Double?, _ oldSize: Double, _ newSize: Double) -> Bool {
            guard oldSize != newSize, oldSize > 0, let oldWidth, let newWidth, oldWidth > 0 else { return false }
            return abs(newWidth / oldWidth - newSize / oldSize) < 1e-6 * max(1, newSize / oldSize) + 0.001 / oldWidth
        }

        /// `line height 48 → 50 pt (+2)`; `sample width 400 → 404 pt (+1%)`; `none` for a value one side lacks.
        static func consequence(_ name: String, _ from: Double?, _ to: Double?, unit: String, percent: Bool) -> String {
            guard let from, let to else {
                return "\(name) \(from.map { "\($0.plainText) \(unit)" } ?? "none") → \(to.map { "\($0.plainText) \(unit)" } ?? "none")"
            }
            let delta = to - from
            let change = percent && from != 0 ? ((delta / abs(from) * 10_000).rounded() / 100).plainText + "%" : delta.plainText
            return "\(name) \(from.plainText) → \(to.plainText) \(unit) (\(delta > 0 ? "+" : "")\(change))"
        }
    }

    /// Why a row's values moved, for each group of values, between one baseline face and one
    /// current face: the same for every row the two serve, so worked out once per pair.
    struct RowCauses {
        /// The cause of a value no font explains.
        static let themeChanged = "the theme changed (the fonts did not)"
        /// For what no font value explains (size, weight, policy).
        let theme: String
        /// Line height and the baseline trim: the line box.
        let lineBox: String
        let tracking: String
        let width: String
        let capHeightTrim: String
        /// The line-box lint: the ink and the line box.
        let ink: String
        /// The baseline face, by its label, that a font-made move is put down to.
        let face: String

        init(from oldFace: MetricsSnapshot.Face, to newFace: MetricsSnapshot.Face) {
            let changes = DesignChange.changes(from: oldFace, to: newFace)
            func cause(_ fields: [DesignChange.Field]) -> String {
                Self.cause(fields, oldFace: oldFace, newFace: newFace, changes: changes)
            }
            let lineBox = DesignChange.Field.lineBox
            theme = cause([])
            self.lineBox = cause(lineBox)
            tracking = cause([.unitsPerEm, .trak])
            width = cause([.advance, .characters, .unitsPerEm, .trak])
            capHeightTrim = cause(lineBox + [.capHeight])
            ink = cause([.inkTop, .inkBottom] + lineBox)
            face = oldFace.label
        }

        /// Why a value moved. Another face: which one, instead of which. The same face in another
        /// file: the `fields` that changed (all that changed when none of them did), and the
        /// versions. Nothing in the fonts: the theme.
        private static func cause(_ fields: [DesignChange.Field], oldFace: MetricsSnapshot.Face, newFace: MetricsSnapshot.Face,
                                  changes: [DesignChange]) -> String {
            if oldFace.family != newFace.family || oldFace.postscriptName != newFace.postscriptName {
                return "now \(newFace.label) (\(newFace.displayName)) instead of \(oldFace.label) (\(oldFace.displayName))"
            }
            let relevant = changes.filter { fields.contains($0.field) }
            var parts: [String] = []
            if oldFace.location != newFace.location, oldFace.sha256 == newFace.sha256 {
                return relevant.isEmpty ? themeChanged
                    : "\(oldFace.file) read at another location: " + relevant.map(\.text).joined(separator: ", ")
            }
            if !changes.isEmpty || oldFace.sha256 != newFace.sha256 {
                let file = oldFace.file == newFace.file ? oldFace.file : "\(oldFace.file) → \(newFace.file)"
                let listed = relevant.isEmpty ? changes : relevant
                parts.append(file + (listed.isEmpty ? " changed (same metrics)" : " " + listed.map(\.text).joined(separator: ", ")))
                if let versions = oldFace.versionChange(to: newFace) { parts.append("(\(versions))") }
                return parts.joined(separator: " ")
            }
            return themeChanged
        }
    }
}
