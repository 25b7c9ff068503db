import CFreeType

/// The `name` table of an open face: the best record per name id, decoded on demand.
///
/// Preference: Windows English (US), other Windows English, Macintosh English (Mac Roman),
/// Unicode platform, then any other Windows or Macintosh record.
struct SfntNames {
    private let face: FT_Face
    private var bestRecord: [Int: (rank: Int, index: FT_UInt)] = [:]

    init(face: FT_Face) {
        self.face = face
        let count = FT_Get_Sfnt_Name_Count(face)
        var record = FT_SfntName()
        for index in 0..<count where FT_Get_Sfnt_Name(face, index, &record) == 0 {
            guard let rank = Self.rank(record) else { continue }
            let id = Int(record.name_id)
            if let current = bestRecord[id], current.rank <= rank { continue }
            bestRecord[id] = (rank, index)
        }
    }

    /// The decoded string for `id`, or nil when the table has no readable record for it.
    subscript(id: Int) -> String? {
        guard let index = bestRecord[id]?.index else { return nil }
        var record = FT_SfntName()
        guard FT_Get_Sfnt_Name(face, index, &record) == 0, let bytes = record.string else { return nil }
        let buffer = UnsafeBufferPointer(start: bytes, count: Int(record.string_len))
        if record.platform_id == 1 { return MacRoman.decode(buffer) }
        var units: [UInt16] = []
        units.reserveCapacity(buffer.count / 2)
        var offset = 0
        while offset + 1 < buffer.count {
            units.append(UInt16(buffer[offset]) << 8 | UInt16(buffer[offset + 1]))
            offset += 2
        }
        return String(decoding: units, as: UTF16.self)
    }

    private static func rank(_ record: FT_SfntName) -> Int? {
        switch (record.platform_id, record.encoding_id) {
        case (3, 0), (3, 1), (3, 10):
            if record.language_id == 0x409 { return 0 }
            return record.language_id & 0xFF == 0x09 ? 1 : 4
        case (1, 0): return record.language_id == 0 ? 2 : 5
        case (0, _): return 3
        default: return nil
        }
    }
}
