import ArgumentParser
import TintypeCommandLine
import TintypeDocument
import TintypeFonts
import TintypeTypography

/// `tintype fonts inspect`: the metrics of one face, from the font file itself.
struct FontsInspectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inspect",
        abstract: "Print a face's vertical metrics, names, axes and tracking, in font units.",
        discussion: """
            The argument is a font file, or a family name that fontconfig resolves (with --weight \
            and --italic). The JSON schema is documented in Docs/Commands.md.

            Examples:
              tintype fonts inspect /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
              tintype fonts inspect "DejaVu Sans" --weight bold --json
              tintype fonts inspect "Inter, sans-serif"
              tintype fonts inspect Fonts/TintypeVariable.ttf --axis wght=700 --axis opsz=24
              tintype fonts inspect Fonts/TintypeCollection.ttc --face 1
              tintype fonts inspect Fonts/TintypeInk-Regular.ttf --ink latin1
            """
    )

    @Argument(help: ArgumentHelp(
        "A font file, or a family name or comma-separated fallback list.", valueName: "file-or-family"))
    var target: String

    @Option(help: "The face of a collection (.ttc, .otc), from 0.")
    var face: Int?

    @Option(name: .customLong("axis"), help: ArgumentHelp(
        "A variable-font coordinate, tag=value (repeatable), e.g. wght=500.", valueName: "tag=value"))
    var axes: [AxisSetting] = []

    @OptionGroup var asked: FaceOptions

    @OptionGroup var fonts: FontOptions

    @Option(help: ArgumentHelp(
        "Also measure the ink of a sample, as the line-box lint does: basicLatin, latin1 or the characters.",
        valueName: "sample"))
    var ink: String?

    @Flag(help: "Print JSON (stable schema; keys sorted).")
    var json = false

    @OptionGroup var reporting: ReportingOptions

    func run() throws {
        var location: [String: Double] = [:]
        for axis in axes {
            guard location.updateValue(axis.value, forKey: axis.tag) == nil else {
                throw UsageError(description: "--axis \(axis.tag) is given twice; give each axis once")
            }
        }
        let (path, faceIndex, match) = try resolveTarget(files: LocalFiles())
        let reader = try FontReader()
        let file = try FontFile(path: path)
        let metrics = try reader.metrics(of: file, faceIndex: faceIndex, location: location)
        let sample = ink.map(InkSample.init)
        let extents = try sample.map { try reader.measure(of: file, faceIndex: faceIndex, location: location, characters: $0.scalars).ink }
        if json {
            let document = sample.map { metrics.jsonValue(ink: extents.flatMap { $0 }, sample: $0) } ?? metrics.jsonValue
            return Output.bytes(document.serialized())
        }
        var rows = Self.rows(metrics)
        if let sample {
            rows.append(["ink (\(sample.name))", extents.flatMap { $0 }.map {
                "top \($0.top) ('\($0.topCharacter)'), bottom \($0.bottom) ('\($0.bottomCharacter)')"
            } ?? "no outline for the sample"])
        }
        if let match {
            let how = match.isFallback
                ? "fallback; not installed: " + match.missingFamilies.map { "'\($0)'" }.joined(separator: ", ")
                : "first choice"
            rows.insert(["matched", "'\(match.requestedFamily)' (\(how))"], at: 0)
        }
        Output.table(rows)
    }

    /// A file path as given, or the face fontconfig picks for a family name (with the match).
    private func resolveTarget(files: some FileSource) throws -> (path: String, faceIndex: Int, match: FontMatch?) {
        let extensions: Set<String> = ["ttf", "otf", "ttc", "otc", "woff", "woff2", "pfb", "pfa", "dfont"]
        let fileExtension = target.split(separator: ".").last.map { $0.lowercased() } ?? ""
        let looksLikePath = target.contains("/") || (target.contains(".") && extensions.contains(fileExtension))
        if looksLikePath || files.kind(of: target) != nil {
            return (target, face ?? 0, nil)
        }
        let request = FontRequest(
            families: FontRequest.families(fromList: target), weight: asked.weight, italic: asked.italic)
        let match = try fonts.catalog().match(request)
        return (match.file, face ?? match.faceIndex, match)
    }

    private static func rows(_ m: FontFaceMetrics) -> [[String]] {
        func value(_ number: Int?) -> String { number.map(String.init) ?? "absent" }
        func vertical(_ v: VerticalMetrics?) -> String {
            v.map { "ascender \($0.ascender), descender \($0.descender), line gap \($0.lineGap)" } ?? "absent"
        }
        var rows: [[String]] = [
            ["file", "\(m.file) (face \(m.faceIndex) of \(m.faceCount), \(m.format))"],
            ["family", m.familyName ?? "absent"],
            ["style", m.styleName ?? "absent"],
            ["postscript name", m.postscriptName ?? "absent"],
            ["full name", m.fullName ?? "absent"],
            ["version", m.version ?? "absent"],
            ["sha256", m.sha256],
            ["units per em", String(m.unitsPerEm)],
            ["hhea", vertical(m.hhea)],
            ["OS/2 typo", vertical(m.typo)],
            ["OS/2 win", m.win.map { "ascent \($0.ascent), descent \($0.descent)" } ?? "absent"],
            ["USE_TYPO_METRICS", m.useTypoMetrics ? "set" : "clear"],
            ["OS/2 version", value(m.os2Version)],
            ["cap height", "\(value(m.capHeight))\(m.capHeightSource.map { " (from \($0.rawValue))" } ?? "")"],
            ["x-height", "\(value(m.xHeight))\(m.xHeightSource.map { " (from \($0.rawValue))" } ?? "")"],
            ["underline", "position \(value(m.underlinePosition)), thickness \(value(m.underlineThickness))"],
            ["weight class", value(m.weightClass)],
            ["width class", value(m.widthClass)],
            ["italic", m.italic ? "yes" : "no"],
        ]
        for axis in m.axes {
            rows.append(["axis \(axis.tag)", "\(axis.name ?? axis.tag): \(axis.min) … \(axis.default) … \(axis.max)"])
        }
        for instance in m.namedInstances {
            let coordinates = instance.coordinates.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
            rows.append(["instance", "\(instance.name ?? "unnamed"): \(coordinates.joined(separator: ", "))"])
        }
        if let location = m.location {
            rows.append(["location", location.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
                .joined(separator: ", ")])
        }
        if let trak = m.trak {
            for track in trak.tracks {
                let values = track.values.map { "\($0.size)pt: \($0.value)" }.joined(separator: ", ")
                rows.append(["trak \(track.track)", "\(track.name ?? "unnamed"): \(values)"])
            }
        } else {
            rows.append(["trak", "absent"])
        }
        return rows
    }
}
