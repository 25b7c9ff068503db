import Testing
@testable import TintypeFonts

/// Broken and missing files give a `FontError` that names the file, never a crash.
@Suite struct BrokenFontTests {
    let reader: FontReader

    init() throws {
        reader = try FontReader()
    }

    @Test func zeroBytes() {
        let path = FixtureFonts.brokenPath("zero-bytes.ttf")
        #expect(throws: FontError.emptyFile(path: path)) { try reader.metrics(ofFileAt: path) }
    }

    @Test func randomBytesAndTextAreNotFonts() {
        for file in ["random-bytes.ttf", "not-a-font.ttf"] {
            let path = FixtureFonts.brokenPath(file)
            #expect(throws: FontError.notAFont(path: path)) { try reader.metrics(ofFileAt: path) }
        }
    }

    @Test(arguments: ["truncated.ttf", "bad-table-directory.ttf"])
    func damagedFontsSayTheyAreDamaged(_ file: String) {
        let path = FixtureFonts.brokenPath(file)
        let error = #expect(throws: FontError.self) { try reader.metrics(ofFileAt: path) }
        guard case .damaged(let reportedPath, let reason)? = error else {
            Issue.record("expected .damaged, got \(String(describing: error))")
            return
        }
        #expect(reportedPath == path)
        #expect(!reason.isEmpty)
        #expect(error?.description.hasPrefix(path + ":") == true)
    }

    /// Two fvar axes under one tag (the fuzzer's find, Tests/Fuzz/Crashes/font) trapped on a
    /// duplicate dictionary key; a location could not say which of them it sets.
    @Test func twoAxesUnderOneTagAreDamage() {
        let path = FixtureFonts.brokenPath("duplicate-axis.ttf")
        #expect(throws: FontError.damaged(path: path, reason: "its fvar table lists the axis 'wght' twice")) {
            try reader.metrics(ofFileAt: path)
        }
        #expect(throws: FontError.damaged(path: path, reason: "its fvar table lists the axis 'wght' twice")) {
            try reader.metrics(ofFileAt: path, location: ["wght": 500])
        }
    }

    @Test func missingFile() {
        let path = FixtureFonts.brokenPath("no-such-font.ttf")
        #expect(throws: FontError.fileNotFound(path: path)) { try reader.metrics(ofFileAt: path) }
    }

    @Test func directoryIsNotAFontFile() {
        let path = FixtureFonts.brokenDirectory.path
        let error = #expect(throws: FontError.self) { try reader.metrics(ofFileAt: path) }
        #expect(error == .notAFile(path: path, kind: "a directory"))
        #expect(throws: FontError.notAFile(path: "/dev/null", kind: "a device, pipe or socket")) { try reader.metrics(ofFileAt: "/dev/null") }
    }

    @Test func faceIndexOutOfRange() {
        let path = FixtureFonts.path("TintypeCollection.ttc")
        #expect(throws: FontError.faceIndexOutOfRange(path: path, index: 2, faceCount: 2)) {
            try reader.metrics(ofFileAt: path, faceIndex: 2)
        }
        #expect(throws: FontError.faceIndexOutOfRange(path: path, index: -1, faceCount: 2)) {
            try reader.metrics(ofFileAt: path, faceIndex: -1)
        }
    }
}
