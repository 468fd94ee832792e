import Motion

/// UISwitch: a 51 × 31 pill with a round knob. A tap flips it; the knob can also be dragged along
/// the track and is let go on the side it is nearer. The knob moves on a spring and the track's
/// colour fades with it. `valueChanged` hears only the user's changes, as `.valueChanged` does.
///
///     let s = Switch()
///     s.valueChanged = { on in settings.touches = on }
///     s.setOn(true, animated: false)
@MainActor
public final class Switch: View {
    /// UISwitch's size and its knob's: 51 × 31 with a 27 pt knob inset 2 pt.
    public static let size = Size(51, 31)
    static let knobDiameter = 27.0, inset = 2.0
    /// UISwitch's own spring is private; 0.35 s at damping 0.8 stands in for it: settled in about a
    /// third of a second with a hint of overshoot, so a flick of the knob visibly lands.
    public static let spring = Spring(duration: 0.35, dampingRatio: 0.8, initialVelocity: 0)
    /// How far (pt) the finger moves before a drag takes the knob rather than tapping; below the
    /// pan's usual 10 pt slop because the whole track is only 20 pt of travel.
    static let dragSlop = 4.0

    public private(set) var isOn = false
    /// Called with the new value when a tap or a drag changes it.
    public var valueChanged: ((Bool) -> Void)?
    /// The track when on (systemGreen) and off, and the knob.
    public var onTint = Color(hex: 0x34C759) { didSet { paint() } }
    public var offTint = Color(hex: 0xE9E9EA) { didSet { paint() } }
    public let knob = View()

    private let pan = PanGestureRecognizer()
    private var dragStartX = 0.0

    public init() {
        super.init(frame: Rect(origin: .zero, size: Switch.size))
        name = "switch"
        cornerRadius = Switch.size.height / 2
        knob.name = "switchKnob"
        knob.backgroundColor = .white
        knob.cornerRadius = Switch.knobDiameter / 2
        knob.shadow = Shadow(color: Color(white: 0, alpha: 0.2), radius: 3, offset: Point(0, 2))
        knob.isUserInteractionEnabled = false
        addSubview(knob)
        place(on: false)
        paint()
        addGestureRecognizer(TapGestureRecognizer { [weak self] g in
            guard let self, g.state == .recognized else { return }
            self.userSet(!self.isOn)
        })
        pan.hysteresis = Switch.dragSlop
        // Only a sideways drag is the knob's; an up or down one is left to the list's scrolling.
        pan.shouldBegin = { g in
            guard let p = g as? PanGestureRecognizer else { return false }
            return abs(p.movement.x) >= abs(p.movement.y)
        }
        pan.action = { [weak self] g in self?.drag(g as! PanGestureRecognizer) }
        addGestureRecognizer(pan)
    }

    /// The knob's x when off and when on.
    static var offX: Double { inset }
    static var onX: Double { size.width - inset - knobDiameter }

    /// Sets the value; animated, the knob springs there from wherever it is drawn.
    public func setOn(_ on: Bool, animated: Bool) {
        isOn = on
        if animated {
            View.animate(with: Switch.spring) { self.place(on: on); self.paint() }
        } else {
            View.performWithoutAnimation { place(on: on); paint() }
        }
    }

    private func userSet(_ on: Bool) {
        let changed = on != isOn
        setOn(on, animated: true)
        if changed { valueChanged?(on) }
    }

    private func place(on: Bool) { placeKnob(x: on ? Switch.onX : Switch.offX) }

    private func placeKnob(x: Double) {
        knob.frame = Rect(x, Switch.inset, Switch.knobDiameter, Switch.knobDiameter)
    }

    /// The track in the colour of the side the knob is on.
    private func paint() {
        backgroundColor = knob.frame.minX > (Switch.offX + Switch.onX) / 2 ? onTint : offTint
    }

    private func drag(_ pan: PanGestureRecognizer) {
        switch pan.state {
        case .began:
            knob.removeAllAnimations(keepingPresentation: true)
            dragStartX = knob.frame.minX
            follow(pan)
        case .changed:
            follow(pan)
        case .ended, .cancelled:
            // Let go on the nearer side; a cancelled drag goes back to the value it had.
            let on = pan.state == .ended ? knob.frame.minX > (Switch.offX + Switch.onX) / 2 : isOn
            userSet(on)
        default: break
        }
    }

    /// The knob under the finger, clamped to the track; the track's colour follows at once.
    private func follow(_ pan: PanGestureRecognizer) {
        let x = min(max(dragStartX + pan.translation().x, Switch.offX), Switch.onX)
        View.performWithoutAnimation { placeKnob(x: x) }
        View.animate(withDuration: 0.2) { self.paint() }
    }
}
