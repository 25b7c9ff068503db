import TintypeDocument

/// Resolves a theme's typography into the table every exporter reads: each style × 12 categories ×
/// regular/emphasized × standard/tight/loose, with sizes from the scale model and line heights,
/// tracking and metrics from the real fonts.
///
/// Fonts are loaded once (`loadFonts`), then `resolve` is pure arithmetic over them.
public struct TypographyResolver: Sendable {
    public let scale: TypeScale
    /// Whether any font role has a display cut: without one, no cell looks its role up.
    private let hasDisplayCuts: Bool

    public init(_ spec: TypographySpec) throws(Diagnostics) {
        self.init(scale: try TypeScale(spec))
    }

    /// A resolver over a scale already validated (a theme's, `Theme.typeScale()`).
    public init(scale: TypeScale) {
        self.scale = scale
        hasDisplayCuts = scale.spec.fonts.values.contains { $0.displayCut != nil }
    }

    /// A face wanted by the table: a font role in one weight, in its display cut or not.
    struct FaceKey: Hashable, Sendable {
        var role: String
        var weight: Int
        var display = false
    }

    /// A variable-font location wanted by the table.
    struct LocationKey: Hashable, Sendable {
        var face: FaceKey
        var weight: Double?
        var opticalSize: Double?
    }

    /// The faces and metrics one resolution needs, loaded from a `FontProvider`.
    public struct LoadedFonts: Sendable {
        // Internal, keys and all: another module's view of these dictionaries would hash and
        // compare their keys through protocol dispatch in the resolver's inner loop.
        var faces: [FaceKey: ProvidedFace] = [:]
        var faceWarnings: [FaceKey: [FontWarning]] = [:]
        var metrics: [LocationKey: FontFaceMetrics] = [:]
        /// How the sample measures at each location (its ink, nil where the face has no outline
        /// for it, and its advances).
        var measures: [LocationKey: SampleMeasure] = [:]
        public let boldText: Bool

        /// Every face loaded, with the font role, cut and weight it was loaded for.
        package var loadedFaces: [(role: String, display: Bool, weight: Int, face: ProvidedFace)] {
            faces.map { ($0.key.role, $0.key.display, $0.key.weight, $0.value) }
        }

        /// Every location read, with how the sample measured there: what a metrics snapshot records.
        package var measuredLocations: [(metrics: FontFaceMetrics, measure: SampleMeasure?)] {
            metrics.map { ($0.value, measures[$0.key]) }
        }
    }

    /// Loads every face and variable-font location the selected rows need, and how `inkSample`
    /// (the theme's lint sample) measures at each: its ink and its advances. A font role none of
    /// whose families is installed is an error at its families in the theme file (`sources`).
    public func loadFonts(
        from provider: some FontProvider, boldText: Bool = false, inkSample: InkSample = .basicLatin,
        selection: RowSelection = .all, sources: (any FontRolePlaces)? = nil
    ) throws -> LoadedFonts {
        var fonts = LoadedFonts(boldText: boldText)
        let categories = selection.orderedCategories
        for style in scale.spec.styles where selection.contains(style.name) {
            let role = style.fontRole
            guard let fontRole = scale.spec.fonts[role] else { continue }
            for category in categories {
                let scaled = scale.scaled(style, at: category)
                let size = scaled.size
                for base in scale.spec.emphasized ? [scaled.weights.regular, scaled.weights.emphasized] : [scaled.weights.regular] {
                    let weight = boldText ? base.withBoldText : base
                    let key = FaceKey(role: role, weight: weight.value, display: fontRole.displayCut?.covers(size: size) ?? false)
                    if fonts.faces[key] == nil {
                        let request = FontRequest(families: fontRole.families(atSize: size), weight: weight, italic: fontRole.italic ?? false)
                        let face: ProvidedFace
                        do { face = try provider.face(for: request) } catch {
                            throw Self.noInstalledFamily(role: role, fontRole.families, provider, sources) ?? error
                        }
                        fonts.faces[key] = face
                        fonts.faceWarnings[key] = FontWarning.warnings(for: face.match, request: request)
                    }
                    guard let face = fonts.faces[key] else { continue }
                    let location = Self.location(of: face.metrics, weight: weight, size: size, key: key)
                    if fonts.metrics[location] == nil {
                        let coordinates = Self.coordinates(location)
                        fonts.metrics[location] = coordinates.isEmpty ? face.metrics : try provider.metrics(of: face, at: coordinates)
                        fonts.measures[location] = try provider.measure(face, at: coordinates, sample: inkSample)
                    }
                }
            }
        }
        return fonts
    }

