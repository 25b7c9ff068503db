// A stand-in for Apple's Core Text with exactly the API Tintype's generated Swift uses, so the
// generated UIKit part type-checks on Linux. Core Foundation's `CFString`, which Apple's constant
// is and which bridges to `String` with `as String`, does not exist in Linux's Foundation: here it
// stands for `String`, so the generated `kCTFontOpticalSizeAttribute as String` reads as on Apple's
// platforms. The value is Core Text's documented key for the attribute.
public typealias CFString = String

/// The point size a font is meant to be used at: a number activates that optical size
/// (developer.apple.com/documentation/coretext/kctfontopticalsizeattribute).
public let kCTFontOpticalSizeAttribute: CFString = "NSCTFontOpticalSizeAttribute"
