/// Apple's SF Pro tracking table for iOS (HIG, typography), the 1/1000-em column, by point size.
///
/// Tintype uses the em column, not the points column: the two disagree in many rows (17 pt is
/// −26/1000 em, which is −0.442 pt, while the points column says −0.43), and the em value converts
/// exactly with each style's own size. Points are derived as `em × size / 1000`.
enum AppleTrackingTable {
    static let sfPro: [(size: Double, emPerMille: Double)] = [
        (6, 41),
        (7, 34),
        (8, 26),
        (9, 19),
        (10, 12),
        (11, 6),
        (12, 0),
        (13, -6),
        (14, -11),
        (15, -16),
        (16, -20),
        (17, -26),
        (18, -25),
        (19, -24),
        (20, -23),
        (21, -18),
        (22, -12),
        (23, -4),
        (24, 3),
        (25, 6),
        (26, 8),
        (27, 11),
        (28, 14),
        (29, 14),
        (30, 14),
        (31, 13),
        (32, 13),
        (33, 12),
        (34, 12),
        (35, 11),
        (36, 10),
        (37, 10),
        (38, 10),
        (39, 10),
        (40, 10),
        (41, 9),
        (42, 9),
        (43, 9),
        (44, 8),
        (45, 8),
        (46, 8),
        (47, 8),
        (48, 8),
        (49, 7),
        (50, 7),
        (51, 7),
        (52, 6),
        (53, 6),
        (54, 6),
        (56, 6),
        (58, 5),
        (60, 4),
        (62, 4),
        (64, 4),
        (66, 3),
        (68, 2),
        (70, 2),
        (72, 2),
        (76, 1),
        (80, 0),
        (84, 0),
        (88, 0),
        (92, 0),
        (96, 0),
    ]
}

extension AppleTrackingTable {
    /// The SF Pro tracking in 1/1000 em at `size`: linear between listed sizes, clamped outside 6–96 pt.
    static func emPerMille(atSize size: Double) -> Double {
        guard let first = sfPro.first, let last = sfPro.last else { return 0 }
        if size <= first.size { return first.emPerMille }
        if size >= last.size { return last.emPerMille }
        for (lower, upper) in zip(sfPro, sfPro.dropFirst()) where size <= upper.size {
            return lower.emPerMille + (size - lower.size) / (upper.size - lower.size) * (upper.emPerMille - lower.emPerMille)
        }
        return last.emPerMille
    }
}
