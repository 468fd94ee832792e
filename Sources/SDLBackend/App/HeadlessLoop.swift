import Foundation
import SimKit

/// The frame loop of `HeadlessRunner`, one virtual frame at a time:
/// script step → scene advance → input → render → trace → recorder → screenshots.
@MainActor
struct HeadlessLoop {
    let configuration: HeadlessRunner.Configuration
    let scene: Scene
    let player: ScriptPlayer?
    let frame: HeadlessFrame
    let trace: TraceWriter?
    let recorder: VideoRecorder?
    let warn: (String) -> Void

    mutating func run(interrupt: InterruptFlag?) throws(RunnerError) -> HeadlessRunner.Result {
        let c = configuration
        let fps = c.fps
        var clock = SceneClock(speed: c.speed)
        var overlay = TouchOverlay(isEnabled: c.showTouches)
        // At least one frame: `--duration 0.001` at 60 fps made a video of no frames (issue 12).
        let durationFrames = max(1, Int(((c.duration ?? HeadlessRunner.defaultDuration) * fps).rounded()))
        // A script that ends while the scene still animates gets at most this long to come to rest.
        let settleFrames = Int(ScriptPlayer.settleLimit * fps)
        var finishedAt: Int?
        var timings: [HeadlessRunner.FrameTiming] = []
        var warnings: [String] = []
        let progress = ProgressLine(total: player?.estimatedFrameCount ?? durationFrames, fps: fps,
                                    isEnabled: c.showProgress && recorder != nil)
        let wall = Stopwatch()
        var n = 0
        var interrupted = false
        /// Writes the frame last rendered to `path`; a failure is a warning, not the end of the run.
        func save(_ path: String) {
            do { try frame.canvas.savePNG(path) } catch {
                let w = "cardsim: screenshot \(path): \(error)"
                warnings.append(w); warn(w)
            }
        }
        while true {
            if interrupt?.isRaised == true { interrupted = true; break }
            if let limit = c.frameLimit, n >= limit { break }
            if player == nil, n >= durationFrames { break }
            // Exactly k/fps: computed from the frame number, never accumulated, so it cannot drift.
            let t = Double(n) / fps
            let update = Stopwatch()
            let actions = player?.step(at: t, scene: scene) ?? []
            for case .setSpeed(let f) in actions { clock.speed = f }
            for case .setTouches(let on) in actions { overlay.isEnabled = on }
            clock.advance(toWall: t)
            // `key space`, `key .` and `key t` work the scene clock as the window's keys do.
            for case .input(.key(let key, _)) in actions {
                switch LiveEvent.tool(for: key) {
                case .togglePause?: clock.isPaused.toggle()
                case .stepFrame? where clock.isPaused: clock.step(frameDuration: LiveRunner.stepDuration)
                case .toggleSlowAnimations?: clock.slowAnimations.toggle()
                default: break
                }
            }
            scene.advance(to: clock.time)
            var screenshots: [String] = []
            for (i, action) in actions.enumerated() {
                switch action {
                case .input(.key(let key, _)) where LiveEvent.tool(for: key) != nil:
                    break
                case .input(let e):
                    let event = e.retimed(clock.time)
                    overlay.track(event)
                    scene.handle(event)
                case .screenshot(let path):
                    // A screenshot shows the screen where it stands in the script: input that
                    // follows it in the same frame (`screenshot`, then `release`) comes after it.
                    let inputFollows = actions[(i + 1)...].contains { if case .input = $0 { true } else { false } }
                    if inputFollows {
                        try frame.render(scene.render(), overlay: overlay)
                        save(path)
                    } else {
                        screenshots.append(path)
                    }
                case .warning(let w): warnings.append(w); warn(w)
                case .setSpeed, .setTouches: break
                }
            }
            let updateMs = update.elapsedMs
            if let player, player.isFinished, actions.isEmpty {
                if scene.isIdle { break }
                let since = finishedAt ?? n
                finishedAt = since
                if n - since >= settleFrames {
                    let w = "\(player.script.file): still animating \(Int(ScriptPlayer.settleLimit)) s after the script ended; stopping"
                    warnings.append(w); warn(w)
                    break
                }
            }

            let draw = Stopwatch()
            try frame.render(scene.render(), overlay: overlay)
            let pixels = recorder != nil || c.alwaysReadBack ? try frame.readPixels() : nil
            let drawMs = draw.elapsedMs
            let state = scene.inspector.traceState()
            timings.append(.init(updateMs: updateMs, drawMs: drawMs, inTransition: state.transition != nil))
            trace?.write(TraceLine(frame: n, t: t, state: state, frameMs: updateMs + drawMs))
            if let recorder, let pixels {
                do { try recorder.append(rgba: pixels) } catch {
                    progress.end()
                    throw HeadlessRunner.recordingError(error)
                }
            }
            for path in screenshots { save(path) }
            n += 1
            progress.show(done: n, elapsed: wall.elapsed)
        }
        progress.end()
        return .init(frames: n, virtualSeconds: Double(n) / fps, wallSeconds: wall.elapsed,
                     interrupted: interrupted, timings: timings, warnings: warnings)
    }
}
