import SimKit
import Playback
import Session

/// The timeline the window shows while paused (`TimelinePanel`): it follows the transitions the
/// clock runs through, takes a drag on it as a scrub (`FrameDriver.seek`), and loops.
extension LiveSession {
    /// The panel while the clock is paused and there is a transition to show.
    var timelinePanel: TimelinePanel? {
        guard sceneClock.isPaused, let span = timeline.span, !span.samples.isEmpty else { return nil }
        return TimelinePanel(span: span, screen: screen, time: sceneClock.time, loops: looping != nil, text: TimelineText(scene: scene))
    }

    /// Each frame: what the running clock shows goes on the timeline; a loop goes back to the start
    /// once it has played the transition through.
    func followTimeline(_ record: any TraceRecord) {
        // Paused, only the frame the pause landed on is new; a scrub backwards is not history.
        guard !sceneClock.isPaused || sceneClock.time > (timeline.span?.last ?? -1) else { return }
        timeline.observe(time: sceneClock.time, sample: record.transitionSample)
        if let loop = looping, sceneClock.time >= loop.upperBound {
            driver.seek(to: loop.lowerBound)
            sceneClock.isPaused = false
        }
    }

    /// A press on the panel, and the drag it starts, scrub instead of reaching the scene. Returns
    /// whether the timeline took `event`.
    func scrubs(_ event: InputEvent) -> Bool {
        guard let panel = timelinePanel else { scrubbing = false; return false }
        switch event {
        case .pointerDown(let p, _):
            guard panel.frame.contains(p) else { return false }
            if panel.loopButton.contains(p) {
                toggleLoop()
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
    func toggleLoop() {
        if looping != nil {
            looping = nil
            return show(words.loopOff)
        }
        guard let span = timeline.span, span.last > span.start else { return show(words.nothingToLoop) }
        looping = span.start...span.last
        driver.seek(to: span.start)
        sceneClock.isPaused = false
        let title = TimelineText(scene: scene).title(of: span.style)
        show(span.end == nil ? words.loopingSoFar(title) : words.looping(title))
    }
}
