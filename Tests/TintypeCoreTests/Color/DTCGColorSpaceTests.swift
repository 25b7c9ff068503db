import Foundation
import Testing
import TintypeColor

/// The fourteen DTCG colour spaces convert into sRGB as ColorAide, an independent CSS Color 4
/// implementation, does (Tests/Fixtures/Reference/colour-spaces.json, written by
/// Scripts/reference/colour_spaces.py), and each component's range is the specification's table.
@Suite struct DTCGColorSpaceTests {
    struct Sample: Decodable, CustomStringConvertible {
        var colorSpace: String
        var components: [Double]
        var srgb: [Double]
        var description: String { "\(colorSpace) \(components)" }
    }

    struct Reference: Decodable {
        var colours: [Sample]
    }

    static let samples: [Sample] = {
        let url = Repository.root.appendingPathComponent("Tests/Fixtures/Reference/colour-spaces.json")
        guard let data = try? Data(contentsOf: url), let reference = try? JSONDecoder().decode(Reference.self, from: data) else { return [] }
        return reference.colours
    }()

    @Test func everySpaceIsInTheReference() {
        #expect(Set(Self.samples.map(\.colorSpace)) == Set(DTCGColorSpace.names))
        #expect(DTCGColorSpace.names.count == 14)
    }

    @Test(arguments: samples) func convertsAsColorAideDoes(_ sample: Sample) throws {
        let space = try #require(DTCGColorSpace(rawValue: sample.colorSpace))
        let color = space.srgb(sample.components, alpha: 1)
        // White points given to four decimals (CSS Color 4) make the last digits differ a little.
        for (found, expected) in zip([color.red, color.green, color.blue], sample.srgb) {
            #expect(abs(found - expected) < 2e-4, "\(sample): \([color.red, color.green, color.blue]) against \(sample.srgb)")
        }
    }

    /// The specification's table: a hue takes 0 but not 360, lightness in Lab 0…100 and in OKLab 0…1.
    @Test func rangesAreTheSpecifications() {
        #expect(DTCGColorSpace.hsl.components.map(\.range) == [.hue, .closed(0, 100), .closed(0, 100)])
        #expect(DTCGColorSpace.Range.hue.contains(0) && !DTCGColorSpace.Range.hue.contains(360))
        #expect(DTCGColorSpace.lab.components[0].range == .closed(0, 100) && DTCGColorSpace.oklab.components[0].range == .closed(0, 1))
        #expect(DTCGColorSpace.lch.components[1].range == .nonNegative && DTCGColorSpace.lab.components[1].range == .unbounded)
        #expect(DTCGColorSpace.xyzD50.components.allSatisfy { $0.range == .closed(0, 1) })
    }
}
