#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes command output: stable JSON, or lines of text.
package enum Output {
    /// Bytes on standard output, as they are.
    package static func bytes(_ bytes: [UInt8]) {
        print(String(decoding: bytes, as: UTF8.self), terminator: "")
    }

    /// Rows padded into columns, the last column left ragged.
    package static func table(_ rows: [[String]]) {
        guard let columnCount = rows.map(\.count).max() else { return }
        var widths = [Int](repeating: 0, count: columnCount)
        for row in rows {
            for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) }
        }
        var text = ""
        for row in rows {
            let cells = row.enumerated().map { index, cell in
                index == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[index] - cell.count)
            }
            text += cells.joined(separator: "  ") + "\n"
        }
        lines(text)
    }

    /// Text on standard output, ending in a newline.
    package static func lines(_ text: String) {
        print(text, terminator: text.hasSuffix("\n") ? "" : "\n")
    }

    /// One line on standard error (after what standard output holds so far): only `Reporter`
    /// writes there.
    static func error(_ line: String) {
        fflush(nil)
        var text = line + "\n"
        _ = text.withUTF8 { write(STDERR_FILENO, $0.baseAddress, $0.count) }
    }
}
