import Foundation
import Synchronization

/// Catches Ctrl+C (SIGINT), SIGTERM and SIGHUP as a flag the frame loops poll, so they stop at a frame
/// boundary and finish a playable file. A `timeout`, a closed terminal or a desktop logging out are
/// treated as Ctrl+C is (they lost the recording and left a `.NAME.part.mp4`).
///
/// A stop request often comes more than once: `timeout` sends its signal to the process and then to
/// its group, a closing terminal's driver and its shell each send SIGHUP, a session that ends sends
/// SIGTERM and then SIGHUP. Those repeats are the same request, and the file is still finished.
/// Only Ctrl+C typed again at the terminal quits at once, as users expect when something hangs;
/// it says that what was being written is left unfinished.
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

    /// `si_code` of a signal the terminal's driver sent (a key typed: Ctrl+C), SI_KERNEL.
    public static let fromTerminal: Int32 = 0x80
    /// `si_code` of a signal a program sent with kill(2), SI_USER.
    public static let fromProgram: Int32 = 0

    /// Whether `signal`, arriving with `code` after a stop request, quits at once: only Ctrl+C
    /// typed again. A program that repeats its request (or another that sends one as well) has
    /// not grown impatient; SIGKILL is there for a process that hangs.
    public static func quitsAtOnce(signal: Int32, code: Int32) -> Bool {
        signal == SIGINT && code == fromTerminal
    }

    /// Installs the handlers and clears the flag.
    public init() {
        Self.raised.store(0, ordering: .sequentiallyConsistent)
        // Initialised here, never first inside the handler.
        _ = (Self.fromTerminal, Self.fromProgram)
        Self.unblockSignals()
        for s in Self.signals {
            var previous = sigaction()
            sigaction(s, nil, &previous)
            // A signal ignored on purpose stays ignored (`nohup` ignores SIGHUP; `cmd &` in a script SIGINT).
            if unsafeBitCast(previous.__sigaction_handler.sa_handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) {
                continue
            }
            var action = sigaction()
            sigemptyset(&action.sa_mask)
            // SA_SIGINFO: the handler learns who sent the signal; SA_RESTART: as signal(2) installs it.
            action.sa_flags = SA_SIGINFO | SA_RESTART
            action.__sigaction_handler.sa_sigaction = { number, info, _ in
                let code = info?.pointee.si_code ?? InterruptFlag.fromProgram
                guard InterruptFlag.raised.exchange(number, ordering: .sequentiallyConsistent) != 0,
                      InterruptFlag.quitsAtOnce(signal: number, code: code) else { return }
                let said: StaticString = "\ncardsim: quit at once; a recording being written is left unfinished, as its hidden .NAME.part file\n"
                _ = write(2, said.utf8Start, said.utf8CodeUnitCount)
                signal(number, SIG_DFL)
                raise(number)
            }
            sigaction(s, &action, nil)
        }
    }

    /// Unblocks `signals` in this thread. A blocked mask is inherited from the parent (a test
    /// runner, a service manager): unblocked, or a SIGTERM would wait unseen until the run ended
    /// on its own.
    public static func unblockSignals() {
        var set = sigset_t()
        sigemptyset(&set)
        for s in signals { sigaddset(&set, s) }
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
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
