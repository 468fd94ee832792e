import Motion
import SimKit

extension UIView {
    /// UIView.KeyframeAnimationOptions: how keyframes interpolate, and (as in UIKit, through the raw
    /// value of a `UIView.AnimationOptions` curve) the curve of the whole animation.
    public struct KeyframeAnimationOptions: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// Each keyframe moves its properties linearly over its share of the time (the default).
        public static let calculationModeLinear = KeyframeAnimationOptions([])
        /// Each keyframe sets its values at once at its start time.
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 12)
        @available(*, unavailable, message: "CardSim interpolates keyframes linearly or discretely: use .calculationModeLinear or .calculationModeDiscrete") public static var calculationModePaced: KeyframeAnimationOptions { fatalError("unavailable") }
        @available(*, unavailable, message: "CardSim interpolates keyframes linearly or discretely: use .calculationModeLinear or .calculationModeDiscrete") public static var calculationModeCubic: KeyframeAnimationOptions { fatalError("unavailable") }
        @available(*, unavailable, message: "CardSim interpolates keyframes linearly or discretely: use .calculationModeLinear or .calculationModeDiscrete") public static var calculationModeCubicPaced: KeyframeAnimationOptions { fatalError("unavailable") }
        /// Accepted: what SimKit always does, as for `UIView.AnimationOptions`.
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.allowUserInteraction.rawValue)
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.beginFromCurrentState.rawValue)

        /// The curve of the whole animation: one a `UIView.AnimationOptions` raw value names, else easeInOut.
        var overall: CubicBezier { UIView.AnimationOptions(rawValue: rawValue).bezier }
        var discrete: Bool { contains(.calculationModeDiscrete) }
    }

    /// UIView.animateKeyframes: the block calls ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)``
    /// for each stretch of the animation; `completion` runs once all of it is over.
    ///
    ///     UIView.animateKeyframes(withDuration: 0.6, delay: 0, options: [], animations: {
    ///         UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { card.alpha = 0.5 }
    ///         UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { card.alpha = 1 }
    ///     })
    public class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                       options: KeyframeAnimationOptions = [], animations: @escaping () -> Void,
                                       completion: ((Bool) -> Void)? = nil) {
        let animation = KeyframeAnimation(duration: duration, delay: delay, options: options, completion: completion)
        KeyframeAnimation.$open.withValue(animation) {
            // Changes outside any keyframe run over the whole animation, along its curve.
            UIView.animate(with: animation.curve(start: 0, length: 1), delay: delay, animations: animations,
                           completion: animation.part())
        }
        animation.closed()
    }

    /// A keyframe of the enclosing `animateKeyframes` block: its changes run from
    /// `frameStartTime` for `frameDuration`, both fractions of the whole animation.
    public class func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                  animations: @escaping () -> Void) {
        guard let animation = KeyframeAnimation.open else {
            preconditionFailure("UIView.addKeyframe was called outside a UIView.animateKeyframes block")
        }
        UIView.animate(with: animation.curve(start: frameStartTime, length: frameDuration), delay: animation.delay,
                       animations: animations, completion: animation.part())
    }
}

/// One `animateKeyframes` call while its block runs, and its completion: each keyframe is an
/// animation of its own over the whole duration, and the completion runs once every one has.
@MainActor
final class KeyframeAnimation {
    /// The innermost `animateKeyframes` block running now: bound to the task for the length of the
    /// call, as SimKit's transaction scope is, so nothing of it outlasts the block.
    @TaskLocal static var open: KeyframeAnimation?

    let duration: Double
    let delay: Double
    let options: UIView.KeyframeAnimationOptions
    private let completion: ((Bool) -> Void)?
    private var waiting = 0
    private var isClosed = false
    private var finished = true

    init(duration: Double, delay: Double, options: UIView.KeyframeAnimationOptions, completion: ((Bool) -> Void)?) {
        self.duration = duration.isFinite ? max(0, duration) : 0
        self.delay = delay
        self.options = options
        self.completion = completion
    }

    func curve(start: Double, length: Double) -> KeyframeCurve {
        KeyframeCurve(duration: duration, relativeStart: min(max(start, 0), 1), relativeDuration: min(max(length, 0), 1),
                      overall: options.overall, discrete: options.discrete)
    }

    /// A completion for one part; the animation's own runs after the last part's.
    func part() -> (Bool) -> Void {
        waiting += 1
        return { [self] done in
            finished = finished && done
            waiting -= 1
            finishIfDone()
        }
    }

    /// The block has returned: no more parts come.
    func closed() {
        isClosed = true
        finishIfDone()
    }

    private func finishIfDone() {
        guard isClosed, waiting == 0, let completion else { return }
        isClosed = false
        completion(finished)
    }
}
