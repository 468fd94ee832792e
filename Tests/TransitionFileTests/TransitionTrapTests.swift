import Foundation
import Testing
import TestSupport

/// A user's file that traps takes CardSim's process down with it (its code runs there), but never
/// without a word: stderr names the file, below Swift's own `FILE:LINE: Fatal error: …`; a headless
/// run leaves no output that looks finished, and a window is opened again. A file stuck in a loop
/// is caught by the frame watchdog and handled the same way.
@Suite("A transition file that traps or never returns is named, and the window comes back", .serialized)
struct TransitionTrapTests {
    @Test("a force-unwrapped nil in the animator: Swift's line, then which file stopped CardSim")
    func forceUnwrap() throws {
        let (folder, run) = try Self.tapHeadless("Trap.swift", Self.trapFile, ["--trace", "t.jsonl"], frameLimit: 60)
        let text = run.text
        #expect(run.reason == .uncaughtSignal, "\(text)")
        #expect(text.contains("Trap.swift:14: Fatal error: Unexpectedly found nil"), "\(text)")
        // The sanitizers of `make check` take a trap's signal themselves and never call the handler
        // a program installs (measured with both: SIGILL, Swift's line, no more), so only a build
        // without them names the file.
        if !Self.underSanitizer {
            #expect(text.contains("cardsim: your transition Trap.swift stopped CardSim: its code trapped (Trap.swift; "), "\(text)")
            #expect(text.contains("cardsim: removed the unfinished t.jsonl"), "\(text)")
            #expect(!FileManager.default.fileExists(atPath: folder.path + "/t.jsonl"), "the trace of a trapped run is removed")
        }
    }

    @Test("an endless loop in animateTransition: the watchdog names the file, removes the trace and exits 1")
    func endlessLoopHeadless() throws {
        let (folder, run) = try Self.tapHeadless("Loop.swift", Self.loopFile, ["--trace", "t.jsonl", "--record", "out.mp4"], frameLimit: 3)
        let text = run.text
        #expect(run.reason == .exit && run.status == 1, "\(text)")
        #expect(text.contains("cardsim: your transition Loop.swift has not returned for 3 s"), "\(text)")
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/t.jsonl"), "the trace of a stuck run is removed")
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/out.mp4"), "no recording looks finished")
    }

    /// A file that stops the window, the seconds a frame may take, and what the reopened window says.
    static let windowCases: [(file: String, frameLimit: String, notice: String)] = [
        ("Trap.swift", "60", "opening the window again (Trap.swift:14: Fatal error: Unexpectedly found nil"),
        ("Loop.swift", "3", "opening the window again (your transition Loop.swift has not returned for 3 s"),
    ]

    @Test("in the window: a trap or an endless loop on the script's tap reopens the window, which runs on, saying why",
          arguments: windowCases)
    func windowComesBack(_ stopper: (file: String, frameLimit: String, notice: String)) throws {
        let folder = try TransitionFolder()
        try folder.write(stopper.file, stopper.file == "Trap.swift" ? Self.trapFile : Self.loopFile)
        try folder.write("tap.txt", "tap card 1\nsettle\n")
        let run = try Self.cardsim(["--no-settings", "--transition", stopper.file, "--script", "tap.txt",
                                    "--renderer", "software", "--scale", "1", "--trace", "t.jsonl"],
                                   in: folder, environment: ["SDL_VIDEODRIVER": "offscreen", "CARDSIM_FRAME_LIMIT": stopper.frameLimit])
        defer { if run.process.isRunning { run.process.terminate() } }
        let reopened = run.readUntil("cardsim: opening the window again")
        try #require(reopened != nil, "\(run.text)")
        #expect(reopened!.contains(stopper.notice), "\(run.text)")
        // The second window draws frames (an idle window still traces one every half second).
        var lines = 0
        for _ in 0..<240 {
            if lines >= 3 { break }
            Thread.sleep(forTimeInterval: 0.25)
            lines = ((try? String(contentsOfFile: folder.path + "/t.jsonl", encoding: .utf8)) ?? "").split(separator: "\n").count
        }
        #expect(run.process.isRunning, "\(run.text)")
        #expect(lines >= 3, "\(run.text)")
        run.process.terminate()
        _ = run.readAll()
        run.process.waitUntilExit()
        #expect(run.process.terminationStatus == 128 + SIGTERM, "\(run.text)")
        #expect(run.text.components(separatedBy: "opening the window again").count == 2, "opened again once: \(run.text)")
    }

