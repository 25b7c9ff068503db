/// `UIScrollView.contentInsetAdjustmentBehavior`: which edges of the safe area a scroll view adds
/// to its `contentInset`.
public enum ContentInsetAdjustment: String, CaseIterable, Sendable {
    /// As `scrollableAxes`, and top and bottom always for the scroll view of a controller that
    /// adjusts scroll-view insets inside a navigation or tab bar controller.
    case automatic
    /// Top and bottom when the content is taller than the view or vertical bounce is forced; left
    /// and right likewise for width.
    case scrollableAxes
    case never
    case always

    static let names = allCases.map(\.rawValue).joined(separator: ", ")
}
