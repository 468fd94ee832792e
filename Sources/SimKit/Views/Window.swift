/// The root view: owns the clock, routes the finger to views and gesture recognisers, and drives
/// per-frame updates. One window is one simulated screen.
@MainActor
public final class Window: View {
    public let animationClock: AnimationClock
    /// Called for keys (the app decides what Escape means).
    public var keyHandler: ((Key) -> Void)?

    /// The pointer as the trace reports it.
    public private(set) var pointer: Point?
    public private(set) var pointerDown = false

    private var touch: Touch?
    private var touchedView: View?
    private var recognizers: [GestureRecognizer] = []
    private var touchesDelivered = false

    public init(size: Size, clock: AnimationClock = AnimationClock()) {
        animationClock = clock
        super.init(frame: Rect(origin: .zero, size: size))
        attach(clock: clock)
    }

    /// A window dropped mid-animation (a seek or a tap-ahead dry run drops scenes at any moment)
    /// takes what runs on its clock with it: its views hold the clock, whose pending work holds
    /// them back.
    isolated deinit { animationClock.stop() }

    /// The window whose frame, event or transition runs right now: bound to the running task for
    /// the length of ``advance(to:)``, ``handle(_:)`` or a transition's start (``during(_:)``), as
    /// `View.animate`'s transaction scope is, so that UIKit's static calls from a transition file
    /// (`DispatchQueue.main`, `Timer`, `DispatchTime`'s present, `UIImage(named:)`) know whose clock
    /// and assets they mean. Nothing of it outlasts the call, so one scene never sees another's.
    @TaskLocal public static var running: Window?

    /// Runs `body` with this window as ``running``.
    public func during<T>(_ body: () throws -> T) rethrows -> T {
        try Self.$running.withValue(self, operation: body)
    }

    /// The host's text measuring, for views made by code that has no other way to reach it (a
    /// transition file's `UILabel`); nil where nothing measures (a label then draws nothing).
    public var textMeasurer: TextMeasurer?
    /// The host's images, for the same (`UIImage(named:)`).
    public var imageCatalog: ImageCatalog?
    /// Where what such code prints goes (a transition file's `print`): the scene showing this
    /// window writes it once, for the scene on screen, and never while the scene is re-derived from
    /// its journal (a seek, a dry-run tap), which runs the file's code again. nil: to stdout.
    public var printsOutside: ((String) -> Void)?
    /// The images such code may name, as paths the catalog knows (the cards' artwork):
    /// `UIImage(named: "aurora")` is the one whose file is `aurora.png`.
    public var namedImagePaths: [String] = []

    /// True while a finger is down on the screen.
    public var isTracking: Bool { touch != nil }

    // MARK: Time

    /// Advances time, fires animation completions and updates time-driven views.
    public func advance(to time: Double) {
        during {
            animationClock.advance(to: time)
            visit(self) { $0.frameUpdate(time) }
            layoutIfNeeded()
            pruneAnimations()
        }
    }

    private func visit(_ v: View, _ body: (View) -> Void) {
        body(v)
        for s in v.subviews { visit(s, body) }
    }

    // MARK: Input

    /// Delivers an event, then lays out what it changed, as UIKit's run loop does before the
    /// screen is drawn: a transition the event started has its views laid out in its first frame,
    /// also when its animator never calls `layoutIfNeeded()` (UIKit code rarely does).
    public func handle(_ event: InputEvent) {
        during {
            deliver(event)
            layoutIfNeeded()
        }
    }

    private func deliver(_ event: InputEvent) {
        switch event {
        case .pointerDown(let p, let t): began(p, t)
        case .pointerMove(let p, let t): moved(p, t)
        case .pointerUp(let p, let t): ended(p, t)
        case .pointerCancel(let t): cancelled(t)
        case .hover(let p, _): if touch == nil { pointer = p }
        case .wheel(let dx, let dy, let p, let t): wheel(dx: dx, dy: dy, at: p, time: t)
        case .key(let k, _): keyHandler?(k)
        }
    }

    private func began(_ p: Point, _ t: Double) {
        if touch != nil { cancelled(t) }
        pointer = p; pointerDown = true
        let hit = hitTest(p) ?? self
        let tch = Touch(location: p, startLocation: p, time: t, phase: .began)
        touch = tch
        touchedView = hit
        recognizers = []
        var v: View? = hit
        while let cur = v {
            recognizers += cur.gestureRecognizers.filter { $0.isEnabled }
            v = cur.superview
        }
        touchesDelivered = true
        for r in recognizers { r.reset(); r.record(tch); r.touchBegan(tch) }
        if let winner = recognizers.first(where: { $0.isActive }) { claim(by: winner, tch) }
        if touchesDelivered { hit.touchesBegan(tch) }
    }

    private func moved(_ p: Point, _ t: Double) {
        pointer = p
        guard var tch = touch else { return }
        tch.location = p; tch.time = t; tch.phase = .moved
        touch = tch
        let wasActive = Set(recognizers.filter { $0.isActive }.map(ObjectIdentifier.init))
        for r in recognizers { r.record(tch); r.touchMoved(tch) }
        if let winner = recognizers.first(where: { $0.isActive && !wasActive.contains(ObjectIdentifier($0)) }) {
            claim(by: winner, tch)
        }
        recognizers.removeAll { $0.state == .failed }
        if touchesDelivered { touchedView?.touchesMoved(tch) }
    }

    private func ended(_ p: Point, _ t: Double) {
        pointer = p; pointerDown = false
        guard var tch = touch else { return }
        tch.location = p; tch.time = t; tch.phase = .ended
        for r in recognizers { r.record(tch); r.touchEnded(tch) }
        if touchesDelivered { touchedView?.touchesEnded(tch) }
        finish()
    }

    private func cancelled(_ t: Double) {
        pointerDown = false
        guard var tch = touch else { return }
        tch.time = t; tch.phase = .cancelled
        for r in recognizers { r.record(tch); r.touchCancelled(tch) }
        if touchesDelivered { touchedView?.touchesCancelled(tch) }
        finish()
    }

    private func finish() {
        for r in recognizers { r.reset() }
        recognizers = []
        touch = nil
        touchedView = nil
    }

    /// A recogniser claimed the touch: the others fail, unless a delegate lets them recognise
    /// beside it, and the view's own touches are cancelled.
    private func claim(by winner: GestureRecognizer, _ tch: Touch) {
        let beside = recognizers.filter { $0 !== winner && winner.recognizesSimultaneously(with: $0) }
        for r in recognizers where r !== winner && !beside.contains(where: { $0 === r }) {
            if r.isActive { r.touchCancelled(tch) } else { r.state = .failed }
        }
        recognizers = recognizers.filter { r in r === winner || beside.contains { $0 === r } }
        if winner.cancelsTouchesInView, touchesDelivered {
            touchesDelivered = false
            var c = tch; c.phase = .cancelled
            touchedView?.touchesCancelled(c)
        }
    }

    private func wheel(dx: Double, dy: Double, at p: Point, time: Double) {
        var v: View? = hitTest(p)
        while let cur = v {
            if let scroll = cur as? ScrollView, scroll.isScrollEnabled {
                scroll.scrollWheel(dy: dy, time: time)
                return
            }
            v = cur.superview
        }
    }
}
