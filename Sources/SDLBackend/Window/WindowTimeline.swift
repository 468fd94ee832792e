import SimKit
import Playback
import Session

/// The timeline the window shows while paused (`TimelinePanel`): it follows the transitions the
/// clock runs through, takes a drag on it as a scrub (`FrameDriver.seek`), and loops. It acts on
/// the driver it is handed, so a device switch's new driver needs nothing of it but `stopLoop`.
@MainActor
struct WindowTimeline {
    /// The current or last transition, for the panel shown while paused.
    var transitions = TransitionTimeline()
    /// A drag on the timeline holds the pointer.
    private(set) var scrubbing = false
    /// What the L switch replays over and over, in scene time; nil while it is off. Kept apart from
    /// the transitions, which forget the end each time the loop goes back to the start.
    private(set) var looping: ClosedRange<Double>?

    /// The panel while `driver`'s clock is paused and there is a transition to show.
    func panel(of driver: FrameDriver) -> TimelinePanel? {
        guard driver.clock.isPaused, let span = transitions.span, !span.samples.isEmpty else { return nil }
        return TimelinePanel(span: span, screen: driver.device.size, time: driver.clock.time, loops: looping != nil,
                             text: TimelineText(scene: driver.scene))
    }

    /// Each frame: what the running clock shows goes on the timeline; a loop goes back to the start
    /// once it has played the transition through.
    mutating func follow(_ record: any TraceRecord, on driver: FrameDriver) {
        // Paused, only the frame the pause landed on is new; a scrub backwards is not history.
        guard !driver.clock.isPaused || driver.clock.time > (transitions.span?.last ?? -1) else { return }
        transitions.observe(time: driver.clock.time, sample: record.transitionSample)
        if let loop = looping, driver.clock.time >= loop.upperBound {
            driver.seek(to: loop.lowerBound)
            driver.clock.isPaused = false
        }
    }

    /// A press on the panel, and the drag it starts, scrub instead of reaching the scene. Returns
    /// whether the timeline took `event`; the panel's loop switch says what it did through `show`.
    mutating func scrubs(_ event: InputEvent, on driver: FrameDriver, show: (String) -> Void) -> Bool {
        guard let panel = panel(of: driver) else { scrubbing = false; return false }
        switch event {
        case .pointerDown(let p, _):
            guard panel.frame.contains(p) else { return false }
            if panel.loopButton.contains(p) {
                toggleLoop(on: driver, show: show)
            } else {
                scrubbing = true
                driver.seek(to: panel.time(atX: p.x))
            }
            return true
        case .pointerMove(let p, _) where scrubbing:
            driver.seek(to: panel.time(atX: p.x))
            return true
        case .pointerUp where scrubbing, .pointerCancel where scrubbing:
            scrubbing = false
            return true
        case .hover(let p, _):
            return panel.frame.contains(p)
        default:
            return false
        }
    }

    /// L, or the panel's switch: replays the transition from its start over and over, or stops.
    /// Paused part way through a transition, it loops what has run of it so far.
    mutating func toggleLoop(on driver: FrameDriver, show: (String) -> Void) {
        // The words are the scene's on screen when they are said: the seek re-derives it.
        var words: ToastText { ToastText(scene: driver.scene) }
        if looping != nil {
            looping = nil
            return show(words.loopOff)
        }
        guard let span = transitions.span, span.last > span.start else { return show(words.nothingToLoop) }
        looping = span.start...span.last
        driver.seek(to: span.start)
        driver.clock.isPaused = false
        let title = TimelineText(scene: driver.scene).title(of: span.style)
        show(span.end == nil ? words.loopingSoFar(title) : words.looping(title))
    }

    /// Turns the loop off; returns whether it was on. A finger on the screen starts something new,
    /// which the loop would cut off at its next turn, and another device's journal has other times.
    mutating func stopLoop() -> Bool {
        defer { looping = nil }
        return looping != nil
    }
}
