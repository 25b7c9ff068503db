/// The file seam with its write side: what a command reads through (`FileSource`) and where its
/// outputs go. Each command makes one (`LocalFiles`) where it starts and passes it down, so every
/// write of a run goes through one place and tests run commands on `MemoryFiles`.
public protocol FileSystem: FileSource {
    /// Writes the files (their folders created) all together: staged, then put in place once every
    /// one is written, so a failed run leaves the earlier files untouched. A file that already
    /// holds its bytes is left alone. Returns the paths whose bytes changed.
    @discardableResult
    func writeAll(_ files: [(path: String, bytes: [UInt8])]) throws -> Set<String>
    /// Removes a file; whether there was one to remove.
    @discardableResult
    func removeFile(_ path: String) -> Bool
    /// Removes a folder when it is empty; whether it did.
    @discardableResult
    func removeEmptyFolder(_ path: String) -> Bool
}

extension FileSystem {
    /// Writes one file as `writeAll` does.
    public func write(_ bytes: [UInt8], to path: String) throws {
        try writeAll([(path, bytes)])
    }
}
