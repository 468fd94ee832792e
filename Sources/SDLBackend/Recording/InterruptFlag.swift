import Foundation
import Synchronization

/// Catches Ctrl+C (SIGINT) as a flag the headless loop polls, so it can stop at a frame boundary and
/// finish a playable file. A second Ctrl+C quits at once, as users expect when something hangs.
///
///     let interrupt = InterruptFlag()
///     while !done && !interrupt.isRaised { renderFrame() }
///     try recorder.finish()
///     interrupt.restore()
///
/// A signal handler cannot capture context, so the flag is one static atomic: the only shared state,
/// and it is async-signal-safe.
public final class InterruptFlag: Sendable {
    private static let raised = Atomic<Int>(0)

    /// Installs the handler and clears the flag.
    public init() {
        Self.raised.store(0, ordering: .sequentiallyConsistent)
        signal(SIGINT) { _ in
            if InterruptFlag.raised.exchange(1, ordering: .sequentiallyConsistent) == 1 {
                signal(SIGINT, SIG_DFL)
                raise(SIGINT)
            }
        }
    }

    /// True once Ctrl+C was pressed.
    public var isRaised: Bool { Self.raised.load(ordering: .sequentiallyConsistent) != 0 }

    /// Gives SIGINT back its default action (quit).
    public func restore() {
        signal(SIGINT, SIG_DFL)
    }
}
