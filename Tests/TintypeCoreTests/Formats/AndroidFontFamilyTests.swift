import Foundation
import Testing
import TintypeFormats

/// The Android family of a theme's list, against AOSP's fonts.xml as the reference file lists it
/// (`Tests/Fixtures/Reference/android-system-fonts.json`).
@Suite struct AndroidFontFamilyTests {
    struct Family: Decodable {
        var typeface: String
        var aliases: [String: Int?]
    }

    static let families: [String: Family] = {
        struct Document: Decodable { var families: [String: Family] }
        let url = Repository.root.appendingPathComponent("Tests/Fixtures/Reference/android-system-fonts.json")
        do {
            return try JSONDecoder().decode(Document.self, from: Data(contentsOf: url)).families
        } catch {
            preconditionFailure("android-system-fonts.json is unreadable: \(error)")
        }
    }()

    @Test func everySystemFamilyIsItselfAndItsTypefaceIsIt() {
        #expect(Self.families.count == 8)
        for (name, family) in Self.families {
            #expect(AndroidFontFamily.resolve([name]) == .system(name))
            #expect(AndroidFontFamily.resolve([family.typeface, "sans-serif"]) == .system(name), "\(family.typeface)")
            #expect(AndroidFontFamily.resolve([family.typeface.uppercased()]) == .system(name), "names are matched without case")
        }
        #expect(AndroidFontFamily.resolve(["Roboto"]).value == "sans-serif")
    }

    @Test func aWeightedAliasKeepsItsNameAndAnotherSpellingBecomesItsFamily() {
        let words = [100: "Thin", 300: "Light", 500: "Medium", 900: "Black"]
        for (name, family) in Self.families {
            for (alias, weight) in family.aliases {
                if let weight {
                    #expect(AndroidFontFamily.resolve([alias]) == .system(alias))
                    // Roboto Light is sans-serif-light; Roboto Condensed Medium sans-serif-condensed-medium.
                    let legacy = "\(family.typeface) \(words[weight] ?? "")"
                    #expect(AndroidFontFamily.resolve([legacy]) == .system(alias), "\(legacy)")
                } else {
                    #expect(AndroidFontFamily.resolve([alias]) == .system(name), "\(alias)")
                }
            }
        }
    }

    @Test func anyOtherFamilyIsAFontResourceTheAppShips() {
        #expect(AndroidFontFamily.resolve(["Inter", "sans-serif"]) == .resource("inter"))
        #expect(AndroidFontFamily.resolve(["Atkinson Hyperlegible"]).value == "@font/atkinson_hyperlegible")
        #expect(AndroidFontFamily.resolve(["Roboto Mono"]) == .resource("roboto_mono"), "not Android's monospace, which is Droid Sans Mono")
        #expect(AndroidFontFamily.resolve(["Roboto Serif"]) == .resource("roboto_serif"))
        #expect(AndroidFontFamily.resolve(["-apple-system", "Inter"]) == .system("sans-serif"), "CSS's system family")
        #expect(AndroidFontFamily.resolve([]) == .system("sans-serif"))
    }
}
