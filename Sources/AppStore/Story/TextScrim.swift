import SimKit

/// A gradient laid under the text that stands on a card's artwork, as the App Store protects its
/// hero text: `color` at full `strength` from `edge` over `solid` points (where the text is), then
/// fading to nothing over `fade` points. Artwork cannot be trusted to leave room for text (a card
/// file may bring any picture, and one picture is cropped differently on every screen), so the
/// text's contrast must not depend on it alone.
///
///     let scrim = TextScrim(edge: .top)
///     scrim.color = .black
///     scrim.solid = title.frame.maxY
@MainActor
final class TextScrim: View {
    enum Edge { case top, bottom }

    let edge: Edge
    var color = Color.black
    /// The opacity over `solid`.
    var strength = 0.0
    /// How far from `edge` the scrim stays at full strength, in points.
    var solid = 0.0
    /// How far beyond `solid` it fades to nothing, in points.
    var fade = 0.0

    /// The height of one step of the gradient, in points: the display list has no gradient, so it
    /// is drawn in bands, thin enough that a step changes the opacity by well under 1% and does not
    /// show as a band.
    static let band = 2.0

    init(edge: Edge) {
        self.edge = edge
        super.init()
        isUserInteractionEnabled = false
    }

    /// The opacity at `distance` points from the edge, full strength over `solid` points.
    func opacity(atDistance distance: Double, solid: Double) -> Double {
        if distance <= solid { return strength }
        guard fade > 0 else { return 0 }
        let t = min(1, (distance - solid) / fade)
        // Smoothstep: no visible line where the fade begins or ends.
        return strength * (1 - t * t * (3 - 2 * t))
    }

    /// How far from `edge` the scrim is at full strength in a drawing `height` points tall. At
    /// rest that is `solid`. While the frame animates (a card opening: the title moves down by the
    /// safe area, so `solid` and the frame both grow), `solid` has its new value at once and the
    /// height its old one, and a fade drawn after the new `solid` was cut off by the old bottom: a
    /// hard line across the artwork. The fade keeps its place at the far end of the drawing
    /// instead, less whatever of it the frame leaves out (a frame cut short by the artwork's end).
    func solidHeight(drawnHeight height: Double) -> Double {
        let cutOff = max(0, solid + fade - frame.height)
        return max(0, min(height, height - fade + cutOff))
    }

    override func draw(in rect: Rect, canvas: Canvas) {
        guard strength > 0, rect.height > 0 else { return }
        let solidHeight = solidHeight(drawnHeight: rect.height)
        // The solid part is one fill that reaches the edge, so the canvas rounds it with the
        // card's corners; the fade is drawn in bands away from the edge.
        let solidRect = edge == .top ? Rect(rect.minX, rect.minY, rect.width, solidHeight)
                                     : Rect(rect.minX, rect.maxY - solidHeight, rect.width, solidHeight)
        if solidHeight > 0 { canvas.fill(solidRect, color: color.withAlpha(strength)) }
        let corner = superview?.presentationCornerRadius ?? 0
        let parentHeight = superview?.presentationBounds.height ?? .infinity
        let top = presentationFrame.minY
        var y = edge == .top ? solidHeight : 0
        let end = edge == .top ? rect.height : rect.height - solidHeight
        while y < end {
            let h = min(TextScrim.band, end - y)
            let distance = edge == .top ? y + h / 2 : rect.height - y - h / 2
            let a = opacity(atDistance: distance, solid: solidHeight)
            if a > 0.001 {
                // A band within a rounded corner's reach (a scrim shorter than the corner) is cut
                // to the corner's curve: the canvas rounds a fill only where it reaches the clip's
                // edge, and a band that does not would show square beyond the card's corner.
                let fromEdge = min(top + y, parentHeight - (top + y + h))
                let inset = fromEdge < corner ? corner - (corner * corner - (corner - fromEdge) * (corner - fromEdge)).squareRoot() : 0
                canvas.fill(Rect(rect.minX + inset, rect.minY + y, rect.width - 2 * inset, h), color: color.withAlpha(a))
            }
            y += h
        }
    }
}
