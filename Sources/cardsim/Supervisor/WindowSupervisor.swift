import Foundation
import Playback
import SDLBackend

/// Keeps the window when a user's transition file takes CardSim down. The file's code runs in
/// CardSim's process (docs/architecture.md, "A user's transition file"), so a trap in it (a
/// force-unwrapped nil, an index out of range) ends that process, and an endless loop in it holds
/// the frame loop until `FrameWatchdog` ends it. A window run with a file is therefore run as a
/// child of a small parent (this), which passes the child's stderr through and, when the child
/// dies of a signal or of a stuck frame after its window opened, opens the window again with the
/// same arguments and settings (the stored settings carry what changed in the window), without
/// playing `--script` again (it would repeat the tap that trapped), and with the trap's words
/// (`FILE:LINE: Fatal error: …`, or what was stuck) in the red problem panel until the file
/// reloads. A child that dies before its window opens (the file traps as it loads) is not
/// started again: the parent says so and exits with the child's status, 128 + the signal.
///
/// The child knows it is supervised by `folderVariable`, a folder where it leaves `SupervisedWindow`'s
/// marks; `CARDSIM_NO_SUPERVISOR=1` runs the window in the one process, as a run without a file is.
enum WindowSupervisor {
    /// The folder the child leaves its marks in; set only in a supervised child.
    static let folderVariable = "CARDSIM_SUPERVISOR"
    /// The problem a reopened window shows; set only in a reopened child.
    static let noticeVariable = "CARDSIM_WINDOW_NOTICE"
    /// After this many reopenings in one session the parent gives up: something reopens the trap
    /// by itself.
    static let maxReopenings = 20
    /// How much of the child's stderr is kept to find the runtime's line in.
    static let keptBytes = 16 * 1024

    /// Whether this run is a window with a user's file in it (`--transition`, a `--compare` entry
    /// or a script's `set transition`), not already supervised.
    static func wanted(_ options: LaunchOptions, environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        guard !options.headless, environment[folderVariable] == nil, environment["CARDSIM_NO_SUPERVISOR"] == nil else { return false }
        return options.loadsTransitionFile
    }

    /// Runs this executable again with `arguments` as the window, reopening it after a trap;
    /// returns the exit status to end with.
    static func supervise(arguments: [String], environment: [String: String] = ProcessInfo.processInfo.environment) -> Int32 {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cardsim-window-\(getpid())").path
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var environment = environment
        environment[folderVariable] = folder
        ChildSignals.forward()
        var reopenings = 0
        while true {
            SupervisedWindow.clearMarks(in: folder)
            let ended = runChild(arguments: arguments, environment: environment)
            let stuck = SupervisedWindow.stuckMessage(in: folder)
            guard ended.signal != nil || stuck != nil else { return ended.status }
            guard SupervisedWindow.windowOpened(in: folder) else {
                return fail("cardsim: the window did not open: your transition stopped CardSim as it loaded "
                    + "(the lines above say where); fix it and run again", ended.status)
            }
            guard reopenings < maxReopenings else {
                return fail("cardsim: your transition stopped the window \(reopenings + 1) times; not opening it again", ended.status)
            }
            reopenings += 1
            let notice = TrapNotice.text(stuck: stuck, stderr: ended.stderrTail, signal: ended.signal)
            StandardStream.error.write("cardsim: opening the window again (\(notice)); the script is not played again\n")
            environment[noticeVariable] = notice
        }
    }

    /// How the child ended: its status as a shell reports it, the signal that ended it (nil for
    /// an exit), and the end of what it wrote on stderr.
    struct Ending {
        var status: Int32
        var signal: Int32?
        var stderrTail: String
    }

    private static func runChild(arguments: [String], environment: [String: String]) -> Ending {
        let child = Process()
        child.executableURL = URL(fileURLWithPath: executablePath)
        child.arguments = arguments
        child.environment = environment
        let pipe = Pipe()
        child.standardError = pipe
        let tail = StderrTail(keeping: keptBytes)
        do { try child.run() } catch {
            return Ending(status: fail("cardsim: cannot start the window: \(error)", 1), signal: nil, stderrTail: "")
        }
        ChildSignals.child = child.processIdentifier
        // Passed through as it comes, so the user reads the child's messages as they are written.
        let reader = Thread {
            let handle = pipe.fileHandleForReading
            while true {
                let data = handle.availableData
                if data.isEmpty { break }
                FileHandle.standardError.write(data)
                tail.append(data)
            }
            tail.end()
        }
        reader.start()
        child.waitUntilExit()
        ChildSignals.child = 0
        tail.waitForEnd()
        if child.terminationReason == .uncaughtSignal {
            return Ending(status: 128 + child.terminationStatus, signal: child.terminationStatus, stderrTail: tail.text)
        }
        return Ending(status: child.terminationStatus, signal: nil, stderrTail: tail.text)
    }

    /// This executable, as the kernel names it (the path it was started by may be relative to a
    /// folder the child does not start in, or a name on PATH).
    static var executablePath: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }
}
