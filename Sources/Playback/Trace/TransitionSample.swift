import SimKit

/// What a transition looks like in one frame, for the window's timeline to plot: the card's frame
/// on screen, its corners, opacity and scale, and the backdrop. The scene says it through its trace
/// record; the runner knows nothing of styles.
public struct TransitionSample: Equatable, Sendable {
    /// The style's name and which way it runs ("present", "dismiss", "push", "pop").
    public var style: String
    public var direction: String
    public var progress: Double
    /// The card (or sheet) on screen, points; nil when the style shows none.
    public var frame: Rect?
    public var radius: Double
    public var alpha: Double
    public var scale: Double
    /// The blur or dim behind, 0…1.
    public var backdrop: Double

    public init(style: String, direction: String, progress: Double, frame: Rect?, radius: Double, alpha: Double,
                scale: Double, backdrop: Double) {
        self.style = style; self.direction = direction; self.progress = progress; self.frame = frame
        self.radius = radius; self.alpha = alpha; self.scale = scale; self.backdrop = backdrop
    }
}

extension TraceRecord {
    /// The running transition as the timeline plots it; nil when none runs (or the scene says nothing).
    public var transitionSample: TransitionSample? { nil }
}
