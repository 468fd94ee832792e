import Motion

/// UIScrollView, vertical: drag with rubber-banding past the edges, decelerate at 0.998 per ms
/// from the release velocity, bounce back with a spring, and scroll with the wheel.
///
/// `contentOffset` is `bounds.origin`, so subviews are laid out in content coordinates.
@MainActor
open class ScrollView: View {
    public var contentSize: Size = .zero
    public var isScrollEnabled = true
    /// UIKit delays touches until it knows the finger is not scrolling. CardSim never delays
    /// (the App Store post turns it off so the card bounces at once); the flag is kept for ported code.
    public var delaysContentTouches = false
    public var decelerationRate = Decay.normal
    /// scrollViewDidScroll.
    public var didScroll: ((ScrollView) -> Void)?

    public private(set) var isDragging = false
    /// Lets an owner take over part of a drag (the story hands a pull past its top to the dismiss
    /// gesture): given the raw offset the finger asks for, return the offset to show, or nil for the
    /// normal behaviour.
    public var dragOverride: ((ScrollView, Double) -> Double?)?
    /// Called when the finger lifts with the content velocity (pt/s); return true to stop the
    /// scroll view from decelerating because the owner handles the release.
    public var dragEnded: ((ScrollView, Double, Double) -> Bool)?
    /// Called when the drag is cancelled (focus lost, pointer left); return true if handled.
    public var dragCancelled: ((ScrollView) -> Bool)?
    /// The pan that scrolls; other recognisers may consult it (hand-over to dismissal).
    public let panGestureRecognizer = ScrollPanGestureRecognizer()

    var motion: ScrollMotion?
    /// A wheel notch gliding to its offset.
    var wheel: WheelScroll?
    private var dragStartRaw = 0.0

    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        clipsToBounds = true
        panGestureRecognizer.scrollView = self
        panGestureRecognizer.action = { [unowned self] in self.handlePan($0 as! ScrollPanGestureRecognizer) }
        addGestureRecognizer(panGestureRecognizer)
    }

    public var contentOffset: Point {
        get { boundsOrigin }
        set {
            guard newValue != boundsOrigin else { return }
            boundsOrigin = newValue
            didScroll?(self)
        }
    }

    /// Offsets between which the content rests.
    public var minOffsetY: Double { 0 }
    public var maxOffsetY: Double { max(0, contentSize.height - frame.height) }
    public var isDecelerating: Bool { motion != nil || wheel != nil }
    /// True when the scroll view neither moves nor is held.
    public var isIdle: Bool { !isDragging && motion == nil && wheel == nil }

    /// Stops any deceleration, bounce or wheel glide where the content is now.
    public func stopScrolling() { motion = nil; wheel = nil }

    open override func frameUpdate(_ time: Double) {
        if let w = wheel {
            let (y, done) = w.position(at: time)
            contentOffset = Point(contentOffset.x, y)
            if done { wheel = nil }
        }
        guard let m = motion else { return }
        let (y, done) = m.position(at: time)
        contentOffset = Point(contentOffset.x, y)
        if done { motion = nil }
    }

    // MARK: Dragging

    private func handlePan(_ pan: ScrollPanGestureRecognizer) {
        switch pan.state {
        case .began:
            motion = nil
            wheel = nil
            isDragging = true
            dragStartRaw = rawOffset(forVisible: contentOffset.y)
            // The move that began the pan already carries translation past the slop.
            fallthrough
        case .changed:
            let raw = dragStartRaw - pan.translation().y
            let y = dragOverride?(self, raw) ?? visibleOffset(forRaw: raw)
            contentOffset = Point(contentOffset.x, y)
        case .ended, .cancelled:
            isDragging = false
            let v = pan.state == .ended ? -pan.velocity().y : 0
            let t = pan.lastTouch?.time ?? now
            if pan.state == .cancelled, dragCancelled?(self) == true { return }
            if pan.state == .ended, dragEnded?(self, v, t) == true { return }
            release(velocity: v, time: t)
        default: break
        }
    }

    /// Starts decelerating (or bouncing back) from the current offset at `velocity` pt/s.
    public func release(velocity: Double, time: Double) {
        let m = ScrollMotion(start: contentOffset.y, velocity: velocity, startTime: time,
                             minY: minOffsetY, maxY: maxOffsetY, rate: decelerationRate)
        motion = m.isAtRest ? nil : m
    }

    /// The offset a finger would have produced without rubber-banding.
    func rawOffset(forVisible y: Double) -> Double {
        if y < minOffsetY { return minOffsetY - RubberBand.overscroll(offset: minOffsetY - y, dimension: frame.height) }
        if y > maxOffsetY { return maxOffsetY + RubberBand.overscroll(offset: y - maxOffsetY, dimension: frame.height) }
        return y
    }

    /// The visible offset for a raw finger offset: past an edge the content resists (c = 0.55).
    func visibleOffset(forRaw raw: Double) -> Double {
        if raw < minOffsetY { return minOffsetY - RubberBand.offset(overscroll: minOffsetY - raw, dimension: frame.height) }
        if raw > maxOffsetY { return maxOffsetY + RubberBand.offset(overscroll: raw - maxOffsetY, dimension: frame.height) }
        return raw
    }

    // MARK: Wheel

    /// Glides the content to its top, as iOS does when the status bar is tapped.
    public func scrollToTop(time: Double) {
        motion = nil
        let from = wheel?.position(at: time).0 ?? contentOffset.y
        wheel = from == minOffsetY ? nil
            : WheelScroll(from: from, to: minOffsetY, startTime: time, duration: WheelScroll.toTopDuration)
    }

    /// A wheel or touchpad step: the content glides `dy` further (from the end of a glide still
    /// running), clamped to the edges, over `WheelScroll.duration`.
    public func scrollWheel(dy: Double, time: Double) {
        motion = nil
        let base = wheel?.to ?? contentOffset.y
        let target = min(max(base + dy, minOffsetY), maxOffsetY)
        let from = wheel?.position(at: time).0 ?? contentOffset.y
        wheel = target == from ? nil : WheelScroll(from: from, to: target, startTime: time)
    }
}

