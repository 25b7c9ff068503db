import TintypeDocument

/// Sizes and table leadings of a theme's styles in every category: the scale models applied,
/// before any font is consulted. Validating the spec is part of building it.
public struct TypeScale: Sendable {
    public let spec: TypographySpec
    private let stylesByName: [TextStyle: StyleSpec]

    /// Checks `spec` and reports every problem at once, placed by the path of the field each is about.
    public init(_ spec: TypographySpec) throws(Diagnostics) {
        do { try self.init(checking: spec) } catch { throw error.diagnostics }
    }

    /// Checks `spec` and reports every problem at once, each with the field it is about.
    public init(checking spec: TypographySpec) throws(TypographyProblems) {
        self.spec = spec
        var byName: [TextStyle: StyleSpec] = [:]
        var indices: [TextStyle: Int] = [:]
        var problems: [TypographyProblem] = []
        for (index, style) in spec.styles.enumerated() {
            if let first = indices[style.name] {
                problems.append(TypographyProblem(field: .style(index, .name),
                    message: "style '\(style.name)' is defined twice (first at \(TypographyProblem.stylePath(first))); rename or remove one"))
                continue
            }
            byName[style.name] = style
            indices[style.name] = index
        }
        stylesByName = byName
        if spec.categories.minimum > spec.categories.maximum {
            problems.append(TypographyProblem(field: .categories, message: "minimum \(spec.categories.minimum) is larger "
                + "than maximum \(spec.categories.maximum); swap them"))
        }
        for style in spec.styles {
            guard let index = indices[style.name] else { continue }
            problems += validate(style) { TypographyProblem(field: .style(index, $0), message: $1) }
        }
        guard problems.isEmpty else { throw TypographyProblems(problems: problems) }
    }

    /// The style's scale model: its own, else the theme's.
    public func model(of style: StyleSpec) -> ScaleModel { style.scale ?? spec.scale }

    public func style(named name: TextStyle) -> StyleSpec? { stylesByName[name] }

    /// What the scale model gives `style` at `category`, before any font is consulted. This is the
    /// one place a category is limited to the theme's range; every other value follows from it.
    public func scaled(_ style: StyleSpec, at category: ContentSizeCategory) -> ScaledStyle {
        let category = spec.categories.clamp(category)
        let model = model(of: style)
        let tableCell = model == .table ? style.table?[category] : nil
        // Font sizes from the relative model are rounded to whole points, like every cell of Apple's table.
        let unrounded = rawSize(of: style, at: category, depth: 0)
        let curveSize = if case .relative = model { unrounded.rounded(.toNearestOrAwayFromZero) } else { unrounded }
        let size = clamped(curveSize, style)
        var leading = tableLeading(of: style, model: model, cell: tableCell, at: category)
        // A clamped size is a font scaled to the clamp, as UIFontMetrics.scaledFont(for:maximumPointSize:)
        // returns: its line height keeps the curve's ratio of leading to (unrounded) size at this category.
        if let value = leading, size != curveSize, unrounded > 0 { leading = value * size / unrounded }
        return ScaledStyle(
            category: category, size: size, tableLeading: leading,
            weights: weights(of: style, model: model, cell: tableCell), tableTracking: tableCell?.tracking)
    }

    /// The style's point size at `category`, after the theme's category range and the style's clamps.
    public func size(of style: StyleSpec, at category: ContentSizeCategory) -> Double { scaled(style, at: category).size }

    /// The table line height of `style` at `category` (before tight/loose and rounding), nil when
    /// the model has none.
    public func tableLeading(of style: StyleSpec, at category: ContentSizeCategory) -> Double? {
        scaled(style, at: category).tableLeading
    }

    /// The style's weights at `category`, before Bold Text.
    public func weights(of style: StyleSpec, at category: ContentSizeCategory) -> (regular: FontWeight, emphasized: FontWeight) {
        scaled(style, at: category).weights
    }

