import Motion
import SimKit

/// The screen while it zooms between the reference view and the full container, and the finger that
/// can catch it on the way. Both zoom animators use it: a catch freezes the screen where it shows
/// (never a snapped value), the finger shrinks and moves it as the pan does, and the release decides
/// with the pan's rule whether it goes into the reference or opens again.
@MainActor
final class ZoomFlight {
    /// The screen that zooms (the story, or a pushed controller's view).
    let view: View
    /// The reference view's frame in the container, taken when the transition began (the source post's
    /// `container.convert(referenceView.bounds, from: referenceView)`), and its corner radius.
    let target: Rect
    let targetRadius: Double
    /// The container's bounds: where the screen rests when open.
    let full: Rect
    /// The zoom's numbers: its springs, the pan's shape and rule, the catch's slop.
    let geometry: ZoomNumbers

    private(set) var isCaught = false
    /// Bumped on every catch and flight, so completions of stale animations do nothing.
    private var generation = 0
    private(set) var timer = FlightProgress()
    private var caughtTransform = Transform.identity
    private var anchor = Point.zero
    private let drag: DragTracker
    private var catcher: PanGestureRecognizer?
    private var viewTookTouches = true
    /// The screen's visual centre while a finger moves it (the pan or a catch), for the speed a
    /// settle takes over when it lets go.
    private var centres = VelocityTracker<Point>()
    /// Told when a finger catches the screen, and when it lets go (`true`: into the reference).
    var onCatch: (() -> Void)?
    var onRelease: ((Bool) -> Void)?
    /// The screen's own layout on the way (`true`: into the reference, `false`: open again), run
    /// inside each flight's animation so that it moves with the frame: the story folds into its
    /// card's layout, and the reference shown at the end matches the last frame.
    var reshape: ((Bool) -> Void)?

    init(view: View, target: Rect, targetRadius: Double, full: Rect, geometry: ZoomNumbers) {
        self.geometry = geometry
        drag = DragTracker(fullDistance: geometry.panFullDistance)
        self.view = view
        self.target = target
        self.targetRadius = targetRadius
        self.full = full
    }

    /// 0…1 along the flight in progress; held where it was while a finger holds the screen.
    var progress: Double { caughtProgress ?? timer.progress }
    private var caughtProgress: Double?

    /// Lets a finger catch the screen while it flies; `stopCatching` takes that back. The catcher
    /// sits on the container and takes a press where the screen shows: hit testing uses model
    /// frames, as UIKit's does, and a shrinking screen's model frame is already the reference's.
    /// The screen itself takes no touches meanwhile (UIKit ignores them during a transition), so its
    /// scroll view cannot win the finger from the catcher.
    func startCatching() {
        guard catcher == nil, let container = view.superview else { return }
        let pan = PanGestureRecognizer { [weak self] g in self?.handle(g as! PanGestureRecognizer) }
        pan.hysteresis = geometry.catchSlop
        pan.shouldBegin = { [weak self] g in
            guard let self, let start = g.lastTouch?.startLocation else { return false }
            return self.view.screenRect.contains(start)
        }
        container.addGestureRecognizer(pan)
        catcher = pan
        viewTookTouches = view.isUserInteractionEnabled
        view.isUserInteractionEnabled = false
    }

    func stopCatching() {
        guard let catcher else { return }
        catcher.view?.removeGestureRecognizer(catcher)
        self.catcher = nil
        view.isUserInteractionEnabled = viewTookTouches
    }

    // MARK: Flights

    /// The source post's dismiss and pop: frame into the reference's, corners to its radius, 0.4 s
    /// easeInOut. A resize, not a scale: the screen's content keeps its size and is cut by the
    /// shrinking frame. Any transform left by a finger goes back to identity on the same curve.
    /// `fromFinger`: a finger has just let the screen go, and the landing takes over its speed.
    func intoReference(fromFinger: Bool = false, completion: @escaping () -> Void) {
        let settle = fromFinger ? handOver(toward: target.center) : nil
        fly(duration: geometry.dismissDuration, completion: completion) {
            self.animate(duration: geometry.dismissDuration, spring: settle, animations: {
                self.view.frame = self.target
                self.view.transform = .identity
                self.view.cornerRadius = self.targetRadius
                self.reshape?(true)
            }, completion: $0)
        }
    }

