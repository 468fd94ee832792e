import Foundation
import SDLBackend
import Synchronization

/// The supervising parent's stop signals (Ctrl+C, SIGTERM, SIGHUP) go to the window it runs, which
/// stops as it would have on its own (`InterruptFlag`) and whose exit status the parent then
/// returns. Ctrl+C at the terminal reaches both already, so that one is not passed on.
enum ChildSignals {
    /// The running child's process id, 0 between children; the one thing the handler reads.
    private static let running = Atomic<Int32>(0)

    static var child: Int32 {
        get { running.load(ordering: .sequentiallyConsistent) }
        set { running.store(newValue, ordering: .sequentiallyConsistent) }
    }

    /// Installs the forwarding handlers.
    static func forward() {
        InterruptFlag.unblockSignals()
        for number in InterruptFlag.signals {
            var action = sigaction()
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_SIGINFO | SA_RESTART
            action.__sigaction_handler.sa_sigaction = { number, info, _ in
                // The terminal's driver sends Ctrl+C to the whole foreground group, the child
                // included: a copy would reach it as a second Ctrl+C, which quits at once.
                if info?.pointee.si_code == InterruptFlag.fromTerminal { return }
                let pid = ChildSignals.running.load(ordering: .sequentiallyConsistent)
                if pid > 0 { kill(pid, number) }
            }
            sigaction(number, &action, nil)
        }
    }
}