    /// The error for a role whose face could not be found because none of its families is
    /// installed, at the theme's list, with the nearest installed names; nil for any other cause
    /// (a damaged font file), or when the theme has no file to point into.
    static func noInstalledFamily(role: String, _ families: [String], _ provider: some FontProvider,
                                  _ sources: (any FontRolePlaces)?) -> Diagnostics? {
        guard let sources else { return nil }
        let installed = provider.installedFamilies()
        let known = Set(installed.map { $0.lowercased() })
        guard !families.contains(where: { known.contains($0.lowercased()) }) else { return nil }
        let path = "typography.fonts.\(role).families" + (families.count == 1 ? "[0]" : "")
        let message = MissingFamilyWording.notInstalled(families, at: path) { installed }
            + "; the role '\(role)' has no family to fall back on: install "
            + (families.count == 1 ? "it" : "one of them") + ", correct the name, or end the list with a generic family "
            + "('sans-serif', 'serif' or 'monospace')"
        return Diagnostics([Diagnostic(.error, at: sources.familiesPlace(of: role, lone: families.count == 1), message)])
    }

    /// The selected rows of the table (all by default), in theme style order, then category,
    /// weight variant and leading variant.
    public func resolve(with fonts: LoadedFonts, selection: RowSelection = .all) -> [ResolvedTextStyle] {
        var rows: [ResolvedTextStyle] = []
        rows.reserveCapacity(scale.spec.styles.count * 12 * 6)
        forEachRow(fonts, twin: nil, selection: selection) { row, _ in rows.append(row) }
        return rows
    }

    /// The table with Bold Text off (`regular`) and on (`bold`) in one pass, row by row in the order
    /// of `resolve(with:)`: `body` gets each row and its Bold Text twin. Cells are computed once
    /// for both, and no intermediate table is built.
    public func resolvePairs(
        _ regular: LoadedFonts, _ bold: LoadedFonts, _ body: (ResolvedTextStyle, ResolvedTextStyle) -> Void
    ) {
        forEachRow(regular, twin: bold, selection: .all) { row, twin in
            if let twin { body(row, twin) }
        }
    }

    /// Every row with `fonts`, in theme style order, then category, weight variant and leading
    /// variant, with the same row resolved with `twin` when given. What the six rows of a cell
    /// share is computed once per cell and weight. Rows whose face is missing are skipped.
    /// Inlined, so that each caller's `body` is too (called through a closure, the table took a
    /// quarter longer).
    @inline(__always)
    private func forEachRow(
        _ fonts: LoadedFonts, twin: LoadedFonts?, selection: RowSelection, _ body: (ResolvedTextStyle, ResolvedTextStyle?) -> Void
    ) {
        let categories = selection.orderedCategories
        for style in scale.spec.styles where selection.contains(style.name) {
            for category in categories {
                let cell = cell(style, category)
                for emphasized in scale.spec.weightVariants {
                    guard let face = face(cell, emphasized: emphasized, fonts: fonts) else { continue }
                    var twinFace: CellFace?
                    if let twin {
                        guard let found = self.face(cell, emphasized: emphasized, fonts: twin) else { continue }
                        twinFace = found
                    }
                    for leading in ResolvedTextStyle.Leading.allCases {
                        body(row(cell, face, emphasized: emphasized, leading: leading),
                             twinFace.map { row(cell, $0, emphasized: emphasized, leading: leading) })
                    }
                }
            }
        }
    }

