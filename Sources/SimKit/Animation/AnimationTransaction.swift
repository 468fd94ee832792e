import Motion

/// The animation parameters of an enclosing `View.animate` block (Core Animation's implicit
/// transaction). Property setters consult the innermost one and report back when it ends.
@MainActor
final class AnimationTransaction {
    /// The curve for a change of a property; springs are built per property in UIKit too, but with
    /// the relative velocity given once for the block.
    let curve: any TimingCurve
    let delay: Double
    /// The clock of the first view that changed, for scheduling the completion.
    var clock: AnimationClock?
    /// The transition timebase the block's animations are held on, if one was recording.
    var timebase: TransitionTimebase?

    init(curve: any TimingCurve, delay: Double) { self.curve = curve; self.delay = delay }
}
