import Foundation
import Testing
@testable import TintypeTypography
@testable import TintypeTheme
@testable import TintypeCompile

/// The metrics snapshot's document: read back it is the snapshot that was written, one row per
/// line, and a damaged file is an error at its place.
@Suite struct MetricsSnapshotTests {
    /// Apple's table on the fixed test font (hhea 900/-300/100, typo 800/-200/200, USE_TYPO_METRICS).
    static func snapshot() throws -> MetricsSnapshot {
        let font = FixedFontProvider.font(
            hhea: VerticalMetrics(ascender: 900, descender: -300, lineGap: 100),
            typo: VerticalMetrics(ascender: 800, descender: -200, lineGap: 200), useTypoMetrics: true)
        return try MetricsSnapshot.make(Theme.builtInDefault, fonts: font)
    }

    @Test func readingWhatWasWrittenGivesTheSameSnapshot() throws {
        let snapshot = try Self.snapshot()
        let rowCount: Int = 11 * 12 * 2 * 3 * 2
        #expect(snapshot.rows.count == rowCount)
        let bytes = snapshot.document()
        #expect(try MetricsSnapshotReader.read(json: bytes, file: "s.json") == snapshot)
        #expect(snapshot.document() == bytes)
    }

    /// The fixed font's advance (600 units per character) and the row's tracking give its width.
    @Test func aRowsWidthIsTheSamplesAdvancesAndTracking() throws {
        let snapshot = try Self.snapshot()
        let row = try #require(snapshot.rows.first { $0.key.style == .body && $0.key.category == .large && !$0.key.boldText })
        let characters = Double(InkSample.basicLatin.scalars.count)
        let expected = (characters * 600 / 1000 + characters * row.trackingEm) * row.size
        #expect(abs(try #require(row.width) - expected) < 1e-4)
    }

    @Test func eachRowIsOneLineOfJSON() throws {
        let snapshot = try Self.snapshot()
        let text = String(decoding: snapshot.document(), as: UTF8.self)
        let rowLines = text.split(separator: "\n").filter { $0.hasPrefix("    {\"style\": ") }
        #expect(rowLines.count == snapshot.rows.count)
        for line in rowLines.prefix(50) {
            let object = try JSONSerialization.jsonObject(with: Data(line.dropLast(line.hasSuffix(",") ? 1 : 0).utf8))
            #expect((object as? [String: Any])?["style"] != nil)
        }
    }

    @Test func everyTruncationIsAnErrorWithAPlace() throws {
        let bytes = try Self.snapshot().document()
        for length in stride(from: 0, to: bytes.count - 1, by: max(1, bytes.count / 400)) {
            do {
                _ = try MetricsSnapshotReader.read(json: Array(bytes[..<length]), file: "cut.json")
                Issue.record("a file cut at byte \(length) was read")
            } catch {
                #expect(error.diagnostics.first?.description.hasPrefix("cut.json:") == true)
            }
        }
    }
}

/// Tolerances as `--tolerance` gives them.
@Suite struct MetricsTolerancesTests {
    @Test func defaultsAreTheDocumentedOnes() {
        let tolerances = MetricsTolerances.defaults
        #expect(tolerances[.size] == .absolute(0) && tolerances[.lineHeight] == .absolute(0.5))
        #expect(tolerances[.tracking] == .absolute(0.01) && tolerances[.width] == .percent(1) && tolerances[.trims] == .absolute(0.01))
    }

    @Test func anAmountIsAnUpperBoundIncluded() throws {
        let tolerances = try MetricsTolerances.defaults.overridden(by: "lineHeight=0.25, width=2%")
        #expect(tolerances.allows(.lineHeight, from: 20, to: 20.25))
        #expect(!tolerances.allows(.lineHeight, from: 20, to: 20.2501))
        #expect(tolerances.allows(.width, from: 400, to: 392) && !tolerances.allows(.width, from: 400, to: 391.9))
        #expect(!tolerances.allows(.size, from: 17, to: 17.0001))
    }

    @Test(arguments: [("size=x", "size=x: the amount must be"), ("=1", "'=1' is not field=amount"), ("leading=1", "unknown field 'leading'")])
    func badListsAreRefused(text: String, message: String) {
        #expect(throws: MetricsTolerances.ParseError.self) { try MetricsTolerances.defaults.overridden(by: text) }
        do {
            _ = try MetricsTolerances.defaults.overridden(by: text)
        } catch {
            #expect(error.description.contains(message), "\(error)")
        }
    }
}

