extension ResolvedTextStyle {
    /// A row with every member empty, for a reader to fill member by member.
    static let placeholder = ResolvedTextStyle(
        style: "", category: .large, leading: .standard, emphasized: false, size: 0, lineHeight: 0, lineHeightPolicy: .table,
        tracking: Tracking(points: 0, em: 0, source: .none),
        weight: FontWeight(value: 400),
        font: Font(family: "", requestedFamily: "", postscriptName: nil, sha256: "", faceIndex: 0, location: nil),
        metrics: Metrics(source: .none, ascender: 0, descender: 0, lineGap: 0), baselineOffset: 0, trims: nil,
        fontWarnings: [], layoutWarnings: [])

    /// Sets `member` to `other`'s value (the font's warnings go with the font).
    mutating func copy(_ member: Member, from other: ResolvedTextStyle) {
        switch member {
        case .baselineOffset: baselineOffset = other.baselineOffset
        case .category: category = other.category
        case .emphasized: emphasized = other.emphasized
        case .font:
            font = other.font
            fontWarnings = other.fontWarnings
        case .leading: leading = other.leading
        case .lineHeight: lineHeight = other.lineHeight
        case .lineHeightPolicy: lineHeightPolicy = other.lineHeightPolicy
        case .metrics: metrics = other.metrics
        case .size: size = other.size
        case .style: style = other.style
        case .tracking: tracking = other.tracking
        case .trims: trims = other.trims
        case .warnings: layoutWarnings = other.layoutWarnings
        case .weight: weight = other.weight
        }
    }
}

extension ResolvedTextStyle.Member {
    /// The member's bit, for a reader's set of members seen.
    var bit: UInt32 { 1 << UInt32(Self.allCases.firstIndex(of: self) ?? 0) }
}
