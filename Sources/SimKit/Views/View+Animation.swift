import Motion

extension View {
    /// Sets a property's model value; inside an animation block the presentation animates there.
    func update<V: VectorArithmetic>(_ key: ReferenceWritableKeyPath<View, AnimatedValue<V>>, to newValue: V) {
        if TransactionStack.suppressed == 0, let recorder = TransactionStack.recorder {
            recorder.record(self, key, to: newValue)
            return
        }
        guard newValue != self[keyPath: key].model else { return }
        if TransactionStack.suppressed == 0, let tx = TransactionStack.current, let clock {
            if tx.clock == nil { tx.clock = clock }
            self[keyPath: key].animate(to: newValue, curve: tx.curve, startTime: clock.now, delay: tx.delay)
        } else {
            self[keyPath: key].set(newValue)
        }
    }

    /// UIView.animate(withDuration:delay:options:animations:completion:) with a cubic-bezier curve.
    public static func animate(withDuration duration: Double, delay: Double = 0, options: AnimationOptions = [],
                               animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
        run(AnimationTransaction(curve: BezierCurve(options.bezier, duration: duration), delay: delay),
            animations: animations, completion: completion)
    }

    /// UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…): UIKit's
    /// duration-based spring (the M1 mapping in Motion).
    public static func animate(withDuration duration: Double, delay: Double = 0, usingSpringWithDamping damping: Double,
                               initialSpringVelocity velocity: Double, options: AnimationOptions = [],
                               animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
        let spring = Spring(duration: duration, dampingRatio: damping, initialVelocity: velocity)
        run(AnimationTransaction(curve: spring, delay: delay), animations: animations, completion: completion)
    }

    /// Animates with any timing curve (a physical spring, a custom bezier).
    public static func animate(with curve: any TimingCurve, delay: Double = 0,
                               animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
        run(AnimationTransaction(curve: curve, delay: delay), animations: animations, completion: completion)
    }

    /// Applies changes at once even inside an animation block.
    public static func performWithoutAnimation(_ changes: () -> Void) {
        TransactionStack.suppressed += 1
        defer { TransactionStack.suppressed -= 1 }
        changes()
    }

    private static func run(_ tx: AnimationTransaction, animations: () -> Void, completion: ((Bool) -> Void)?) {
        TransactionStack.entries.append(tx)
        animations()
        TransactionStack.entries.removeLast()
        guard let completion else { return }
        if let clock = tx.clock {
            clock.schedule(at: clock.now + tx.delay + tx.curve.duration) { completion(true) }
        } else {
            completion(true)
        }
    }

    // MARK: Presentation (what is on screen at the clock's time)

    var now: Double { clock?.now ?? 0 }
    public var presentationFrame: Rect { frameValue.presentation(at: now) }
    public var presentationTransform: Transform { transformValue.presentation(at: now) }
    public var presentationAlpha: Double { alphaValue.presentation(at: now) }
    public var presentationBackgroundColor: Color { backgroundValue.presentation(at: now) }
    public var presentationCornerRadius: Double { cornerRadiusValue.presentation(at: now) }
    /// Velocity of the presentation frame in points per second (for hand-overs).
    public var presentationFrameVelocity: Rect { frameValue.velocity(at: now) }
    public var presentationTransformVelocity: Transform { transformValue.velocity(at: now) }

    /// True while any property of this view animates.
    public var hasAnimations: Bool {
        let t = now
        return frameValue.isAnimating(at: t) || transformValue.isAnimating(at: t) || alphaValue.isAnimating(at: t)
            || backgroundValue.isAnimating(at: t) || cornerRadiusValue.isAnimating(at: t)
    }

    /// True while this view or any descendant animates.
    public var subtreeHasAnimations: Bool { hasAnimations || subviews.contains { $0.subtreeHasAnimations } }

    /// Stops this view's animations. With `keepingPresentation`, the model takes the on-screen value
    /// so the view stays exactly where it is (grabbing a moving card).
    public func removeAllAnimations(keepingPresentation: Bool = true) {
        let t = now
        frameValue.removeAnimations(at: t, keepingPresentation: keepingPresentation)
        transformValue.removeAnimations(at: t, keepingPresentation: keepingPresentation)
        alphaValue.removeAnimations(at: t, keepingPresentation: keepingPresentation)
        backgroundValue.removeAnimations(at: t, keepingPresentation: keepingPresentation)
        cornerRadiusValue.removeAnimations(at: t, keepingPresentation: keepingPresentation)
    }

    /// Drops finished animations so long sessions do not accumulate them.
    func pruneAnimations() {
        let t = now
        frameValue.prune(at: t); transformValue.prune(at: t); alphaValue.prune(at: t)
        backgroundValue.prune(at: t); cornerRadiusValue.prune(at: t)
        for v in subviews { v.pruneAnimations() }
    }
}
