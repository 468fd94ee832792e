/// UISlider: a thumb on a track that follows the finger. As in UIKit a drag starts on the thumb
/// (with a little slop around it) and keeps the offset at which it was grabbed, so the thumb never
/// jumps under the finger; a touch elsewhere on the track does nothing. `onValueChanged` is called
/// on every move that changes the value (UIKit's `isContinuous`).
///
///     let slider = Slider(value: 0.7, in: 0.05...1, step: 0.01)
///     slider.onValueChanged = { plot.damping = $0 }
@MainActor
public final class Slider: View {
    /// UIKit's thumb: a 28 pt white disc; the track is 4 pt tall with round ends.
    public static let thumbDiameter = 28.0
    public static let trackHeight = 4.0
    /// Extra reach around the thumb that still grabs it (fingers are larger than the disc).
    public static let grabSlop = 10.0

    /// The value, always within ``range`` and on a ``step``.
    public var value: Double { didSet { if value != oldValue { setNeedsLayout() } } }
    public let range: ClosedRange<Double>
    /// The value snaps to multiples of this above the lower bound; 0 for none.
    public let step: Double
    /// The filled part of the track (left of the thumb) and the rest.
    public var minimumTrackColor: Color = .systemBlue
    public var maximumTrackColor = Color(r: 120 / 255, g: 120 / 255, b: 128 / 255, a: 0.2)
    public var thumbColor: Color = .white
    /// Where a value under the finger lands, after the range and the step: a grid of the owner's
    /// (one that holds a default that is not on a step from the lower bound). Nil: the step's.
    public var snapping: ((Double) -> Double)?
    /// Called with the new value while the finger moves the thumb.
    public var onValueChanged: ((Double) -> Void)?
    /// True while a finger holds the thumb.
    public private(set) var isTracking = false
    private var grabOffset = 0.0

    public init(value: Double, in range: ClosedRange<Double>, step: Double = 0) {
        self.range = range
        self.step = step
        self.value = Slider.clamp(value, range, step)
        super.init()
    }

    /// Where the thumb's centre is for `value`, in the slider's bounds.
    public func thumbCenterX(for value: Double) -> Double {
        let r = Slider.thumbDiameter / 2
        let span = range.upperBound - range.lowerBound
        let f = span > 0 ? (value - range.lowerBound) / span : 0
        return bounds.minX + r + f * max(0, bounds.width - 2 * r)
    }

    /// The value whose thumb centre is at `x`, snapped and clamped.
    public func value(forThumbX x: Double) -> Double {
        let r = Slider.thumbDiameter / 2
        let width = max(1e-9, bounds.width - 2 * r)
        let f = (x - bounds.minX - r) / width
        let v = Slider.clamp(range.lowerBound + f * (range.upperBound - range.lowerBound), range, step)
        return snapping.map { min(max($0(v), range.lowerBound), range.upperBound) } ?? v
    }

    static func clamp(_ v: Double, _ range: ClosedRange<Double>, _ step: Double) -> Double {
        var v = v.isFinite ? v : range.lowerBound
        if step > 0 { v = range.lowerBound + ((v - range.lowerBound) / step).rounded() * step }
        return min(max(v, range.lowerBound), range.upperBound)
    }

    // MARK: Touches

    public override func touchesBegan(_ touch: Touch) {
        let p = touch.location(in: self)
        let cx = thumbCenterX(for: value)
        let reach = Slider.thumbDiameter / 2 + Slider.grabSlop
        guard abs(p.x - cx) <= reach, abs(p.y - bounds.midY) <= reach else { return super.touchesBegan(touch) }
        isTracking = true
        grabOffset = p.x - cx
    }

    public override func touchesMoved(_ touch: Touch) {
        guard isTracking else { return super.touchesMoved(touch) }
        let next = value(forThumbX: touch.location(in: self).x - grabOffset)
        guard next != value else { return }
        value = next
        onValueChanged?(next)
    }

    public override func touchesEnded(_ touch: Touch) {
        guard isTracking else { return super.touchesEnded(touch) }
        isTracking = false
    }

    public override func touchesCancelled(_ touch: Touch) {
        guard isTracking else { return super.touchesCancelled(touch) }
        isTracking = false
    }

    // MARK: Drawing

    public override func draw(in rect: Rect, canvas: Canvas) {
        let h = Slider.trackHeight, d = Slider.thumbDiameter
        let y = rect.midY - h / 2
        let cx = thumbCenterX(for: value)
        canvas.fill(Rect(rect.minX, y, rect.width, h), radius: h / 2, color: maximumTrackColor)
        canvas.fill(Rect(rect.minX, y, max(h, cx - rect.minX), h), radius: h / 2, color: minimumTrackColor)
        let thumb = Rect(cx - d / 2, rect.midY - d / 2, d, d)
        canvas.shadow(thumb, radius: d / 2, shadow: Shadow(color: Color(white: 0, alpha: 0.15), radius: 4, offset: Point(0, 3)))
        canvas.fill(thumb, radius: d / 2, color: thumbColor)
    }
}