/// The comparison's classes of face change and the report's folding of leading variants.
@Suite struct MetricsComparisonTests {
    static let base = try! MetricsSnapshotTests.snapshot()

    /// `base` with its one face replaced by `change`'s result and every row's warnings set.
    static func with(_ change: (inout MetricsSnapshot.Face) -> Void, warnings: [FontWarning] = []) -> MetricsSnapshot {
        var snapshot = base
        for index in snapshot.faces.indices { change(&snapshot.faces[index]) }
        for index in snapshot.rows.indices { snapshot.rows[index].fontWarnings = warnings }
        return snapshot
    }

    @Test func theSameSnapshotFindsNothing() {
        let report = MetricsComparison.compare(baseline: Self.base, current: Self.base)
        #expect(report.faces.isEmpty && report.findings.isEmpty && report.regressions == 0)
    }

    @Test func otherBytesWithTheSameMetricsAreAFileChange() {
        let current = Self.with { $0.sha256 = String(repeating: "1", count: 64) }
        let report = MetricsComparison.compare(baseline: Self.base, current: current)
        #expect(report.faces.map(\.kind) == [.fileChanged] && report.regressions == 0)
    }

    @Test func otherMetricsAreAnUpdateNamingThem() {
        let current = Self.with {
            $0.sha256 = String(repeating: "2", count: 64)
            $0.xHeight = 510
            $0.version = "Version 1.1;build"
        }
        let report = MetricsComparison.compare(baseline: Self.base, current: current)
        #expect(report.faces.map(\.kind) == [.updated])
        #expect(report.faces.first?.message.hasPrefix("updated: fixed.ttf (Fixed Regular), version 1 → 1.1: x-height 500 → 510;") == true)
        // The x-height moves nothing a row records: no finding, no regression.
        #expect(report.findings.isEmpty && report.regressions == 0)
    }

    @Test func anotherFamilyIsAFallbackAndAMissingWeightAMissingFace() {
        let fallback = Self.with({ $0.family = "Other"; $0.sha256 = String(repeating: "3", count: 64) },
                                 warnings: [.fallbackFamily(missing: ["Fixed"], requestedFamily: "sans-serif", family: "Other")])
        let report = MetricsComparison.compare(baseline: Self.base, current: fallback)
        // The warning's words are made from its data when the report is written.
        #expect(report.faces.map(\.kind) == [.fallback] && report.faces.first?.warning == "font 'Fixed' not installed; used fallback 'sans-serif' (Other)")
        #expect(report.regressions == 1)
        // Another family with no fallback said: the theme names it now, a change on purpose.
        let renamed = Self.with { $0.family = "Other"; $0.sha256 = String(repeating: "5", count: 64) }
        let changed = MetricsComparison.compare(baseline: Self.base, current: renamed)
        #expect(changed.faces.map(\.kind) == [.familyChanged] && changed.faces.first?.isRegression == false)
        #expect(changed.faces.first?.message.contains("the theme now names Other") == true)
        let missing = Self.with({ $0.postscriptName = "Fixed-Bold"; $0.sha256 = String(repeating: "4", count: 64) },
                                warnings: [.missingWeight(requested: 700, family: "Fixed", usedStyle: "Regular", used: 400, synthetic: false)])
        #expect(MetricsComparison.compare(baseline: Self.base, current: missing).faces.map(\.kind) == [.missingFace])
    }

    /// A line-height change the same in all three leadings folds into the standard row; one that is
    /// not stays three lines.
    @Test func leadingVariantsFoldOnlyWhenTheyMovedAlike() {
        var current = Self.base
        for index in current.rows.indices where current.rows[index].key.style == .body && current.rows[index].key.category == .large
            && !current.rows[index].key.emphasized && !current.rows[index].key.boldText {
            current.rows[index].lineHeight += 1
        }
        let report = MetricsComparison.compare(baseline: Self.base, current: current)
        #expect(report.findings.count == 3)
        #expect(report.failures.map { $0.key?.leading } == [.standard])
        #expect(report.text(baseline: "b.json", theme: "t").contains("body @ large: line height"))
        if let tight = current.rows.firstIndex(where: { $0.key.style == .body && $0.key.category == .large && $0.key.leading == .tight && !$0.key.emphasized && !$0.key.boldText }) {
            current.rows[tight].lineHeight += 1
        }
        let apart = MetricsComparison.compare(baseline: Self.base, current: current)
        #expect(apart.failures.map { $0.key?.leading } == [.standard, .tight, .loose])
        #expect(apart.summary(baseline: "b.json") == "metrics: 3 regressions in 1 style against b.json")
    }
}
