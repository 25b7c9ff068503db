extension FontWeight {
    /// The weight with iOS's Bold Text setting on: the next heavier of Apple's named weights, with
    /// regular going to semibold as iOS's system font does (100→300, 200→300, 300→400, 400→600,
    /// 500→600, 600→700, 700→800, 800→900, 900 stays). Tintype's rule; Apple publishes none.
    public var withBoldText: FontWeight {
        let steps: [(below: Int, to: Int)] = [(250, 300), (350, 400), (550, 600), (650, 700), (750, 800)]
        if let step = steps.first(where: { value < $0.below }) { return FontWeight(value: step.to) }
        return FontWeight(value: 900)
    }
}