    static let trapFile = """
        import UIKit

        class TrapTransition: NSObject, UIViewControllerTransitioningDelegate {
            func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                     source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
                return TrapAnimator()
            }
        }

        class TrapAnimator: NSObject, UIViewControllerAnimatedTransitioning {
            var snapshot: UIView?
            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
            func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                snapshot!.alpha = 0
            }
        }

        """

    /// The trap's file with an endless loop where the trap was.
    static let loopFile = trapFile.replacingOccurrences(of: "Trap", with: "Loop")
        .replacingOccurrences(of: "snapshot!.alpha = 0", with: "var turns = 0\n        while turns >= 0 { turns = (turns + 1) % 1000 }")

    /// Runs `text`, saved as `name`, headless on a script that taps a card, with `extra` options;
    /// returns when it has ended.
    static func tapHeadless(_ name: String, _ text: String, _ extra: [String], frameLimit: Int) throws -> (TransitionFolder, ProgramRun) {
        let folder = try TransitionFolder()
        try folder.write(name, text)
        try folder.write("tap.txt", "tap card 1\nsettle\n")
        let run = try folder.runCardsim(["--headless", "--no-settings", "--transition", name, "--script", "tap.txt", "--fps", "20"] + extra,
                                        environment: ["SWIFT_BACKTRACE": "enable=no", "CARDSIM_FRAME_LIMIT": "\(frameLimit)"])
        return (folder, run)
    }

    /// cardsim of this build in `folder`, with its stderr read as it comes.
    static func cardsim(_ arguments: [String], in folder: TransitionFolder, environment extra: [String: String] = [:]) throws -> RunningCardSim {
        let binary = try #require(TransitionFolder.executable, "build cardsim first (swift build)")
        let p = Process()
        p.executableURL = URL(fileURLWithPath: binary)
        p.arguments = arguments
        p.currentDirectoryURL = URL(fileURLWithPath: folder.path)
        var env = ProcessInfo.processInfo.environment
        env["XDG_CACHE_HOME"] = folder.path + "/cache"
        env["CARDSIM_MODULES"] = TransitionFolder.modules
        env["SWIFT_BACKTRACE"] = "enable=no"
        env.merge(extra) { $1 }
        p.environment = env
        let err = Pipe()
        p.standardError = err
        p.standardOutput = FileHandle.nullDevice
        try p.run()
        return RunningCardSim(process: p, stderr: err.fileHandleForReading)
    }

    /// Whether this process (and so the cardsim of the same build) runs ThreadSanitizer's or
    /// AddressSanitizer's runtime.
    static var underSanitizer: Bool {
        let me = dlopen(nil, RTLD_NOW)
        return dlsym(me, "__tsan_init") != nil || dlsym(me, "__asan_init") != nil
    }
}

/// A cardsim process whose stderr the test reads as it is written.
final class RunningCardSim {
    let process: Process
    private let stderr: FileHandle
    private(set) var text = ""

    /// A process still running after `limit` seconds is ended, so that a test that waits for a
    /// line that never comes fails instead of hanging (a safety net, not a timing asserted).
    init(process: Process, stderr: FileHandle, limit: Double = 300) {
        self.process = process
        self.stderr = stderr
        DispatchQueue.global().asyncAfter(deadline: .now() + limit) { [process] in
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        }
    }

    /// Reads until `marker` has been written or the process closes stderr; returns the text so
    /// far when the marker came.
    func readUntil(_ marker: String) -> String? {
        while !text.contains(marker) {
            let data = stderr.availableData
            if data.isEmpty { return nil }
            text += String(decoding: data, as: UTF8.self)
        }
        return text
    }

    /// Reads to the end of stderr.
    func readAll() -> String {
        text += String(decoding: stderr.readDataToEndOfFile(), as: UTF8.self)
        return text
    }
}
