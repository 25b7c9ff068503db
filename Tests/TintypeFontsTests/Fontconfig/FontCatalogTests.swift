import Foundation
import Testing
import TintypeTypography
@testable import TintypeFonts

/// fontconfig matching and listing, with the fixture fonts added as an application font directory.
@Suite struct FontCatalogTests {
    let catalog: FontCatalog

    init() throws {
        catalog = try FontCatalog(additionalDirectories: [FixtureFonts.directory.path])
    }

    private func fileName(_ match: FontMatch) -> String { URL(fileURLWithPath: match.file).lastPathComponent }

    @Test func weightAndItalicPickTheMatchingFace() throws {
        let regular = try catalog.match(FontRequest(families: ["Tintype Typo"]))
        #expect(fileName(regular) == "TintypeTypo-Regular.ttf")
        #expect(regular.weight == .regular && !regular.italic && regular.weightMatched && !regular.isFallback)

        let bold = try catalog.match(FontRequest(families: ["Tintype Typo"], weight: .bold))
        #expect(fileName(bold) == "TintypeTypo-Bold.ttf")
        #expect(bold.weight == .bold && bold.weightMatched)

        let italic = try catalog.match(FontRequest(families: ["tintype typo"], italic: true))
        #expect(fileName(italic) == "TintypeTypo-Italic.ttf")
        #expect(italic.italic && italic.italicMatched)
    }

    @Test func aMissingWeightIsReportedNotHidden() throws {
        let match = try catalog.match(FontRequest(families: ["Tintype Hhea"], weight: FontWeight(value: 900)))
        #expect(fileName(match) == "TintypeHhea-Regular.ttf")
        #expect(!match.weightMatched)
        #expect(match.weight == .regular, "the face's own weight, not fontconfig's synthetic emboldening")
        let italic = try catalog.match(FontRequest(families: ["Tintype Hhea"], italic: true))
        #expect(!italic.italic && !italic.italicMatched)
    }

    @Test func variableFontsReachWeightsBetweenTheirInstances() throws {
        let match = try catalog.match(FontRequest(families: ["Tintype Variable"], weight: FontWeight(value: 550)))
        #expect(fileName(match) == "TintypeVariable.ttf")
        #expect(match.variable && match.weightMatched)
    }

    @Test func fallbackListsReportWhichEntryMatched() throws {
        let match = try catalog.match(FontRequest(families: ["No Such Family", "Also Missing", "Tintype Hhea"]))
        #expect(match.requestedFamily == "Tintype Hhea")
        #expect(match.familyIndex == 2)
        #expect(match.isFallback)
        #expect(match.missingFamilies == ["No Such Family", "Also Missing"])
        #expect(fileName(match) == "TintypeHhea-Regular.ttf")
    }

    @Test func genericFamiliesResolveThroughConfiguration() throws {
        let match = try catalog.match(FontRequest(families: ["No Such Family", "sans-serif"]))
        #expect(match.requestedFamily == "sans-serif")
        #expect(match.isFallback)
        #expect(!match.family.isEmpty && FileManager.default.fileExists(atPath: match.file))
    }

    @Test func noInstalledEntryIsAnErrorNamingTheSubstitute() {
        let error = #expect(throws: FontError.self) {
            try catalog.match(FontRequest(families: ["No Such Family", "Nor This"]))
        }
        guard case .noFamilyInstalled(let families, let substitute, let nearest)? = error else {
            Issue.record("expected .noFamilyInstalled, got \(String(describing: error))")
            return
        }
        #expect(families == ["No Such Family", "Nor This"])
        #expect(substitute != nil)
        #expect(nearest.isEmpty)
        #expect(error?.description.contains("'No Such Family', 'Nor This'") == true)
    }

    @Test func oneMisspelledFamilyIsAnErrorNamingTheNearestInstalledOnes() throws {
        // Debian's fonts-dejavu-core installs 'DejaVu Sans'; two letters off, it is the nearest name.
        let error = #expect(throws: FontError.self) { try catalog.match(FontRequest(families: ["Dejavu Sanz"])) }
        guard case .noFamilyInstalled(_, _, let nearest)? = error else {
            Issue.record("expected .noFamilyInstalled, got \(String(describing: error))")
            return
        }
        #expect(nearest.first == "DejaVu Sans")
        #expect(error?.description.hasPrefix("no installed font family matches 'Dejavu Sanz'; did you mean 'DejaVu Sans'") == true)
    }

    @Test func listingHoldsEveryFixtureFaceInStableOrder() {
        let fonts = catalog.installedFonts()
        let fixtures = fonts.filter { $0.file.hasPrefix(FixtureFonts.directory.path) }
        let expected = Set(FixtureFonts.manifest.flatMap { entry in entry.faces.map { "\(entry.file)#\($0.faceIndex)" } })
        let listed = Set(fixtures.map { "\(URL(fileURLWithPath: $0.file).lastPathComponent)#\($0.faceIndex)" })
        #expect(expected.isSubset(of: listed))
        let keys = fonts.map { "\($0.file)\u{0}\(String(format: "%08d", $0.faceIndex))\u{0}\(String(format: "%08d", $0.namedInstance))" }
        #expect(keys == keys.sorted())
        let collection = fixtures.filter { $0.file.hasSuffix("TintypeCollection.ttc") }
        #expect(collection.map(\.families.first) == ["Tintype Collection One", "Tintype Collection Two"])
    }

    @Test func aMissingFontDirectoryIsAnError() {
        #expect(throws: FontError.fontDirectoryNotFound(path: "/no/such/fonts")) {
            try FontCatalog(additionalDirectories: ["/no/such/fonts"])
        }
    }
}
