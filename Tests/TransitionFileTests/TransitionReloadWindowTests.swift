@testable import AppStore
@testable import cardsim
import Foundation
@testable import SDLBackend
import SimKit
import Testing
import TestSupport
import TransitionFile

/// The window runs a user's file and watches it: a save recompiles it while the window keeps
/// drawing, the next tap uses the new version and a toast says so; a save that does not compile
/// keeps the last good version running and shows the first error until the file compiles again.
/// SDL's offscreen video driver stands in for a display; the steps run from the window's own
/// per-frame watch, as the user's saves and clicks would.
@Suite("A transition file reloads in the window when saved", .serialized)
@MainActor
struct TransitionReloadWindowTests {
    @Test("save, tap, break, close, fix: the window follows each save and never waits on swiftc")
    func reloadsOnSave() throws {
        setenv("SDL_VIDEODRIVER", "offscreen", 1)
        let folder = try TransitionFolder()
        let path = try folder.write("FadeScale.swift", TutorialFiles.fadeScale)
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = folder.path + "/cache"
        environment["CARDSIM_MODULES"] = TransitionFolder.modules
        let file = try TransitionFileLaunch.load(path, verbose: false, environment: environment)
        let steps = ReloadSteps(path: path, file: file)
        var c = LiveRunner.Configuration()
        c.software = true
        c.scale = 1
        // Half speed: a loaded machine still draws frames inside each 0.4 s transition.
        c.speed = 0.5
        c.watch = { wall in steps.frame(wall: wall) }
        let deck = try TestScenes.deck()
        let runner = try TransitionStyleRegistry.$current.withValue(.current.adding(file.style)) {
            let runner = LiveRunner(configuration: c, assets: AssetLocator(root: RepoPaths.assets)) { measurer, images in
                AppStoreScene(configuration: AppConfiguration(deck: deck, style: file.style.style), measurer: measurer, images: images)
            }
            steps.runner = runner
            try runner.run()
            return runner
        }
        #expect(steps.failure == nil, "\(steps.failure ?? "")")
        #expect(steps.toasts.contains("Compiling FadeScale.swift…"))
        #expect(steps.toasts.contains("Reloaded FadeScale.swift"))
        // The window drew on while swiftc ran: a loop that waited for the compile would start and
        // finish it inside one frame's watch and never see it running. (How long a frame took is
        // not asserted: on a shared machine that is a benchmark's figure, not a test's.)
        #expect(steps.framesWhileCompiling > 5, "\(steps.framesWhileCompiling) frames during the compiles")
        // The saved version's starting scale (0.55), not the launch's (0.8), on the tap after the
        // reload, and again on the close after a broken save.
        #expect(!steps.presentScales.isEmpty && steps.presentScales.allSatisfy { abs($0 - 0.55) < 1e-3 },
                "present: \(steps.presentScales)")
        #expect(!steps.closeScales.isEmpty && steps.closeScales.allSatisfy { abs($0 - 0.55) < 1e-3 },
                "close: \(steps.closeScales), frames of the close: \(steps.closeStates)")
        let problem = try #require(steps.problemShown)
        #expect(problem.hasPrefix("\(path):6:"), "\(problem)")
        #expect(problem.contains("error: "))
        #expect(steps.labStatus.contains("FadeScale.swift · does not compile") && steps.labStatus.contains("\(path):6:"),
                "\(steps.labStatus)")
        #expect(runner.session?.problem == nil, "the fixed file clears the error")
        #expect(file.source.state == .reloaded && file.source.reloads == 2 && file.source.lastError == nil)
    }
}

/// The user's side of the test: each frame, what to save, click or check next.
@MainActor
final class ReloadSteps {
    let path: String
    let file: TransitionFileWatch
    weak var runner: LiveRunner?
    private var step = 0
    private var started: Double?
    private var tapAt = 0.0
    private(set) var toasts: [String] = []
    private(set) var framesWhileCompiling = 0
    /// The scale each traced frame of a transition starts from, as the file's animation puts
    /// it: scale and alpha move together (scale = s + (1 − s) × alpha), so any frame part-way
    /// names the version that drew it, whatever the frame rate.
    private(set) var presentScales: [Double] = []
    private(set) var closeScales: [Double] = []
    private(set) var closeStates: [String] = []
    private(set) var problemShown: String?
    private(set) var labStatus = ""
    private(set) var failure: String?

    init(path: String, file: TransitionFileWatch) { self.path = path; self.file = file }

    private var scene: AppStoreScene? { runner?.session?.scene as? AppStoreScene }

    func frame(wall: Double) -> [WindowNews] {
        let news = file.news(at: wall)
        if file.watcher.compiling { framesWhileCompiling += 1 }
        for case .toast(let t) in news { toasts.append(t) }
        started = started ?? wall
        if wall - started! > 120 { stop("timed out at step \(step)") }
        guard let scene, let session = runner?.session else { return news }
        let state = scene.inspector.traceState()
        switch step {
        case 0:  // save a version that scales from 0.55
            save(TutorialFiles.fadeScale.replacingOccurrences(of: "0.8", with: "0.55"))
            step = 1
        case 1 where news.contains(.toast("Reloaded FadeScale.swift")):
            let p = scene.inspector.pointForCard(1)!
            session.deliver(.pointerDown(p, time: 0))
            tapAt = wall
            step = 2
        case 2 where wall - tapAt > 0.1:
            session.deliver(.pointerUp(scene.inspector.pointForCard(1) ?? Point(195, 300), time: 0))
            step = 3
        case 3:
            if let s = startingScale(state) { presentScales.append(s) }
            if state.screen == "story", scene.isIdle {
                save(TutorialFiles.fadeScale.replacingOccurrences(of: "return FadeScaleAnimator(presenting: true)",
                                                                  with: "return FadeScaleAnimator(presenting: 1)"))
                step = 4
            }
        case 4:
            for case .problem(let p) in news { problemShown = p }
            if problemShown != nil, !file.watcher.compiling {
                labStatus = scene.makeStyleLab().fileLabel?.text ?? ""
                session.deliver(.key(.escape, time: 0))
                step = 5
            }
        case 5:
            if let s = startingScale(state) { closeScales.append(s) }
            if closeStates.count < 40 { closeStates.append("\(state.screen) \(state.transition?.direction.rawValue ?? "-") \(state.card?.alpha ?? -1)") }
            if state.screen == "today", scene.isIdle {
                if session.problem == nil { stop("the error left the screen before the file was fixed") }
                save(TutorialFiles.fadeScale)
                step = 6
            }
        case 6 where news.contains(.solved):
            step = 7
        case 7:
            session.isRunning = false
        default:
            break
        }
        return news
    }

    private func startingScale(_ state: TraceState) -> Double? {
        guard state.transition != nil, let card = state.card, card.alpha > 0.02, card.alpha < 0.98 else { return nil }
        return (card.scale - card.alpha) / (1 - card.alpha)
    }

    private func save(_ text: String) {
        do { try text.write(toFile: path, atomically: true, encoding: .utf8) } catch { stop("cannot save: \(error)") }
    }

    private func stop(_ why: String) {
        failure = failure ?? why
        runner?.session?.isRunning = false
    }
}
