import Foundation

/// Writes command output: stable JSON, or lines of text.
enum Output {
    /// Pretty-printed JSON with sorted keys and a final newline, so the same value gives the same bytes.
    static func json<Value: Encodable>(_ value: Value) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(value)
        data.append(0x0A)
        FileHandle.standardOutput.write(data)
    }

    /// Rows padded into columns, the last column left ragged.
    static func table(_ rows: [[String]]) {
        guard let columnCount = rows.map(\.count).max() else { return }
        var widths = [Int](repeating: 0, count: columnCount)
        for row in rows {
            for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) }
        }
        var text = ""
        for row in rows {
            let cells = row.enumerated().map { index, cell in
                index == row.count - 1 ? cell : cell.padding(toLength: widths[index], withPad: " ", startingAt: 0)
            }
            text += cells.joined(separator: "  ") + "\n"
        }
        FileHandle.standardOutput.write(Data(text.utf8))
    }
}
