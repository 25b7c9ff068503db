/// Writes a file all at once: into a temporary file beside it, then renamed over the target, so a
/// failed run leaves the earlier file untouched and readers never see half a file. (No fsync: like
/// other build tools, Tintype guards against failed runs, not against power loss.) A file that
/// already holds exactly these bytes is left alone, so its modification time does not wake the
/// steps of a build that depend on it.
package enum AtomicFile {
    package static func write(_ bytes: [UInt8], to path: String) throws {
        try writeAll([(path, bytes)])
    }

    /// Writes several files as one: every changed file is first written in full beside its target
    /// (parent directories created), and only when all of them are written are they renamed into
    /// place. A run that fails while writing leaves every earlier file byte-identical.
    package static func writeAll(_ files: [(path: String, bytes: [UInt8])]) throws {
        let staged = StagedFiles()
        do {
            try staged.stage(files, group: 0)
        } catch {
            staged.discard()
            throw error
        }
        try staged.commit()
    }
}
