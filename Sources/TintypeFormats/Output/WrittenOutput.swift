/// What one format wrote in a run: its files under the output directory, and whether any of them
/// changed. Commands print it as one line per output (`wrote build/themes/android/ (4 files)`).
public struct WrittenOutput: Equatable, Sendable {
    public var format: String
    /// The output directory as the user gave it, ending in `/`.
    public var directory: String
    /// The files' names, relative to `directory`.
    public var files: [String]
    /// How many of the files were replaced (the others already held their bytes).
    public var replaced: Int

    /// Whether any file was replaced.
    public var changed: Bool { replaced > 0 }

    /// Where the output is: its one file, the folder all its files share, or the directory itself.
    public var location: String {
        if files.count == 1, let only = files.first { return directory + only }
        let folders = Set(files.map { $0.split(separator: "/", maxSplits: 1).first.map(String.init) ?? $0 })
        if folders.count == 1, let folder = folders.first, files.allSatisfy({ $0.hasPrefix(folder + "/") }) {
            return directory + folder + "/"
        }
        return directory
    }

    /// `wrote build/themes/android/ (4 files)`, `wrote build/themes/android/ (1 of 4 files)` when
    /// the others already held their bytes, `wrote build/themes/default.tintype.json`, or
    /// `up to date: …` when every file already held its bytes.
    public var line: String {
        let of = changed && replaced < files.count ? "\(replaced) of " : ""
        let count = files.count == 1 ? "" : " (\(of)\(files.count) \(location == directory ? format + " " : "")files)"
        return (changed ? "wrote " : "up to date: ") + location + count
    }
}
