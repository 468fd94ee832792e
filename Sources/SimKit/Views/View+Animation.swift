import Motion

extension View {
    /// Sets a property's model value; inside an animation block the presentation animates there.
    func update<V: VectorArithmetic>(_ key: ReferenceWritableKeyPath<View, AnimatedValue<V>>, to newValue: V) {
        let scope = TransactionScope.current
        if !scope.suppressed, let recorder = scope.recorder {
            recorder.record(self, key, to: newValue)
            return
        }
        guard newValue != self[keyPath: key].model else { return }
        if !scope.suppressed, let tx = scope.transaction, let clock {
            if tx.clock == nil { tx.clock = clock }
            if let tb = tx.timebase {
                tb.register(self)
                self[keyPath: key].animate(to: newValue, curve: tx.curve, startTime: tb.localTime, delay: tx.delay,
                                           timebase: tb.id)
            } else {
                self[keyPath: key].animate(to: newValue, curve: tx.curve, startTime: clock.now, delay: tx.delay)
            }
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
        TransactionScope.with({ $0.suppressed = true }, changes)
    }

    private static func run(_ tx: AnimationTransaction, animations: () -> Void, completion: ((Bool) -> Void)?) {
        tx.timebase = TransactionScope.current.timebase
        let localStart = tx.timebase?.localTime ?? 0
        TransactionScope.with({ $0.transaction = tx }, animations)
        guard let completion else { return }
        if let tb = tx.timebase, tx.clock != nil {
            // Held by a transition: done when its local time gets there, not the clock.
            tb.schedule(atLocal: localStart + tx.delay + tx.curve.duration, completion)
        } else if let clock = tx.clock {
            clock.schedule(at: clock.now + tx.delay + tx.curve.duration) { completion(true) }
        } else {
            completion(true)
        }
    }

    // MARK: Presentation (what is on screen at the clock's time)

    var now: Double { clock?.now ?? 0 }
    /// The clock's time and the local time of every transition that holds animations.
    var animationTime: AnimationTime { clock?.animationTime ?? AnimationTime(0) }
    public var presentationFrame: Rect { frameValue.presentation(at: animationTime) }
    public var presentationTransform: Transform { transformValue.presentation(at: animationTime) }
    /// Clamped to 0…1 as Core Animation clamps opacity: a spring that overshoots alpha past 1 draws
    /// (and is traced) as 1.
    public var presentationAlpha: Double { min(max(alphaValue.presentation(at: animationTime), 0), 1) }
    public var presentationBackgroundColor: Color { backgroundValue.presentation(at: animationTime) }
    /// At least 0, as Core Animation draws a negative corner radius square: a spring to 0 that
    /// overshoots (zoom's, by 0.2 pt) draws and is traced as 0.
    public var presentationCornerRadius: Double { max(0, cornerRadiusValue.presentation(at: animationTime)) }
    /// Clamped to 0…1 as Core Animation clamps opacity.
    public var presentationShadowOpacity: Double { min(max(shadowOpacityValue.presentation(at: animationTime), 0), 1) }

    /// True while any property of this view animates.
    public var hasAnimations: Bool {
        let t = animationTime
        return frameValue.isAnimating(at: t) || transformValue.isAnimating(at: t) || alphaValue.isAnimating(at: t)
            || backgroundValue.isAnimating(at: t) || cornerRadiusValue.isAnimating(at: t) || shadowOpacityValue.isAnimating(at: t)
    }

    /// True while this view or any descendant animates.
    public var subtreeHasAnimations: Bool { hasAnimations || subviews.contains { $0.subtreeHasAnimations } }

    /// Stops this view's animations. With `keepingPresentation`, the model takes the on-screen value
    /// so the view stays exactly where it is (grabbing a moving card).
    public func removeAllAnimations(keepingPresentation: Bool = true) {
        let t = animationTime
        frameValue.removeAnimations(at: t, keepingPresentation: keepingPresentation)
        transformValue.removeAnimations(at: t, keepingPresentation: keepingPresentation)
        alphaValue.removeAnimations(at: t, keepingPresentation: keepingPresentation)
        backgroundValue.removeAnimations(at: t, keepingPresentation: keepingPresentation)
        cornerRadiusValue.removeAnimations(at: t, keepingPresentation: keepingPresentation)
        shadowOpacityValue.removeAnimations(at: t, keepingPresentation: keepingPresentation)
    }

    /// Drops finished animations so long sessions do not accumulate them.
    func pruneAnimations() {
        let t = animationTime
        frameValue.prune(at: t); transformValue.prune(at: t); alphaValue.prune(at: t)
        backgroundValue.prune(at: t); cornerRadiusValue.prune(at: t); shadowOpacityValue.prune(at: t)
        for v in subviews { v.pruneAnimations() }
    }

    /// Drops the animations a cancelled transition held (``TransitionTimebase``).
    func removeAnimations(timebase id: Int) {
        frameValue.removeAnimations(timebase: id); transformValue.removeAnimations(timebase: id)
        alphaValue.removeAnimations(timebase: id); backgroundValue.removeAnimations(timebase: id)
        cornerRadiusValue.removeAnimations(timebase: id); shadowOpacityValue.removeAnimations(timebase: id)
    }

    /// Hands a finished transition's animations to the clock, `shift` = clock minus local time.
    func rebaseAnimations(timebase id: Int, shift: Double) {
        frameValue.rebase(timebase: id, shift: shift); transformValue.rebase(timebase: id, shift: shift)
        alphaValue.rebase(timebase: id, shift: shift); backgroundValue.rebase(timebase: id, shift: shift)
        cornerRadiusValue.rebase(timebase: id, shift: shift); shadowOpacityValue.rebase(timebase: id, shift: shift)
    }
}
