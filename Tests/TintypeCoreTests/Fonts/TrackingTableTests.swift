import Testing
@testable import TintypeTypography

/// The `trak` parser, on tables laid out by hand from Apple's TrueType Reference Manual.
@Suite struct TrackingTableTests {
    /// A `trak` table with horizontal data: header, TrackData, track entries, size table, values.
    static func table(tracks: [(Double, UInt16, [Int16])], sizes: [Double], version: UInt32 = 0x0001_0000) -> [UInt8] {
        var bytes: [UInt8] = []
        func u16(_ v: UInt16) { bytes += [UInt8(v >> 8), UInt8(v & 0xFF)] }
        func u32(_ v: UInt32) { bytes += [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)] }
        func fixed(_ v: Double) { u32(UInt32(bitPattern: Int32(v * 65536))) }
        let horizontalOffset = 12
        let entriesEnd = horizontalOffset + 8 + 8 * tracks.count
        let sizeTableOffset = entriesEnd
        let valuesStart = sizeTableOffset + 4 * sizes.count
        u32(version); u16(0); u16(UInt16(horizontalOffset)); u16(0); u16(0)
        u16(UInt16(tracks.count)); u16(UInt16(sizes.count)); u32(UInt32(sizeTableOffset))
        for (index, track) in tracks.enumerated() {
            fixed(track.0); u16(track.1); u16(UInt16(valuesStart + index * 2 * sizes.count))
        }
        for size in sizes { fixed(size) }
        for track in tracks { for value in track.2 { u16(UInt16(bitPattern: value)) } }
        return bytes
    }

    let bytes = table(tracks: [(0, 257, [30, 10, 0, -20]), (-1, 256, [0, -10, -30, -50])], sizes: [9, 12, 24, 48])

    @Test func parsesTracksSizesAndNames() throws {
        let names = [256: "Tight", 257: "Normal"]
        let table = try #require(try TrackingTable.parse(bytes) { names[$0] })
        #expect(table.tracks.map(\.track) == [-1, 0])
        #expect(table.tracks.map(\.name) == ["Tight", "Normal"])
        #expect(table.tracks[1].values.map(\.size) == [9, 12, 24, 48])
        #expect(table.tracks[1].values.map(\.value) == [30, 10, 0, -20])
    }

    @Test func interpolatesLinearlyAndClampsOutside() throws {
        let table = try #require(try TrackingTable.parse(bytes))
        #expect(table.value(pointSize: 12) == 10)
        #expect(table.value(pointSize: 18) == 5)     // halfway from 10 to 0
        #expect(table.value(pointSize: 30) == -5)    // a quarter of the way from 0 to −20
        #expect(table.value(pointSize: 4) == 30)
        #expect(table.value(pointSize: 200) == -20)
    }

    @Test func noHorizontalDataIsNil() throws {
        var bytes = self.bytes
        bytes[6] = 0
        bytes[7] = 0
        #expect(try TrackingTable.parse(bytes) == nil)
    }

    @Test func truncatedTablesAreErrorsNotCrashes() {
        for length in [0, 5, 11, 19, 40, bytes.count - 1] {
            #expect(throws: TrackingTable.FormatError.self) { try TrackingTable.parse(Array(bytes.prefix(length))) }
        }
    }

    @Test func wrongVersionIsAnError() {
        let other = Self.table(tracks: [(0, 0, [1])], sizes: [12], version: 0x0002_0000)
        #expect(throws: TrackingTable.FormatError(description: "trak version is 0x20000, expected 0x10000")) {
            try TrackingTable.parse(other)
        }
    }

    @Test func writesAsItsArrayOfTracks() throws {
        let table = try #require(try TrackingTable.parse(bytes))
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(table.jsonValue.serialized())) as? [[String: Any]])
        #expect(parsed.map { $0["track"] as? Double } == [-1, 0])
        #expect(parsed[0]["name"] is NSNull)
        #expect((parsed[1]["values"] as? [[String: Double]])?.first == ["size": 9, "value": 30])
    }
}

import Foundation
