/// The reading steps the stream decoders share (the compiled theme's and the metrics snapshot's):
/// each asks the scanner for the value it expects next, and every error has a line and column.
protocol ScannerDecoding {
    var scanner: JSONScanner { get set }
}

extension ScannerDecoding {
    /// Where the next value starts (after white space), for messages about it.
    mutating func valueStart() throws(Diagnostic) -> Int {
        _ = try scanner.peek()
        return scanner.offset
    }

    mutating func integer(_ range: ClosedRange<Int>) throws(Diagnostic) -> Int {
        let start = try valueStart()
        let value = try scanner.number()
        guard let integer = Int(exactly: value), range.contains(integer) else {
            throw scanner.error("expected a whole number from \(range.lowerBound) to \(range.upperBound), found \(value.plainText)", at: start)
        }
        return integer
    }

    /// `null` as nil, anything else read by `read`.
    mutating func optional<T>(_ read: (inout Self) throws(Diagnostic) -> T) throws(Diagnostic) -> T? {
        if scanner.null() { return nil }
        return try read(&self)
    }

    mutating func optionalNumber() throws(Diagnostic) -> Double? {
        if scanner.null() { return nil }
        return try scanner.number()
    }

    mutating func object(_ member: (inout Self, String) throws(Diagnostic) -> Void) throws(Diagnostic) {
        try scanner.beginObject()
        while let key = try scanner.nextKey() { try member(&self, key) }
    }

    mutating func array(_ element: (inout Self) throws(Diagnostic) -> Void) throws(Diagnostic) {
        try scanner.beginArray()
        while try scanner.nextElement() { try element(&self) }
    }

    /// The string value at the scanner, one of `names`.
    mutating func value<V>(in names: JSONNames<V>, _ what: String) throws(Diagnostic) -> V {
        let start = try valueStart()
        // The token first: read in the call's arguments, it would make the call copy the decoder.
        let token = try scanner.stringToken()
        return try name(token, in: names, what, at: start).value
    }

    /// The entry of `names` a token names (`first` tried first), or an error listing them.
    func name<V>(_ token: JSONScanner.Token, in names: JSONNames<V>, _ what: String, at offset: Int, first: Int = 0) throws(Diagnostic)
        -> (index: Int, value: V) {
        if let match = names.match(token, in: scanner, first: first) { return match }
        throw scanner.error("unknown \(what) '\(scanner.text(of: token))'; use " + ThemeDecoder.either(names.all), at: offset)
    }
}
