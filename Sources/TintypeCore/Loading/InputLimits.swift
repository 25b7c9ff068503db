/// The largest inputs Tintype reads, by kind (README, "Limits"). Each is far above any real file
/// of its kind and far below what would take minutes or gigabytes to read: a file over its limit
/// is refused before it is read, with a message naming the file, its size and the limit.
public enum InputLimits {
    /// Theme files (JSON or YAML), DTCG token files and resolver documents: 16 MiB.
    public static let documentBytes = 16 << 20
    /// Compiled themes (`NAME.tintype.json`, read by `export` and the build plugin): 64 MiB.
    public static let compiledThemeBytes = 64 << 20
    /// Metrics baselines: 64 MiB.
    public static let baselineBytes = 64 << 20
    /// View trees and event files for `tint resolve` and `layout resolve`: 128 MiB.
    public static let treeBytes = 128 << 20

    /// The message for a file of `size` bytes over `limit`.
    public static func message(path: String, size: Int, limit: Int, kind: String) -> String {
        "\(path): the file is \(megabytes(size)) MiB, over the \(megabytes(limit)) MiB Tintype reads in \(kind) "
            + "(README, \"Limits\"); check that it is the right file"
    }

    private static func megabytes(_ bytes: Int) -> String {
        let tenths = (bytes * 10 + (1 << 20) / 2) >> 20
        return tenths % 10 == 0 ? String(tenths / 10) : "\(tenths / 10).\(tenths % 10)"
    }
}
