import CNettle
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One thread, started on first use, that computes the SHA-256 of font files read into memory in
/// the order they were opened: a file is hashed on the second core while FreeType reads its
/// tables on the first. One long-lived thread rather than one per file: over a few hundred files,
/// creating and joining a thread per file cost more than the overlap saved.
///
/// A caller that wants a digest the thread has not started takes the job back and computes it
/// itself, so nobody waits behind other files' jobs.
final class HashWorker: @unchecked Sendable {
    /// One file's digest. Its state is guarded by the worker's mutex.
    final class Job: @unchecked Sendable {
        fileprivate enum State {
            case queued, running
            case done(String)
        }

        fileprivate let bytes: UnsafeRawBufferPointer
        fileprivate var state = State.queued

        fileprivate init(bytes: UnsafeRawBufferPointer) { self.bytes = bytes }
    }

    /// The worker, or nil when no thread could be started (digests are then computed on demand).
    static let shared: HashWorker? = HashWorker()

    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    /// Signalled when a job is queued.
    private let queued = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    /// Broadcast when a job is done.
    private let finished = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private var queue: [Job] = []

    private init?() {
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(queued, nil)
        pthread_cond_init(finished, nil)
        var thread = pthread_t()
        let context = Unmanaged.passUnretained(self).toOpaque()  // the worker lives as long as the process
        guard pthread_create(&thread, nil, { context in
            guard let context else { return nil }
            Unmanaged<HashWorker>.fromOpaque(context).takeUnretainedValue().work()
            return nil
        }, context) == 0 else { return nil }
        pthread_detach(thread)
    }

    /// Queues the digest of `bytes`.
    func submit(_ bytes: UnsafeRawBufferPointer) -> Job {
        let job = Job(bytes: bytes)
        pthread_mutex_lock(mutex)
        queue.append(job)
        pthread_cond_signal(queued)
        pthread_mutex_unlock(mutex)
        return job
    }

    /// The job's digest: computed here if the worker has not started it, waited for if it has.
    /// With `needed` false, a job not yet started is dropped (the file is going away) and nil returned.
    func result(of job: Job, needed: Bool = true) -> String? {
        pthread_mutex_lock(mutex)
        while true {
            switch job.state {
            case .done(let hex):
                pthread_mutex_unlock(mutex)
                return hex
            case .running:
                pthread_cond_wait(finished, mutex)
            case .queued:
                queue.removeAll { $0 === job }
                job.state = .running
                pthread_mutex_unlock(mutex)
                guard needed else { return nil }
                let hex = Self.sha256Hex(of: job.bytes)
                pthread_mutex_lock(mutex)
                job.state = .done(hex)
                pthread_mutex_unlock(mutex)
                return hex
            }
        }
    }

    private func work() {
        while true {
            pthread_mutex_lock(mutex)
            while queue.isEmpty { pthread_cond_wait(queued, mutex) }
            let job = queue.removeFirst()
            job.state = .running
            pthread_mutex_unlock(mutex)
            let hex = Self.sha256Hex(of: job.bytes)
            pthread_mutex_lock(mutex)
            job.state = .done(hex)
            pthread_cond_broadcast(finished)
            pthread_mutex_unlock(mutex)
        }
    }

    /// SHA-256 of `bytes` (Nettle), lowercase hex.
    static func sha256Hex(of bytes: UnsafeRawBufferPointer) -> String {
        var context = sha256_ctx()
        nettle_sha256_init(&context)
        nettle_sha256_update(&context, bytes.count, bytes.baseAddress?.assumingMemoryBound(to: UInt8.self))
        var digest = [UInt8](repeating: 0, count: 32)
        nettle_sha256_digest(&context, digest.count, &digest)
        let digits = Array("0123456789abcdef".utf8)
        var hex: [UInt8] = []
        hex.reserveCapacity(64)
        for byte in digest {
            hex.append(digits[Int(byte >> 4)])
            hex.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: hex, as: UTF8.self)
    }
}
