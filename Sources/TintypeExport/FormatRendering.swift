import TintypeCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Renders several formats on two threads: formats are pure functions of the compiled theme, so
/// this thread and one more each take the next format not yet taken until none is left (the
/// compiled JSON alone costs about as much as all the others). One format renders here alone.
final class FormatRendering: @unchecked Sendable {
    private let formats: [any ThemeFormat]
    private let compiled: CompiledTheme
    /// Each format's files, by the format's place in the list. Guarded by `mutex`.
    private var results: [[GeneratedFile]]
    private var next = 0
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

    private init(_ formats: [any ThemeFormat], _ compiled: CompiledTheme) {
        self.formats = formats
        self.compiled = compiled
        results = Array(repeating: [], count: formats.count)
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Every format's files, in the formats' order.
    static func files(_ formats: [any ThemeFormat], of compiled: CompiledTheme) -> [GeneratedFile] {
        guard formats.count > 1 else { return formats.flatMap { $0.files(for: compiled) } }
        let rendering = FormatRendering(formats, compiled)
        // Without a second thread the helper renders every format before this one looks.
        let helper = ThreadRunner.start(Helper(rendering))
        rendering.work()
        if let helper { pthread_join(helper, nil) }
        return rendering.results.flatMap { $0 }
    }

    /// The second thread's part: taking formats like this one.
    private final class Helper: ThreadRunner {
        private let rendering: FormatRendering

        init(_ rendering: FormatRendering) { self.rendering = rendering }

        override func run() { rendering.work() }
    }

    /// Takes formats until none is left.
    private func work() {
        while true {
            pthread_mutex_lock(mutex)
            let index = next
            next += 1
            pthread_mutex_unlock(mutex)
            guard index < formats.count else { return }
            let files = formats[index].files(for: compiled)
            pthread_mutex_lock(mutex)
            results[index] = files
            pthread_mutex_unlock(mutex)
        }
    }
}
