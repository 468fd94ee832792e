/// The App Store style's numbers: its table (name, value, unit, range, source) and the values one
/// transition runs on. The post (`AppContentPresentingAnimator`) gives the present; it has no
/// dismiss, no drag and no grab in flight, so every number of those is CardSim's decision.
struct AppStoreCardNumbers {
    static let table = StyleParameterTable(style: "appstore", plot: StylePlot(springDuration: "present.duration", springDamping: "present.damping",
                                                                     springVelocity: "present.velocity", curveDuration: "present.sizeDuration"), [
        .init("present.duration", 0.6, .seconds, 0.05...5,
              .post("UIView.animate(withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0.7)"),
              "the spring that carries the card's top to the screen's top"),
        .init("present.damping", 0.7, .ratio, 0.05...1, .post("usingSpringWithDamping: 0.7"),
              "the present spring's damping ratio (1: no overshoot)"),
        .init("present.velocity", 0.7, .relativeVelocity, 0...20, .post("initialSpringVelocity: 0.7"),
              "the present spring's initial velocity"),
        .init("present.sizeDuration", 0.36, .seconds, 0.05...5, .post("UIView.animate(withDuration: 0.6 * 0.6)"),
              "the easeInOut block that grows the card to the screen's size; the tab bar copy falls over it"),
        .init("transitionDuration", 1, .seconds, 0.1...5, .post("func transitionDuration(…) -> TimeInterval { return 1 }"),
              "how long what runs alongside (the backdrop's blur fading in) takes"),
        .init("close.duration", 0.5, .seconds, 0.05...5,
              .decided("The post has no dismiss animator. A spring that lands without a visible bounce, as the App Store's close does."),
              "the spring that flies the story back into its card, also a released grab's"),
        .init("close.damping", 0.86, .ratio, 0.05...1, .decided("Lands without a visible bounce, as the App Store's close does."),
              "the close spring's damping ratio"),
        .init("close.settleFloor", 0.2, .seconds, 0.01...5,
              .decided("A lower-half release may ask for a quicker settle; below 0.2 s a close reads as a jump."),
              "the shortest close a released drag may ask for"),
        .init("close.tabBarDuration", 0.36, .seconds, 0.05...5,
              .decided("The tab bar rises over the present's size curve, mirrored."),
              "how long the tab bar copy takes to rise, and a grabbed card's tab bar to move"),
        .init("close.buttonFade", 0.15, .seconds, 0.01...2,
              .decided("The close button fades as the card leaves, as the App Store's does, rather than vanishing with the story."),
              "the close button's fade"),
        .init("close.maxVelocity", 8, .relativeVelocity, 0...50,
              .decided("A short path would turn a flick into a violent overshoot of the size and corners that share the spring."),
              "the most of the finger's speed the close spring takes, toward the card"),
        .init("close.minVelocity", -4, .relativeVelocity, -50...0,
              .decided("As the clamp toward the card, smaller: a flick away from the card only slows the close."),
              "the most of the finger's speed the close spring takes, away from the card"),
        .init("cancel.duration", 0.4, .seconds, 0.05...5,
              .decided("Springing back to full screen after a cancelled drag is quicker than the close."),
              "the spring back to full screen when a drag lets go without dismissing"),
        .init("cancel.damping", 0.9, .ratio, 0.05...1, .decided("Stiffer than the close: the story snaps back into place."),
              "the cancel spring's damping ratio"),
        .init("cancel.maxVelocity", 10, .relativeVelocity, 0...50,
              .decided("Bounds the finger's speed handed to the cancel spring, as UIKit's interactive transitions do (±10)."),
              "the most of the finger's speed the cancel spring takes"),
        .init("drag.scale", 0.86, .ratio, 0.1...1,
              .decided("The story answers the finger at once, then resists, and never shrinks below about 0.8, where it would stop being readable."),
              "the story's scale after drag.distance of pull"),
        .init("drag.distance", 100, .points, 1...1000, .decided("The story answers the finger at once: the whole first shrink happens within a short pull, an eighth of the screen's height."),
              "the pull over which the story shrinks to drag.scale; its corners round to 20 pt over it too"),
        .init("drag.tailScale", 0.07, .ratio, 0...0.9, .decided("Past drag.distance the shrink continues with the same slope, then flattens toward 0.79: no kink in the motion, and no smaller than is readable."),
              "how much more the story shrinks past drag.distance"),
        .init("drag.tail", 50, .points, 1...1000, .decided("Half of drag.distance: the resistance sets in soon after the first shrink, as a rubber band's does."),
              "the length over which the tail's shrink flattens"),
        .init("drag.follow", 0.4, .ratio, 0...1, .decided("The card stays under the finger while it shrinks, without running away."),
              "how much of the finger's travel the story's centre follows"),
        .init("drag.full", 200, .points, 1...2000, .decided("Scales percentComplete and the blur, so that Today shows through as the story is pulled away."),
              "the pull that counts as a whole dismiss"),
        .init("drag.backdrop", 0.5, .ratio, 0...1, .decided("Today shows through as the story is pulled away, half of it at a full pull, so the blur still says the story is up."),
              "the blur's opacity at a full pull"),
        .init("drag.edgeWidth", 24, .points, 1...200, .decided("A narrow strip at the edge, as UIKit's edge swipe uses, so that a touch anywhere else stays a tap or a vertical drag."),
              "the left-edge strip that starts a dismiss across"),
        .init("release.projectionTime", 0.12, .seconds, 0...2,
              .decided("iOS decides a release by projection: where the finger would be 0.12 s later. The post's rule is kept as --dismiss-rule lower-half."),
              "how far ahead a release projects the finger"),
        .init("release.threshold", 100, .points, 1...2000, .decided("Half the whole pull (drag.full): a flick or a long pull dismisses, a short hesitant one springs back."),
              "the projected pull that dismisses"),
        .init("grab.slop", 4, .points, 0...50, .decided("A press that moves less than 4 pt is still a touch, as UIKit's pan hysteresis has it: the flying card stops under it at once."),
              "the travel under which a touch on the flying card still grabs it"),
    ])

