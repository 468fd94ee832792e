/// The slide style's numbers. The post gives the slide (0.3 s easeInOut through
/// `UIViewPropertyAnimator`); it has no gesture, so the edge swipe and the grab are CardSim's.
struct SlideNumbers {
    static let table = StyleParameterTable(style: "slide", plot: StylePlot(springDuration: "settle.duration", springDamping: "settle.damping",
                                                                  curveDuration: "duration"), [
        .init("duration", 0.3, .seconds, 0.05...5,
              .post("UIViewPropertyAnimator(duration: transitionDuration(using: transitionContext), curve: .easeInOut); transitionDuration 0.3"),
              "the slide, present and dismiss (easeInOut)"),
        .init("edgeWidth", 20, .points, 1...200, .decided("iOS's swipe-back strip: a touch elsewhere stays a tap or a scroll."),
              "the left-edge strip a swipe back starts from"),
        .init("release.velocity", 300, .pointsPerSecond, 0...10000,
              .decided("The post has no gesture. UIKit's usual rule for interactive pops: faster than 300 pt/s, or past half way and not moving back, finishes."),
              "the speed past which a release finishes"),
        .init("release.maxVelocity", 10, .relativeVelocity, 0...50,
              .decided("A flick's speed over a short remainder would otherwise overshoot wildly; bounded as UIKit bounds an interactive transition's (±10)."),
              "the most of the finger's speed the settling spring takes"),
        .init("settle.duration", 0.3, .seconds, 0.05...5,
              .decided("After a release the rest runs on a critically damped spring that starts at the finger's speed, as iOS's swipe-back settles, and takes one whole slide's time however far it has to go: easeInOut would start from rest under a moving finger, and UIKit's remaining fraction of 0.3 s flings a short remainder faster than the finger."),
              "the spring that finishes or cancels a released swipe"),
        .init("settle.damping", 1, .ratio, 0.05...1, .decided("Critically damped: the screen does not bounce past its edge."),
              "the settling spring's damping ratio"),
    ])

    let duration, edgeWidth, maxRelativeVelocity, settleDuration, settleDamping, releaseVelocity: Double
    let releaseRule: ReleaseRule

    init(_ p: StyleParameters = Self.table.defaults) {
        duration = p["duration"]; edgeWidth = p["edgeWidth"]; maxRelativeVelocity = p["release.maxVelocity"]
        settleDuration = p["settle.duration"]; settleDamping = p["settle.damping"]
        releaseVelocity = p["release.velocity"]
        releaseRule = .velocityOrHalf(velocity: releaseVelocity)
    }
}
