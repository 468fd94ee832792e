import Foundation
import SimKit

/// A live take (Ctrl+R or `--record` in the window): the frames go to a video on the virtual
/// frame grid of `fps` (a frame that took long is repeated, frames faster than `fps` are skipped, so
/// the video runs in real time), and the input goes to a script next to it that replays the take
/// headless, frame-exact, at any fps and scale.
@MainActor
final class LiveRecording {
    let videoPath: String
    let scriptPath: String
    let fps: Double
    /// Wall seconds (the live clock) when the take began.
    let start: Double
    private let canvas: OffscreenCanvas
    private let recorder: VideoRecorder
    private var script: ScriptRecorder

    /// Starts a take; `size` is the canvas in points (with the bezel, if any).
    init(videoPath: String, size: Size, screen: Size, scale: Double, fps: Double, start: Double,
         assets: AssetLocator) throws {
        try VideoRecorder.checkWritable(path: videoPath)
        // Software, on its own surface: it needs no video driver and leaves the window's renderer alone.
        canvas = try OffscreenCanvas(size: size, scale: scale, software: true, assets: assets)
        recorder = try VideoRecorder(path: videoPath, width: canvas.pixelWidth, height: canvas.pixelHeight, fps: fps)
        self.videoPath = videoPath
        scriptPath = Self.scriptPath(for: videoPath)
        self.fps = fps
        self.start = start
        script = ScriptRecorder(screen: screen)
    }

    /// `take.mp4` → `take.txt`; a PNG directory `frames/` → `frames.txt`.
    static func scriptPath(for video: String) -> String {
        let trimmed = video.hasSuffix("/") ? String(video.dropLast()) : video
        let name = trimmed.split(separator: "/").last.map(String.init) ?? trimmed
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return trimmed + ".txt" }
        return String(trimmed.dropLast(name.distance(from: dot, to: name.endIndex))) + ".txt"
    }

    /// Video frames written so far.
    var framesWritten: Int { recorder.framesWritten }

    /// Notes one input event delivered to the scene at wall time `now`.
    func record(_ event: InputEvent, at now: Double) { script.record(event, at: now - start) }

    /// Notes an animation speed change (Ctrl+T) so the replay slows down at the same moment.
    func recordSpeed(_ speed: Double, at now: Double) { script.recordSpeed(speed, at: now - start) }

    /// Notes a `set` line (the settings in effect when the take starts, or one a script ran).
    func recordSetting(_ command: ScriptCommand, at now: Double) { script.recordSetting(command, at: now - start) }
    /// Notes a setting changed from the keyboard (Ctrl+1…5).
    func recordSetting(_ setting: SceneSetting, at now: Double) { script.recordSetting(setting, at: now - start) }

    /// Adds the frames due by wall time `now`: none when the display runs faster than `fps`,
    /// several (the same picture) after a stall.
    func capture(_ commands: [DrawCommand], at now: Double) throws {
        let due = Int(((now - start) * fps).rounded(.down)) + 1
        guard due > recorder.framesWritten else { return }
        try canvas.render(commands)
        let pixels = try canvas.readPixels()
        while recorder.framesWritten < due { try recorder.append(rgba: pixels) }
    }

    /// Finishes the video and writes the script; returns a line saying where they went.
    func finish(at now: Double, replayScale: Double) throws -> String {
        script.finish(at: now - start)
        try recorder.finish()
        let ext = URL(fileURLWithPath: videoPath).pathExtension
        let replay = String(scriptPath.dropLast(4)) + (ext.isEmpty ? "-replay/" : "-replay." + ext)
        let hint = "cardsim --headless --script \(scriptPath) --record \(replay) --fps \(ReplayNumber(fps)) --scale \(ReplayNumber(replayScale))"
        try script.text(replayHint: hint).write(toFile: scriptPath, atomically: true, encoding: .utf8)
        return "Saved \(videoPath) and \(scriptPath)"
    }

    /// Stops without a video (an error while recording).
    func abort() { recorder.abort() }
}

/// "60", not "60.0", in commands shown to the user.
private func ReplayNumber(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(v) }
