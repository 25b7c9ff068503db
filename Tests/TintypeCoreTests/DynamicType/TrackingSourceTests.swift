import Testing
import TintypeTypography

@Suite struct TrackingSourceTests {
    @Test func appleTableGivesTheEmColumnAtEveryListedSize() throws {
        for (key, row) in ReferenceData.document.sfProIOS {
            let size = try #require(Double(key))
            let em = try #require(TrackingSource.appleSFPro.em(atSize: size))
            #expect(abs(em - row.em_1000 / 1000) < 1e-12, "\(key) pt")
        }
    }

    @Test func appleTableInterpolatesBetweenSizesAndClampsOutside() throws {
        let at54 = try #require(ReferenceData.document.sfProIOS["54"]?.em_1000)
        let at56 = try #require(ReferenceData.document.sfProIOS["56"]?.em_1000)
        #expect(abs(TrackingSource.appleSFPro.em(atSize: 55)! - (at54 + at56) / 2000) < 1e-12)
        let at6 = try #require(ReferenceData.document.sfProIOS["6"]?.em_1000)
        #expect(TrackingSource.appleSFPro.em(atSize: 3) == at6 / 1000)
        #expect(TrackingSource.appleSFPro.em(atSize: 200) == 0)
    }

    @Test func interFormulaGivesTheReferenceValues() throws {
        let constants = ReferenceData.document.inter.constants
        #expect(TrackingSource.inter == .formula(a: constants["a"]!, b: constants["b"]!, c: constants["c"]!))
        for (key, expected) in ReferenceData.document.inter.checkValuesEm {
            let size = try #require(Double(key))
            let em = try #require(TrackingSource.inter.em(atSize: size))
            #expect(abs(em - expected) < 5e-6, "\(key) px: \(em)")
        }
    }
}

import Foundation
