/// How each style decides, when the finger lifts, between finishing and going back.
enum ReleaseRule: Equatable {
    /// libadwaita and iOS: project the position `time` seconds ahead at the finger's velocity and
    /// finish when it passes `threshold` points (CardSim's App Store drag: 0.12 s, 100 pt; the zoom's pan: 150 pt).
    case projection(time: Double, threshold: Double)
    /// The sheet post's rule over a drag of up to `height` points: an upward velocity, or none with the drag
    /// in the upper half, cancels; the settle time is the distance still to go over the velocity,
    /// clamped to `settle` (the post's 0.2…0.4 s; no velocity: its upper end). `halfway` is the drag distance where the upper
    /// half ends (default `height / 2`); the sheet's is where its top crosses the screen's middle,
    /// what a person reads as "half way", not the middle of its travel.
    case lowerHalf(height: Double, halfway: Double? = nil, settle: ClosedRange<Double>)
    /// The slide's edge swipe (CardSim's; the post has no gesture): finish when the velocity passes `velocity` pt/s, or past half way while
    /// not moving back.
    case velocityOrHalf(velocity: Double)
    /// Percent-driven: finish when the progress projected `time` seconds ahead passes `past`.
    case projectedProgress(time: Double, past: Double)

    func decide(distance d: Double, velocity v: Double, fullDistance full: Double) -> DragRelease {
        switch self {
        case .projection(let time, let threshold):
            return DragRelease(commit: d > 0 && d + v * time > threshold, velocity: v, settleDuration: nil)
        case .lowerHalf(let height, let halfway, let clamp):
            let upperHalf = d < (halfway ?? height / 2)
            let commit = !(v < 0 || (v == 0 && upperHalf)) && d > 0
            let remaining = commit ? height - d : d
            let settle = v == 0 ? clamp.upperBound : min(clamp.upperBound, max(clamp.lowerBound, remaining / abs(v)))
            return DragRelease(commit: commit, velocity: v, settleDuration: settle)
        case .velocityOrHalf(let threshold):
            let commit = v > threshold || (d / full > 0.5 && v >= 0)
            return DragRelease(commit: commit, velocity: v, settleDuration: nil)
        case .projectedProgress(let time, let past):
            return DragRelease(commit: (d + v * time) / full > past, velocity: v, settleDuration: nil)
        }
    }
}
