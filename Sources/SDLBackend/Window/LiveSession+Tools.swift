import Foundation
import SimKit
import Playback
import Session

/// The window's own keys and what they do, like the iOS Simulator's menu commands.
extension LiveSession {

    /// Carries out `event`, which happened at `wall` seconds (nil: now). What the user chooses with
    /// the window's keys is stored as a preference; a script's keys go through `FrameDriver` and are not.
    func handle(_ event: LiveEvent, wall: Double? = nil) {
        switch event {
        case .input(.key(.escape, _)) where showsHelp:
            showsHelp = false
        case .input(let e) where timeline.scrubs(e, on: driver, show: show):
            break
        case .input(let e):
            if script.isPlaying {
                // Real hovering must not fight the script's pointer; a real press, wheel or key takes over.
                if case .hover = e { return }
                takeOverFromScript()
            }
            deliver(e, wall: wall)
        case .quit:
            isRunning = false
        case .screenshot:
            screenshot(to: LiveRunner.newFile(LiveRunner.timestampedName(ext: "png"), in: configuration.screenshotFolder))
        case .toggleRecording:
            if recording == nil {
                startRecording(path: LiveRunner.newFile(LiveRunner.timestampedName(ext: "mp4"), in: configuration.recordingFolder,
                                                  companions: ["txt"]))
            } else {
                stopRecording()
            }
        case .toggleSlowAnimations:
            driver.toggleSlowAnimationsByUser()
            announce(event)
        case .togglePause:
            driver.togglePause()
            announce(event)
        case .selectStyle(let n):
            selectStyle(n)
        case .toggleHelp:
            showsHelp.toggle()
        case .stepFrame:
            guard sceneClock.isPaused else { return }
            announce(event)
            driver.step(frameDuration: FrameDriver.stepDuration)
        case .stepBack:
            guard sceneClock.isPaused else { return }
            announce(event)
            driver.seek(to: sceneClock.time - FrameDriver.stepDuration * sceneClock.runningSpeed)
        case .timelineStart, .timelineEnd:
            guard sceneClock.isPaused, let span = timeline.transitions.span else { return }
            driver.seek(to: event == .timelineStart ? span.start : span.last)
        case .toggleLoop:
            toggleLoop()
        case .resized:
            window.updateLayout()
            translator.letterbox = window.letterbox
        }
    }

    /// What the window says and a take notes for a clock key, once the clock has carried it out (the
    /// window's key, or a script's `key t`, `key space`, `key .`). A take replays its pauses and steps.
    func announce(_ tool: LiveEvent) {
        switch tool {
        case .toggleSlowAnimations:
            recording?.recordSpeed(sceneClock.runningSpeed, at: takeWall)
            show(words.slowAnimations(on: sceneClock.slowAnimations))
        case .togglePause:
            recording?.record(.key(.space, time: sceneClock.time), at: takeWall)
            // The timeline says it is paused, and how to step, where it shows.
            if sceneClock.isPaused, timelinePanel != nil { toasts.clear() } else {
                show(words.paused(sceneClock.isPaused))
            }
        case .stepFrame:
            recording?.record(.key(.period, time: sceneClock.time), at: takeWall)
        case .stepBack:
            recording?.record(.key(.comma, time: sceneClock.time), at: takeWall)
        default:
            break
        }
    }

    /// Ctrl+1…: the style the next card tap uses, as `set style` does, stored as a preference; a take records it.
    private func selectStyle(_ n: Int) {
        guard let choices = (scene as? SettingsScene)?.styleChoices, choices.indices.contains(n - 1) else { return }
        let choice = choices[n - 1]
        let setting = SceneSetting.style(choice.name)
        driver.applyChosenByUser(setting)
        recording?.recordSetting(setting, at: takeWall)
        show(words.style(choice.title, key: n))
    }

