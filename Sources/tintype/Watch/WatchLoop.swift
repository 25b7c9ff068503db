import TintypeCommandLine
import TintypeDocument

/// `--watch` for `compile` and `build`: runs a job, then again whenever a file it read changes,
/// until the process is stopped. A failed run is reported and the loop waits for the next change,
/// so the last good outputs stay.
enum WatchLoop {
    /// Runs `job` with `files` recording what it reads; `always` are watched even when a run fails
    /// before reading them (the theme or project file named on the command line). `done` is
    /// said after each run that succeeds, and each change that starts a run, through `reporter`.
    static func run(
        files disk: some FileSystem, always: Set<String>, done: String, reporter: Reporter, _ job: (RecordingFiles) async throws -> Void
    ) async throws {
        let watcher = try FileWatcher()
        while true {
            let files = RecordingFiles(disk)
            do {
                try await job(files)
                reporter.status(done)
            } catch {
                if !reporter.report(error) { reporter.error("tintype: error: \(error)") }
            }
            try watcher.watch(files.paths.union(always))
            // A save between reading a file and watching it has no event: compare what was read.
            let missed = files.changedSinceRead()
            let changed = missed.isEmpty ? watcher.waitForChange() : missed
            reporter.status("tintype: changed: \(changed.joined(separator: ", "))")
        }
    }
}
