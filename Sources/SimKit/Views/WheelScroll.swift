import Foundation

/// One wheel notch as macOS and iOS show it: the content glides to the new offset instead of jumping
/// there in one frame (A notch moved 40 pt at once, and recordings of wheel scrolls stuttered).
/// A notch that arrives mid-glide retargets from where the content is, keeping its speed continuous
/// enough that a spun wheel reads as one motion.
struct WheelScroll {
    /// Seconds a glide takes. Decision: 0.2 s, between Firefox's smooth wheel (50–150 ms) and Safari's
    /// longer glide; short enough that a notch still feels direct.
    static let duration = 0.2

    /// Seconds `scrollToTop` takes. Decision: 0.35 s; iOS's scroll-to-top is an ease-out of about a third of a second.
    static let toTopDuration = 0.35

    let from: Double, to: Double, startTime: Double
    var duration = WheelScroll.duration

    /// The offset at `time` on an ease-out cubic, and whether the glide has ended.
    func position(at time: Double) -> (Double, Bool) {
        let f = min(max((time - startTime) / duration, 0), 1)
        let eased = 1 - pow(1 - f, 3)
        return (f >= 1 ? to : from + (to - from) * eased, f >= 1)
    }
}
