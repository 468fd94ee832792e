import Foundation
import SimKit
import Playback
import Session

/// A live take (Ctrl+R or `--record` in the window): the frames go to a video on the virtual
/// frame grid of `fps` (a frame that took long is repeated, frames faster than `fps` are skipped, so
/// the video runs in real time), and the input goes to a script next to it that replays the take
/// headless, frame-exact, at any fps and scale. Frames are encoded on a writer thread
/// (`FrameWriter`), so ffmpeg never holds up the window; drawing the frame stays on the loop.
@MainActor
final class LiveRecording {
    let videoPath: String
    let scriptPath: String
    let fps: Double
    /// Pixels per point of the video.
    let scale: Double
    /// Wall seconds (the live clock) when the take began.
    let start: Double
    private let canvas: OffscreenCanvas
    private let recorder: VideoRecorder
    private let writer: FrameWriter
    private var script: ScriptRecorder
    /// Wall seconds the loop spent drawing and reading back frames for the video, and how many.
    private(set) var captureSeconds = 0.0
    private(set) var captures = 0

    /// The screen's rounded corners, when no phone frame draws them.
    private let corners: ScreenCorners?

    /// Starts a take; `size` is the canvas in points (with the bezel, if any).
    init(videoPath: String, size: Size, device: Device, scale: Double, fps: Double, start: Double,
         assets: AssetLocator, corners: ScreenCorners?, transitionFiles: [String: String] = [:]) throws {
        self.corners = corners
        try VideoRecorder.checkWritable(path: videoPath)
        // Software, on its own surface: it needs no video driver and leaves the window's renderer alone.
        canvas = try OffscreenCanvas(size: size, scale: scale, software: true, assets: assets)
        recorder = try VideoRecorder(path: videoPath, width: canvas.pixelWidth, height: canvas.pixelHeight, fps: fps,
                                     realtime: true)
        writer = FrameWriter(recorder: recorder)
        self.videoPath = videoPath
        scriptPath = Self.scriptPath(for: videoPath)
        self.fps = fps
        self.scale = scale
        self.start = start
        script = ScriptRecorder(device: device)
        script.transitionFiles = transitionFiles
    }

    /// `take.mp4` → `take.txt`; a PNG directory `frames/` → `frames.txt`.
    static func scriptPath(for video: String) -> String {
        let trimmed = video.hasSuffix("/") ? String(video.dropLast()) : video
        let name = trimmed.split(separator: "/").last.map(String.init) ?? trimmed
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return trimmed + ".txt" }
        return String(trimmed.dropLast(name.distance(from: dot, to: name.endIndex))) + ".txt"
    }

    /// Video frames taken so far (all written once `finish` returns).
    var framesWritten: Int { writer.framesQueued }

    /// What the recording cost the loop, for `--verbose` and the saved line: drawing the frames, and
    /// waiting for the encoder when it fell a whole queue behind.
    var costSummary: String {
        let draw = captures == 0 ? "" : String(format: "drawing the video's frames took %.1f ms a frame", captureSeconds * 1000 / Double(captures))
        let waits = writer.stalls == 0 ? "the encoder kept up"
            : String(format: "the encoder fell behind: the loop waited %d times, %.0f ms in all", writer.stalls, writer.stallSeconds * 1000)
        return [draw, waits].filter { !$0.isEmpty }.joined(separator: "; ")
    }

    /// Notes one input event delivered to the scene at wall time `now`.
    func record(_ event: InputEvent, at now: Double) { script.record(event, at: now - start) }

    /// Notes an animation speed change (Ctrl+T) so the replay slows down at the same moment.
    func recordSpeed(_ speed: Double, at now: Double) { script.recordSpeed(speed, at: now - start) }

    /// Notes a `set` line (the settings in effect when the take starts, or one a script ran).
    func recordSetting(_ command: ScriptCommand, at now: Double) { script.recordSetting(command, at: now - start) }
    /// Notes a setting changed from the keyboard (Ctrl+1…5).
    func recordSetting(_ setting: SceneSetting, at now: Double) { script.recordSetting(setting, at: now - start) }

    /// The instant of the take's frame grid at or before wall time `now`: while a take runs, the
    /// window shows the scene at these instants only, so each video frame is the scene at exactly
    /// its own time, as the headless replay draws it. (Drawn at the loop's own instants, a video
    /// frame showed the first picture after its time: up to a loop period ahead of the replay,
    /// three frames for a loop slowed to 20 fps by the recording.)
    func gridWall(_ now: Double) -> Double {
        start + ((now - start) * fps + Self.gridSlack).rounded(.down) / fps
    }

    /// A wall time within this many frames below a grid instant counts as on it (the division
    /// and the sums above round).
    static let gridSlack = 1e-6

    /// The picture of the latest frame added: what the grid's instants after it showed until the
    /// next picture (the scene stood there while the loop stalled).
    private var heldPixels: [UInt8]?

    /// Adds the frames due by wall time `now` (a grid instant, `gridWall`): none when the display
    /// runs faster than `fps`; after a stall, the frames the loop missed repeat the picture before
    /// them, and this picture takes its own instant. (Repeating this picture put a later scene on
    /// the missed instants, ahead of the replay.)
    func capture(_ commands: [DrawCommand], at now: Double) throws {
        let due = Int(((now - start) * fps + Self.gridSlack).rounded(.down)) + 1
        guard due > writer.framesQueued else { return }
        let began = Stopwatch()
        try canvas.render(commands)
        let pixels = try canvas.readPixels(corners: corners)
        captureSeconds += began.elapsed
        captures += 1
        let missed = due - 1 - writer.framesQueued
        if missed > 0 { try writer.append(heldPixels ?? pixels, count: missed) }
        try writer.append(pixels)
        heldPixels = pixels
    }

    /// Finishes the video and writes the script. The script ends at the instant the video's next
    /// frame would have been taken, not at `now`: the replay then draws the video's frames.
    func finish(at now: Double, replayScale: Double) throws {
        script.finish(at: min(now - start, Double(writer.framesQueued) / fps))
        do { try writer.drain() } catch {
            recorder.abort()
            throw error
        }
        try recorder.finish()
        let ext = URL(fileURLWithPath: videoPath).pathExtension
        let replay = String(scriptPath.dropLast(4)) + (ext.isEmpty ? "-replay/" : "-replay." + ext)
        let hint = "cardsim --headless --script \(scriptPath) --record \(replay) --fps \(ReplayText.number(fps)) --scale \(ReplayText.number(replayScale))"
        try script.text(replayHint: hint).write(toFile: scriptPath, atomically: true, encoding: .utf8)
    }

    /// Stops without a video (an error while recording).
    func abort() {
        writer.abort()
        recorder.abort()
    }
}

/// Numbers in commands and toasts shown to the user.
enum ReplayText {
    /// "60", not "60.0".
    static func number(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(v) }
}
