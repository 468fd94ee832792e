import Foundation

/// Watches a transition file while the window runs: each save that changes its bytes is compiled
/// on a thread of its own, and the next `poll` hands the loaded library over, or the compiler's
/// errors. The window keeps drawing meanwhile and never waits on swiftc; until a new version
/// loads, the last good one keeps running.
///
/// Why it polls `stat` on the window's frames rather than asking inotify: editors save in several
/// ways (vim and many IDEs write a new file and rename it over the old one, which ends an inotify
/// watch on the old inode; a watch on the folder then sees a burst of events for one save), and
/// inotify is silent on network and some container mounts. A `stat` of one file a few times a
/// second costs microseconds, needs no thread while nothing changes, and takes its time from the
/// caller like everything else in the window. The content decides: a save that changes nothing
/// (or a `touch`) compiles nothing.
///
///     let watcher = TransitionFileWatcher(spec: "FadeScale.swift", loaded: file, loader: loader)
///     for news in watcher.poll(at: wallSeconds) { … }   // once a frame
@MainActor
public final class TransitionFileWatcher {
    /// What changed since the last poll.
    public enum News {
        /// A changed file is being compiled.
        case compiling
        /// The new version compiled and loaded: the next tap uses it.
        case reloaded(TransitionFileLoader.Loaded)
        /// The new version does not compile or load; the last good one still runs.
        case failed(TransitionFileError)
    }

    /// Seconds between two looks at the file: a save shows within a quarter of a second.
    public static let pollInterval = 0.25

    public let spec: String
    private let path: String
    private let loader: TransitionFileLoader
    private var stamp: FileStamp?
    /// The hash of the bytes last compiled (or being compiled).
    private var contentHash: UInt64
    private var lastLook = -Double.infinity
    private let outcome = CompileOutcome()
    private var isCompiling = false

    /// Watches the file `spec` names, which `loaded` holds as it is now.
    public init(spec: String, loaded: TransitionFileLoader.Loaded, loader: TransitionFileLoader) {
        self.spec = spec
        self.loader = loader
        path = loaded.source.path
        stamp = FileStamp(path: path)
        contentHash = Self.hash(loaded.source.bytes)
    }

    /// Looks at the file if `pollInterval` has passed since the last look (`time` in seconds, on
    /// any clock that does not run backwards), starts a compile when its bytes changed, and says
    /// what happened since the last poll.
    public func poll(at time: Double) -> [News] {
        var news: [News] = []
        if let finished = outcome.take() {
            isCompiling = false
            switch finished {
            case .success(let compiled):
                do { news.append(.reloaded(try loader.open(compiled))) } catch { news.append(.failed(error)) }
            case .failure(let error):
                news.append(.failed(error))
            }
        }
        // One compile at a time: a save during a compile is seen at the first look after it.
        guard !isCompiling, time - lastLook >= Self.pollInterval else { return news }
        lastLook = time
        let now = FileStamp(path: path)
        guard now != stamp else { return news }
        stamp = now
        // Gone for a moment (a save that renames over it) or unreadable: the next look sees it back.
        guard now != nil, let data = FileManager.default.contents(atPath: path) else { return news }
        let hash = Self.hash([UInt8](data))
        guard hash != contentHash else { return news }
        contentHash = hash
        isCompiling = true
        news.append(.compiling)
        let loader = self.loader, spec = self.spec, outcome = self.outcome
        Thread.detachNewThread {
            do throws(TransitionFileError) { outcome.put(.success(try loader.compile(spec))) } catch { outcome.put(.failure(error)) }
        }
        return news
    }

    /// Whether a compile is running now.
    public var compiling: Bool { isCompiling }

    private static func hash(_ bytes: [UInt8]) -> UInt64 {
        var h = FNV1a()
        h.add(bytes)
        return h.value
    }
}

/// The result of the compile in flight, handed from its thread to the main one.
private final class CompileOutcome: @unchecked Sendable {
    private let lock = NSLock()
    private var result: Result<TransitionFileLoader.Compiled, TransitionFileError>?

    func put(_ r: Result<TransitionFileLoader.Compiled, TransitionFileError>) { lock.withLock { result = r } }

    func take() -> Result<TransitionFileLoader.Compiled, TransitionFileError>? {
        lock.withLock {
            defer { result = nil }
            return result
        }
    }
}
