import CFontconfig
import Foundation
import Testing
import TintypeTypography
@testable import TintypeFonts

/// `FontCatalog` matches an installed family among that family's faces only (`FontSetIndex`).
/// fontconfig's own `FcFontMatch` over every installed font is the reference: for every installed
/// family (and the fixtures), every weight from 100 to 900, upright and italic, both pick the same
/// face of the same file.
@Suite struct FamilyMatchTests {
    /// The file and face index `FcFontMatch` picks for a family, weight and slant, asked the way
    /// fontconfig's command-line tools ask.
    final class Reference {
        let config: OpaquePointer

        init() throws {
            config = try #require(FcInitLoadConfigAndFonts())
            #expect(FcConfigAppFontAddDir(config, FixtureFonts.directory.path) != 0)
        }

        deinit { FcConfigDestroy(config) }

        func match(family: String, weight: Int, italic: Bool) -> (file: String, index: Int32)? {
            guard let pattern = FcPatternCreate() else { return nil }
            defer { FcPatternDestroy(pattern) }
            FcPatternAddString(pattern, FC_FAMILY, family)
            FcPatternAddDouble(pattern, FC_WEIGHT, FcWeightFromOpenTypeDouble(Double(weight)))
            FcPatternAddInteger(pattern, FC_SLANT, italic ? FC_SLANT_ITALIC : FC_SLANT_ROMAN)
            FcConfigSubstitute(config, pattern, FcMatchPattern)
            FcDefaultSubstitute(pattern)
            var result = FcResultNoMatch
            guard let font = FcFontMatch(config, pattern, &result) else { return nil }
            defer { FcPatternDestroy(font) }
            var file: UnsafeMutablePointer<FcChar8>?
            var index: Int32 = 0
            guard FcPatternGetString(font, FC_FILE, 0, &file) == FcResultMatch, let file else { return nil }
            FcPatternGetInteger(font, FC_INDEX, 0, &index)
            return (String(cString: file), index)
        }
    }

    @Test func everyInstalledFamilyMatchesAsFcFontMatchDoes() throws {
        let catalog = try FontCatalog(additionalDirectories: [FixtureFonts.directory.path])
        let reference = try Reference()
        let families = Set(catalog.installedFonts().flatMap(\.families)).sorted()
        #expect(families.count > 10, "\(families)")
        var compared = 0
        for family in families {
            for weight in stride(from: 100, through: 900, by: 100) {
                for italic in [false, true] {
                    let expected = try #require(reference.match(family: family, weight: weight, italic: italic))
                    let found = try catalog.match(FontRequest(families: [family], weight: FontWeight(value: weight), italic: italic))
                    #expect(found.file == expected.file && found.faceIndex == Int(expected.index & 0xFFFF)
                                && found.namedInstance == Int(expected.index >> 16),
                            "\(family) \(weight)\(italic ? " italic" : ""): \(found.file) #\(found.faceIndex)/\(found.namedInstance), fontconfig \(expected.file) #\(expected.index)")
                    compared += 1
                }
            }
        }
        #expect(compared == families.count * 18)
    }
}
