import Foundation
import Synchronization
import Testing
import TintypeExport

/// `BackgroundWork` runs its work on another thread at the lowest priority, gives its result when
/// asked, and never holds up a caller that leaves it (as `metrics check` leaves the baseline's
/// parse when the snapshot is unchanged).
@Suite struct BackgroundWorkTests {
    @Test func theWorkRunsOnAnotherThreadAtTheLowestPriority() {
        let caller = pthread_self()
        let work = BackgroundWork { () -> (sameThread: Bool, nice: Int32) in
            (pthread_equal(pthread_self(), caller) != 0, getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0))
        }
        let result = work.value()
        #expect(!result.sameThread)
        #expect(result.nice == 19)
        #expect(getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0) != 19, "the caller keeps its own priority")
        #expect(work.value() == result, "asked again, the same result")
    }

    /// What the test and the work share.
    private final class Flags: Sendable {
        let release = Atomic(false), finished = Atomic(false)
    }

    @Test func workLeftUnaskedDoesNotHoldUpItsCaller() {
        let flags = Flags()
        do {
            let work = BackgroundWork { () -> Int in
                while !flags.release.load(ordering: .acquiring) { usleep(1_000) }
                flags.finished.store(true, ordering: .releasing)
                return 1
            }
            _ = work  // left here: its thread is detached, not joined
        }
        let finishedEarly = flags.finished.load(ordering: .acquiring)
        #expect(!finishedEarly, "the caller went on while the work still waited")
        flags.release.store(true, ordering: .releasing)
        let deadline = Date().addingTimeInterval(10)
        while !flags.finished.load(ordering: .acquiring), Date() < deadline { usleep(1_000) }
        let finished = flags.finished.load(ordering: .acquiring)
        #expect(finished, "the detached work ran to its end")
    }
}
