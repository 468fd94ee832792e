import SimKit

/// The sheet post's transition (the blog's port of GITransition): the story comes up as a sheet whose top
/// stops 44 pt below the screen's, while the whole presenting screen (Today and its tab bar) shrinks
/// to 0.9 about its centre and fades to 0.6 over black behind it. Only the sheet's top bar drags it
/// down, 1:1; the presenter follows the drag's progress; on release the source post's rule decides. The
/// avatar's Account sheet is the same transition (`account(root:)`).
@MainActor
final class SheetTransition: CardTransition {
    /// iOS 13's page sheet corner radius; the sheet runs this far past the screen's bottom so only
    /// its top corners show.
    nonisolated static let cornerRadius = 10.0
    /// The top bar (the source post's UINavigationBar): iOS's 56 pt sheet bar, with the grabber.
    nonisolated static let topBarHeight = 56.0

    unowned let root: RootTabController
    let cardIndex: Int
    /// Whether the trace's `card` is this sheet (the story's) or nothing (the Account sheet).
    let reportsCard: Bool
    /// Weak: the presented controller owns it, and it holds the root (a strong reference here was a
    /// cycle through `root.storyTransition`).
    private(set) weak var presentation: SheetPresentation?
    private var activeAnimator: SheetAnimator?
    private(set) lazy var drag = SheetDismissDrag(owner: self)
    /// The controller shown as the sheet and its top bar.
    private(set) weak var presented: ViewController?
    private(set) var topBar: SheetTopBar?

    /// The numbers this transition runs on, fixed when it was made.
    let numbers: SheetNumbers

    init(root: RootTabController, cardIndex: Int, numbers: SheetNumbers, reportsCard: Bool = true) {
        self.root = root
        self.numbers = numbers
        self.cardIndex = cardIndex
        self.reportsCard = reportsCard
    }

    /// The Account sheet's transition: the same sheet, with no card in the trace.
    static func account(root: RootTabController) -> SheetTransition {
        SheetTransition(root: root, cardIndex: -1, numbers: SheetNumbers(root.tuning.parameters(for: .sheet), screen: root.metrics.screen,
                                                                                  width: root.metrics.sheetWidth),
                       reportsCard: false)
    }

    var style: CardTransitionStyle { .sheet }

    var runningAnimator: CardAnimator? { runningSheetAnimator }

    /// The animator of the present, dismiss or settle in flight.
    var runningSheetAnimator: SheetAnimator? {
        guard let a = activeAnimator, !a.isFinished else { return nil }
        return a
    }

    /// The black that shows through the faded presenter.
    var backdrop: Double { presenter.map { 1 - $0.alpha } ?? 0 }

    var presenter: PresenterState? {
        guard let p = presentation, p.isShowing else { return nil }
        let v = root.view
        let t = v.presentationTransform
        return PresenterState(x: t.tx, y: t.ty, scale: t.scaleX, alpha: min(1, max(0, v.presentationAlpha)))
    }

    func configure(_ story: StoryViewController) {
        story.hidesStatusBar = false
        story.isElevated = true
        configureSheet(story)
    }

    /// Makes `vc`'s view a sheet: rounded top corners, the top bar with its grabber, the content below.
    func configureSheet(_ vc: ViewController & SheetContent) {
        presented = vc
        topBar = Self.makeSheet(vc, root: root, numbers)
    }

    /// `configureSheet`'s work, kept by no transition: returns the top bar it added.
    static func makeSheet(_ vc: ViewController & SheetContent, root: RootTabController, _ numbers: SheetNumbers) -> SheetTopBar {
        let sheet = vc.view
        let done: (() -> Void)? = vc.sheetHasDoneButton ? { [weak vc] in vc?.dismiss(animated: true) } : nil
        let bar = SheetTopBar(title: { [weak vc] in vc?.sheetTitle }, palette: { [unowned root] in root.environment.palette.elevated },
                              measurer: root.environment.measurer, doneTitle: { [unowned root] in root.environment.strings.done },
                              done: done)
        bar.frame = Rect(0, 0, numbers.width, topBarHeight)
        sheet.addSubview(bar)
        sheet.clipsToBounds = true
        sheet.cornerRadius = cornerRadius
        vc.layoutInSheet(size: Size(numbers.width, numbers.travel), below: topBarHeight)
        return bar
    }

    /// The drag is live from the first frame of the present (a grab mid-flight); nothing to add.
    func storyDidAppear(_ story: StoryViewController) {}

    /// Behind a sheet at rest the presenter is shrunk and faded over black.
    func placePresenter(presented: Bool) {
        let s = presented ? numbers.minScale : 1
        root.view.transform = Transform(scaleX: s, y: s)
        root.view.alpha = presented ? numbers.minAlpha : 1
    }

    func presentationController(forPresented presented: ViewController, presenting: ViewController?,
                                source: ViewController) -> PresentationController? {
        let p = SheetPresentation(presentedViewController: presented, presenting: presenting, drag: drag, numbers: numbers,
                                  topBar: { [weak self] in self?.topBar })
        presentation = p
        return p
    }

    func animationController(forPresented presented: ViewController, presenting: ViewController,
                             source: ViewController) -> AnimatedTransitioning? {
        let a = SheetAnimator(direction: .present, sheet: presented.view, presenter: presenting.view,
                              reportsCard: reportsCard, numbers: numbers)
        activeAnimator = a
        return a
    }

    func animationController(forDismissed dismissed: ViewController) -> AnimatedTransitioning? {
        let a = SheetAnimator(direction: .dismiss, sheet: dismissed.view, presenter: root.view, reportsCard: reportsCard,
                              numbers: numbers)
        activeAnimator = a
        return a
    }

    func interactionControllerForDismissal(using animator: AnimatedTransitioning) -> InteractiveTransitioning? {
        drag.wantsInteractiveStart ? drag : nil
    }
}

/// A controller that can be shown as a sheet.
@MainActor
protocol SheetContent: ViewController {
    /// The top bar's title; nil shows the grabber alone.
    var sheetTitle: String? { get }
    /// Lays the content out in the visible sheet `size`, below a top bar `top` points tall.
    func layoutInSheet(size: Size, below top: Double)
    /// Whether the top bar has a Done button that dismisses the sheet (a task sheet such as Account);
    /// a story's sheet has none, as the source post's has none.
    var sheetHasDoneButton: Bool { get }
}

extension SheetContent {
    var sheetHasDoneButton: Bool { false }
}
