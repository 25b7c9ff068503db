/// The style rows of a compiled theme, the bulk of the file (a few hundred to a few thousand rows,
/// read on every app build): keys and named values are matched as bytes (`JSONNames`), numbers
/// read without Strings, warnings straight from the scanner.
extension CompiledThemeDecoder {
    private static let members = JSONNames(ResolvedTextStyle.Member.self)
    private static let categories = JSONNames(ContentSizeCategory.allCases.map { (name: $0.name, value: $0) })
    private static let leadings = JSONNames(ResolvedTextStyle.Leading.self)
    private static let policies = JSONNames(LineHeightPolicy.Kind.self)
    private static let sources = JSONNames(VerticalMetrics.Source.self)
    private static let trackingKinds = JSONNames(TrackingSource.Kind.self)
    private static let warningKinds = JSONNames(LayoutWarning.Kind.self)

    private enum MetricsKey: String, CaseIterable, Sendable { case ascender, capHeight, descender, inkBottom, inkTop, lineGap, source, xHeight }
    private enum TrackingKey: String, CaseIterable, Sendable { case em, points, rule, source }
    private enum RuleKey: String, CaseIterable, Sendable { case a, b, c, em, source, track }
    private enum TrimsKey: String, CaseIterable, Sendable { case baseline, capHeight }
    private enum WarningKey: String, CaseIterable, Sendable {
        case bottomCharacter, contentArea, font, inkBottom, inkTop, kind, lineHeight, message, room, topCharacter, track
    }

    private static let metricsKeys = JSONNames(MetricsKey.self)
    private static let trackingKeys = JSONNames(TrackingKey.self)
    private static let ruleKeys = JSONNames(RuleKey.self)
    private static let trimsKeys = JSONNames(TrimsKey.self)
    private static let warningKeys = JSONNames(WarningKey.self)

    mutating func styleRow() throws(Diagnostic) -> CompiledTheme.StyleRow {
        let start = try valueStart()
        var row = ResolvedTextStyle.placeholder
        // Bold Text's members are read into a row of their own and completed from the row at the end
        // (`boldText` comes before most of the row's members).
        var bold: (row: ResolvedTextStyle, changed: UInt32)?
        var seen: UInt32 = 0
        try scanner.beginObject()
        while let token = try scanner.nextKeyToken() {
            if scanner.token(token, is: "boldText") {
                (bold, memos.boldText) = try repeating(memos.boldText) { (d: inout Self) throws(Diagnostic) in try d.boldText() }
                continue
            }
            let (index, member) = try name(token, in: Self.members, "row member", at: scanner.keyOffset)
            let bit = UInt32(1) << UInt32(index)
            guard seen & bit == 0 else { throw scanner.error("\"\(member.rawValue)\" is given twice", at: scanner.keyOffset) }
            seen |= bit
            try self.member(member, into: &row, bold: false)
        }
        if let missing = ResolvedTextStyle.Member.allCases.indices.first(where: { seen & UInt32(1) << UInt32($0) == 0 }) {
            throw scanner.error("this style row has no \"\(ResolvedTextStyle.Member.allCases[missing].rawValue)\"", at: start)
        }
        guard let bold else { return CompiledTheme.StyleRow(row: row, boldText: nil) }
        var boldRow = bold.row
        for (index, member) in ResolvedTextStyle.Member.allCases.enumerated() where bold.changed & UInt32(1) << UInt32(index) == 0 {
            boldRow.copy(member, from: row)
        }
        return CompiledTheme.StyleRow(row: row, boldText: boldRow)
    }

    /// The members Bold Text changes, or nil for `null`.
    private mutating func boldText() throws(Diagnostic) -> (row: ResolvedTextStyle, changed: UInt32)? {
        if scanner.null() { return nil }
        var bold = (row: ResolvedTextStyle.placeholder, changed: UInt32(0))
        try scanner.beginObject()
        while let token = try scanner.nextKeyToken() {
            let (index, member) = try name(token, in: Self.members, "row member", at: scanner.keyOffset)
            bold.changed |= UInt32(1) << UInt32(index)
            try self.member(member, into: &bold.row, bold: true)
        }
        return bold
    }

