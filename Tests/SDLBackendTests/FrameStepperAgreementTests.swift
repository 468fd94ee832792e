import AppStore
import Foundation
import SDLBackend
import SimKit
import Testing
import TestSupport
import Playback
import Session

/// `FrameStepper`, which the app's tests step, runs a frame in the program's order (the
/// clock advances, then the frame's input arrives, as `HeadlessLoop` does and `Scene.handle`'s
/// contract says), so a test sees the frames that the program shows.
@Suite("FrameStepper steps as the program does", .serialized)
@MainActor
struct FrameStepperAgreementTests {
    /// A press that starts an animation, a present, and a drag: input whose frame matters.
    static let script = AppHeadlessTests.script

    @Test("a script played on FrameStepper gives the headless run's trace, frame for frame")
    func sameTraceAsTheHeadlessRun() throws {
        setenv("SDL_VIDEODRIVER", "offscreen", 1)
        let deck = try CardDeck.load(path: RepoPaths.cardsJSON)
        let scratch = RenderProbe.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let path = scratch + "/trace.jsonl"
        var c = HeadlessRunner.Configuration()
        c.scale = 1
        c.script = ScriptSource(text: Self.script, file: "t.txt")
        c.trace = path
        c.showProgress = false
        _ = try HeadlessRunner(configuration: c, assets: RenderProbe.assets) { measurer, images in
            AppStoreScene(configuration: AppConfiguration(deck: deck), measurer: measurer, images: images)
        }.run()
        let program = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(Self.withoutTiming)

        // The same script on FrameStepper: the player's input for the frame at t, handed to `step`.
        let canvas = try RenderProbe.canvas(390, 844, scale: 1)
        let scene = AppStoreScene(configuration: AppConfiguration(deck: deck), measurer: canvas.textMeasurer, images: canvas.catalog)
        let player = ScriptPlayer(script: try Script.parse(Self.script, file: "t.txt"), fps: 60)
        let clock = FrameStepper(scene: scene, fps: 60)
        func input(at t: Double) -> [InputEvent] {
            player.step(at: t, scene: scene).compactMap { if case .input(let e) = $0 { e.retimed(t) } else { nil } }
        }
        for e in input(at: 0) { clock.send(e) }
        var tests = [Self.withoutTiming(TraceLine(frame: 0, t: 0, state: scene.inspector.traceState(), frameMs: 0).jsonLine())]
        while tests.count < program.count {
            let state = clock.step(input(at: Double(clock.frame + 1) / clock.fps))
            tests.append(Self.withoutTiming(TraceLine(frame: clock.frame, t: clock.time, state: state, frameMs: 0).jsonLine()))
        }
        #expect(program.count > 60)
        let first = program.indices.first { program[$0] != tests[$0] }
        #expect(first == nil, "frame \(first ?? -1): program \(first.map { program[$0] } ?? "") / FrameStepper \(first.map { tests[$0] } ?? "")")
    }

    /// A trace line without its wall-clock field.
    static func withoutTiming<S: StringProtocol>(_ line: S) -> String {
        String(line).replacingOccurrences(of: #","frameMs":[-0-9.e+]+"#, with: "", options: .regularExpression)
    }
}