    /// Scales any layout value (padding, icon size) given at `large` along `style`'s curve, as
    /// `UIFontMetrics.scaledValue(for:)` does. Tintype's formula: the value times the ratio of the
    /// style's unrounded size at `category` to its size at `large`; the result is not rounded.
    public func scaledValue(_ value: Double, for style: StyleSpec, at category: ContentSizeCategory) -> Double {
        value * ratio(of: style, at: scaled(style, at: category).category, depth: 0)
    }

    // MARK: - Internals

    /// `size` limited to the style's minimum and maximum point sizes.
    private func clamped(_ size: Double, _ style: StyleSpec) -> Double {
        var size = size
        if let minimum = style.minimumPointSize { size = max(size, minimum) }
        if let maximum = style.maximumPointSize { size = min(size, maximum) }
        return size
    }

    /// Apple's leading, a table cell's, or `lineHeight` scaled like the size.
    private func tableLeading(
        of style: StyleSpec, model: ScaleModel, cell: StyleSpec.TableCell?, at category: ContentSizeCategory
    ) -> Double? {
        switch model {
        case .apple: return AppleDynamicTypeTable.cell(style.name, category)?.leading
        case .table: return cell?.leading
        case .relative(let reference):
            guard let base = style.lineHeight, let other = stylesByName[reference] else { return nil }
            return base * ratio(of: other, at: category, depth: 1)
        case .metrics(let reference): return style.lineHeight.map { $0 * Self.appleRatio(reference, at: category) }
        case .android(let scales):
            return style.lineHeight.map { AndroidFontScaling.convertLineHeight($0, textSize: style.size ?? 0, fontScale: scales[category] ?? 1) }
        case .linear(let factors): return style.lineHeight.map { $0 * (factors[category] ?? 1) }
        }
    }

    /// The style's own weights, else the table's, else regular and regular + 200.
    private func weights(
        of style: StyleSpec, model: ScaleModel, cell: StyleSpec.TableCell?
    ) -> (regular: FontWeight, emphasized: FontWeight) {
        let fromTable: (FontWeight, FontWeight)?
        switch model {
        case .apple: fromTable = AppleDynamicTypeTable.weights[style.name]
        case .table: fromTable = cell?.weight.map { ($0, FontWeight(value: min($0.value + 200, 900))) }
        default: fromTable = nil
        }
        let regular = style.weight ?? fromTable?.0 ?? .regular
        let emphasized = style.emphasizedWeight ?? fromTable?.1 ?? FontWeight(value: min(regular.value + 200, 900))
        return (regular, emphasized)
    }

    private func rawSize(of style: StyleSpec, at category: ContentSizeCategory, depth: Int) -> Double {
        switch model(of: style) {
        case .apple: return AppleDynamicTypeTable.cell(style.name, category)?.size ?? 0
        case .table: return style.table?[category]?.size ?? 0
        case .relative(let reference):
            guard let base = style.size, let other = stylesByName[reference], depth < 64 else { return style.size ?? 0 }
            return base * ratio(of: other, at: category, depth: depth + 1)
        case .metrics(let reference): return (style.size ?? 0) * Self.appleRatio(reference, at: category)
        case .android(let scales): return AndroidFontScaling.convert(style.size ?? 0, fontScale: scales[category] ?? 1)
        case .linear(let factors): return (style.size ?? 0) * (factors[category] ?? 1)
        }
    }

    /// size(category) / size(large) of one of Apple's eleven styles in Apple's table.
    private static func appleRatio(_ style: TextStyle, at category: ContentSizeCategory) -> Double {
        guard let size = AppleDynamicTypeTable.cell(style, category)?.size, let large = AppleDynamicTypeTable.cell(style, .large)?.size,
              large > 0 else { return 1 }
        return size / large
    }

    /// size(category) / size(large) of a style, unrounded and unclamped.
    /// At `large` the ratio is 1 without recursing, so a chain of relative styles costs its length
    /// rather than two calls per link.
    private func ratio(of style: StyleSpec, at category: ContentSizeCategory, depth: Int) -> Double {
        guard category != .large else { return 1 }
        let atLarge = rawSize(of: style, at: .large, depth: depth)
        guard atLarge > 0 else { return 1 }
        return rawSize(of: style, at: category, depth: depth) / atLarge
    }

