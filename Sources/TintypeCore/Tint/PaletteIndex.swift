/// Palette positions by packed RGBA8 colour: an open-addressing table with multiplicative hashing.
/// Interning runs on every `setTint` event, where a `Dictionary`'s SipHash of the four bytes
/// costs more than the rest of the lookup; keys here are not attacker-chosen strings.
struct PaletteIndex {
    private var keys: [UInt32]
    /// The palette position of `keys[slot]`, or -1 for an empty slot.
    private var positions: [Int32]
    private var count = 0

    init() {
        keys = [UInt32](repeating: 0, count: 16)
        positions = [Int32](repeating: -1, count: 16)
    }

    /// The first slot holding `key` or empty, probing linearly from the key's hash.
    private func slot(of key: UInt32) -> Int {
        let mask = keys.count - 1
        var slot = Int(truncatingIfNeeded: (UInt64(key) &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
        while positions[slot] >= 0 && keys[slot] != key { slot = (slot + 1) & mask }
        return slot
    }

    subscript(key: UInt32) -> Int32? {
        let position = positions[slot(of: key)]
        return position >= 0 ? position : nil
    }

    /// Records `key` at palette position `position` (the key must be new).
    mutating func insert(_ key: UInt32, at position: Int32) {
        if (count + 1) * 4 > keys.count * 3 { grow() }
        let free = slot(of: key)
        keys[free] = key
        positions[free] = position
        count += 1
    }

    private mutating func grow() {
        let old = zip(keys, positions).filter { $0.1 >= 0 }
        keys = [UInt32](repeating: 0, count: keys.count * 2)
        positions = [Int32](repeating: -1, count: positions.count * 2)
        for (key, position) in old {
            let free = slot(of: key)
            keys[free] = key
            positions[free] = position
        }
    }
}
