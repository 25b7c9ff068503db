import CFontconfig
import TintypeDocument
import TintypeTypography
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The fonts fontconfig knows about: listing them and resolving a `FontRequest` to a face.
///
/// Matching never substitutes silently: a family that is not installed is reported as missing, and
/// the next entry of the request's list is tried; the result says which entry matched.
public final class FontCatalog {
    private let config: OpaquePointer
    /// The faces by family and by file, made on the first match.
    private lazy var index = FontSetIndex(config: config)

    /// Loads fontconfig's configuration, plus `additionalDirectories` (for example the project's `Fonts/`).
    public init(additionalDirectories: [String] = []) throws(FontError) {
        guard let config = FcInitLoadConfigAndFonts() else { throw .fontconfig(operation: "loading its configuration") }
        for directory in additionalDirectories {
            var status = stat()
            guard stat(directory, &status) == 0, status.st_mode & S_IFMT == S_IFDIR,
                  FcConfigAppFontAddDir(config, directory) != 0
            else {
                FcConfigDestroy(config)
                throw .fontDirectoryNotFound(path: directory)
            }
        }
        self.config = config
    }

    deinit { FcConfigDestroy(config) }

    /// Every face fontconfig lists (named instances of variable fonts included), sorted by file and index.
    public func installedFonts() -> [InstalledFont] {
        guard let pattern = FcPatternCreate(), let objects = FcObjectSetCreate() else { return [] }
        defer {
            FcPatternDestroy(pattern)
            FcObjectSetDestroy(objects)
        }
        for object in [FC_FAMILY, FC_STYLE, FC_POSTSCRIPT_NAME, FC_FILE, FC_INDEX, FC_WEIGHT, FC_SLANT, FC_VARIABLE] {
            _ = FcObjectSetAdd(objects, object)
        }
        guard let set = FcFontList(config, pattern, objects) else { return [] }
        defer { FcFontSetDestroy(set) }
        var fonts: [InstalledFont] = []
        for index in 0..<Int(set.pointee.nfont) {
            guard let font = set.pointee.fonts[index], let installed = Self.installedFont(from: font) else { continue }
            fonts.append(installed)
        }
        return fonts.sorted {
            ($0.file, $0.faceIndex, $0.namedInstance, $0.style) < ($1.file, $1.faceIndex, $1.namedInstance, $1.style)
        }
    }

    /// Resolves `request` to an installed face, trying its families in order.
    ///
    /// Generic names (`sans-serif`, `monospace`, …) match whatever fontconfig configures for them.
    /// Throws `FontError.noFamilyInstalled`, naming what fontconfig would have substituted and, for
    /// one family, the nearest installed names, when no entry is installed.
    public func match(_ request: FontRequest) throws(FontError) -> FontMatch {
        var missing: [String] = []
        var substitute: String?
        for (position, family) in request.families.enumerated() {
            guard let font = matchPattern(family: family, request: request) else {
                throw .fontconfig(operation: "matching '\(family)'")
            }
            defer { FcPatternDestroy(font) }
            guard let installed = Self.installedFont(from: font) else {
                throw .fontconfig(operation: "reading the match for '\(family)'")
            }
            let named = installed.families.contains { $0.lowercased() == family.lowercased() }
            guard named || FontRequest.isGeneric(family) else {
                missing.append(family)
                if substitute == nil { substitute = installed.families.first }
                continue
            }
            let listed = listedFace(
                file: installed.file, faceIndex: installed.faceIndex, namedInstance: installed.namedInstance)
            let face = listed.font ?? installed
            let weightRange = listed.weightRange
            var embolden: FcBool = 0
            _ = FcPatternGetBool(font, FC_EMBOLDEN, 0, &embolden)
            var matrix: UnsafeMutablePointer<FcMatrix>?
            let slanted = FcPatternGetMatrix(font, FC_MATRIX, 0, &matrix) == FcResultMatch && matrix.map { $0.pointee.xy != 0 } == true
            return FontMatch(
                requestedFamily: family,
                familyIndex: position,
                isFallback: position > 0,
                missingFamilies: missing,
                family: named ? family : installed.families.first ?? family,
                face: InstalledFont(families: installed.families, style: face.style, postscriptName: face.postscriptName,
                                    file: installed.file, faceIndex: installed.faceIndex, namedInstance: installed.namedInstance,
                                    weight: face.weight, italic: face.italic, variable: weightRange != nil),
                weightMatched: weightRange?.contains(Double(request.weight.value))
                    ?? (face.weight == request.weight),
                italicMatched: face.italic == request.italic,
                syntheticBold: embolden != 0,
                syntheticSlant: slanted && face.italic != request.italic
            )
        }
        let installed = request.families.count == 1 ? Set(installedFonts().flatMap(\.families)).sorted() : []
        throw .noFamilyInstalled(families: request.families, substitute: substitute,
                                 nearest: request.families.first.map { closestMatches(to: $0, in: installed, limit: 3) } ?? [])
    }

