import SimKit

/// The App Store post's `AppContentViewController`: the open story. Its artwork header and body scroll with
/// the list's physics; the close button and Escape dismiss it; the status bar slides away while it
/// is up (`prefersStatusBarHidden`, `.slide`).
@MainActor
final class StoryViewController: ViewController {
    let cardIndex: Int
    let content: StoryContentView
    let closeButton: CloseButton
    private(set) var scrollView: ScrollView!
    var statusBarShouldBeHidden = false
    /// Whether the status bar slides away while the story is up (the App Store post hides it; the other styles
    /// keep it). Set by the transition before the story is presented.
    var hidesStatusBar = true
    /// Called once the story has left the screen (its dismissal, or a cancelled present, completed).
    var didDisappear: (() -> Void)?
    /// Called once the story is up (a push completed: a navigation controller has no completion).
    var didAppear: (() -> Void)?
    /// The appearance's colours (`apply(palette:)` changes them live).
    var palette: Palette
    /// The device's layout: the story fills its screen.
    let metrics: Metrics
    /// Drawn in the appearance's elevated colours, as iOS draws a sheet (set by the sheet style).
    var isElevated = false { didSet { apply(palette: palette) } }
    /// The colours the story draws in: the palette, elevated when it is a sheet.
    var drawnPalette: Palette { isElevated ? palette.elevated : palette }

    init(cardIndex: Int, card: Card, environment: AppEnvironment) {
        self.cardIndex = cardIndex
        content = StoryContentView(card: card, environment: environment, expanded: true)
        closeButton = CloseButton(metrics: environment.metrics)
        metrics = environment.metrics
        palette = environment.palette
        super.init()
        content.apply(palette: palette)
        closeButton.palette = palette
        modalPresentationStyle = .custom
        modalPresentationCapturesStatusBarAppearance = true
    }

    override func makeView() -> View {
        let root = View(frame: Rect(origin: .zero, size: metrics.screen))
        root.name = "story"
        root.backgroundColor = drawnPalette.background
        // Dragged down, the story shrinks under the finger with its content still: one raster
        // stretched, not its artwork and every line of its body each frame.
        root.shouldRasterize = true
        let scroll = ScrollView(frame: root.bounds)
        scroll.name = "storyScroll"
        scroll.clipsToBounds = false
        content.frame = Rect(0, 0, metrics.screen.width, content.expandedContentHeight)
        content.clipsToBounds = false
        scroll.addSubview(content)
        scroll.contentSize = content.frame.size
        root.addSubview(scroll)
        root.addSubview(closeButton)
        scrollView = scroll
        // A pushed story (a transition file's navigation delegate) is popped; a presented one dismissed.
        closeButton.onTap = { [weak self] in
            guard let self else { return }
            if let nav = self.navigationController { nav.popViewController(animated: true) } else { self.dismiss(animated: true) }
        }
        return root
    }

    override var prefersStatusBarHidden: Bool { statusBarShouldBeHidden }
    override var preferredStatusBarUpdateAnimation: StatusBarAnimation { .slide }

    override func viewWillAppear(_ animated: Bool) { updateStatusBar(hidden: hidesStatusBar) }
    override func viewWillDisappear(_ animated: Bool) {
        // An interactive dismiss keeps the status bar away until the finger commits. A style's
        // animator brings it back then; one that does not (a user's file knows nothing of it) has
        // it back once the dismiss has completed, so Today never stays without it.
        if let coordinator = transitionCoordinator, coordinator.context.isInteractive {
            coordinator.animate(alongsideTransition: nil) { [weak self] context in
                guard let self, !context.transitionWasCancelled, self.statusBarShouldBeHidden else { return }
                self.updateStatusBar(hidden: false)
            }
            return
        }
        updateStatusBar(hidden: false)
    }
    override func viewDidAppear(_ animated: Bool) { didAppear?() }
    override func viewDidDisappear(_ animated: Bool) { didDisappear?() }

    /// Lays the story out as its card at `size` (`folded`), scrolled to the top, or as the story
    /// again. Called inside an animation, the artwork and labels move with it; the scroll offset is
    /// moved into the content's frame first, so nothing jumps where the story was scrolled.
    func fold(_ folded: Bool, size: Size) {
        let offset = scrollView.contentOffset
        if offset != .zero {
            View.performWithoutAnimation {
                scrollView.contentOffset = .zero
                content.frame.origin = Point(-offset.x, -offset.y)
            }
        }
        content.frame = folded ? Rect(origin: .zero, size: size)
                               : Rect(0, 0, content.expandedWidth, content.expandedContentHeight)
        content.isExpanded = !folded
        content.layoutIfNeeded()
    }

    /// The App Store post: the status bar slides over 0.5 s.
    func updateStatusBar(hidden: Bool) {
        statusBarShouldBeHidden = hidden && hidesStatusBar
        View.animate(withDuration: 0.5) { self.setNeedsStatusBarAppearanceUpdate() }
    }
}
