import CFontconfig
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Loads fontconfig's configuration and cache on a second thread, so that a command can parse its
/// arguments and read its theme meanwhile; the next `FontCatalog` adopts the result. Loading it is
/// most of what a short font command costs (and all of what `fc-match` costs).
public enum FontconfigPreload {
    /// The loading thread until a catalog takes its result, and the result (an `FcConfig *`, as bits).
    private struct State: Sendable {
        var loader: pthread_t?
        var releasesAtExit = false
    }

    private static let state = Mutex(State())
    /// Written by the loading thread only; pthread_join orders that write before the reader's read.
    nonisolated(unsafe) private static var loaded: OpaquePointer?

    /// Starts loading; does nothing while an earlier load has not been taken.
    public static func start() {
        state.withLock { state in
            guard state.loader == nil else { return }
            var thread = pthread_t()
            let started = pthread_create(&thread, nil, { _ in
                FontconfigPreload.loaded = FcInitLoadConfigAndFonts()
                return nil
            }, nil)
            guard started == 0 else { return }
            state.loader = thread
            if !state.releasesAtExit {
                state.releasesAtExit = true
                atexit { FontconfigPreload.release() }
            }
        }
    }

    /// At exit, a load no catalog took (a command that stopped at bad input) is detached, so the
    /// thread is not left unjoined; the process ends it either way.
    private static func release() {
        state.withLock { state in
            if let thread = state.loader { pthread_detach(thread) }
            state.loader = nil
        }
    }

    /// The preloaded configuration, once (the caller owns it), or nil when none was started.
    static func take() -> OpaquePointer? {
        state.withLock { state in
            guard let thread = state.loader else { return nil }
            state.loader = nil
            pthread_join(thread, nil)
            defer { loaded = nil }
            return loaded
        }
    }
}
