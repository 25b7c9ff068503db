import TintypeDocument
import TintypeTypography

/// Compares this machine's snapshot of a theme with a baseline: row by row, each compared value
/// against its tolerance, and face by face, with the cause of each move taken from the faces.
public enum MetricsComparison {
    /// `renamed` maps a style's former names to it (the theme's `formerly`): a baseline style of a
    /// former name is compared as the style now called so, and said to be renamed.
    public static func compare(
        baseline: MetricsSnapshot, current: MetricsSnapshot, tolerances: MetricsTolerances = .defaults, renamed: [TextStyle: TextStyle] = [:]
    ) -> MetricsReport {
        // Rows are found by place when both sides list them alike (the usual case), else by key.
        var currentIndex: [MetricsSnapshot.RowKey: Int]?
        func currentRow(_ place: Int, _ key: MetricsSnapshot.RowKey) -> Int? {
            if place < current.rows.count, current.rows[place].key == key { return place }
            if currentIndex == nil {
                currentIndex = Dictionary(current.rows.enumerated().map { ($0.element.key, $0.offset) }) { _, last in last }
            }
            return currentIndex?[key]
        }
        let currentStyles = current.styles
        let baselineStyles = baseline.styles
        let styles = currentStyles + baselineStyles.filter { !currentStyles.contains($0) }
        let styleOrder = Dictionary(uniqueKeysWithValues: styles.enumerated().map { ($0.element, $0.offset) })

        // Findings in the baseline's row order (the theme's, unless the theme reordered its
        // styles), after the styles only one side has.
        var findings: [MetricsReport.Finding] = []
        // A baseline style the theme now has under another name.
        let renames = renamed.filter { !currentStyles.contains($0.key) && baselineStyles.contains($0.key) && currentStyles.contains($0.value) }
        for style in baselineStyles where !currentStyles.contains(style) {
            if let new = renames[style] {
                findings.append(.init(kind: .renamed, style: style, key: nil, field: "style", from: nil, to: nil, isRegression: false,
                                      consequence: "renamed \(new.rawValue)", cause: "the theme keeps '\(style.rawValue)' as a former name of "
                                        + "\(new.rawValue) (formerly); its rows are compared with \(new.rawValue)'s"))
                continue
            }
            findings.append(.init(kind: .removed, style: style, key: nil, field: "style", from: nil, to: nil, isRegression: true,
                                  consequence: "in the baseline but not in the theme",
                                  cause: "make the baseline again after a deliberate change (--update)"))
        }
        for style in currentStyles where !baselineStyles.contains(style) && !renames.values.contains(style) {
            findings.append(.init(kind: .added, style: style, key: nil, field: "style", from: nil, to: nil, isRegression: true,
                                  consequence: "in the theme but not in the baseline",
                                  cause: "make the baseline again after a deliberate change (--update)"))
        }

        var pairs = FacePairs(currentFaceCount: current.faces.count)
        // What differs between two faces, and so why a row's values moved, worked out once per pair
        // of faces the rows use.
        var causes: [Int: RowCauses] = [:]
        findings.reserveCapacity(findings.count + baseline.rows.count)
        // Rows are borrowed through buffers: a row copied out of an array is a retain of each of its strings and lists.
        baseline.rows.withUnsafeBufferPointer { oldRows in
            current.rows.withUnsafeBufferPointer { newRows in
                for place in oldRows.indices {
                    var key = oldRows[place].key
                    if let new = renames[key.style] { key.style = new }
                    guard let index = currentRow(place, key) else { continue }
                    let oldFace = oldRows[place].face, newFace = newRows[index].face
                    pairs.note(oldRows[place], newRows[index], oldFace: baseline.faces[oldFace], newFace: current.faces[newFace])
                    let pairKey = oldFace * current.faces.count + newFace
                    let rowCauses: RowCauses
                    if let known = causes[pairKey] {
                        rowCauses = known
                    } else {
                        rowCauses = RowCauses(from: baseline.faces[oldFace], to: current.faces[newFace])
                        causes[pairKey] = rowCauses
                    }
                    RowPair.findings(oldRows[place], newRows[index], causes: rowCauses, tolerances: tolerances, into: &findings)
                }
            }
        }
        let faces = pairs.changes(styleOrder: styleOrder)
        return MetricsReport(theme: current.theme, tolerances: tolerances, faces: faces, findings: findings, styles: styles)
    }

