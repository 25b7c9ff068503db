import CFontconfig

/// The configuration's faces (system, then application fonts, in fontconfig's own order) indexed
/// by family and by file, so that a match looks at one family's faces and a face's listing at one
/// file's patterns instead of every installed font each time.
///
/// Matching within a family's faces gives what `FcFontMatch` gives whenever the requested family
/// leads the substituted pattern: the family is then the strongest element that differs between
/// faces, so the best face over all fonts is one of the family's, and ties fall to the same face
/// because the order is kept. `FontCatalogTests` checks this for every installed family.
final class FontSetIndex {
    private let config: OpaquePointer
    /// Each face's pattern by file.
    private var patternsByFile: [String: [OpaquePointer]] = [:]
    /// The faces of each family, by the family's key.
    private var patternsByFamily: [String: [OpaquePointer]] = [:]
    /// Font sets made for families so far (each holds a reference to its patterns).
    private var familySets: [String: UnsafeMutablePointer<FcFontSet>] = [:]

    /// Indexes the fonts `config` holds now; fonts added to it later are not seen.
    init(config: OpaquePointer) {
        self.config = config
        for kind in [FcSetSystem, FcSetApplication] {
            guard let set = FcConfigGetFonts(config, kind) else { continue }
            for index in 0..<Int(set.pointee.nfont) {
                guard let pattern = set.pointee.fonts[index] else { continue }
                var value: UnsafeMutablePointer<FcChar8>?
                if FcPatternGetString(pattern, FC_FILE, 0, &value) == FcResultMatch, let value {
                    patternsByFile[String(cString: value), default: []].append(pattern)
                }
                var keys = Set<String>()
                var position: Int32 = 0
                while FcPatternGetString(pattern, FC_FAMILY, position, &value) == FcResultMatch, let value {
                    let key = Self.key(String(cString: value))
                    if keys.insert(key).inserted { patternsByFamily[key, default: []].append(pattern) }
                    position += 1
                }
            }
        }
    }

    deinit { for set in familySets.values { FcFontSetDestroy(set) } }

    /// The patterns of `file`'s faces, in the configuration's order.
    func patterns(ofFile file: String) -> [OpaquePointer] { patternsByFile[file] ?? [] }

    /// fontconfig's best face of `family` for the substituted `pattern`, or nil when the family
    /// is not installed or another family leads the pattern (the caller then asks `FcFontMatch`).
    /// The caller destroys the result.
    func match(family: String, pattern: OpaquePointer) -> OpaquePointer? {
        let key = Self.key(family)
        var leading: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, FC_FAMILY, 0, &leading) == FcResultMatch, let leading,
              Self.key(String(cString: leading)) == key, let set = familySet(key)
        else { return nil }
        var sets: [UnsafeMutablePointer<FcFontSet>?] = [set]
        var result = FcResultNoMatch
        return FcFontSetMatch(config, &sets, 1, pattern, &result)
    }

    private func familySet(_ key: String) -> UnsafeMutablePointer<FcFontSet>? {
        if let set = familySets[key] { return set }
        guard let patterns = patternsByFamily[key], let set = FcFontSetCreate() else { return nil }
        for pattern in patterns {
            FcPatternReference(pattern)
            guard FcFontSetAdd(set, pattern) != 0 else {
                FcPatternDestroy(pattern)
                FcFontSetDestroy(set)
                return nil
            }
        }
        familySets[key] = set
        return set
    }

    /// A family name as fontconfig compares families: ignoring case and spaces.
    static func key(_ family: String) -> String {
        String(family.lowercased().filter { $0 != " " })
    }
}