    /// The inputs of one style at one category.
    private struct Cell {
        var style: StyleSpec
        var category: ContentSizeCategory
        var scaled: ScaledStyle
        var policy: LineHeightPolicy
        var tracking: TrackingSource
        /// Whether the style's size here is its role's display cut's.
        var display: Bool
        var size: Double { scaled.size }
    }

    /// The face and metrics of one weight of a cell.
    private struct CellFace {
        var weight: FontWeight
        var face: ProvidedFace
        var metrics: FontFaceMetrics
        var ink: InkExtents?
        var warnings: [FontWarning]
    }

    private func cell(_ style: StyleSpec, _ category: ContentSizeCategory) -> Cell {
        let spec = scale.spec
        let scaled = scale.scaled(style, at: category)
        return Cell(
            style: style, category: category, scaled: scaled, policy: style.lineHeightPolicy ?? spec.lineHeight,
            tracking: scaled.tableTracking.map { TrackingSource.constant(em: $0) } ?? style.tracking ?? spec.tracking,
            display: hasDisplayCuts && (spec.fonts[style.fontRole]?.displayCut?.covers(size: scaled.size) ?? false))
    }

    private func face(_ cell: Cell, emphasized: Bool, fonts: LoadedFonts) -> CellFace? {
        let base = emphasized ? cell.scaled.weights.emphasized : cell.scaled.weights.regular
        let weight = fonts.boldText ? base.withBoldText : base
        let key = FaceKey(role: cell.style.fontRole, weight: weight.value, display: cell.display)
        guard let face = fonts.faces[key] else { return nil }
        let location = Self.location(of: face.metrics, weight: weight, size: cell.size, key: key)
        guard let metrics = fonts.metrics[location] else { return nil }
        return CellFace(weight: weight, face: face, metrics: metrics, ink: fonts.measures[location]?.ink,
                        warnings: fonts.faceWarnings[key] ?? [])
    }

    /// One row; nil only when its font was not loaded (a `LoadedFonts` from another theme).
    public func resolve(
        _ style: StyleSpec, _ category: ContentSizeCategory, emphasized: Bool, leading: ResolvedTextStyle.Leading,
        fonts: LoadedFonts
    ) -> ResolvedTextStyle? {
        let cell = cell(style, category)
        return face(cell, emphasized: emphasized, fonts: fonts).map { row(cell, $0, emphasized: emphasized, leading: leading) }
    }

