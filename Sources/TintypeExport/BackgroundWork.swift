#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Work begun on a thread of its own and taken later, for a result a command may need: `metrics
/// check` parses its baseline on the second core while the fonts load, and needs it only when the
/// snapshot differs. Work never taken is abandoned: its thread is detached and runs on unwatched
/// until it ends or the process does. The thread runs at the lowest priority, on time the command's
/// own threads leave idle, so work that turns out unneeded costs them (almost) nothing.
package final class BackgroundWork<Value: Sendable> {
    private let job: Job
    private var thread: pthread_t?

    /// Starts `work`; when no thread can be made, it runs here, before the initializer returns.
    package init(_ work: @escaping @Sendable () -> Value) {
        job = Job(work)
        thread = ThreadRunner.start(job)
    }

    /// Detaches a thread whose result was never taken.
    deinit {
        if let thread { pthread_detach(thread) }
    }

    /// The work's result, waiting for it to end.
    package func value() -> Value {
        if let thread {
            pthread_join(thread, nil)  // orders the thread's write of `result` before this read
            self.thread = nil
        }
        // The thread stored a result before it ended (or `start` ran the work here).
        return job.result ?? job.compute()
    }

    private final class Job: ThreadRunner, @unchecked Sendable {
        private let work: @Sendable () -> Value
        /// Written once by the running thread; read after it is joined.
        private(set) var result: Value?

        init(_ work: @escaping @Sendable () -> Value) { self.work = work }

        override func run() {
            #if os(Linux)
            // Linux keeps a nice value per thread (0: this one); 19 yields the core to any other thread.
            setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 19)
            #endif
            _ = compute()
        }

        func compute() -> Value {
            let value = work()
            result = value
            return value
        }
    }
}

/// What a thread runs: not generic, as a C thread entry cannot name a generic type.
class ThreadRunner {
    func run() {}

    /// Runs `runner` on a new thread, or here when none can be made (then nil).
    static func start(_ runner: ThreadRunner) -> pthread_t? {
        var thread = pthread_t()
        let context = Unmanaged.passRetained(runner).toOpaque()
        let started = pthread_create(&thread, nil, { context in
            guard let context else { return nil }
            Unmanaged<ThreadRunner>.fromOpaque(context).takeRetainedValue().run()
            return nil
        }, context) == 0
        guard started else {
            Unmanaged<ThreadRunner>.fromOpaque(context).release()
            runner.run()
            return nil
        }
        return thread
    }
}
