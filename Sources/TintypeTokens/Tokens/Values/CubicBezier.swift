import TintypeDocument

/// A DTCG cubic Bézier timing curve, `[P1x, P1y, P2x, P2y]`, its x coordinates within 0…1.
public struct CubicBezier: Equatable, Sendable {
    public var points: [Double]

    public init(parsing node: SourceNode) throws(TokenValueProblem) {
        guard case .array(let items) = node.value, items.count == 4 else {
            throw TokenValueProblem("a cubic Bézier is four numbers [P1x, P1y, P2x, P2y]", at: node.position)
        }
        var points: [Double] = []
        for (index, item) in items.enumerated() {
            guard case .number(let value) = item.value else {
                throw TokenValueProblem("a cubic Bézier is four numbers, and item \(index) is \(item.kindDescription)", at: item.position)
            }
            if index % 2 == 0, !(0...1).contains(value) {
                throw TokenValueProblem("P\(index / 2 + 1)x is \(value.plainText); an x coordinate is from 0 to 1", at: item.position)
            }
            points.append(value)
        }
        self.points = points
    }
}
