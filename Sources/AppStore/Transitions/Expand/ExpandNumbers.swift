/// The expand style's numbers. The post (`AnimationTransition`, `DisMissAnim`) gives the present's
/// spring, scale, corners and fill and the dismiss's fade; the pull that scrubs the fade and the
/// grab in flight are CardSim's, since the post only names `UIPercentDrivenInteractiveTransition`.
struct ExpandNumbers {
    static let table = StyleParameterTable(style: "expand", plot: StylePlot(springDuration: "present.duration", springDamping: "present.damping",
                                                                   springVelocity: "present.velocity", curveDuration: "present.fillDuration"), [
        .init("present.duration", 0.5, .seconds, 0.05...5,
              .post("UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0.5, options: .curveEaseOut)"),
              "the spring that brings the story to full size and opacity on the card's frame"),
        .init("present.damping", 0.6, .ratio, 0.05...1, .post("usingSpringWithDamping: 0.6"), "the present spring's damping ratio"),
        .init("present.velocity", 0.5, .relativeVelocity, 0...20, .post("initialSpringVelocity: 0.5"),
              "the present spring's initial velocity"),
        .init("present.startScale", 0.8, .ratio, 0.05...1, .post("toView.transform = CGAffineTransform(scaleX: 0.8, y: 0.8)"),
              "the story's scale, about its centre, when it appears"),
        .init("present.cornerRadius", 20, .points, 0...100, .post("toView.layer.cornerRadius = 20"),
              "the story's corners, kept while it is up (the post never resets them)"),
        .init("present.fillDuration", 1, .seconds, 0.05...5, .post("UIView.animate(withDuration: 1) { … layoutIfNeeded() }"),
              "the easeInOut block that grows the story from the card's frame to the screen, after the spring"),
        .init("dismiss.fadeDuration", 0.2, .seconds, 0.01...5, .post("UIView.animate(withDuration: 0.2) { fromView.alpha = 0 }"),
              "the story's fade to nothing where it is"),
        .init("dismiss.transitionDuration", 0.5, .seconds, 0.05...5,
              .post("func transitionDuration(…) -> TimeInterval { return 0.5 }"),
              "what a pull scrubs the fade against: the fade is over at dismiss.fadeDuration / this of the pull"),
        .init("pull.full", 400, .points, 10...4000,
              .decided("The post names UIPercentDrivenInteractiveTransition and no distance. 400 pt is a whole transition, so the 0.2 s fade of the 0.5 s transition is over at 160 pt: a long enough pull to be deliberate."),
              "the pull that is a whole dismissal (percent = pull / this)"),
        .init("release.projectionTime", 0.12, .seconds, 0...2,
              .decided("As the App Store style's drag: a release projects the percent 0.12 s ahead at the finger's speed."),
              "how far ahead a release projects the percent"),
        .init("release.past", 0.5, .ratio, 0.01...1,
              .decided("UIKit's usual rule for a percent-driven transition: past half way finishes. It decides a grab of the opening story, which scrubs the present; a pull on the open story decides where its fade is half done (pullReleaseRule), so that what the pull shows predicts the release."),
              "the projected percent past which a released grab of the opening story sends it back"),
        .init("grab.slop", 4, .points, 0...50, .decided("As the App Store style's flying card: shorter travel still grabs."),
              "the travel under which a touch on the opening story still grabs it"),
    ])

    let presentDuration, presentDamping, presentVelocity, startScale, cornerRadius, fillDuration: Double
    let fadeDuration, dismissDuration, pullFull, grabSlop: Double
    let releaseRule: ReleaseRule
    let releaseRuleTime, releaseRulePast: Double

    init(_ p: StyleParameters = Self.table.defaults) {
        presentDuration = p["present.duration"]; presentDamping = p["present.damping"]; presentVelocity = p["present.velocity"]
        startScale = p["present.startScale"]; cornerRadius = p["present.cornerRadius"]; fillDuration = p["present.fillDuration"]
        fadeDuration = p["dismiss.fadeDuration"]; dismissDuration = p["dismiss.transitionDuration"]
        pullFull = p["pull.full"]; grabSlop = p["grab.slop"]
        releaseRuleTime = p["release.projectionTime"]; releaseRulePast = p["release.past"]
        releaseRule = .projectedProgress(time: releaseRuleTime, past: releaseRulePast)
    }

    /// The source post's `transitionDuration` returns 1 and calls `completeTransition(true)` as soon
    /// as the animations are set up, so UIKit ends the transition at once while the view still grows
    /// (a bug: nothing could interrupt it, and a dismiss could start mid-growth). Decided here: the
    /// transition lasts until the motion ends, spring plus fill (1.5 s), and reports that.
    var presentTotal: Double { presentDuration + fillDuration }

    /// A pull's release on the open story: dismissed once the percent, projected, passes where the
    /// scrubbed fade has taken half the story away: half the fade (easeInOut is at 0.5 half way)
    /// over the transition's duration, 0.2 by default, an 80 pt pull. Past 0.5 a story pulled
    /// 160–200 pt was gone from sight, yet came back when let go.
    var pullReleaseRule: ReleaseRule { .projectedProgress(time: releaseRuleTime, past: pullReleasePast) }

    /// The percent of the pull's rule: half the fade over the transition's duration.
    var pullReleasePast: Double { fadeDuration / 2 / dismissDuration }
}