    private func row(_ cell: Cell, _ cellFace: CellFace, emphasized: Bool, leading: ResolvedTextStyle.Leading) -> ResolvedTextStyle {
        let spec = scale.spec
        let style = cell.style, category = cell.category, size = cell.size, weight = cellFace.weight
        let face = cellFace.face, metrics = cellFace.metrics
        var warnings: [LayoutWarning] = []

        let unitsPerEm = Double(max(metrics.unitsPerEm, 1))
        let pointsPerUnit = size / unitsPerEm
        let box = metrics.lineBox ?? (VerticalMetrics(ascender: metrics.unitsPerEm, descender: 0, lineGap: 0), VerticalMetrics.Source.none)
        let ascender = Double(box.metrics.ascender) * pointsPerUnit
        let descender = Double(box.metrics.descender) * pointsPerUnit
        let lineGap = Double(box.metrics.lineGap) * pointsPerUnit
        let contentArea = ascender - descender

        let policy = cell.policy
        let natural: Double
        switch policy {
        case .table: natural = cell.scaled.tableLeading ?? (contentArea + lineGap)
        case .fontMetrics(let multiplier): natural = (contentArea + lineGap) * multiplier
        case .multiplier(let value): natural = size * value
        }
        let lineHeight = spec.rounding.apply(natural + leading.adjustment)
        let ink = cellFace.ink
        let inkTop = ink.map { Double($0.top) * pointsPerUnit }
        let inkBottom = ink.map { Double($0.bottom) * pointsPerUnit }
        if let ink, let inkTop, let inkBottom, inkTop - inkBottom > lineHeight + 1e-9 {
            warnings.append(.linesCollide(lineHeight: lineHeight, inkTop: inkTop, inkBottom: inkBottom,
                                          topCharacter: ink.topCharacter, bottomCharacter: ink.bottomCharacter))
        } else if lineHeight < contentArea - 1e-9 {
            let room = inkTop.flatMap { top in inkBottom.map { lineHeight - (top - $0) } }
            warnings.append(.lineBoxOverflow(lineHeight: lineHeight, contentArea: rounded4(contentArea), room: room))
        }

        let trackingSource = cell.tracking
        var trackingEm = trackingSource.em(atSize: size)
        if trackingEm == nil, case .font = trackingSource {
            trackingEm = metrics.trak?.value(track: 0, pointSize: size).map { $0 / unitsPerEm } ?? 0
        } else if trackingEm == nil, case .fontTrak(let track) = trackingSource {
            if let units = metrics.trak?.value(track: track, pointSize: size) {
                trackingEm = units / unitsPerEm
            } else {
                warnings.append(.missingTrackingTable(font: metrics.postscriptName ?? face.match.family, track: track))
            }
        }
        let em = trackingEm ?? 0

        let capHeight = metrics.capHeight.map { Double($0) * pointsPerUnit }
        let xHeight = metrics.xHeight.map { Double($0) * pointsPerUnit }
        let halfLeading = (lineHeight - contentArea) / 2
        var trims: ResolvedTextStyle.Trims?
        if let capHeight {
            // Capsize: the offset between the font's normal line height and the one given.
            let offset = (contentArea + lineGap - lineHeight) / 2
            trims = ResolvedTextStyle.Trims(
                capHeight: rounded4(-((ascender - capHeight + lineGap / 2) - offset) / size),
                baseline: rounded4(-((-descender + lineGap / 2) - offset) / size)
            )
        }

        return ResolvedTextStyle(
            style: style.name,
            category: category,
            leading: leading,
            emphasized: emphasized,
            size: rounded4(size),
            lineHeight: rounded4(lineHeight),
            lineHeightPolicy: policy.kind,
            tracking: .init(points: rounded4(em * size), em: rounded4(em), source: trackingSource),
            weight: weight,
            font: .init(
                family: face.match.family, requestedFamily: face.match.requestedFamily,
                postscriptName: metrics.postscriptName ?? face.metrics.postscriptName, sha256: metrics.sha256,
                file: metrics.file.split(separator: "/").last.map(String.init), faceIndex: metrics.faceIndex,
                location: metrics.axes.isEmpty ? nil : metrics.location
            ),
            metrics: .init(
                source: box.source, ascender: rounded4(ascender), descender: rounded4(descender),
                lineGap: rounded4(lineGap), capHeight: capHeight.map(rounded4), xHeight: xHeight.map(rounded4),
                inkTop: inkTop.map(rounded4), inkBottom: inkBottom.map(rounded4)
            ),
            baselineOffset: rounded4(halfLeading + ascender),
            trims: trims,
            fontWarnings: cellFace.warnings,
            layoutWarnings: warnings
        )
    }

    // MARK: - Fonts

    /// Where a variable face is read: wght follows the weight and opsz the point size, each clamped
    /// to its axis. Static faces have no location.
    static func location(of metrics: FontFaceMetrics, weight: FontWeight, size: Double, key: FaceKey) -> LocationKey {
        var location = LocationKey(face: key)
        for axis in metrics.axes {
            switch axis.tag {
            case "wght": location.weight = min(max(Double(weight.value), axis.min), axis.max)
            case "opsz": location.opticalSize = min(max(size, axis.min), axis.max)
            default: break
            }
        }
        return location
    }

    static func coordinates(_ location: LocationKey) -> [String: Double] {
        var coordinates: [String: Double] = [:]
        coordinates["wght"] = location.weight
        coordinates["opsz"] = location.opticalSize
        return coordinates
    }
}
