import SimKit

/// DispatchQueue.main as a transition file uses it: work after a delay, or at the scene's next
/// turn, on the scene's clock. `async` runs at the next frame's advance (before it is drawn);
/// `asyncAfter` on the first frame at or after the deadline. Only the main queue exists: a file's
/// code runs on the main actor, as UIKit's does.
///
///     DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { view.alpha = 0 }
public struct DispatchQueue: Sendable {
    /// The main queue, the scene's.
    public static let main = DispatchQueue()

    private init() {}

    /// Runs `work` at the scene's next turn.
    @MainActor
    public func async(execute work: @escaping @MainActor () -> Void) {
        let clock = SceneTime.clock(for: "DispatchQueue.main.async")
        clock.schedule(at: clock.now, work)
    }

    /// Runs `work` once the scene's clock reaches `deadline`.
    @MainActor
    public func asyncAfter(deadline: DispatchTime, execute work: @escaping @MainActor () -> Void) {
        let clock = SceneTime.clock(for: "DispatchQueue.main.asyncAfter")
        guard deadline.seconds.isFinite else { return }
        clock.schedule(at: deadline.seconds, work)
    }

    /// Runs the item once the scene's clock reaches `deadline`, unless it was cancelled by then.
    @MainActor
    public func asyncAfter(deadline: DispatchTime, execute item: DispatchWorkItem) {
        asyncAfter(deadline: deadline) { item.perform() }
    }

    /// Runs the item at the scene's next turn, unless it was cancelled by then.
    @MainActor
    public func async(execute item: DispatchWorkItem) {
        async { item.perform() }
    }
}

/// DispatchWorkItem: work that can be cancelled before it runs (a debounced action).
@MainActor
public final class DispatchWorkItem {
    private let block: @MainActor () -> Void
    /// Whether ``cancel()`` was called.
    public private(set) var isCancelled = false

    public init(block: @escaping @MainActor () -> Void) { self.block = block }

    /// Runs the work now, unless cancelled.
    public func perform() { if !isCancelled { block() } }

    /// Keeps the work from running if it has not yet.
    public func cancel() { isCancelled = true }
}
