#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Paths as a page refers to files: relative to the page's own directory.
enum RelativePath {
    /// `path` as seen from `directory` (both made absolute against the working directory first,
    /// `.` and `..` resolved by name): `../../usr/share/fonts/x.otf`.
    static func of(_ path: String, from directory: String) -> String {
        let target = components(absolute(path)), base = components(absolute(directory))
        var common = 0
        while common < min(target.count, base.count), target[common] == base[common] { common += 1 }
        let ups = Array(repeating: "..", count: base.count - common)
        return (ups + target[common...]).joined(separator: "/")
    }

    private static func absolute(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        var buffer = [CChar](repeating: 0, count: 4096)
        guard getcwd(&buffer, buffer.count) != nil else { return path }
        let directory = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return directory + "/" + path
    }

    private static func components(_ path: String) -> [String] {
        var parts: [String] = []
        for part in path.split(separator: "/") {
            switch part {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(String(part))
            }
        }
        return parts
    }
}
