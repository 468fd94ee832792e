import CSDL2
import Foundation
import SimKit
import Playback
import Session

/// The window's frame loop: time, the script's actions, the events, the frame drawn and paced to
/// the display, and sleeping while nothing moves.
extension LiveSession {
    func loop(interrupt: InterruptFlag?, stats: inout FrameStats) {
        var clock = WallClock(frequency: PerformanceCounter.frequency, start: PerformanceCounter.now)
        // SDL stamps events in milliseconds since its start; this is the loop's time 0 on that scale.
        let ticks0 = SDLEventQueue.ticks
        func wall(_ e: SDL_Event) -> Double { Double(e.common.timestamp &- ticks0) / 1000 }
        /// Events taken off the queue while waiting for the next frame, with their own stamps.
        var early: [SDL_Event] = []
        var frame = 0
        var idleFrames = 0
        let frequency = Double(PerformanceCounter.frequency)
        var slept = false
        let watchdog = configuration.frameWatchdog
        watchdog?.start()
        defer { watchdog?.stop() }
        while isRunning {
            // Waiting for input below is not a frame that hangs.
            watchdog?.frameEnds()
            if interrupt?.isRaised == true { break }
            // Nothing moves and nothing was drawn differently for a while: sleep until input
            // arrives (or a half-second tick for the clock) instead of redrawing the same frame.
            // Input the pacing sleep already took off the queue counts: waiting on it held a tap or
            // an Esc for the whole half second, and its animation then started that far in the past.
            if idleFrames > 2 && early.isEmpty && !isQueued() {
                if let event = SDLEventQueue.wait(milliseconds: 500) { early.append(event) }
            }
            watchdog?.frameBegins()
            let frameStart = PerformanceCounter.now
            _ = clock.tick(frameStart)
            wallTime = clock.elapsed
            stats.frameStarted(at: wallTime, afterIdle: idleFrames > 2 || slept)
            slept = false
            if let other = pendingDevice { switchDevice(to: other) }
            if let text = title.update(device: device, scene: scene) { window.setTitle(text) }
            desktopAppearance.follow(scene)
            let update = Stopwatch()
            let actions = script.actions(at: takeWall, scene: scene)
            driver.beginFrame(wall: takeWall, actions: actions)
            if script.isPlaying { playScript(actions) }
            followWatch()
            // Drain every pending event, not one per frame, or input lags behind the display. Each
            // keeps the instant it arrived, so a take's replay sees the same timing.
            for e in early {
                for l in translator.translate(e, time: sceneClock.time) { handle(l, wall: wall(e)) }
            }
            early.removeAll(keepingCapacity: true)
            while let event = SDLEventQueue.poll() {
                for l in translator.translate(event, time: sceneClock.time) { handle(l, wall: wall(event)) }
            }
            driver.finishInput()
            let record = scene.inspector.traceRecord()
            timeline.follow(record, on: driver)
            if window.isMinimized {
                SDLEventQueue.delay(milliseconds: 100)   // nothing to show; do not spin
                slept = true
                continue
            }
            let updateMs = update.elapsedMs
            let draw = Stopwatch()
            let drawn = scene.render()
            // The recording gets what the screen shows, without the toast (never in exports).
            let exported = bezel.map { $0.wrap(drawn + overlay.commands()) } ?? drawn + overlay.commands()
            do {
                try window.present(onScreen(drawn), ahead: driver.upcomingFrames().map(onScreen))
                try recording?.capture(exported, at: takeWall)
            } catch {
                recordingFailed(error)
            }
            trace?.write(TraceLine(frame: frame, t: wallTime, state: record,
                                   frameMs: updateMs + draw.elapsedMs))
            toasts.expire(at: wallTime)
            frame += 1
            let quiet = scene.isIdle && toasts.current == nil && !script.isPlaying && recording == nil
            idleFrames = quiet ? idleFrames + 1 : 0
            // Pace to the display when presenting did not wait for vsync (software, Xvfb).
            let spent = Double(PerformanceCounter.now - frameStart) / frequency
            let period = window.framePeriod
            if spent < period - 0.001 { sleep(period - spent, collecting: &early) }
        }
    }

    /// What the window shows of a frame whose scene draws `commands`: the rings, the timeline, the
    /// key help, the toast and the recording dot over it, the phone frame around it.
    private func onScreen(_ commands: [DrawCommand]) -> [DrawCommand] {
        var screen = commands + overlay.commands()
        if let panel = timelinePanel { screen += panel.commands(measurer: window.measurer) }
        if showsHelp { screen += KeyHelp.commands(screen: self.screen, measurer: window.measurer, look: KeyHelp.Look(scene: scene)) }
        screen += toasts.commands(at: wallTime, screen: self.screen, measurer: window.measurer)
        if let problem { screen += problem.commands(screen: self.screen, top: device.statusBarHeight, measurer: window.measurer) }
        if recording != nil { screen += RecordingDot.commands(on: device) }
        return bezel.map { $0.wrap(screen) } ?? screen
    }

    /// Sleeps `seconds`, taking events off SDL's queue as they arrive: SDL stamps an event when it
    /// pumps it, and during a plain SDL_Delay nothing is pumped, so every event of the sleep would
    /// carry the next frame's poll time instead of its own.
    private func sleep(_ seconds: Double, collecting early: inout [SDL_Event]) {
        let deadline = SDLEventQueue.ticks &+ UInt32(seconds * 1000)
        while true {
            let left = Int32(bitPattern: deadline &- SDLEventQueue.ticks)
            guard left > 0 else { return }
            if let e = SDLEventQueue.wait(milliseconds: left) { early.append(e) }
        }
    }

    /// Whether SDL holds an event not yet taken (pumped first, so input the system has is counted).
    private func isQueued() -> Bool { SDLEventQueue.hasPending }

    /// Carries out the script's actions due by now (real time since it started), as a headless
    /// lane does (`FrameDriver`); the window's side is this type's `FrameDriverHost` conformance.
    private func playScript(_ actions: [ScriptAction]) {
        do { try driver.perform(actions) } catch {
            StandardStream.error.write("cardsim: \(error)\n")
        }
        if script.isFinished { scriptEnded(saying: words.scriptFinished) }
    }
}
