import TintypeDocument

/// A font's AAT `trak` table (horizontal data): tracking values in font units per track and point size.
///
/// FreeType has no parser for this table, so Tintype reads its bytes (Apple TrueType Reference
/// Manual, chapter 6). Track 0 is the font's normal tracking; negative tracks are tighter.
/// As JSON, the table is its array of tracks.
public struct TrackingTable: Equatable, Sendable {
    /// One track: a value per listed point size.
    public struct Track: Equatable, Sendable {
        public var track: Double
        /// The track's name from the `name` table (`nameIndex`), when there is one.
        public var name: String?
        public var values: [SizeValue]

        public init(track: Double, name: String?, values: [SizeValue]) {
            self.track = track
            self.name = name
            self.values = values
        }


    }

    /// A tracking value in font units at one point size.
    public struct SizeValue: Equatable, Sendable {
        public var size: Double
        public var value: Int

        public init(size: Double, value: Int) {
            self.size = size
            self.value = value
        }
    }

    /// Why a `trak` table could not be read.
    public struct FormatError: Error, Equatable, CustomStringConvertible {
        public var description: String
    }

    /// Tracks sorted by their track value, tightest first.
    public var tracks: [Track]

    public init(tracks: [Track]) {
        self.tracks = tracks.sorted { $0.track < $1.track }
    }

    /// The tracking in font units for `track` at `pointSize`, or nil when the font has no such track.
    ///
    /// Between listed sizes the value is interpolated linearly; outside them it is clamped to the
    /// nearest listed size (HarfBuzz's choice, which never extrapolates past what the designer gave).
    public func value(track: Double = 0, pointSize: Double) -> Double? {
        guard let entries = tracks.first(where: { $0.track == track })?.values, let first = entries.first,
              let last = entries.last
        else { return nil }
        if pointSize <= first.size { return Double(first.value) }
        if pointSize >= last.size { return Double(last.value) }
        for (lower, upper) in zip(entries, entries.dropFirst()) where pointSize <= upper.size {
            let fraction = (pointSize - lower.size) / (upper.size - lower.size)
            return Double(lower.value) + fraction * Double(upper.value - lower.value)
        }
        return Double(last.value)
    }

    /// Parses the bytes of a `trak` table; nil when the table has no horizontal data.
    ///
    /// - Parameter name: looks up a track's name by its `name` table id.
    public static func parse(_ bytes: [UInt8], name: (Int) -> String? = { _ in nil }) throws(FormatError) -> TrackingTable? {
        let reader = BigEndianReader(bytes: bytes)
        do {
            let version = try reader.uint32(at: 0)
            guard version == 0x0001_0000 else {
                throw FormatError(description: "trak version is 0x\(String(version, radix: 16)), expected 0x10000")
            }
            let format = try reader.uint16(at: 4)
            guard format == 0 else { throw FormatError(description: "trak format is \(format), expected 0") }
            let horizontalOffset = Int(try reader.uint16(at: 6))
            guard horizontalOffset != 0 else { return nil }
            let trackCount = Int(try reader.uint16(at: horizontalOffset))
            let sizeCount = Int(try reader.uint16(at: horizontalOffset + 2))
            let sizeTableOffset = Int(try reader.uint32(at: horizontalOffset + 4))
            var sizes: [Double] = []
            sizes.reserveCapacity(sizeCount)
            for index in 0..<sizeCount {
                sizes.append(try reader.fixed(at: sizeTableOffset + 4 * index))
            }
            guard zip(sizes, sizes.dropFirst()).allSatisfy({ $0 < $1 }) else {
                throw FormatError(description: "trak sizes are not in increasing order: \(sizes)")
            }
            var tracks: [Track] = []
            for index in 0..<trackCount {
                let entry = horizontalOffset + 8 + 8 * index
                let trackValue = try reader.fixed(at: entry)
                let nameIndex = Int(try reader.uint16(at: entry + 4))
                let valuesOffset = Int(try reader.uint16(at: entry + 6))
                var values: [SizeValue] = []
                for (sizeIndex, size) in sizes.enumerated() {
                    values.append(SizeValue(size: size, value: Int(try reader.int16(at: valuesOffset + 2 * sizeIndex))))
                }
                tracks.append(Track(track: trackValue, name: name(nameIndex), values: values))
            }
            return TrackingTable(tracks: tracks)
        } catch let error as FormatError {
            throw error
        } catch let error as BigEndianReader.OutOfBounds {
            throw FormatError(description: "trak table is truncated: \(error.width) bytes at offset \(error.offset) "
                + "lie past its end (\(error.tableLength) bytes)")
        } catch {
            throw FormatError(description: "trak table is unreadable: \(error)")
        }
    }
}

extension TrackingTable {
    /// The array of tracks: `[{track, name, values: [{size, value}]}]`.
    package var jsonValue: JSONValue {
        .array(tracks.map { track in
            .object([
                "track": .number(track.track), "name": .string(track.name),
                "values": .array(track.values.map { .object(["size": .number($0.size), "value": .integer($0.value)]) }),
            ])
        })
    }
}
