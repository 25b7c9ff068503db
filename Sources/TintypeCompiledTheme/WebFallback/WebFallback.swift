/// A fallback `@font-face` for one font role at one weight the theme uses: a font browsers already
/// have (`WebFallbackFont`), resized and given the brand face's line box so that text set in it
/// while the web font loads takes the room the brand face will take. Measured from the real files
/// at that weight on both sides, where the peers read one brand file per family (next/font the one
/// nearest 400) and so misjudge every other weight.
///
/// The formula is Capsize's, fontaine's and next/font's: `size-adjust` is the brand face's average
/// advance per em over the fallback's; each override is the brand's metric per em ÷ `size-adjust`.
public struct WebFallback: Equatable, Sendable {
    /// The averaged text: next/font's letters, weighted roughly by their frequency in English, and spaces.
    public static let sample = "aaabcdeeeefghiijklmnnoopqrrssttuvwxyz      "

    /// The theme's family the fallback stands in for (the role's first family, as measured).
    public var family: String
    public var weight: Int
    /// The font browsers have (`Arial`) and whether it is a desktop's or Android's.
    public var system: String
    /// The family measured in its place (`Liberation Sans`).
    public var standIn: String
    /// What was measured; nil when the stand-in is not installed (no rule is written, and the sheet says so).
    public var measured: Measured?

    /// The numbers of one `@font-face` rule.
    public struct Measured: Equatable, Sendable {
        /// The `local()` names, in order.
        public var localNames: [String]
        /// The stand-in face measured (its PostScript name).
        public var face: String
        /// Ratios: `size-adjust` and the overrides (1 = 100 %).
        public var sizeAdjust: Double
        public var ascentOverride: Double
        public var descentOverride: Double
        public var lineGapOverride: Double
        /// The `size-adjust` against the fallback's regular face alone, as the peers' one fallback
        /// face per family is (`local("Arial")` at every weight): what they write for this weight.
        public var singleWeightSizeAdjust: Double

        package init(localNames: [String], face: String, sizeAdjust: Double, ascentOverride: Double, descentOverride: Double, lineGapOverride: Double, singleWeightSizeAdjust: Double) {
            self.localNames = localNames
            self.face = face
            self.sizeAdjust = sizeAdjust
            self.ascentOverride = ascentOverride
            self.descentOverride = descentOverride
            self.lineGapOverride = lineGapOverride
            self.singleWeightSizeAdjust = singleWeightSizeAdjust
        }
    }

    /// The CSS family name of the rules for `system` (`"Inter fallback"`, `"Inter fallback Roboto"`):
    /// the desktop fallback of each generic family (the first the catalogue lists) is the plain one.
    public static func cssFamily(_ family: String, system: String) -> String {
        let desktop = WebFallbackFont.all.first { $0.system == system }.map { font in
            WebFallbackFont.all.first { $0.generic == font.generic }?.system == system
        } ?? false
        return desktop ? "\(family) fallback" : "\(family) fallback \(system)"
    }

    package init(family: String, weight: Int, system: String, standIn: String, measured: Measured? = nil) {
        self.family = family
        self.weight = weight
        self.system = system
        self.standIn = standIn
        self.measured = measured
    }
}
