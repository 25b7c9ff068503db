// A stand-in for Apple's Core Text with exactly the API Tintype's generated Swift uses, so the
// generated UIKit part type-checks on Linux. Core Foundation's `CFString`, which Apple's constant
// is and which bridges to `String` with `as String`, does not exist in Linux's Foundation: here it
// stands for `String`, so the generated `kCTFontOpticalSizeAttribute as String` reads as on Apple's
// platforms. The value is Core Text's documented key for the attribute.
import Foundation

public typealias CFString = String

/// `CFURL` bridges to `URL` with `as CFURL` on Apple's platforms; here it is `URL`.
public typealias CFURL = URL

/// An error from Core Foundation, which Swift sees as an `Error`.
public final class CFError: Error, @unchecked Sendable {}

/// Where a registered font is visible (developer.apple.com/documentation/coretext/ctfontmanagerscope).
public enum CTFontManagerScope: UInt32, Sendable {
    case none = 0, process = 1, persistent = 2, session = 3
}

/// Registers the fonts of a file (developer.apple.com/documentation/coretext/1499468-ctfontmanagerregisterfontsforurl).
public func CTFontManagerRegisterFontsForURL(
    _ fontURL: CFURL, _ scope: CTFontManagerScope, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
) -> Bool { true }

/// The point size a font is meant to be used at: a number activates that optical size
/// (developer.apple.com/documentation/coretext/kctfontopticalsizeattribute).
public let kCTFontOpticalSizeAttribute: CFString = "NSCTFontOpticalSizeAttribute"
