/// A view's own adjustment mode (`UIView.TintAdjustmentMode`).
public enum TintMode: UInt8, CaseIterable, Sendable {
    case automatic, normal, dimmed

    public var name: String {
        switch self {
        case .automatic: "automatic"
        case .normal: "normal"
        case .dimmed: "dimmed"
        }
    }

    public init?(name: String) {
        guard let mode = Self.allCases.first(where: { $0.name == name }) else { return nil }
        self = mode
    }
}
