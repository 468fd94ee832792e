import SimKit

/// The zoom's numbers and the shapes they make, kept apart from the views so the tests can read
/// them. The zoom post is part 2 of a pair; the numbers its part 1 set are those of the project it
/// continues, Little-tale/SwiftAnimations (ZoomTransition/Forth: `CustomZoomTransitionConfiguration`
/// and `handlePanGesture`), and are marked so.
struct ZoomNumbers {
    static let table = StyleParameterTable(style: "zoom", plot: StylePlot(springDuration: "present.duration", springDamping: "present.damping",
                                                                 springVelocity: "present.velocity", curveDuration: "dismiss.duration"), [
        .init("present.duration", 0.5, .seconds, 0.05...5,
              .post("SwiftAnimations CustomZoomTransitionConfiguration: transitionDuration = 0.5"),
              "the spring the screen grows out of the card on"),
        .init("present.damping", 0.85, .ratio, 0.05...1, .post("SwiftAnimations: springWithDamping = 0.85"),
              "the present spring's damping ratio"),
        .init("present.velocity", 0.8, .relativeVelocity, 0...20, .post("SwiftAnimations: initialSpringVelocity = 0.8"),
              "the present spring's initial velocity"),
        .init("dismiss.duration", 0.4, .seconds, 0.05...5,
              .decided("The post's animators both take the configuration's transitionDuration, 0.5 s. CardSim shrinks back in 0.4 s (easeInOut), the figure its acceptance tables hold: the way into the card covers less of the screen than the way out, and a 0.5 s easeInOut lingers on its last points. A finger's release runs the same time on a critically damped spring from the finger's speed, since easeInOut starts from rest, a hitch under a moving finger."),
              "the shrink back into the card, dismiss and pop"),
        .init("pan.fullDistance", 300, .points, 10...2000, .post("SwiftAnimations handlePanGesture: maxDrag = 300"),
              "the finger's travel (both axes) that shrinks the screen all the way"),
        .init("pan.minScale", 0.4, .ratio, 0.05...1, .post("SwiftAnimations handlePanGesture: minScale = 0.4"),
              "the screen's scale at a full pull: 1 - (1 - this) * distance / pan.fullDistance"),
        .init("pan.dismissThreshold", 150, .points, 1...2000, .post("SwiftAnimations handlePanGesture: if transform.ty > 150"),
              "the downward travel past which a release dismisses"),
        .init("pan.projectionTime", 0.12, .seconds, 0...2,
              .decided("The travel projected 0.12 s ahead counts too, as the App Store style's drag decides: a flick dismisses without travelling 150 pt."),
              "how far ahead a release projects the travel"),
        .init("pan.returnDuration", 0.2, .seconds, 0.01...5,
              .post("SwiftAnimations handlePanGesture: UIView.animate(withDuration: 0.2) back to identity"),
              "a pan that does not dismiss returns in this time (on a critically damped spring from the finger's speed)"),
        .init("pan.cornerRadius", 45, .points, 0...200,
              .post("SwiftAnimations handlePanGesture: cornerRadius = 45 when the pan begins"),
              "the screen's corners at a full pull; they round as it shrinks, so they do not jump when the finger starts"),
        .init("pan.maxVelocity", 10, .relativeVelocity, 0...50,
              .decided("A short remainder would be flung past its end; bounded as UIKit bounds an interactive transition's speed (±10)."),
              "the most of the finger's speed a settle takes"),
        .init("dismiss.buttonFade", 0.15, .seconds, 0.01...2,
              .decided("The post resizes the screen and lets the frame cut its content; CardSim folds the story into its card's layout as it shrinks, and its ✕ fades as the App Store style's does, rather than vanishing with the story."),
              "the close button's fade as the story shrinks into the card"),
        .init("catch.slop", 4, .points, 0...50, .decided("As the App Store style's flying card: shorter travel still catches."),
              "the travel under which a touch on the flying screen still catches it"),
    ])

    let presentDuration, presentDamping, presentVelocity, dismissDuration: Double
    let panFullDistance, panMinScale, panDismissThreshold, panProjectionTime, panReturnDuration, panCornerRadius: Double
    let maxRelativeVelocity, catchSlop, closeButtonFade: Double

    init(_ p: StyleParameters = Self.table.defaults) {
        presentDuration = p["present.duration"]; presentDamping = p["present.damping"]; presentVelocity = p["present.velocity"]
        dismissDuration = p["dismiss.duration"]
        panFullDistance = p["pan.fullDistance"]; panMinScale = p["pan.minScale"]; panDismissThreshold = p["pan.dismissThreshold"]
        panProjectionTime = p["pan.projectionTime"]; panReturnDuration = p["pan.returnDuration"]
        panCornerRadius = p["pan.cornerRadius"]; maxRelativeVelocity = p["pan.maxVelocity"]; catchSlop = p["catch.slop"]
        closeButtonFade = p["dismiss.buttonFade"]
    }

    // The source also fades the screen to 0.6 while panning (`alpha = 1 - 0.4 * progress`);
    // decided here: the zoom's opacity stays constant throughout, so the dismiss that follows starts
    // from an opaque screen and nothing fades.

    /// The release rule: downward travel (or its projection) past the threshold dismisses.
    var releaseRule: ReleaseRule { .projection(time: panProjectionTime, threshold: panDismissThreshold) }

    /// The transform that puts a view filling `screen` exactly on `reference`: the source's
    /// `CGAffineTransform(scaleX: ref.w / final.w, y: ref.h / final.h)` with the centre moved to the
    /// reference's centre (here a translation, as SimKit's transforms act about the centre).
    static func presentStart(reference r: Rect, screen s: Rect) -> Transform {
        let sx = max(r.width / max(s.width, 1), 0.001)
        let sy = max(r.height / max(s.height, 1), 0.001)
        return Transform(scaleX: sx, scaleY: sy, tx: r.midX - s.midX, ty: r.midY - s.midY)
    }

    /// The model corner radius that draws as `radius` under `transform`. The source divides by
    /// min(sx, sy), which matches the shorter side of UIKit's elliptical scaled corners; CardSim
    /// draws circular corners scaled by the mean of the two scales, so dividing by that mean is what
    /// makes the story start with exactly the reference's 20 pt corners.
    static func modelRadius(drawing radius: Double, under transform: Transform) -> Double {
        radius / max((abs(transform.scaleX) + abs(transform.scaleY)) / 2, 0.001)
    }

    /// How far the pan has shrunk the screen: p = min(distance / 300, 1), distance over both axes.
    func panProgress(translation t: Point) -> Double {
        min((t.x * t.x + t.y * t.y).squareRoot() / panFullDistance, 1)
    }

    /// The screen's transform under the finger: `base` (where it was when caught), then scaled by
    /// 1 − 0.6p about the point the finger first touched (the source moves the layer's anchorPoint
    /// there) and moved with the finger. `anchor` is that point relative to the view's frame centre,
    /// in the container's points.
    func panTransform(base: Transform = .identity, translation t: Point, anchor a: Point) -> Transform {
        let s = 1 - (1 - panMinScale) * panProgress(translation: t)
        return base.concatenating(Transform(scaleX: s, scaleY: s, tx: (1 - s) * a.x + t.x, ty: (1 - s) * a.y + t.y))
    }
}
