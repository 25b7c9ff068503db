import Testing
@testable import TintypeCore

/// The tint tree's colour table against a `Dictionary` holding the same entries.
@Suite struct PaletteIndexTests {
    @Test func findsWhatWasInsertedAndNothingElse() {
        var random = SeededGenerator(state: 11)
        var index = PaletteIndex()
        var reference: [UInt32: Int32] = [:]
        // Key 0 (opaque-less black), neighbouring keys that share hash bits, and random ones;
        // 5,000 entries grow the table many times over.
        var keys: [UInt32] = [0, 1, 0x1_0000, 0xFFFF_FFFF]
        for _ in 0..<5_000 { keys.append(UInt32.random(in: .min ... .max, using: &random)) }
        for key in keys where reference[key] == nil {
            let position = Int32(reference.count)
            index.insert(key, at: position)
            reference[key] = position
        }
        for key in keys { #expect(index[key] == reference[key]) }
        for _ in 0..<5_000 {
            let probe = UInt32.random(in: .min ... .max, using: &random)
            #expect(index[probe] == reference[probe])
        }
    }
}