    /// The report of a snapshot whose document is byte for byte the baseline's: nothing moved.
    /// (`tintype metrics check` compares the bytes first; most runs change nothing.)
    public static func unchanged(_ snapshot: MetricsSnapshot, tolerances: MetricsTolerances = .defaults) -> MetricsReport {
        MetricsReport(theme: snapshot.theme, tolerances: tolerances, faces: [], findings: [], styles: snapshot.styles)
    }

    /// The distinct (baseline face, current face) pairs the rows use, with the first rows' font
    /// warnings (which say why a face was replaced) and the styles served.
    private struct FacePairs {
        struct Pair {
            var old: MetricsSnapshot.Face
            var new: MetricsSnapshot.Face
            var oldWarnings: [FontWarning]
            var newWarnings: [FontWarning]
            var styles: [TextStyle]
        }

        private var pairs: [Pair] = []
        /// For each (baseline face, current face) index pair seen, its place in `pairs`, or -1 when
        /// the two are the same face.
        private var index: [Int: Int] = [:]
        private let faceCount: Int

        init(currentFaceCount: Int) { faceCount = currentFaceCount }

        mutating func note(_ old: MetricsSnapshot.Row, _ new: MetricsSnapshot.Row, oldFace: MetricsSnapshot.Face, newFace: MetricsSnapshot.Face) {
            let key = old.face * faceCount + new.face
            if let known = index[key] {
                if known >= 0, !pairs[known].styles.contains(old.key.style) { pairs[known].styles.append(old.key.style) }
                return
            }
            // The same bytes differ only when read at another location (the theme asking for another
            // size or weight, not a font change) or by another FreeType: only the latter is a face change.
            if oldFace.sha256 == newFace.sha256, oldFace.faceIndex == newFace.faceIndex,
               oldFace.location != newFace.location || DesignChange.changes(from: oldFace, to: newFace).isEmpty {
                index[key] = -1
                return
            }
            index[key] = pairs.count
            pairs.append(Pair(old: oldFace, new: newFace, oldWarnings: old.fontWarnings, newWarnings: new.fontWarnings, styles: [old.key.style]))
        }

        func changes(styleOrder: [TextStyle: Int]) -> [MetricsReport.FaceChange] {
            pairs.map { pair in
                // What the font system said now and not for the baseline's rows.
                let fresh = pair.newWarnings.filter { !pair.oldWarnings.contains($0) }
                let fallbackKind = FontWarning.Kind.fallbackFamily
                let changes = DesignChange.changes(from: pair.old, to: pair.new)
                let kind: MetricsReport.FaceChange.Kind
                var warning: String?
                if pair.old.family != pair.new.family {
                    // Installed and first in the theme's list: the theme names it now. Otherwise the
                    // font system fell back from the family the theme names.
                    let fellBack = pair.newWarnings.first { $0.kind == fallbackKind }
                    kind = fellBack == nil ? .familyChanged : .fallback
                    warning = fellBack?.description
                } else if pair.old.postscriptName != pair.new.postscriptName {
                    // The family is there: a weight or slant it lacks, or another file of it.
                    let missing = fresh.first { $0.kind != fallbackKind }
                    kind = missing == nil ? .fallback : .missingFace
                    warning = missing?.description
                } else {
                    kind = changes.isEmpty ? .fileChanged : .updated
                }
                let styles = pair.styles.sorted { (styleOrder[$0] ?? 0) < (styleOrder[$1] ?? 0) }
                return MetricsReport.FaceChange(kind: kind, baseline: pair.old, current: pair.new,
                                                changes: kind == .updated ? changes : [], warning: warning, styles: styles)
            }
        }
    }
}
