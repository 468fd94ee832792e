import SimKit

/// The card while it flies between its cell and full screen, and the finger that can grab it on the
/// way. Both animators use it: a grab freezes the card where it is on screen (never a snapped
/// value), the drag shrinks it like the story's drag-to-dismiss, and the release decides by
/// projection whether it lands in its cell or opens to full screen, starting at the finger's speed.
@MainActor
final class CardFlight {
    /// The view that moves (its frame and corners) and the story content inside it (its layout).
    let outer: View
    let content: StoryContentView
    /// The style's numbers: a released grab springs as the close does (`close.duration`,
    /// `close.damping`), started at the finger's speed, so a card let go lands as a closed one does;
    /// the tab bar copy moves over `close.tabBarDuration`.
    let numbers: AppStoreCardNumbers

    /// Bumped on every grab and every new flight, so completions of stale animations do nothing.
    private(set) var generation = 0
    private(set) var isGrabbed = false
    private var grabTransform = Transform.identity
    /// The grab's vertical travel; a grabbed card decides like the story's drag-to-dismiss.
    private let drag: DragTracker
    private let releaseRule: ReleaseRule
    private let onRelease: (Bool, Point) -> Void
    private let onGrab: () -> Void

    /// `onGrab` runs when a finger takes the card; `onRelease` when it lets go, with `true` to land
    /// in the cell and the finger's velocity.
    init(outer: View, content: StoryContentView, numbers: AppStoreCardNumbers, onGrab: @escaping () -> Void,
         onRelease: @escaping (Bool, Point) -> Void) {
        self.numbers = numbers
        drag = DragTracker(fullDistance: numbers.dragFull)
        releaseRule = .projection(time: numbers.releaseProjectionTime, threshold: numbers.releaseThreshold)
        self.outer = outer
        self.content = content
        self.onGrab = onGrab
        self.onRelease = onRelease
        let pan = PanGestureRecognizer { [weak self] g in self?.handle(g as! PanGestureRecognizer) }
        pan.hysteresis = numbers.grabSlop
        outer.addGestureRecognizer(pan)
    }

    /// A token for an animation's completion; it is stale once the card was grabbed or re-flown.
    func token() -> Int { generation }
    func isCurrent(_ token: Int) -> Bool { token == generation && !isGrabbed }

    private func handle(_ pan: PanGestureRecognizer) {
        let time = pan.lastTouch?.time ?? 0
        switch pan.state {
        case .began:
            generation += 1
            isGrabbed = true
            freeze(outer)
            grabTransform = outer.transform
            drag.begin()
            drag.move(to: pan.translation().y, at: time)
            onGrab()
        case .changed:
            let d = pan.translation().y
            drag.move(to: d, at: time)
            View.performWithoutAnimation {
                let drag = d > 0 ? CardDismissAnimator.dragTransform(distance: d, horizontal: false, numbers)
                                 : Transform(tx: 0, ty: d * numbers.dragFollow)
                outer.transform = grabTransform.concatenating(drag)
            }
        case .ended, .cancelled:
            isGrabbed = false
            generation += 1
            let v = pan.state == .ended ? pan.velocity() : .zero
            if pan.state == .ended { drag.move(to: pan.translation().y, at: time) }
            let release = pan.state == .ended ? drag.release(by: releaseRule) : drag.abandon()
            bakeTransform()
            onRelease(release.commit, Point(v.x, release.velocity))
        default: break
        }
    }

    /// Stops every animation in the subtree where it is on screen.
    private func freeze(_ v: View) {
        v.removeAllAnimations(keepingPresentation: true)
        for s in v.subviews { freeze(s) }
    }

    /// Folds the drag's transform into the frame, so the next flight animates frames only.
    private func bakeTransform() {
        let r = outer.screenRect
        let contentScreen = content.screenRect
        let scale = outer.presentationTransform.scaleX
        View.performWithoutAnimation {
            outer.transform = .identity
            outer.cornerRadius = outer.cornerRadius * scale
            outer.frame = r
            guard outer !== content else { return }
            // Keep the content exactly where it is on screen inside the re-framed card.
            let s = content.transform.scaleX * scale
            content.transform = Transform(scaleX: s, y: s)
            let c = Point(contentScreen.midX - r.minX, contentScreen.midY - r.minY)
            let size = content.frame.size
            content.frame = Rect(c.x - size.width / 2, c.y - size.height / 2, size.width, size.height)
        }
    }

    /// What moves with a released card besides itself: the tab bar copy, the blur, the status bar.
    struct Chrome {
        let root: RootTabController
        let cardIndex: Int
        let story: StoryViewController
        let presentation: CardPresentation?
        let fallingTabBar: View
    }

    /// Lets the card go into its cell (the tab bar rises, the blur clears) or open to full screen (the
    /// reverse), then runs `completion`. `reverses`: the release turns the transition around, so the
    /// status bar follows it (shown for the cell, hidden for the story).
    func settle(toCell: Bool, velocity: Point, reverses: Bool, chrome: Chrome, completion: @escaping () -> Void) {
        let screen = chrome.root.view.bounds
        if reverses { chrome.story.updateStatusBar(hidden: !toCell) }
        View.animate(withDuration: numbers.closeTabBarDuration) {
            chrome.fallingTabBar.frame.origin.y = toCell ? chrome.root.tabBar.frame.minY : screen.maxY
        }
        View.animate(withDuration: numbers.closeDuration) { chrome.presentation?.blurView.alpha = toCell ? 0 : 1 }
        if toCell {
            flyToCell(chrome.root.today.cardFrameOnScreen(chrome.cardIndex), velocity: velocity, completion: completion)
        } else {
            flyToFullScreen(screen, velocity: velocity, completion: completion)
        }
    }

    /// Flies into `target` (the cell's frame on screen), collapsing the content.
    func flyToCell(_ target: Rect, velocity: Point, completion: @escaping () -> Void) {
        fly(to: target, cornerRadius: Metrics.cardRadius, expanded: false, velocity: velocity, completion: completion)
    }

    /// Opens to `screen`, expanding the content.
    func flyToFullScreen(_ screen: Rect, velocity: Point, completion: @escaping () -> Void) {
        fly(to: screen, cornerRadius: 0, expanded: true, velocity: velocity, completion: completion)
    }

    private func fly(to target: Rect, cornerRadius: Double, expanded: Bool, velocity: Point,
                     completion: @escaping () -> Void) {
        let token = self.token()
        let v = CardDismissAnimator.relativeVelocity(finger: velocity, from: outer.screenRect.center, to: target.center,
                                                    clampedTo: numbers.closeVelocity)
        View.animate(withDuration: numbers.closeDuration, delay: 0, usingSpringWithDamping: numbers.closeDamping,
                     initialSpringVelocity: v, animations: {
            self.outer.frame = target
            self.outer.cornerRadius = cornerRadius
            if self.outer !== self.content {
                self.content.transform = .identity
                self.content.frame = Rect(0, 0, target.width, target.height)
            }
            self.content.isExpanded = expanded
            self.content.layoutIfNeeded()
        }) { [weak self] _ in if self?.isCurrent(token) == true { completion() } }
    }
}
