// A stand-in for Apple's SwiftUI with exactly the API Tintype's generated Swift uses, declared with
// Apple's signatures (checked against the SwiftUI documentation, developer.apple.com/documentation/swiftui,
// for iOS 18: main-actor `View` and `ViewModifier`, `DynamicTypeSize` with its twelve sizes,
// `legibilityWeight` optional), so the generated SwiftUI part type-checks on Linux. Bodies are
// minimal: the tests only type-check against this module, they never run it.
@_exported import Foundation
import UIKit

@MainActor @preconcurrency public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Self.Body { get }
}

extension Never: View {
    public var body: Never { fatalError() }
}

@resultBuilder public struct ViewBuilder {
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
}

@MainActor @preconcurrency public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder func body(content: Self.Content) -> Self.Body
}

public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    public var body: Never { fatalError() }
}

public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public var body: Never { fatalError() }
}

/// What every modifier the generated code calls returns here (Apple's return `some View`).
public struct _Modified<Content: View>: View {
    var content: Content
    public var body: Never { fatalError() }
}

extension View {
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> { ModifiedContent(content: self, modifier: modifier) }
    public func font(_ font: Font?) -> some View { _Modified(content: self) }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public func tracking(_ tracking: CGFloat) -> some View { _Modified(content: self) }
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View { _Modified(content: self) }
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { _Modified(content: self) }
}

public enum Edge: Int8, CaseIterable, Sendable {
    case top, leading, bottom, trailing

    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let leading = Set(rawValue: 2)
        public static let bottom = Set(rawValue: 4)
        public static let trailing = Set(rawValue: 8)
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
    }
}

public struct Font: Hashable, Sendable {
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font { Font() }
}

public struct Color: Hashable, Sendable {
    public enum RGBColorSpace: Hashable, Sendable { case sRGB, sRGBLinear, displayP3 }
    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {}
    public init(uiColor: UIColor) {}
}

public enum ColorScheme: CaseIterable, Hashable, Sendable { case light, dark }

public enum ColorSchemeContrast: CaseIterable, Hashable, Sendable { case standard, increased }

public enum LegibilityWeight: Hashable, Sendable { case regular, bold }

public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
}

public struct EnvironmentValues {
    public var dynamicTypeSize: DynamicTypeSize { .large }
    public var legibilityWeight: LegibilityWeight? { nil }
}

@propertyWrapper public struct Environment<Value>: Sendable {
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
    public var wrappedValue: Value { fatalError() }
}
