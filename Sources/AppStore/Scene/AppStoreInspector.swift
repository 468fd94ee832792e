import SimKit

/// Answers scripts (`tap card N` …) and builds the trace's fields from the live view tree.
@MainActor
final class AppStoreInspector: SceneInspector {
    unowned let scene: AppStoreScene
    init(scene: AppStoreScene) { self.scene = scene }

    private var root: RootTabController { scene.root }
    /// The part of the screen between the status bar and the tab bar, where a tap reaches a card.
    private var listArea: Rect {
        Rect(0, Metrics.statusBarHeight, Metrics.screen.width, Metrics.screen.height - Metrics.statusBarHeight - Metrics.tabBarHeight)
    }

    var cardCount: Int { root.today.cells.count }
    var tabCount: Int { root.tabBar.items.count }

    func pointForCard(_ index: Int) -> Point? {
        guard root.story == nil, (1...cardCount).contains(index) else { return nil }
        let visible = root.today.cardFrameOnScreen(index - 1).intersection(listArea)
        return visible.height >= 44 ? visible.center : nil
    }

    func pointForTab(_ index: Int) -> Point? {
        guard (1...tabCount).contains(index), root.story == nil else { return nil }
        let c = root.tabBar.itemCenter(index - 1)
        return Point(c.x, root.tabBar.frame.minY + c.y)
    }

    func pointForClose() -> Point? {
        guard let story = root.story, story.isViewLoaded, root.transitionCoordinator == nil else { return nil }
        return story.closeButton.screenRect.center
    }

    func pointForBack() -> Point? { nil }

    func traceState() -> TraceState {
        let statusBar = scene.statusBar
        let animator = root.activeAnimator
        var transition: TraceState.Transition?
        if let a = animator {
            transition = .init(style: scene.configuration.style.rawValue, direction: a.direction, interactive: a.isInteractive, progress: a.progress)
        }
        let tabBarView: View = (root.transitionCoordinator?.context.containerView.subviews.first { $0.name == "fallingTabBar" }) ?? root.tabBar
        let tabAlpha = tabBarView === root.tabBar ? root.tabBar.presentationAlpha : 1
        // The screen on top: the story from the moment it is presented until it is gone.
        let screen = root.story != nil ? "story" : "today"
        let backdrop = root.storyTransition?.presentation.map { $0.blurView.superview != nil ? $0.blurView.presentationAlpha : 0 } ?? 0
        var pointer: TraceState.Pointer?
        if let p = scene.window.pointer { pointer = .init(x: p.x, y: p.y, down: scene.window.pointerDown) }
        return scene.withSettings(TraceState(screen: screen, transition: transition, scrollY: root.today.scrollView.contentOffset.y,
                          card: cardState(animator), statusBar: .init(y: statusBar.presentationTransform.ty, alpha: statusBar.presentationAlpha),
                          tabBar: .init(y: tabBarView.screenRect.minY, alpha: tabAlpha), backdrop: backdrop, pointer: pointer))
    }

    /// The card being pressed, transitioned or shown full screen: visual bounds after transforms.
    private func cardState(_ animator: CardAnimator?) -> TraceState.Card? {
        let view: View
        let index: Int
        if let a = animator, let v = a.cardView, let t = root.storyTransition {
            view = v; index = t.cardIndex
        } else if let story = root.story, story.isViewLoaded {
            view = story.view; index = story.cardIndex
        } else if let pressed = root.today.cells.first(where: { !$0.presentationTransform.isIdentity }) {
            view = pressed; index = pressed.index
        } else {
            return nil
        }
        let r = view.screenRect
        let scale = view.screenMapping.scale
        // A closing card flies as a frame around story content still shrunk by the drag: its scale.
        let inner = view.subviews.first as? StoryContentView
        let cardScale = view.presentationTransform.scaleX * (inner?.presentationTransform.scaleX ?? 1)
        return .init(index: index + 1, x: r.minX, y: r.minY, w: r.width, h: r.height, scale: cardScale,
                     radius: view.presentationCornerRadius * scale)
    }
}
