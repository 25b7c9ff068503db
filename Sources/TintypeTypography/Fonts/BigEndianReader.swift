/// Bounds-checked reads of big-endian fields from a font table's bytes.
struct BigEndianReader {
    let bytes: [UInt8]

    /// Thrown when a field would lie past the end of the table.
    struct OutOfBounds: Error {
        let offset: Int
        let width: Int
        let tableLength: Int
    }

    func uint16(at offset: Int) throws -> UInt16 {
        try check(offset, 2)
        return UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])
    }

    func int16(at offset: Int) throws -> Int16 {
        Int16(bitPattern: try uint16(at: offset))
    }

    func uint32(at offset: Int) throws -> UInt32 {
        try check(offset, 4)
        return UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16
            | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
    }

    /// A 16.16 fixed-point number.
    func fixed(at offset: Int) throws -> Double {
        Double(Int32(bitPattern: try uint32(at: offset))) / 65536
    }

    private func check(_ offset: Int, _ width: Int) throws {
        guard offset >= 0, offset <= bytes.count - width else {
            throw OutOfBounds(offset: offset, width: width, tableLength: bytes.count)
        }
    }
}
