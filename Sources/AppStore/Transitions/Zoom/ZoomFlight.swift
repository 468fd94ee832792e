import SimKit

/// The screen while it zooms between the reference view and the full container, and the finger that
/// can catch it on the way. Both zoom animators use it: a catch freezes the screen where it shows
/// (never a snapped value), the finger shrinks and moves it as the pan does, and the release decides
/// with the pan's rule whether it goes into the reference or opens again.
@MainActor
final class ZoomFlight {
    /// The screen that zooms (the story, or a pushed controller's view).
    let view: View
    /// The reference view's frame in the container, taken when the transition began (the seed's
    /// `container.convert(referenceView.bounds, from: referenceView)`), and its corner radius.
    let target: Rect
    let targetRadius: Double
    /// The container's bounds: where the screen rests when open.
    let full: Rect
    /// Grabs shorter than this many points of travel still count as a catch.
    static let catchSlop = 4.0

    private(set) var isCaught = false
    /// Bumped on every catch and flight, so completions of stale animations do nothing.
    private var generation = 0
    private(set) var timer = TransitionTimer()
    private var caughtTransform = Transform.identity
    private var anchor = Point.zero
    private let drag = DragTracker(fullDistance: ZoomGeometry.panFullDistance)
    private var catcher: PanGestureRecognizer?
    private var viewTookTouches = true
    /// Told when a finger catches the screen, and when it lets go (`true`: into the reference).
    var onCatch: (() -> Void)?
    var onRelease: ((Bool) -> Void)?

    init(view: View, target: Rect, targetRadius: Double, full: Rect) {
        self.view = view
        self.target = target
        self.targetRadius = targetRadius
        self.full = full
    }

    /// 0…1 along the flight in progress.
    var progress: Double { timer.progress }

    /// Lets a finger catch the screen while it flies; `stopCatching` takes that back. The catcher
    /// sits on the container and takes a press where the screen shows: hit testing uses model
    /// frames, as UIKit's does, and a shrinking screen's model frame is already the reference's.
    /// The screen itself takes no touches meanwhile (UIKit ignores them during a transition), so its
    /// scroll view cannot win the finger from the catcher.
    func startCatching() {
        guard catcher == nil, let container = view.superview else { return }
        let pan = PanGestureRecognizer { [weak self] g in self?.handle(g as! PanGestureRecognizer) }
        pan.hysteresis = ZoomFlight.catchSlop
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

    /// The seed's dismiss and pop: frame into the reference's, corners to its radius, 0.4 s
    /// easeInOut. A resize, not a scale: the screen's content keeps its size and is cut by the
    /// shrinking frame. Any transform left by a finger goes back to identity on the same curve.
    func intoReference(completion: @escaping () -> Void) {
        fly(duration: ZoomGeometry.dismissDuration, completion: completion) {
            View.animate(withDuration: ZoomGeometry.dismissDuration, delay: 0, options: .curveEaseInOut, animations: {
                self.view.frame = self.target
                self.view.transform = .identity
                self.view.cornerRadius = self.targetRadius
            }, completion: $0)
        }
    }

    /// Part 1's present motion: the spring (0.5 s, damping 0.85, velocity 0.8) to the full screen.
    func open(completion: @escaping () -> Void) {
        fly(duration: ZoomGeometry.presentDuration, completion: completion) {
            View.animate(withDuration: ZoomGeometry.presentDuration, delay: 0, usingSpringWithDamping: ZoomGeometry.presentDamping,
                         initialSpringVelocity: ZoomGeometry.presentVelocity, animations: {
                self.view.frame = self.full
                self.view.transform = .identity
                self.view.cornerRadius = 0
            }, completion: $0)
        }
    }

    /// A pan that does not dismiss: back to rest in 0.2 s, UIKit's default curve.
    func returnToRest(completion: @escaping () -> Void) {
        fly(duration: ZoomGeometry.panReturnDuration, completion: completion) {
            View.animate(withDuration: ZoomGeometry.panReturnDuration, delay: 0, options: .curveEaseInOut, animations: {
                self.view.transform = .identity
                self.view.cornerRadius = 0
            }, completion: $0)
        }
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

    // MARK: The catch

    private func handle(_ pan: PanGestureRecognizer) {
        let time = pan.lastTouch?.time ?? 0
        switch pan.state {
        case .began:
            generation += 1
            isCaught = true
            view.removeAllAnimations(keepingPresentation: true)
            caughtTransform = view.transform
            let start = pan.lastTouch?.startLocation
            let touch = start.map { view.superview?.convert($0, from: nil) ?? $0 } ?? view.frame.center
            anchor = Point(touch.x - view.frame.midX, touch.y - view.frame.midY)
            drag.begin()
            move(pan.translation(), at: time)
            onCatch?()
        case .changed:
            move(pan.translation(), at: time)
        case .ended, .cancelled:
            isCaught = false
            if pan.state == .ended { move(pan.translation(), at: time) }
            let release = pan.state == .ended ? drag.release(by: ZoomGeometry.releaseRule) : drag.abandon()
            onRelease?(release.commit)
        default: break
        }
    }

    private func move(_ t: Point, at time: Double) {
        drag.move(to: t.y, at: time)
        View.performWithoutAnimation {
            view.transform = ZoomGeometry.panTransform(base: caughtTransform, translation: t, anchor: anchor)
        }
    }
}