    /// One member of a row, or of its Bold Text form (`bold`; each has its own repeats).
    private mutating func member(_ member: ResolvedTextStyle.Member, into row: inout ResolvedTextStyle, bold: Bool) throws(Diagnostic) {
        switch member {
        case .baselineOffset: row.baselineOffset = try scanner.number()
        case .category: row.category = try value(in: Self.categories, "content-size category")
        case .emphasized: row.emphasized = try scanner.bool()
        case .font:
            let start = try valueStart()
            let index = try integer(0...Int.max)
            guard index < faces.count else { throw scanner.error("font \(index) is not in \"fonts\" (\(faces.count) faces)", at: start) }
            row.font = faces[index].font
            row.fontWarnings = faces[index].warnings
        case .leading: row.leading = try value(in: Self.leadings, "leading")
        case .lineHeight: row.lineHeight = try scanner.number()
        case .lineHeightPolicy: row.lineHeightPolicy = try value(in: Self.policies, "line-height policy")
        case .metrics where bold:
            (row.metrics, memos.boldMetrics) = try repeating(memos.boldMetrics) { (d: inout Self) throws(Diagnostic) in try d.metrics() }
        case .metrics:
            (row.metrics, memos.metrics) = try repeating(memos.metrics) { (d: inout Self) throws(Diagnostic) in try d.metrics() }
        case .size: row.size = try scanner.number()
        case .style: row.style = TextStyle(rawValue: try scanner.string())
        case .tracking:
            (row.tracking, memos.tracking) = try repeating(memos.tracking) { (d: inout Self) throws(Diagnostic) in try d.tracking() }
        case .trims: row.trims = try trims()
        case .warnings:
            row.layoutWarnings = []
            try scanner.beginArray()
            while try scanner.nextElement() { row.layoutWarnings.append(try layoutWarning(at: row.layoutWarnings.count)) }
        case .weight: row.weight = FontWeight(value: try integer(1...1000))
        }
    }

    /// The values last read for the members rows repeat, with their bytes.
    struct Repeats {
        var boldText = JSONScanner.Repeat<(row: ResolvedTextStyle, changed: UInt32)?>()
        var metrics = JSONScanner.Repeat<ResolvedTextStyle.Metrics>()
        var boldMetrics = JSONScanner.Repeat<ResolvedTextStyle.Metrics>()
        var tracking = JSONScanner.Repeat<ResolvedTextStyle.Tracking>()
    }

    /// The value at the scanner: `memo`'s when the bytes repeat it, else read by `read` (and kept).
    private mutating func repeating<Value>(_ memo: JSONScanner.Repeat<Value>, _ read: (inout Self) throws(Diagnostic) -> Value)
        throws(Diagnostic) -> (Value, JSONScanner.Repeat<Value>) {
        if let value = scanner.repeated(memo) { return (value, memo) }
        let mark = scanner.mark()
        let value = try read(&self)
        var memo = memo
        scanner.record(value, since: mark, in: &memo)
        return (value, memo)
    }

    private mutating func metrics() throws(Diagnostic) -> ResolvedTextStyle.Metrics {
        var metrics = ResolvedTextStyle.Metrics(source: .none, ascender: 0, descender: 0, lineGap: 0)
        try scanner.beginObject()
        while let token = try scanner.nextKeyToken() {
            switch try name(token, in: Self.metricsKeys, "key in metrics", at: scanner.keyOffset).value {
            case .ascender: metrics.ascender = try scanner.number()
            case .descender: metrics.descender = try scanner.number()
            case .lineGap: metrics.lineGap = try scanner.number()
            case .capHeight: metrics.capHeight = try optionalNumber()
            case .xHeight: metrics.xHeight = try optionalNumber()
            case .inkTop: metrics.inkTop = try optionalNumber()
            case .inkBottom: metrics.inkBottom = try optionalNumber()
            case .source: metrics.source = try value(in: Self.sources, "metrics source")
            }
        }
        return metrics
    }

    private mutating func trims() throws(Diagnostic) -> ResolvedTextStyle.Trims? {
        if scanner.null() { return nil }
        var trims = ResolvedTextStyle.Trims(capHeight: 0, baseline: 0)
        try scanner.beginObject()
        while let token = try scanner.nextKeyToken() {
            switch try name(token, in: Self.trimsKeys, "key in trims", at: scanner.keyOffset).value {
            case .capHeight: trims.capHeight = try scanner.number()
            case .baseline: trims.baseline = try scanner.number()
            }
        }
        return trims
    }

    private mutating func tracking() throws(Diagnostic) -> ResolvedTextStyle.Tracking {
        var tracking = ResolvedTextStyle.Tracking(points: 0, em: 0, source: .none)
        var name: (token: JSONScanner.Token, offset: Int)?
        try scanner.beginObject()
        while let token = try scanner.nextKeyToken() {
            switch try self.name(token, in: Self.trackingKeys, "key in tracking", at: scanner.keyOffset).value {
            case .em: tracking.em = try scanner.number()
            case .points: tracking.points = try scanner.number()
            case .source:
                let start = try valueStart()
                name = (try scanner.stringToken(), start)
            case .rule: tracking.source = try trackingRule()
            }
        }
        if let name, scanner.text(of: name.token) != tracking.source.name {
            throw scanner.error("tracking source \"\(scanner.text(of: name.token))\" does not match its rule (\(tracking.source.name))",
                                at: name.offset)
        }
        return tracking
    }

