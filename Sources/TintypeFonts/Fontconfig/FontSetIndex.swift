import CFontconfig
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The configuration's faces (system, then application fonts, in fontconfig's own order) indexed
/// by family and by file, so that a match looks at one family's faces and a face's listing at one
/// file's patterns instead of every installed font each time.
///
/// Matching within a family's faces gives what `FcFontMatch` gives whenever the requested family
/// leads the substituted pattern: the family is then the strongest element that differs between
/// faces, so the best face over all fonts is one of the family's, and ties fall to the same face
/// because the order is kept. `FamilyMatchTests` checks this for every installed family.
final class FontSetIndex {
    private let config: OpaquePointer
    /// Every face's pattern, system fonts first, in fontconfig's order.
    private let patterns: [OpaquePointer]
    /// The patterns of each file looked up so far.
    private var patternsByFile: [String: [OpaquePointer]] = [:]
    /// Font sets made for families so far, by the family's key (each holds a reference to its
    /// patterns; nil: no face has the family).
    private var familySets: [[UInt8]: UnsafeMutablePointer<FcFontSet>?] = [:]

    /// Indexes the fonts `config` holds now; fonts added to it later are not seen. Families and
    /// files are looked up when first asked for, so a theme of one family pays for one pass.
    init(config: OpaquePointer) {
        self.config = config
        var patterns: [OpaquePointer] = []
        for kind in [FcSetSystem, FcSetApplication] {
            guard let set = FcConfigGetFonts(config, kind) else { continue }
            for index in 0..<Int(set.pointee.nfont) {
                if let pattern = set.pointee.fonts[index] { patterns.append(pattern) }
            }
        }
        self.patterns = patterns
    }

    deinit { for case let set? in familySets.values { FcFontSetDestroy(set) } }

    /// The patterns of `file`'s faces, in the configuration's order.
    func patterns(ofFile file: String) -> [OpaquePointer] {
        if let found = patternsByFile[file] { return found }
        let found = patterns.filter { pattern in
            var value: UnsafeMutablePointer<FcChar8>?
            return FcPatternGetString(pattern, FC_FILE, 0, &value) == FcResultMatch && value.map { strcmp(UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self), file) == 0 } == true
        }
        patternsByFile[file] = found
        return found
    }

    /// fontconfig's best face of `family` for the substituted `pattern`, or nil when the family
    /// is not installed or another family leads the pattern (the caller then asks `FcFontMatch`).
    /// The caller destroys the result.
    func match(family: String, pattern: OpaquePointer) -> OpaquePointer? {
        let key = Self.key(Array(family.utf8))
        var leading: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, FC_FAMILY, 0, &leading) == FcResultMatch, let leading,
              Self.key(leading) == key, let set = familySet(key)
        else { return nil }
        var sets: [UnsafeMutablePointer<FcFontSet>?] = [set]
        var result = FcResultNoMatch
        return FcFontSetMatch(config, &sets, 1, pattern, &result)
    }

    private func familySet(_ key: [UInt8]) -> UnsafeMutablePointer<FcFontSet>? {
        if let set = familySets[key] { return set }
        let faces = patterns.filter { pattern in
            var value: UnsafeMutablePointer<FcChar8>?
            var position: Int32 = 0
            while FcPatternGetString(pattern, FC_FAMILY, position, &value) == FcResultMatch, let value {
                if Self.key(value) == key { return true }
                position += 1
            }
            return false
        }
        var made: UnsafeMutablePointer<FcFontSet>?
        if !faces.isEmpty, let set = FcFontSetCreate() {
            made = set
            for face in faces {
                FcPatternReference(face)
                guard FcFontSetAdd(set, face) != 0 else {
                    FcPatternDestroy(face)
                    FcFontSetDestroy(set)
                    made = nil
                    break
                }
            }
        }
        familySets[key] = .some(made)
        return made
    }

    /// A family name as fontconfig compares families: ASCII letters in either case alike, spaces
    /// ignored. (fontconfig also folds other scripts' case; a name that differs only so finds no
    /// faces here and is matched by `FcFontMatch` instead.)
    static func key(_ name: some Sequence<UInt8>) -> [UInt8] {
        name.compactMap { byte in
            byte == 0x20 ? nil : (0x41...0x5A).contains(byte) ? byte + 0x20 : byte
        }
    }

    static func key(_ name: UnsafePointer<FcChar8>) -> [UInt8] {
        key(UnsafeBufferPointer(start: name, count: strlen(UnsafeRawPointer(name).assumingMemoryBound(to: CChar.self))))
    }
}
