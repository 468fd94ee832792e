import Foundation
import Testing
@testable import cardsim
@testable import SDLBackend

/// What the supervising parent decides from the child it ran, and what the reopened window shows.
@Suite("A window reopened after a trap says what stopped the one before")
struct WindowSupervisorTests {
    @Test("the runtime's FILE:LINE: Fatal error line is the notice, the last one if there are several, without the file's module")
    func runtimeLine() {
        let stderr = """
            cardsim: Compiling Trap.swift…
            Trap.swift:9: Fatal error: Index out of range
            CardSimFile_cff5d348409eb6bb/Trap.swift:14: Fatal error: Unexpectedly found nil while unwrapping an Optional value
            cardsim: your transition Trap.swift stopped CardSim: its code trapped (Trap.swift; the line above says where and why, where Swift gives it). Fix it and run again.

            """
        #expect(TrapNotice.text(stuck: nil, stderr: stderr, signal: SIGILL)
            == "Trap.swift:14: Fatal error: Unexpectedly found nil while unwrapping an Optional value")
    }

    @Test("without the runtime's line, CardSim's line naming the file; without either, the signal")
    func fallbacks() {
        let named = "cardsim: your transition Trap.swift stopped CardSim: its code trapped (Trap.swift; …)\n"
        #expect(TrapNotice.text(stuck: nil, stderr: named, signal: SIGSEGV).hasPrefix("your transition Trap.swift stopped CardSim"))
        #expect(TrapNotice.text(stuck: nil, stderr: "", signal: SIGSEGV) == "your transition stopped CardSim (signal \(SIGSEGV))")
    }

    @Test("a stuck frame's words win over whatever else was written")
    func stuck() {
        let words = TransitionHang.message(files: ["/tmp/Loop.swift"], limit: 10)
        #expect(words.hasPrefix("your transition Loop.swift has not returned for 10 s"))
        #expect(TrapNotice.text(stuck: words, stderr: "X.swift:1: Fatal error: no", signal: nil) == words)
        #expect(TransitionHang.message(files: ["A.swift", "B.swift"], limit: 2.5).hasPrefix("one of your transitions (A.swift, B.swift) has not returned for 2.5 s"))
    }

    @Test("the reopened window shows the notice on its first frame, then only what the file's watch says")
    @MainActor
    func noticeFirst() throws {
        let inner: @MainActor @Sendable (Double) -> [WindowNews] = { _ in [.toast("Reloaded Trap.swift")] }
        let made = SupervisedWindow.watch(showing: "Trap.swift:14: Fatal error: boom", then: inner)
        let watch = try #require(made)
        #expect(watch(0) == [.problem("Trap.swift:14: Fatal error: boom"), .toast("Reloaded Trap.swift")])
        #expect(watch(0.1) == [.toast("Reloaded Trap.swift")])
        #expect(SupervisedWindow.watch(showing: nil, then: nil) == nil)
    }

    @Test("only a window with a user's file is supervised, and never twice")
    func wanted() throws {
        func options(_ words: [String]) throws -> LaunchOptions {
            guard case .run(let o) = try LaunchCommand.parse(words) else { throw CancellationError() }
            return o
        }
        #expect(WindowSupervisor.wanted(try options(["--transition", "Fade.swift"]), environment: [:]))
        #expect(!WindowSupervisor.wanted(try options(["--transition", "Fade.swift", "--headless"]), environment: [:]))
        #expect(!WindowSupervisor.wanted(try options(["--transition", "Fade.swift"]), environment: [WindowSupervisor.folderVariable: "/tmp/x"]))
        #expect(!WindowSupervisor.wanted(try options(["--style", "zoom"]), environment: [:]))
    }
}