    /// Part 1's present motion: the spring (0.5 s, damping 0.85, velocity 0.8) to the full screen.
    /// A caught screen let go without dismissing opens this way too (the source post has no catch): it may
    /// be anywhere between the reference and the full screen, where the pan's 0.2 s return would
    /// snap it open.
    func open(completion: @escaping () -> Void) {
        fly(duration: geometry.presentDuration, completion: completion) {
            View.animate(withDuration: geometry.presentDuration, delay: 0, usingSpringWithDamping: geometry.presentDamping,
                         initialSpringVelocity: geometry.presentVelocity, animations: {
                self.view.frame = self.full
                self.view.transform = .identity
                self.view.cornerRadius = 0
                self.reshape?(false)
            }, completion: $0)
        }
    }

    /// A pan that does not dismiss: back to rest in the source's 0.2 s, at the finger's speed.
    func returnToRest(completion: @escaping () -> Void) {
        let settle = handOver(toward: view.frame.center)
        fly(duration: geometry.panReturnDuration, completion: completion) {
            self.animate(duration: geometry.panReturnDuration, spring: settle, animations: {
                self.view.transform = .identity
                self.view.cornerRadius = 0
            }, completion: $0)
        }
    }

    /// UIKit's default curve, or when a finger hands over (`spring`, its relative speed) the
    /// critically damped spring that starts at that speed, in the same time.
    private func animate(duration: Double, spring velocity: Double?, animations: @escaping () -> Void,
                         completion: @escaping (Bool) -> Void) {
        guard let velocity else {
            return View.animate(withDuration: duration, delay: 0, options: .curveEaseInOut, animations: animations,
                                completion: completion)
        }
        View.animate(withDuration: duration, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: velocity,
                     animations: animations, completion: completion)
    }

    private func fly(duration: Double, completion: @escaping () -> Void, animate: (@escaping (Bool) -> Void) -> Void) {
        generation += 1
        let token = generation
        timer.begin(on: view.clock, duration: duration)
        animate { [weak self] _ in
            guard let self, self.generation == token, !self.isCaught else { return }
            completion()
        }
    }

    // MARK: The hand-over

    /// Where the screen's centre shows: its frame's centre moved by its transform's translation
    /// (SimKit's transforms act about the centre). Frames and transforms animate component by
    /// component, so this moves in step with an animation's progress.
    private var visualCentre: Point { view.frame.center + Point(view.transform.tx, view.transform.ty) }

    /// A finger has just moved the screen (the pan's update or a catch): its centre is sampled on
    /// the scene's clock.
    func fingerMoved() {
        guard let now = view.clock?.now else { return }
        centres.add(visualCentre, at: now)
    }

    /// The finger lets go now: the centre's velocity over the last 150 ms, as a fraction per second
    /// of the way from where it shows to `end` (UIKit's `initialSpringVelocity` = speed / distance
    /// still to go, as the slide hands its swipe over). The screen moves as one, so the part of the
    /// velocity along that way is what a single spring can carry. A finger that rested longer than
    /// the window hands over nothing. The samples are used up.
    func handOver(toward end: Point) -> Double {
        defer { centres.reset() }
        guard let now = view.clock?.now else { return 0 }
        centres.add(visualCentre, at: now)
        let v = centres.velocity(at: now)
        let way = end - visualCentre
        let length2 = way.x * way.x + way.y * way.y
        guard length2 > 1 else { return 0 }
        let limit = geometry.maxRelativeVelocity
        return min(limit, max(-limit, (v.x * way.x + v.y * way.y) / length2))
    }

    // MARK: The catch

    private func handle(_ pan: PanGestureRecognizer) {
        let time = pan.lastTouch?.time ?? 0
        switch pan.state {
        case .began:
            generation += 1
            isCaught = true
            caughtProgress = timer.progress
            view.removeAllAnimations(keepingPresentation: true)
            caughtTransform = view.transform
            let start = pan.lastTouch?.startLocation
            let touch = start.map { view.superview?.convert($0, from: nil) ?? $0 } ?? view.frame.center
            anchor = Point(touch.x - view.frame.midX, touch.y - view.frame.midY)
            drag.begin()
            centres.reset()
            move(pan.translation(), at: time)
            onCatch?()
        case .changed:
            move(pan.translation(), at: time)
        case .ended, .cancelled:
            isCaught = false
            caughtProgress = nil
            // A gesture lost without a lift hands over no speed.
            if pan.state == .ended { move(pan.translation(), at: time) } else { centres.reset() }
            let release = pan.state == .ended ? drag.release(by: geometry.releaseRule) : drag.abandon()
            onRelease?(release.commit)
        default: break
        }
    }

    private func move(_ t: Point, at time: Double) {
        drag.move(to: t.y, at: time)
        View.performWithoutAnimation {
            view.transform = geometry.panTransform(base: caughtTransform, translation: t, anchor: anchor)
        }
        fingerMoved()
    }
}