/// The scroll view's pan. A touch that lands while the content is moving stops it and is claimed
/// at once, so the press does not select what is under it (UIScrollView does the same).
@MainActor
public final class ScrollPanGestureRecognizer: GestureRecognizer {
    weak var scrollView: ScrollView?
    let pan = PanGestureRecognizer()

    public func translation() -> Point { pan.translation() }
    /// Movement since touch-down, known before the pan claims the touch.
    public var movement: Point { pan.movement }
    public func velocity() -> Point { pan.velocity() }
    public func setTranslation(_ p: Point) { pan.setTranslation(p) }

    public override func touchBegan(_ touch: Touch) {
        pan.reset()
        let moving = scrollView?.isDecelerating ?? false
        pan.beginsImmediately = moving
        pan.touchBegan(touch)
        if moving { scrollView?.stopScrolling(); _ = tryBegin() }
    }

    public override func touchMoved(_ touch: Touch) {
        pan.touchMoved(touch)
        if state == .possible {
            guard pan.state == .began else { return }
            let m = pan.movement
            // Only a mostly vertical move scrolls a vertical list.
            if abs(m.y) >= abs(m.x) { _ = tryBegin() } else { state = .failed }
        } else if isActive {
            state = .changed
        }
    }

    public override func touchEnded(_ touch: Touch) {
        pan.touchEnded(touch)
        if isActive { state = .ended } else { state = .failed }
    }
}

extension View {
    /// Stops every scroll view in this subtree where it is (a screen leaving the window).
    public func stopScrollingInSubtree() {
        (self as? ScrollView)?.stopScrolling()
        for v in subviews { v.stopScrollingInSubtree() }
    }
}