    /// What fontconfig lists for face `faceIndex` of `file`: the face's own pattern (before match-time
    /// edits such as synthetic emboldening) and, for a variable font, its weight range.
    private func listedFace(
        file: String, faceIndex: Int, namedInstance: Int
    ) -> (font: InstalledFont?, weightRange: ClosedRange<Double>?) {
        var face: InstalledFont?
        var weightRange: ClosedRange<Double>?
        for pattern in index.patterns(ofFile: file) {
            guard let listed = Self.installedFont(from: pattern), listed.faceIndex == faceIndex else { continue }
            if listed.variable {
                var range: OpaquePointer?
                var begin: Double = 0, end: Double = 0
                if FcPatternGetRange(pattern, FC_WEIGHT, 0, &range) == FcResultMatch, let range,
                   FcRangeGetDouble(range, &begin, &end) != 0 {
                    weightRange = FcWeightToOpenTypeDouble(begin)...FcWeightToOpenTypeDouble(end)
                }
            } else if listed.namedInstance == namedInstance {
                face = listed
            }
        }
        return (face, weightRange)
    }

    /// fontconfig's best face for one family with the request's style, among the family's own faces
    /// when it is installed (`FontSetIndex`); the caller destroys it.
    private func matchPattern(family: String, request: FontRequest) -> OpaquePointer? {
        guard let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        FcPatternAddString(pattern, FC_FAMILY, family)
        FcPatternAddDouble(pattern, FC_WEIGHT, FcWeightFromOpenTypeDouble(Double(request.weight.value)))
        FcPatternAddInteger(pattern, FC_SLANT, request.italic ? FC_SLANT_ITALIC : FC_SLANT_ROMAN)
        if let widthClass = request.widthClass {
            let widths: [Int32] = [50, 63, 75, 87, 100, 113, 125, 150, 200]
            FcPatternAddInteger(pattern, FC_WIDTH, widths[min(max(widthClass, 1), 9) - 1])
        }
        guard FcConfigSubstitute(config, pattern, FcMatchPattern) != 0 else { return nil }
        FcDefaultSubstitute(pattern)
        if !FontRequest.isGeneric(family), let font = index.match(family: family, pattern: pattern) { return font }
        var result = FcResultNoMatch
        return FcFontMatch(config, pattern, &result)
    }

    private static func installedFont(from pattern: OpaquePointer) -> InstalledFont? {
        guard let file = string(pattern, FC_FILE) else { return nil }
        var families: [String] = []
        while let family = string(pattern, FC_FAMILY, families.count) { families.append(family) }
        var index: Int32 = 0
        _ = FcPatternGetInteger(pattern, FC_INDEX, 0, &index)
        var slant: Int32 = 0
        _ = FcPatternGetInteger(pattern, FC_SLANT, 0, &slant)
        var variable: FcBool = 0
        _ = FcPatternGetBool(pattern, FC_VARIABLE, 0, &variable)
        return InstalledFont(
            families: families,
            style: string(pattern, FC_STYLE) ?? "",
            postscriptName: string(pattern, FC_POSTSCRIPT_NAME),
            file: file,
            faceIndex: Int(index & 0xFFFF),
            namedInstance: Int(index >> 16),
            weight: FontWeight(value: Int(FcWeightToOpenTypeDouble(weight(pattern)).rounded())),
            italic: slant != FC_SLANT_ROMAN,
            variable: variable != 0
        )
    }

    /// The fontconfig weight of a pattern; for a variable font's range, its lower end.
    private static func weight(_ pattern: OpaquePointer) -> Double {
        var value: Double = 0
        if FcPatternGetDouble(pattern, FC_WEIGHT, 0, &value) == FcResultMatch { return value }
        var range: OpaquePointer?
        var begin: Double = 0, end: Double = 0
        if FcPatternGetRange(pattern, FC_WEIGHT, 0, &range) == FcResultMatch, let range,
           FcRangeGetDouble(range, &begin, &end) != 0 {
            return begin
        }
        return Double(FC_WEIGHT_REGULAR)
    }

    private static func string(_ pattern: OpaquePointer, _ object: String, _ index: Int = 0) -> String? {
        var value: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, object, Int32(index), &value) == FcResultMatch, let value else { return nil }
        return String(cString: value)
    }
}
