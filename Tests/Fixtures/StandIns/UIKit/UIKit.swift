// A stand-in for Apple's UIKit with exactly the API Tintype's generated Swift (and the tests' apps)
// use, declared with Apple's signatures and availability (checked against the UIKit documentation,
// developer.apple.com/documentation/uikit, for iOS 18), so the generated UIKit part type-checks on
// Linux. An API newer than iOS 15 carries its `@available(iOS N.0, …)`; the tests turn those into
// availability domains Linux's compiler checks (`SwiftOutputTests.availabilityChecked`). Bodies are
// minimal: the tests only type-check against this module, they never run it.
@_exported import Foundation

public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")
}

public enum UILegibilityWeight: Int, Sendable {
    case unspecified = -1, regular = 0, bold = 1
}

public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified = 0, light = 1, dark = 2
}

public enum UIAccessibilityContrast: Int, Sendable {
    case unspecified = -1, normal = 0, high = 1
}

open class UITraitCollection: NSObject, @unchecked Sendable {
    open class var current: UITraitCollection { UITraitCollection() }
    open var preferredContentSizeCategory: UIContentSizeCategory { .large }
    open var legibilityWeight: UILegibilityWeight { .regular }
    open var userInterfaceStyle: UIUserInterfaceStyle { .light }
    open var accessibilityContrast: UIAccessibilityContrast { .normal }
}

open class UIFont: NSObject, @unchecked Sendable {
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }

        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)
    }

    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
    }

    public init?(name fontName: String, size fontSize: CGFloat) { nil }

    open var pointSize: CGFloat { 0 }

    public init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {}

    open var fontDescriptor: UIFontDescriptor { UIFontDescriptor() }

    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { UIFont(stub: ()) }

    private init(stub: Void) {}
}

open class UIFontDescriptor: NSObject, @unchecked Sendable {
    public struct AttributeName: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    open func addingAttributes(_ attributes: [UIFontDescriptor.AttributeName: Any]) -> UIFontDescriptor { self }
}

open class UIColor: NSObject, @unchecked Sendable {
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}

    public init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}

    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {}
}

open class NSParagraphStyle: NSObject, @unchecked Sendable {
    open var minimumLineHeight: CGFloat { 0 }
    open var maximumLineHeight: CGFloat { 0 }
}

open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    private var minimum: CGFloat = 0, maximum: CGFloat = 0
    override open var minimumLineHeight: CGFloat {
        get { minimum }
        set { minimum = newValue }
    }
    override open var maximumLineHeight: CGFloat {
        get { maximum }
        set { maximum = newValue }
    }
}

extension NSAttributedString.Key {
    public static let font = NSAttributedString.Key(rawValue: "NSFont")
    public static let paragraphStyle = NSAttributedString.Key(rawValue: "NSParagraphStyle")
    public static let kern = NSAttributedString.Key(rawValue: "NSKern")
}

/// Scales fonts and values as a text style does across content-size categories (iOS 11).
open class UIFontMetrics: NSObject, @unchecked Sendable {
    open class var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }
    public init(forTextStyle textStyle: UIFont.TextStyle) {}
    open func scaledFont(for font: UIFont) -> UIFont { font }
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont { font }
    open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont { font }
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> UIFont { font }
    open func scaledValue(for value: CGFloat) -> CGFloat { value }
    open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat { value }
}

@MainActor @preconcurrency public protocol UITraitEnvironment: NSObjectProtocol {
    var traitCollection: UITraitCollection { get }
    @available(iOS, introduced: 8.0, deprecated: 17.0)
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

@available(iOS 17.0, tvOS 17.0, *)
public protocol UITraitDefinition {}

@available(iOS 17.0, tvOS 17.0, *)
public typealias UITrait = any UITraitDefinition.Type

@available(iOS 17.0, tvOS 17.0, *)
public struct UITraitPreferredContentSizeCategory: UITraitDefinition {}

@available(iOS 17.0, tvOS 17.0, *)
public struct UITraitLegibilityWeight: UITraitDefinition {}

@available(iOS 17.0, tvOS 17.0, *)
public protocol UITraitChangeRegistration: NSCopying {}

@available(iOS 17.0, tvOS 17.0, *)
public typealias UITraitChangeHandler<TraitEnvironment: UITraitEnvironment> = (TraitEnvironment, UITraitCollection) -> Void

@available(iOS 17.0, tvOS 17.0, *)
@MainActor @preconcurrency public protocol UITraitChangeObservable {
    @discardableResult
    func registerForTraitChanges<Environment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping UITraitChangeHandler<Environment>
    ) -> any UITraitChangeRegistration
}

@MainActor @preconcurrency open class UIResponder: NSObject {}

@MainActor @preconcurrency open class UIView: UIResponder, UITraitEnvironment {
    public init(frame: CGRect) {}
    public required init?(coder: NSCoder) {}
    open var traitCollection: UITraitCollection { UITraitCollection() }
    @available(iOS, introduced: 8.0, deprecated: 17.0)
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    open func addSubview(_ view: UIView) {}
}

private final class TraitChangeRegistration: NSObject, NSCopying, @unchecked Sendable {
    func copy(with zone: NSZone? = nil) -> Any { self }
}

@available(iOS 17.0, tvOS 17.0, *)
extension TraitChangeRegistration: UITraitChangeRegistration {}

@available(iOS 17.0, tvOS 17.0, *)
extension UIView: UITraitChangeObservable {
    @discardableResult
    public func registerForTraitChanges<Environment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping UITraitChangeHandler<Environment>
    ) -> any UITraitChangeRegistration { TraitChangeRegistration() }
}

@MainActor @preconcurrency open class UILabel: UIView {
    open var text: String?
    open var font: UIFont!
    open var textColor: UIColor!
    open var attributedText: NSAttributedString?
    open var numberOfLines: Int = 1
    /// `UIContentSizeCategoryAdjusting` (iOS 10).
    open var adjustsFontForContentSizeCategory: Bool = false
}

@MainActor @preconcurrency open class UIViewController: UIResponder {
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}
    public required init?(coder: NSCoder) {}
    open var view: UIView!
    open func viewDidLoad() {}
    open var traitCollection: UITraitCollection { UITraitCollection() }
}
