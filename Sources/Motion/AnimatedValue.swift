/// A value with Core Animation's model/presentation split and ADDITIVE animations, the way UIKit has
/// retargeted animations since iOS 8.
///
/// The model is the value the app set; it changes at once. Each `animate(to:)` adds an animation
/// whose offset runs from `oldModel - newModel` to zero along its curve; the presentation (what is on
/// screen) is the model plus every running offset. Earlier animations keep running, so a retarget
/// mid-flight never jumps in position, and with a curve that starts at rest (an ease-in curve, a
/// spring with no initial velocity) never jumps in velocity either.
///
///     var x = AnimatedValue(0.0)
///     x.animate(to: 100, curve: BezierCurve(.easeInOut, duration: 0.3), startTime: 0)
///     x.model                       // 100
///     x.presentation(at: 0.15)      // 50
public struct AnimatedValue<V: VectorArithmetic>: Sendable {
    /// One additive animation: `delta * (1 - curve.value(at: t - beginTime))`.
    public struct Animation: Sendable {
        /// The offset at the start, `oldModel - newModel`.
        public var delta: V
        /// Drives the offset from `delta` (progress 0) to zero (progress 1).
        public var curve: any TimingCurve
        /// When the curve's time 0 is, seconds (start time plus delay), in `timebase`'s time.
        public var beginTime: Double
        /// The timebase whose local time drives this animation (``AnimationTime``); 0 is the clock.
        public var timebase = 0

        /// The offset at `time`; during the delay the whole delta holds the old value on screen.
        @inlinable func offset(at time: Double) -> V { delta * (1 - curve.value(at: local(time))) }
        /// d(offset)/dt at `time`.
        @inlinable func velocity(at time: Double) -> V { delta * -curve.velocity(at: local(time)) }
        /// Whether the curve has finished by `time`.
        @inlinable func isFinished(at time: Double) -> Bool { local(time) >= curve.duration }

        /// Time on the curve. A frame at k/fps minus a start at j/fps can land an ulp before the
        /// curve's end while the completion, timed the same way, has already fired: within a
        /// nanosecond of the end counts as the end, so the last frame shows the final value.
        @usableFromInline func local(_ time: Double) -> Double {
            let t = time - beginTime
            return abs(t - curve.duration) < 1e-9 ? curve.duration : t
        }
    }

    /// The value the app set last (Core Animation's model layer).
    public private(set) var model: V
    /// The running animations, oldest first.
    public var animations: [Animation] { running }
    /// The same, open to the methods below that are inlined into their callers: a view reads and
    /// prunes its values every frame, and unspecialised generic code spent most of a scrub's
    /// replay looking up the array's type metadata (`cardsim bench --scrub`, see
    /// docs/performance.md).
    @usableFromInline var running: [Animation] = []

    /// A value at rest.
    public init(_ value: V) {
        model = value
    }

    /// Jumps to `newValue` without animation and removes every animation.
    public mutating func set(_ newValue: V) {
        model = newValue
        running.removeAll()
    }

    /// Sets the model to `newValue` and adds an animation from the old model along `curve`, starting
    /// `delay` seconds after `startTime`. Running animations continue, so the presentation is
    /// continuous. Animating to the current model adds nothing (there is no offset to run down).
    /// `startTime` is in `timebase`'s time (0, the clock, unless a transition holds its own).
    public mutating func animate(to newValue: V, curve: any TimingCurve, startTime: Double, delay: Double = 0,
                                 timebase: Int = 0) {
        let delta = model - newValue
        model = newValue
        guard delta != .zero else { return }
        var animation = Animation(delta: delta, curve: curve, beginTime: startTime + max(0, delay))
        animation.timebase = timebase
        running.append(animation)
    }

    /// What is on screen at `time`: the model plus every animation's offset.
    @inlinable public func presentation(at time: Double) -> V { presentation(at: AnimationTime(time)) }

    /// What is on screen, each animation at its own timebase's time.
    @inlinable public func presentation(at time: AnimationTime) -> V {
        running.reduce(model) { $0 + $1.offset(at: time.time(for: $1.timebase)) }
    }

    /// d(presentation)/dt at `time`, units per second of each animation's own time.
    public func velocity(at time: Double) -> V { velocity(at: AnimationTime(time)) }

    @inlinable public func velocity(at time: AnimationTime) -> V {
        running.reduce(V.zero) { $0 + $1.velocity(at: time.time(for: $1.timebase)) }
    }

    /// Whether any animation is still running (or waiting out its delay) at `time`.
    @inlinable public func isAnimating(at time: Double) -> Bool { isAnimating(at: AnimationTime(time)) }

    /// An animation on a live timebase counts as running: its timebase may still be scrubbed back.
    @inlinable public func isAnimating(at time: AnimationTime) -> Bool {
        running.contains { time.timebases[$0.timebase] != nil || !$0.isFinished(at: time.time(for: $0.timebase)) }
    }

    /// Removes the animations that have finished by `time`; the presentation does not change.
    @inlinable public mutating func prune(at time: Double) { prune(at: AnimationTime(time)) }

    /// Animations on a live timebase stay, finished or not, for it may scrub them back.
    @inlinable public mutating func prune(at time: AnimationTime) {
        guard !running.isEmpty else { return }
        running.removeAll { time.timebases[$0.timebase] == nil && $0.isFinished(at: time.time(for: $0.timebase)) }
    }

    /// Removes every animation. With `keepingPresentation` the model becomes the current presentation
    /// (UIKit's "grab it where it is"); otherwise the value jumps to the model.
    public mutating func removeAnimations(at time: Double, keepingPresentation: Bool) {
        removeAnimations(at: AnimationTime(time), keepingPresentation: keepingPresentation)
    }

    public mutating func removeAnimations(at time: AnimationTime, keepingPresentation: Bool) {
        if keepingPresentation { model = presentation(at: time) }
        running.removeAll()
    }

    /// Moves the animations of `timebase` onto the clock, `shift` seconds later in their own time
    /// (clock minus local time when the timebase ends), so they carry on without a jump.
    public mutating func rebase(timebase: Int, shift: Double) {
        for i in running.indices where running[i].timebase == timebase {
            running[i].beginTime += shift
            running[i].timebase = 0
        }
    }

    /// Drops the animations of `timebase` (a cancelled transition's): the value shows its model.
    public mutating func removeAnimations(timebase: Int) {
        running.removeAll { $0.timebase == timebase }
    }
}
