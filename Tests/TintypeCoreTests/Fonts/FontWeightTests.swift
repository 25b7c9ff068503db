import Testing
import TintypeTypography

@Suite struct FontWeightTests {
    @Test(arguments: [
        ("100", 100), ("thin", 100), ("ExtraLight", 200), ("extra-light", 200), ("light", 300),
        ("regular", 400), ("normal", 400), ("medium", 500), ("SemiBold", 600), ("demibold", 600),
        ("bold", 700), ("extrabold", 800), ("black", 900), ("heavy", 900), ("1000", 1000),
    ])
    func parsesNumbersAndNames(_ text: String, _ value: Int) {
        #expect(FontWeight(parsing: text)?.value == value)
    }

    @Test(arguments: ["0", "1001", "-5", "boldest", "", "4OO"])
    func rejectsOtherText(_ text: String) {
        #expect(FontWeight(parsing: text) == nil)
    }

    @Test func namesTheNearestStandardWeight() {
        #expect(FontWeight(value: 600).name == "semibold")
        #expect(FontWeight(value: 380).name == "regular")
    }
}
