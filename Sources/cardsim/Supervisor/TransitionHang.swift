import Foundation
import SDLBackend
import TransitionFile

/// What happens when a frame never ends while a user's transition file is loaded: its code is
/// stuck (an endless loop in `animateTransition`, a wait for something that never comes), and
/// nothing in the process can take the frame back from it. Said on stderr naming the file, the
/// run's outputs that would look finished are removed (`TransitionTrapReport.removeOutputs`),
/// the supervising parent of a window is told (it opens the window again), and the process exits
/// with status 1, a failure while running.
enum TransitionHang {
    /// Seconds a frame may run with a file loaded; `CARDSIM_FRAME_LIMIT` changes it (the tests
    /// wait less).
    static var limit: Double {
        ProcessInfo.processInfo.environment["CARDSIM_FRAME_LIMIT"].flatMap(Double.init).flatMap { $0 > 0 ? $0 : nil } ?? 10
    }

    /// A watchdog for a run with the files loaded so far, or nil when none is.
    static func watchdog() -> FrameWatchdog? {
        let files = TransitionTrapReport.files
        guard !files.isEmpty else { return nil }
        let limit = limit
        return FrameWatchdog(limit: limit) { stuck(files: files, limit: limit) }
    }

    /// The words for a stuck frame: the file, or the files one of which it is.
    static func message(files: [String], limit: Double) -> String {
        let names = files.map { ($0 as NSString).lastPathComponent }
        let which = names.count == 1 ? "your transition \(names[0])" : "one of your transitions (\(names.joined(separator: ", ")))"
        return "\(which) has not returned for \(String(format: "%g", limit)) s: its code is stuck, in an endless loop or "
            + "a wait that never ends (a frame never finished while it ran). Fix it and run again."
    }

    private static func stuck(files: [String], limit: Double) {
        let message = message(files: files, limit: limit)
        StandardStream.error.write("cardsim: " + message + "\n")
        TransitionTrapReport.removeOutputs()
        SupervisedWindow.stuck(message)
        _exit(1)
    }
}