    /// A tracking source as a theme writes it (`TrackingSource.themeJSON`).
    private mutating func trackingRule() throws(Diagnostic) -> TrackingSource {
        let start = try valueStart()
        var kind: TrackingSource.Kind?
        var values: [Double?] = Array(repeating: nil, count: RuleKey.allCases.count)
        try scanner.beginObject()
        while let token = try scanner.nextKeyToken() {
            let (index, key) = try name(token, in: Self.ruleKeys, "key in a tracking rule", at: scanner.keyOffset)
            if key == .source {
                kind = try value(in: Self.trackingKinds, "tracking source")
            } else {
                values[index] = try scanner.number()
            }
        }
        func number(_ key: RuleKey) throws(Diagnostic) -> Double {
            guard let index = RuleKey.allCases.firstIndex(of: key), let value = values[index] else {
                throw scanner.error("this \(kind?.rawValue ?? "") tracking rule needs \"\(key.rawValue)\"", at: start)
            }
            return value
        }
        switch kind {
        case .appleSFPro: return .appleSFPro
        case .none?: return .none
        case .trak: return .fontTrak(track: try number(.track))
        case .formula: return .formula(a: try number(.a), b: try number(.b), c: try number(.c))
        case .constant: return .constant(em: try number(.em))
        case nil: throw scanner.error("a tracking rule needs \"source\"", at: start)
        }
    }

    /// One of a row's layout warnings: its kind and the data it was made from (the message is
    /// rebuilt from them).
    private mutating func layoutWarning(at index: Int) throws(Diagnostic) -> LayoutWarning {
        let start = try valueStart()
        var kind: LayoutWarning.Kind?
        var numbers: [Double?] = Array(repeating: nil, count: WarningKey.allCases.count)
        var texts: [String?] = Array(repeating: nil, count: WarningKey.allCases.count)
        try scanner.beginObject()
        while let token = try scanner.nextKeyToken() {
            let (slot, key) = try name(token, in: Self.warningKeys, "key in a layout warning", at: scanner.keyOffset)
            switch key {
            case .kind: kind = try value(in: Self.warningKinds, "layout warning")
            case .message: _ = try scanner.stringToken()
            case .topCharacter, .bottomCharacter, .font: texts[slot] = try scanner.string()
            case .room:
                let valueStart = try valueStart()
                if !scanner.null() { numbers[slot] = try length(at: valueStart) }
            case .contentArea, .inkBottom, .inkTop, .lineHeight, .track: numbers[slot] = try length(at: try valueStart())
            }
        }
        func path() -> String { "warnings[\(index)]" }
        func required<T>(_ key: WarningKey, _ values: [T?]) throws(Diagnostic) -> T {
            guard let slot = WarningKey.allCases.firstIndex(of: key), let value = values[slot] else {
                throw scanner.error("\(path()) needs \"\(key.rawValue)\"", at: start)
            }
            return value
        }
        func character(_ key: WarningKey) throws(Diagnostic) -> Unicode.Scalar {
            let text: String = try required(key, texts)
            guard text.unicodeScalars.count == 1, let scalar = text.unicodeScalars.first else {
                throw scanner.error("expected one character at \(path()).\(key.rawValue), found '\(text)'", at: start)
            }
            return scalar
        }
        switch kind {
        case .linesCollide:
            return .linesCollide(lineHeight: try required(.lineHeight, numbers), inkTop: try required(.inkTop, numbers),
                                 inkBottom: try required(.inkBottom, numbers), topCharacter: try character(.topCharacter),
                                 bottomCharacter: try character(.bottomCharacter))
        case .lineBoxOverflow:
            let room = WarningKey.allCases.firstIndex(of: .room).flatMap { numbers[$0] }
            return .lineBoxOverflow(lineHeight: try required(.lineHeight, numbers), contentArea: try required(.contentArea, numbers), room: room)
        case .missingTrackingTable:
            return .missingTrackingTable(font: try required(.font, texts), track: try required(.track, numbers))
        case nil: throw scanner.error("\(path()) needs \"kind\"", at: start)
        }
    }

    /// A length in a warning: a number within ±10⁶ pt.
    private mutating func length(at start: Int) throws(Diagnostic) -> Double {
        let value = try scanner.number()
        guard (-1e6...1e6).contains(value) else {
            throw scanner.error("expected a number from -1000000 to 1000000, found \(value.plainText)", at: start)
        }
        return value
    }
}
