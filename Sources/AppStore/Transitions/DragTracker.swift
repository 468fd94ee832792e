import Motion
import SimKit

/// A drag along one axis as one normalised progress value, after libadwaita's swipe tracker: every
/// style's interactive dismissal and the App Store style's mid-flight grab feed it the finger's distance with the
/// events' own timestamps; it keeps the last 150 ms for the release velocity and lets the style's
/// `ReleaseRule` decide.
///
///     let drag = DragTracker(fullDistance: 400)
///     drag.begin()
///     drag.move(to: 120, at: t)       // drag.progress == 0.3
///     let r = drag.release(by: .projectedProgress(time: 0.12, past: 0.5))
///     r.commit ? interaction.finish() : interaction.cancel()
@MainActor
final class DragTracker {
    /// The distance that counts as a whole transition (progress 1), points.
    let fullDistance: Double
    /// Points along the drag's axis from where it began; never negative unless `allowsNegative`.
    private(set) var distance = 0.0
    private(set) var isTracking = false
    private var samples = VelocityTracker<Double>()
    private var lastTime = 0.0

    init(fullDistance: Double) {
        self.fullDistance = max(fullDistance, 1)
    }

    /// Starts a new drag at distance 0.
    func begin() {
        samples.reset()
        distance = 0
        isTracking = true
    }

    /// The finger is `d` points along the drag at `time` (the event's timestamp, seconds).
    func move(to d: Double, at time: Double) {
        distance = d
        samples.add(d, at: time)
        lastTime = time
    }

    /// 0…1: how much of the transition the drag has done.
    var progress: Double { min(1, max(0, distance / fullDistance)) }

    /// Points per second along the drag, from the last 150 ms of samples.
    var velocity: Double { samples.velocity(at: lastTime) }

    /// Ends the drag with the finger lifted: the rule decides from the distance and the velocity.
    func release(by rule: ReleaseRule) -> DragRelease {
        isTracking = false
        return rule.decide(distance: distance, velocity: velocity, fullDistance: fullDistance)
    }

    /// Ends the drag without a release (focus lost, pointer left the window): always a cancel, at rest.
    func abandon() -> DragRelease {
        isTracking = false
        return DragRelease(commit: false, velocity: 0, settleDuration: nil)
    }
}

/// What a released drag does: finish or go back, at which finger speed, and in how long when the
/// rule fixes a time (nil lets the animator's own motion decide).
struct DragRelease: Equatable {
    var commit: Bool
    /// Points per second along the drag.
    var velocity: Double
    var settleDuration: Double?
}