    let presentDuration, presentDamping, presentVelocity, presentSizeDuration, transitionDuration: Double
    let closeDuration, closeDamping, closeSettleFloor, closeTabBarDuration, closeButtonFade: Double
    let closeVelocity: ClosedRange<Double>
    let cancelDuration, cancelDamping, cancelMaxVelocity: Double
    let dragScale, dragDistance, dragTailScale, dragTail, dragFollow, dragFull, dragBackdrop, dragEdgeWidth: Double
    let releaseProjectionTime, releaseThreshold, grabSlop: Double

    init(_ p: StyleParameters = Self.table.defaults) {
        presentDuration = p["present.duration"]; presentDamping = p["present.damping"]
        presentVelocity = p["present.velocity"]; presentSizeDuration = p["present.sizeDuration"]
        transitionDuration = p["transitionDuration"]
        closeDuration = p["close.duration"]; closeDamping = p["close.damping"]; closeSettleFloor = p["close.settleFloor"]
        closeTabBarDuration = p["close.tabBarDuration"]; closeButtonFade = p["close.buttonFade"]
        closeVelocity = p["close.minVelocity"]...p["close.maxVelocity"]
        cancelDuration = p["cancel.duration"]; cancelDamping = p["cancel.damping"]; cancelMaxVelocity = p["cancel.maxVelocity"]
        dragScale = p["drag.scale"]; dragDistance = p["drag.distance"]; dragTailScale = p["drag.tailScale"]
        dragTail = p["drag.tail"]; dragFollow = p["drag.follow"]; dragFull = p["drag.full"]
        dragBackdrop = p["drag.backdrop"]; dragEdgeWidth = p["drag.edgeWidth"]
        releaseProjectionTime = p["release.projectionTime"]; releaseThreshold = p["release.threshold"]
        grabSlop = p["grab.slop"]
    }
}
