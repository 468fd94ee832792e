import SimKit

/// What every card transition style is to the app: a transitioning delegate that also tells the
/// trace and the scene what it is doing. `RootTabController.presentStory` asks the style for one and
/// knows nothing else; the trace reads the running transition only through this protocol.
@MainActor
protocol CardTransition: TransitioningDelegate {
    /// The style running (the trace's `transition.style`).
    var style: CardTransitionStyle { get }
    /// The card the story came from, counted from 0.
    var cardIndex: Int { get }
    /// The animator of the transition in flight; nil once it has ended.
    var runningAnimator: CardAnimator? { get }
    /// The blur or dim behind the story, 0…1 (the trace's `backdrop`).
    var backdrop: Double { get }
    /// The view that shows the tab bar while the transition moves it (the App Store post's falling copy); nil
    /// when the tab bar itself is what shows.
    var movingTabBar: View? { get }
    /// The presenting screen's visual transform, for styles that move it (sheet, slide).
    var presenter: PresenterState? { get }
    /// The view the transition grows out of and returns into, on screen (zoom), while it runs.
    var reference: ReferenceState? { get }
    /// Whether the owner lets go of the delegate once the story has been dismissed (the zoom post's owner
    /// does, in the delegate's `ended` closure). The others are kept until the next card is opened.
    var releasedWhenDismissed: Bool { get }
    /// Sets the story up for this style before it is presented (its status bar, its chrome).
    func configure(_ story: StoryViewController)
    /// The story is up: install what dismisses it interactively.
    func storyDidAppear(_ story: StoryViewController)
    /// Under Reduce Motion the presenter goes straight to where this style leaves it while the story
    /// is up (`presented`), or back, inside the cross-fade's animation block. Most styles leave it.
    func placePresenter(presented: Bool)
}

extension CardTransition {
    func placePresenter(presented: Bool) {}
    var movingTabBar: View? { nil }
    var presenter: PresenterState? { nil }
    var reference: ReferenceState? { nil }
    var releasedWhenDismissed: Bool { false }
}

/// What the trace asks of the animator in flight.
@MainActor
protocol CardAnimator: AnyObject {
    /// The view that stands for the card during the transition.
    var cardView: View? { get }
    /// The card's visual scale, when the view's own transform is not all of it (content scaled
    /// inside a frame that moves).
    var cardScale: Double { get }
    var direction: TransitionContext.Direction { get }
    /// 0…1 along the transition at the clock's time.
    var progress: Double { get }
    var isInteractive: Bool { get }
    var isFinished: Bool { get }
}

extension CardAnimator {
    var cardScale: Double { cardView?.presentationTransform.scaleX ?? 1 }
}

/// The presenting screen as it shows: where it has moved, how far it has shrunk, how faded it is.
typealias PresenterState = TraceState.Presenter
/// A zoom's reference view on screen.
typealias ReferenceState = TraceState.Reference
