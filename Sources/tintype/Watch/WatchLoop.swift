import TintypeCommandLine
import TintypeDocument

/// `--watch` for `compile` and `build`: runs a job, then again whenever a file it read changes,
/// until the process is stopped. A failed run is reported and the loop waits for the next change,
/// so the last good outputs stay.
enum WatchLoop {
    /// Runs `job` with `files` recording what it reads; `always` are watched even when a run fails
    /// before reading them (the theme or project file named on the command line). `done` is
    /// printed after each run that succeeds, unless `quiet`.
    static func run(
        files disk: some FileSystem, always: Set<String>, done: String, quiet: Bool, _ job: (RecordingFiles) async throws -> Void
    ) async throws {
        let watcher = try FileWatcher()
        while true {
            let files = RecordingFiles(disk)
            do {
                try await job(files)
                if !quiet { Output.error(done) }
            } catch {
                if !Reporter().report(error) { Output.error("tintype: error: \(error)") }
            }
            try watcher.watch(files.paths.union(always))
            // A save between reading a file and watching it has no event: compare what was read.
            let missed = files.changedSinceRead()
            let changed = missed.isEmpty ? watcher.waitForChange() : missed
            Output.error("tintype: changed: \(changed.joined(separator: ", "))")
        }
    }
}
