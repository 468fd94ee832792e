import Foundation
import Synchronization

/// Catches Ctrl+C (SIGINT), SIGTERM and SIGHUP as a flag the frame loops poll, so they stop at a frame
/// boundary and finish a playable file. A `timeout`, a closed terminal or a desktop logging out are
/// treated as Ctrl+C is (they lost the recording and left a `.NAME.part.mp4`). A second
/// signal quits at once, as users expect when something hangs.
///
///     let interrupt = InterruptFlag()
///     while !done && !interrupt.isRaised { renderFrame() }
///     try recorder.finish()
///     interrupt.restore()
///     exit(interrupt.exitStatus ?? 0)   // 128 + the signal, as a shell reports it
///
/// A signal handler cannot capture context, so the flag is one static atomic holding the signal's
/// number: the only shared state, and it is async-signal-safe.
public final class InterruptFlag: Sendable {
    /// The signals that mean "stop, keeping what was made".
    public static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]
    private static let raised = Atomic<Int32>(0)

    /// Installs the handlers and clears the flag.
    public init() {
        Self.raised.store(0, ordering: .sequentiallyConsistent)
        // A blocked mask is inherited from the parent (a test runner, a service manager): unblock, or
        // SIGTERM would wait unseen until the run ended on its own.
        var set = sigset_t()
        sigemptyset(&set)
        for s in Self.signals { sigaddset(&set, s) }
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
        for s in Self.signals {
            let previous = signal(s) { number in
                if InterruptFlag.raised.exchange(number, ordering: .sequentiallyConsistent) != 0 {
                    signal(number, SIG_DFL)
                    raise(number)
                }
            }
            // A signal ignored on purpose stays ignored (`nohup` ignores SIGHUP; `cmd &` in a script SIGINT).
            if let previous, unsafeBitCast(previous, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) {
                signal(s, SIG_IGN)
            }
        }
    }

    /// True once one of `signals` arrived.
    public var isRaised: Bool { Self.raised.load(ordering: .sequentiallyConsistent) != 0 }

    /// The signal that arrived (the last of several), or nil.
    public var caught: Int32? {
        let s = Self.raised.load(ordering: .sequentiallyConsistent)
        return s == 0 ? nil : s
    }

    /// 128 + the signal's number (130 for Ctrl+C, 143 for SIGTERM, 129 for SIGHUP), or nil.
    public var exitStatus: Int32? { caught.map { 128 + $0 } }

    /// Gives the signals back their default action (quit).
    public func restore() {
        for s in Self.signals { signal(s, SIG_DFL) }
    }
}
