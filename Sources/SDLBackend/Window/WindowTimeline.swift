import SimKit
import Playback
import Session

/// The timeline the window shows while paused (`TimelinePanel`) over the session's `TimelineLoop`:
/// a drag on the panel scrubs (`FrameDriver.seek`), its switch and L loop, and the toasts say so in
/// the scene's language.
@MainActor
struct WindowTimeline {
    /// The transitions followed and the loop, without the panel.
    var loop = TimelineLoop()
    /// A drag on the timeline holds the pointer.
    private(set) var scrubbing = false

    /// The current or last transition.
    var transitions: TransitionTimeline { loop.transitions }

    /// The panel while `driver`'s clock is paused and there is a transition to show.
    func panel(of driver: FrameDriver) -> TimelinePanel? {
        guard driver.clock.isPaused, let span = transitions.span, !span.samples.isEmpty else { return nil }
        return TimelinePanel(span: span, screen: driver.device.size, time: driver.clock.time, loops: loop.looping != nil,
                             text: TimelineText(scene: driver.scene))
    }

    /// Each frame: see `TimelineLoop.follow`.
    mutating func follow(_ record: any TraceRecord, on driver: FrameDriver) { loop.follow(record, on: driver) }

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

    /// L, or the panel's switch: the loop on or off, said in the words of the scene on screen once
    /// it is done (turning the loop on seeks, which re-derives the scene).
    mutating func toggleLoop(on driver: FrameDriver, show: (String) -> Void) {
        let toggle = loop.toggle(on: driver)
        let words = ToastText(scene: driver.scene)
        switch toggle {
        case .off: show(words.loopOff)
        case .nothingToLoop: show(words.nothingToLoop)
        case .looping(let style, let soFar):
            let title = TimelineText(scene: driver.scene).title(of: style)
            show(soFar ? words.loopingSoFar(title) : words.looping(title))
        }
    }

    /// Turns the loop off; returns whether it was on.
    mutating func stopLoop() -> Bool { loop.stop() }
}