    private func validate(_ style: StyleSpec, problem: (TypographyProblem.StyleField, String) -> TypographyProblem) -> [TypographyProblem] {
        var issues: [TypographyProblem] = []
        let role = style.fontRole
        if spec.fonts[role] == nil {
            let known = spec.fonts.keys.sorted().joined(separator: ", ")
            issues.append(problem(.font, "no font role '\(role)' in \(TypographyProblem.root).fonts (it has \(known))"))
        }
        let sizes: [(TypographyProblem.StyleField, Double?)] = [(.size, style.size), (.lineHeight, style.lineHeight),
                                                                 (.minimumPointSize, style.minimumPointSize), (.maximumPointSize, style.maximumPointSize)]
        for (key, value) in sizes {
            if let value, !(value.isFinite && value > 0 && value <= 1000) {
                issues.append(problem(key, "\(value) is not a usable point size; give a number above 0 and at most 1000"))
            }
        }
        if let minimum = style.minimumPointSize, let maximum = style.maximumPointSize, minimum > maximum {
            issues.append(problem(.minimumPointSize, "minimum \(minimum) is larger than maximum \(maximum)"))
        }
        switch model(of: style) {
        case .apple:
            if AppleDynamicTypeTable.cells[style.name] == nil {
                // The Apple style nearest its size scales it as Apple scales text of that size; body would run away.
                let like = style.size.map { TextStyle.nearestApple(size: $0) } ?? .body
                issues.append(problem(.name, "Apple's table has no style '\(style.name)'; give it a size and "
                    + "the scale of the Apple style nearest that size, e.g. \"scalesLike\": \"\(like.rawValue)\""
                    + (style.size.map { " (nearest \($0.plainText) pt)" } ?? "")))
            }
        case .table:
            let cells = style.table ?? [:]
            let missing = ContentSizeCategory.allCases.filter { cells[$0] == nil }.map(\.name)
            if !missing.isEmpty {
                issues.append(problem(.table, "the table model needs a row for every category; missing \(missing.joined(separator: ", "))"))
            }
        case .relative(let reference):
            if style.size == nil { issues.append(problem(.size, "the relative model needs the style's size at large")) }
            if let cycle = relativeCycle(from: style.name) {
                issues.append(problem(.scaleTo, "relative scaling loops: " + cycle.map(\.rawValue).joined(separator: " → ")))
            } else if stylesByName[reference] == nil {
                issues.append(problem(.scaleTo, "no style '\(reference)' to scale along; name one of the theme's styles"))
            }
        case .metrics(let reference):
            if style.size == nil { issues.append(problem(.size, "a style that scales like \(reference) needs its size at large")) }
            if AppleDynamicTypeTable.cells[reference] == nil {
                issues.append(problem(.scalesLike, "'\(reference)' is not one of Apple's text styles; use "
                    + TextStyle.apple.map(\.rawValue).joined(separator: ", ")))
            }
        case .android, .linear:
            if style.size == nil { issues.append(problem(.size, "the \(model(of: style).name) model needs the style's size at large")) }
        }
        // Only a style without other problems is scaled: a relative cycle would recurse 64 levels deep.
        if issues.isEmpty, case .table = style.lineHeightPolicy ?? spec.lineHeight, tableLeading(of: style, at: .large) == nil {
            issues.append(problem(.lineHeight, "the table line-height policy needs a leading: "
                + "give the style a lineHeight at large (or leadings in its table), or use the fontMetrics policy"))
        }
        return issues
    }

    /// The chain of relative references starting at `start` when it comes back to a style already in it.
    private func relativeCycle(from start: TextStyle) -> [TextStyle]? {
        var chain = [start]
        var current = start
        while let style = stylesByName[current], case .relative(let next) = model(of: style) {
            chain.append(next)
            if let first = chain.firstIndex(of: next), first < chain.count - 1 { return Array(chain[first...]) }
            current = next
        }
        return nil
    }
}
