import Foundation

/// The last bytes a child wrote on stderr, kept while they are passed through, so the supervising
/// parent can find the runtime's `FILE:LINE: Fatal error: …` line once the child has died.
final class StderrTail: @unchecked Sendable {
    private let limit: Int
    private let lock = NSLock()
    private let ended = DispatchSemaphore(value: 0)
    private var bytes = Data()

    init(keeping limit: Int) { self.limit = limit }

    /// Keeps `data`, dropping the oldest bytes past the limit; an empty `data` is the end.
    func append(_ data: Data) {
        lock.withLock {
            bytes.append(data)
            if bytes.count > limit { bytes.removeFirst(bytes.count - limit) }
        }
    }

    /// Marks that the pipe has closed.
    func end() { ended.signal() }

    /// Waits until the pipe has closed (the child and anything it started that shares its stderr
    /// are gone).
    func waitForEnd() { ended.wait() }

    var text: String { lock.withLock { String(decoding: bytes, as: UTF8.self) } }
}
