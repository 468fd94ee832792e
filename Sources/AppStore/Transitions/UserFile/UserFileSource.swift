import SimKit

/// The file behind a user's style while it runs: what makes its delegate now, and how its last
/// reload went. The executable's watcher tells it of each save (`compiling`, `reloaded`,
/// `failed`); the next tapped card gets a delegate from the version loaded last, and the Style
/// Lab shows the file's name, the reload state and the last error.
///
///     let source = UserFileSource(name: "FadeScale.swift") { library.makeDelegate()! }
///     let style = TransitionStyleDescriptor.userFile(source)
///     source.reloaded { newLibrary.makeDelegate()! }   // after a save that compiles
@MainActor
public final class UserFileSource {
    public enum State: Equatable, Sendable {
        /// Running the version loaded at launch.
        case loaded
        /// A saved version is compiling; the last good one still runs.
        case compiling
        /// Running a version loaded since launch.
        case reloaded
        /// The saved version does not compile; the last good one still runs.
        case failed
    }

    /// The file's name: the style's, the title's and the trace's.
    public let name: String
    public private(set) var state = State.loaded
    /// How many saved versions have loaded since launch.
    public private(set) var reloads = 0
    /// The first error of the last version that failed, `FILE:LINE:COL: error: …`; nil once a
    /// version loads again.
    public private(set) var lastError: String?
    private var make: @MainActor () -> TransitioningDelegate
    private var observers: [(owner: Weak, changed: @MainActor () -> Void)] = []

    public init(name: String, makeDelegate: @escaping @MainActor () -> TransitioningDelegate) {
        self.name = name
        make = makeDelegate
    }

    /// A new delegate from the version loaded last, for one tapped card.
    public func makeDelegate() -> TransitioningDelegate { make() }

    public func compiling() { change { $0.state = .compiling } }

    /// A saved version loaded: the next tap uses `makeDelegate`.
    public func reloaded(makeDelegate: @escaping @MainActor () -> TransitioningDelegate) {
        change {
            $0.make = makeDelegate
            $0.state = .reloaded
            $0.reloads += 1
            $0.lastError = nil
        }
    }

    /// A saved version failed with `error` (its first line); the last good one keeps running.
    public func failed(_ error: String) {
        change {
            $0.state = .failed
            $0.lastError = error
        }
    }

    /// Calls `changed` after each change, for as long as `owner` lives (a screen that shows the state).
    public func observe(_ owner: AnyObject, changed: @escaping @MainActor () -> Void) {
        observers.append((Weak(owner), changed))
    }

    private func change(_ body: (UserFileSource) -> Void) {
        body(self)
        observers.removeAll { $0.owner.object == nil }
        for o in observers { o.changed() }
    }

    private struct Weak {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }
}
