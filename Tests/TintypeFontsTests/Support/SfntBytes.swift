import Foundation

/// Reads a few fields straight from a font file's bytes, independently of FreeType, to check the
/// Dynamic Type arithmetic on a real installed font (OpenType spec offsets).
struct SfntBytes {
    let data: [UInt8]
    private var tables: [String: Int] = [:]

    init?(path: String) {
        guard let contents = FileManager.default.contents(atPath: path) else { return nil }
        data = Array(contents)
        guard data.count > 12 else { return nil }
        let count = Int(data[4]) << 8 | Int(data[5])
        for index in 0..<count {
            let record = 12 + 16 * index
            guard record + 16 <= data.count else { return nil }
            let tag = String(decoding: data[record..<record + 4], as: UTF8.self)
            tables[tag] = Int(uint32(record + 8))
        }
    }

    func uint16(_ offset: Int) -> Int { Int(data[offset]) << 8 | Int(data[offset + 1]) }
    func int16(_ offset: Int) -> Int { Int(Int16(bitPattern: UInt16(uint16(offset)))) }
    func uint32(_ offset: Int) -> UInt32 {
        UInt32(data[offset]) << 24 | UInt32(data[offset + 1]) << 16 | UInt32(data[offset + 2]) << 8 | UInt32(data[offset + 3])
    }

    var unitsPerEm: Int? { tables["head"].map { uint16($0 + 18) } }
    /// hhea ascender, descender, lineGap.
    var hhea: (Int, Int, Int)? { tables["hhea"].map { (int16($0 + 4), int16($0 + 6), int16($0 + 8)) } }
    /// OS/2 sTypoAscender, sTypoDescender, sTypoLineGap.
    var typo: (Int, Int, Int)? { tables["OS/2"].map { (int16($0 + 68), int16($0 + 70), int16($0 + 72)) } }
    var useTypoMetrics: Bool { tables["OS/2"].map { uint16($0 + 62) & 0x80 != 0 } ?? false }
}
