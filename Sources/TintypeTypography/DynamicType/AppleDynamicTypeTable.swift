import TintypeDocument

/// Apple's iOS Dynamic Type table, as published in the Human Interface Guidelines (typography):
/// size, leading and weight of the 11 text styles in the 12 content-size categories, in points.
///
/// Reproduced as published, including its one irregular leading (subheadline at xxxLarge: 21 pt
/// with 28 pt leading, where every other 21 pt cell has 26) and caption2 at AX5 = 40 pt (the HIG
/// value; an iOS 13.3 simulator measured 41).
package enum AppleDynamicTypeTable {
    /// Per style: (size, leading) for each category in `ContentSizeCategory.allCases` order.
    package static let cells: [TextStyle: [(size: Double, leading: Double)]] = [
        .largeTitle: [(31, 38), (32, 39), (33, 40), (34, 41), (36, 43), (38, 46), (40, 48), (44, 52), (48, 57), (52, 61), (56, 66), (60, 70)],
        .title1: [(25, 31), (26, 32), (27, 33), (28, 34), (30, 37), (32, 39), (34, 41), (38, 46), (43, 51), (48, 57), (53, 62), (58, 68)],
        .title2: [(19, 24), (20, 25), (21, 26), (22, 28), (24, 30), (26, 32), (28, 34), (34, 41), (39, 47), (44, 52), (50, 59), (56, 66)],
        .title3: [(17, 22), (18, 23), (19, 24), (20, 25), (22, 28), (24, 30), (26, 32), (31, 38), (37, 44), (43, 51), (49, 58), (55, 65)],
        .headline: [(14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29), (28, 34), (33, 40), (40, 48), (47, 56), (53, 62)],
        .body: [(14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29), (28, 34), (33, 40), (40, 48), (47, 56), (53, 62)],
        .callout: [(13, 18), (14, 19), (15, 20), (16, 21), (18, 23), (20, 25), (22, 28), (26, 32), (32, 39), (38, 46), (44, 52), (51, 60)],
        .subheadline: [(12, 16), (13, 18), (14, 19), (15, 20), (17, 22), (19, 24), (21, 28), (25, 31), (30, 37), (36, 43), (42, 50), (49, 58)],
        .footnote: [(12, 16), (12, 16), (12, 16), (13, 18), (15, 20), (17, 22), (19, 24), (23, 29), (27, 33), (33, 40), (38, 46), (44, 52)],
        .caption1: [(11, 13), (11, 13), (11, 13), (12, 16), (14, 19), (16, 21), (18, 23), (22, 28), (26, 32), (32, 39), (37, 44), (43, 51)],
        .caption2: [(11, 13), (11, 13), (11, 13), (11, 13), (13, 18), (15, 20), (17, 22), (20, 25), (24, 30), (29, 35), (34, 41), (40, 48)],
    ]

    /// Per style: (regular, emphasized) weight; the same in every category.
    static let weights: [TextStyle: (regular: FontWeight, emphasized: FontWeight)] = [
        .largeTitle: (FontWeight(value: 400), FontWeight(value: 700)),
        .title1: (FontWeight(value: 400), FontWeight(value: 700)),
        .title2: (FontWeight(value: 400), FontWeight(value: 700)),
        .title3: (FontWeight(value: 400), FontWeight(value: 600)),
        .headline: (FontWeight(value: 600), FontWeight(value: 600)),
        .body: (FontWeight(value: 400), FontWeight(value: 600)),
        .callout: (FontWeight(value: 400), FontWeight(value: 600)),
        .subheadline: (FontWeight(value: 400), FontWeight(value: 600)),
        .footnote: (FontWeight(value: 400), FontWeight(value: 600)),
        .caption1: (FontWeight(value: 400), FontWeight(value: 600)),
        .caption2: (FontWeight(value: 400), FontWeight(value: 600)),
    ]
}

extension AppleDynamicTypeTable {
    /// The published cell of `style` at `category`, nil for a style Apple's table does not have.
    package static func cell(_ style: TextStyle, _ category: ContentSizeCategory) -> (size: Double, leading: Double)? {
        cells[style]?[category.rawValue]
    }
}
