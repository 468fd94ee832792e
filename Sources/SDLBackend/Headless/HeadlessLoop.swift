import Foundation
import SimKit
import Playback
import Session

/// The frame loop of `HeadlessRunner`, one virtual frame at a time: for each lane (one, or one per
/// compared style) script step → scene advance → input; then render → trace → recorder → screenshots.
/// A recording's frames go to a `FrameWriter`, so the next frame is drawn while ffmpeg takes the
/// last one; a frame that nothing changed repeats the last picture without reading it back.
@MainActor
struct HeadlessLoop {
    let configuration: HeadlessRunner.Configuration
    let lanes: [HeadlessLane]
    let frame: HeadlessFrame
    let trace: TraceWriter?
    let recorder: VideoRecorder?
    let warn: (String) -> Void

    mutating func run(interrupt: InterruptFlag?) throws(RunnerError) -> HeadlessRunner.Result {
        let c = configuration
        let fps = c.fps
        // At least one frame: `--duration 0.001` at 60 fps made a video of no frames.
        let durationFrames = max(1, Int(((c.duration ?? HeadlessRunner.defaultDuration) * fps).rounded()))
        // A script that ends while the scene still animates gets at most this long to come to rest.
        let settleFrames = Int(ScriptPlayer.settleLimit * fps)
        let scripted = lanes.allSatisfy { $0.player != nil }
        var timings: [HeadlessRunner.FrameTiming] = []
        var warnings: [String] = []
        let estimate = lanes.compactMap { $0.player?.estimatedFrameCount }.max() ?? durationFrames
        let progress = ProgressLine(total: estimate, fps: fps, isEnabled: c.showProgress && recorder != nil)
        let wall = Stopwatch()
        var n = 0
        var interrupted = false
        let warn = self.warn, frame = self.frame, lanes = self.lanes
        let writer = recorder.map(FrameWriter.doubleBuffered)
        // Whatever ends the run, the writer thread stops before the caller finishes or aborts the
        // recorder it uses (after `drain`, this returns at once).
        defer { writer?.abort() }
        var appended = false
        let watchdog = c.frameWatchdog
        watchdog?.start()
        defer { watchdog?.stop() }
        func failRecording(_ error: any Error) -> RunnerError {
            progress.end()
            return HeadlessRunner.recordingError(error)
        }
        func note(_ w: String) { warnings.append(w); warn(w) }
        /// Writes the frame last rendered to `path`; a failure is a warning, not the end of the run.
        func save(_ path: String) {
            do { try frame.savePNG(path) } catch { note("cardsim: screenshot \(path): \(error)") }
        }
        while true {
            if interrupt?.isRaised == true { interrupted = true; break }
            if let limit = c.frameLimit, n >= limit { break }
            if !scripted, n >= durationFrames { break }
            // Exactly k/fps: computed from the frame number, never accumulated, so it cannot drift.
            let t = Double(n) / fps
            watchdog?.frameBegins()
            defer { watchdog?.frameEnds() }
            let update = Stopwatch()
            var screenshots: [String] = []
            for lane in lanes {
                screenshots += try lane.update(frame: n, at: t, settleFrames: settleFrames, screenshotNow: { path throws(RunnerError) in
                    try frame.render(lanes.map { $0.scene.render() }, overlays: lanes.map(\.overlay),
                                     showsBezel: lanes[0].showsBezel)
                    save(path)
                }, warn: note)
            }
            let updateMs = update.elapsedMs
            if scripted, lanes.allSatisfy(\.isDone) { break }

            let draw = Stopwatch()
            // Every lane plays the same script, so the first one's bezel is the frame's.
            try frame.render(lanes.map { $0.scene.render() }, overlays: lanes.map(\.overlay), showsBezel: lanes[0].showsBezel,
                             ahead: lanes.map { $0.driver.upcomingFrames() })
            var pixels: [UInt8]?
            if let writer, appended, frame.isUnchanged {
                do { try writer.repeatLast() } catch { throw failRecording(error) }
            } else if let writer {
                var buffer = writer.spareBuffer()
                try frame.readBGRA(into: &buffer)
                pixels = buffer
            } else if c.alwaysReadBack {
                _ = try frame.readPixels()
            }
            let drawMs = draw.elapsedMs
            // Each panel's state once a frame: the first one's is the trace line.
            let states = lanes.map { $0.scene.inspector.traceRecord() }
            let state = states[0]
            let inTransition = states.contains { $0.isTransitioning }
            timings.append(.init(updateMs: updateMs, drawMs: drawMs, inTransition: inTransition))
            trace?.write(TraceLine(frame: n, t: t, state: state, frameMs: updateMs + drawMs))
            if let writer, let pixels {
                do { try writer.append(pixels) } catch { throw failRecording(error) }
                appended = true
            }
            for path in screenshots { save(path) }
            n += 1
            progress.show(done: n, elapsed: wall.elapsed)
        }
        if let writer {
            do { try writer.drain() } catch { throw failRecording(error) }
        }
        progress.end()
        return .init(frames: n, virtualSeconds: Double(n) / fps, wallSeconds: wall.elapsed,
                     interrupted: interrupted, timings: timings, warnings: warnings,
                     work: frame.canvas.displayList.work)
    }
}
