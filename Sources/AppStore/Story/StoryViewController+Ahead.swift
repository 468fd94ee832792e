import SimKit

extension StoryViewController {
    /// The story laid out at the screen's size, its final frame, as the zoom's and the slide's
    /// presents first composite it (the zoom's scaled onto the card, the slide's one width to the
    /// right): their `TransitionStyleDescriptor.storyAhead`.
    func viewAtScreenSize() -> View {
        View.performWithoutAnimation { view.frame = Rect(origin: .zero, size: Metrics.screen) }
        view.layoutIfNeeded()
        return view
    }
}
