import SimKit

/// The zoom's numbers and the shapes they make, kept apart from the views so the tests can read
/// them. The zoom post is part 2 of a pair; the numbers its part 1 set are those of the project it
/// continues, Little-tale/SwiftAnimations (ZoomTransition/Forth: `CustomZoomTransitionConfiguration`
/// and `handlePanGesture`), and are marked so.
enum ZoomGeometry {
    // MARK: Present (Little-tale/SwiftAnimations ZoomTransition: transitionDuration 0.5,
    // springWithDamping 0.85, initialSpringVelocity 0.8).
    static let presentDuration = 0.5
    static let presentDamping = 0.85
    static let presentVelocity = 0.8

    // MARK: Dismiss and pop (decided here: 0.4 s with easeInOut for the source post's animator, whose
    // `transitionDuration` came from part 1's configuration). Decided since: when a finger lets the
    // screen go into the card (the pan, an edge swipe, a catch), the same 0.4 s run on a critically
    // damped spring that starts at the finger's speed (`ZoomFlight.handOver`), as the slide's swipe
    // settles; easeInOut started from rest, a hitch under a moving finger.
    static let dismissDuration = 0.4

    // MARK: The pan (Little-tale/SwiftAnimations ZoomTransition, `handlePanGesture`).
    /// The finger's distance (both axes) that shrinks the screen all the way: `maxDrag`.
    static let panFullDistance = 300.0
    /// The scale at a full pull: `minScale`.
    static let panMinScale = 0.4
    /// A release dismisses past this much downward travel (`transform.ty > 150`); decided here: the
    /// travel projected 0.12 s ahead counts too, as the App Store post's drag does.
    static let panDismissThreshold = 150.0
    static let panProjectionTime = 0.12
    /// A pan that does not dismiss returns in 0.2 s (`UIView.animate(withDuration: 0.2)`: UIKit's
    /// default curve, easeInOut). Decided since: the 0.2 s run on a critically damped spring that
    /// starts at the finger's speed, so the screen does not stop dead when the finger lifts.
    static let panReturnDuration = 0.2
    /// The source rounds the screen to 45 pt the moment the pan begins (`cornerRadius = 45`); here it
    /// rounds as it shrinks, reaching 45 pt at a full pull (18 pt drawn at scale 0.4, about the
    /// card's 20), so the corners do not jump when the finger starts moving.
    static let panCornerRadius = 45.0
    /// The source also fades the screen to 0.6 while panning (`alpha = 1 - 0.4 * progress`);
    /// decided here: the zoom's opacity stays constant throughout, so the dismiss that follows starts
    /// from an opaque screen and nothing fades.

    /// The release rule: downward travel (or its projection) past 150 pt dismisses.
    static let releaseRule = ReleaseRule.projection(time: panProjectionTime, threshold: panDismissThreshold)

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
    static func panProgress(translation t: Point) -> Double {
        min((t.x * t.x + t.y * t.y).squareRoot() / panFullDistance, 1)
    }

    /// The screen's transform under the finger: `base` (where it was when caught), then scaled by
    /// 1 − 0.6p about the point the finger first touched (the source moves the layer's anchorPoint
    /// there) and moved with the finger. `anchor` is that point relative to the view's frame centre,
    /// in the container's points.
    static func panTransform(base: Transform = .identity, translation t: Point, anchor a: Point) -> Transform {
        let s = 1 - (1 - panMinScale) * panProgress(translation: t)
        return base.concatenating(Transform(scaleX: s, scaleY: s, tx: (1 - s) * a.x + t.x, ty: (1 - s) * a.y + t.y))
    }
}
