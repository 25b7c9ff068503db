import Testing
import TintypeDocument
import TintypeTypography

/// The built-in Apple model against the published table: all 132 cells.
@Suite struct AppleDynamicTypeTableTests {
    let scale: TypeScale

    init() throws {
        scale = try TypeScale(TypographySpec.appleDefault)
    }

    @Test func reproducesAll132SizesLeadingsAndWeights() throws {
        var cells = 0
        for (styleName, row) in ReferenceData.document.appleIOS {
            let style = try #require(scale.style(named: TextStyle(styleName)))
            for (categoryName, cell) in row {
                let category = try #require(ContentSizeCategory(name: categoryName))
                #expect(scale.size(of: style, at: category) == cell.size, "\(styleName) \(categoryName) size")
                #expect(scale.tableLeading(of: style, at: category) == cell.leading, "\(styleName) \(categoryName) leading")
                let weights = scale.weights(of: style, at: category)
                #expect(weights.regular.value == ReferenceData.weight(cell.weight))
                #expect(weights.emphasized.value == ReferenceData.weight(cell.emphasizedWeight))
                cells += 1
            }
        }
        #expect(cells == 132)
    }

    @Test func thePublishedIrregularitiesAreKept() throws {
        let subheadline = try #require(scale.style(named: .subheadline))
        #expect(scale.size(of: subheadline, at: .xxxLarge) == 21)
        #expect(scale.tableLeading(of: subheadline, at: .xxxLarge) == 28)
        let caption2 = try #require(scale.style(named: .caption2))
        #expect(scale.size(of: caption2, at: .ax5) == 40)
    }

    @Test func categoryRangeClampsToTheNearestBound() throws {
        var spec = TypographySpec.appleDefault
        spec.categories = .init(minimum: .medium, maximum: .ax2)
        let clamped = try TypeScale(spec)
        let body = try #require(clamped.style(named: .body))
        #expect(clamped.size(of: body, at: .xSmall) == 16)   // medium's size
        #expect(clamped.size(of: body, at: .ax5) == 33)      // AX2's size
        #expect(clamped.size(of: body, at: .large) == 17)
    }
}
