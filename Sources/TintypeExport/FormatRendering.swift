import TintypeCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Renders several formats on two threads: formats are pure functions of the compiled theme, so
/// this thread and one more each take the next format not yet taken until none is left (the
/// compiled JSON alone costs more than all the others together). One format renders here alone.
/// Each format's files are handed on (`then`) on the thread that rendered them, as soon as they are
/// rendered, so that writing them overlaps rendering the others.
final class FormatRendering: @unchecked Sendable {
    private let formats: [any ThemeFormat]
    private let compiled: CompiledTheme
    private let handle: @Sendable (_ index: Int, _ files: [GeneratedFile]) throws -> Void
    /// Each format's files, or why handing them on failed, by the format's place in the list.
    /// Guarded by `mutex`.
    private var results: [Result<[GeneratedFile], any Error>]
    private var next = 0
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

    private init(_ formats: [any ThemeFormat], _ compiled: CompiledTheme,
                 _ handle: @escaping @Sendable (Int, [GeneratedFile]) throws -> Void) {
        self.formats = formats
        self.compiled = compiled
        self.handle = handle
        results = Array(repeating: .success([]), count: formats.count)
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Every format's files, in the formats' order, each format's also passed to `then` with the
    /// format's place in the list. Throws the first format's (in list order) error from `then`.
    static func files(_ formats: [any ThemeFormat], of compiled: CompiledTheme,
                      then handle: @escaping @Sendable (_ index: Int, _ files: [GeneratedFile]) throws -> Void) throws -> [GeneratedFile] {
        let rendering = FormatRendering(formats, compiled, handle)
        // Without a second thread the helper renders every format before this one looks.
        let helper = formats.count > 1 ? ThreadRunner.start(Helper(rendering)) : nil
        rendering.work()
        if let helper { pthread_join(helper, nil) }
        return try rendering.results.flatMap { try $0.get() }
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
            let result = Result { () throws(any Error) -> [GeneratedFile] in
                try handle(index, files)
                return files
            }
            pthread_mutex_lock(mutex)
            results[index] = result
            pthread_mutex_unlock(mutex)
        }
    }
}