    /// The user pressed, scrolled or typed while a script played: the script stops, and a gesture
    /// it left pressed is cancelled so the scene sees one finger at a time.
    private func takeOverFromScript() {
        script.stop()
        if overlay.isDown { deliver(.pointerCancel(time: sceneClock.time)) }
        show(words.youHaveControl)
    }

    /// Saves what the screen shows (scene, rings, bezel; not the toast) as a PNG.
    func screenshot(to path: String) {
        var commands = scene.render() + overlay.commands()
        if let bezel { commands = bezel.wrap(commands) }
        let size = bezel?.canvasSize ?? screen
        let scale = exportScale
        do {
            // Without the frame, the screen's corners are rounded as the phone's are.
            let corners = bezel == nil ? ScreenCorners.lone(device, scale: scale, transparent: true) : nil
            try PNGExport.write(commands: commands, size: size, scale: scale, corners: corners, to: path)
            show(words.saved(absolute(path)))
            say("cardsim: saved \(absolute(path))")
        } catch {
            show(words.screenshotFailed)
            StandardStream.error.write("cardsim: screenshot \(path): \(error)\n")
        }
    }

    /// Pixels per point of screenshots and takes: the window's real resolution, at least 2 px/pt so a
    /// small window still exports sharp (Ctrl+R recorded at 1 px/pt while Ctrl+S saved at 2).
    var exportScale: Double { max(2, window.letterbox.scale.rounded(.up)) }

    /// Pixels per point of takes: the window's own resolution, allowed besides the
    /// screenshot's. A take draws every frame a second time and encodes it while the window runs; at
    /// 2 px/pt a 2-core machine with a software GL could not keep 60 fps (docs/performance.md,
    /// "What a live take costs"). The take's script replays headless, frame-exact, at any `--scale`, and its
    /// hint names a sharp one.
    var takeScale: Double { min(8, max(0.25, window.letterbox.scale)) }

    func startRecording(path: String) {
        let scale = takeScale
        do {
            recording = try LiveRecording(videoPath: path, size: bezel?.canvasSize ?? screen, device: device,
                                          scale: scale, fps: configuration.fps, start: wallTime, assets: assets,
                                          corners: bezel == nil ? .lone(device, scale: scale, transparent: false) : nil,
                                          // From the root: the take is saved elsewhere and replayed from anywhere.
                                          transitionFiles: configuration.transitionFiles.mapValues(absolute))
            let speed = sceneClock.runningSpeed
            if speed != 1 { recording?.recordSpeed(speed, at: takeWall) }
            recordStartingSettings()
            let size = bezel?.canvasSize ?? screen
            let px = "\(Int((size.width * scale).rounded()))×\(Int((size.height * scale).rounded()))"
            show(words.recording(px))
        } catch {
            show(words.cannotRecord)
            StandardStream.error.write("cardsim: cannot record \(path): \(error)\n")
        }
    }

    func stopRecording() {
        guard let take = recording else { return }
        recording = nil
        // The device chosen during the take, as its toast promised: at the next frame's start.
        if let other = deviceAfterTake {
            deviceAfterTake = nil
            pendingDevice = other
        }
        do {
            let cost = take.costSummary
            _ = try take.finish(at: wallTime, replayScale: max(exportScale, take.scale))
            show(words.saved(absolute(take.videoPath), andScript: true))
            say("cardsim: saved \(absolute(take.videoPath)) (\(take.framesWritten) frames; \(cost)) and the replayable script \(absolute(take.scriptPath))")
        } catch {
            show(words.recordingFailed)
            StandardStream.error.write("cardsim: recording failed: \(error)\n")
        }
    }

    func recordingFailed(_ error: any Error) {
        recording?.abort()
        recording = nil
        if let other = deviceAfterTake {
            deviceAfterTake = nil
            pendingDevice = other
        }
        show(words.recordingFailed)
        StandardStream.error.write("cardsim: \(error)\n")
    }

    /// Tells the terminal at once (print would sit in a buffer when stdout is a pipe).
    private func say(_ line: String) { StandardStream.output.write(line + "\n") }

    private func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    }
}
