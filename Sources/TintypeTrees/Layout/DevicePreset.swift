/// A screen a window can stand for: its size in points, the system areas that are never safe
/// (sensor housing, home indicator), its status bar and its horizontal size class.
public struct DevicePreset: Equatable, Sendable {
    /// The presets' names; an enum rather than a `String` so that a preset, and the properties of
    /// a window that names one, copy without reference counting while a tree resolves.
    enum Identifier: String, Sendable {
        case iPhoneIOS7 = "iphone-ios7", iPhoneNotched = "iphone-notched"
        case iPhoneNotchedLandscape = "iphone-notched-landscape", iPad = "ipad"
    }

    let identifier: Identifier
    public let width: Double
    public let height: Double
    /// The unsafe areas of the hardware itself, without the status bar.
    public let hardwareInsets: EdgeInsets
    /// The status bar's height; 0 for a screen that shows none.
    public let statusBarHeight: Double
    /// Regular horizontal size class: root views get 20 pt side margins instead of 16.
    public let regularWidth: Bool

    /// The name trees and `--device` use.
    public var name: String { identifier.rawValue }

    /// iPhone 5s on iOS 7: 320 × 568, a 20 pt transparent status bar, nothing else unsafe.
    public static let iPhoneIOS7 = DevicePreset(
        identifier: .iPhoneIOS7, width: 320, height: 568, hardwareInsets: .zero, statusBarHeight: 20, regularWidth: false)
    /// A notched iPhone (iPhone 14) in portrait: 390 × 844, safe-area insets (47, 0, 34, 0).
    public static let iPhoneNotched = DevicePreset(
        identifier: .iPhoneNotched, width: 390, height: 844, hardwareInsets: EdgeInsets(top: 47, bottom: 34),
        statusBarHeight: 47, regularWidth: false)
    /// The same iPhone in landscape: 844 × 390, insets (0, 47, 21, 47), no status bar.
    public static let iPhoneNotchedLandscape = DevicePreset(
        identifier: .iPhoneNotchedLandscape, width: 844, height: 390, hardwareInsets: EdgeInsets(left: 47, bottom: 21, right: 47),
        statusBarHeight: 0, regularWidth: false)
    /// An iPad in landscape: 1024 × 768, a 20 pt status bar, regular width.
    public static let iPad = DevicePreset(
        identifier: .iPad, width: 1024, height: 768, hardwareInsets: .zero, statusBarHeight: 20, regularWidth: true)

    public static let all = [iPhoneIOS7, iPhoneNotched, iPhoneNotchedLandscape, iPad]

    /// The preset a name stands for.
    public init?(name: String) {
        guard let preset = Self.all.first(where: { $0.name == name }) else { return nil }
        self = preset
    }

    private init(identifier: Identifier, width: Double, height: Double, hardwareInsets: EdgeInsets, statusBarHeight: Double, regularWidth: Bool) {
        self.identifier = identifier
        self.width = width
        self.height = height
        self.hardwareInsets = hardwareInsets
        self.statusBarHeight = statusBarHeight
        self.regularWidth = regularWidth
    }

    public static let names = all.map(\.name).joined(separator: ", ")
}
