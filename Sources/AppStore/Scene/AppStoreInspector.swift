import SimKit
import Playback

/// Answers scripts (`tap card N` …) and builds the trace's fields from the live view tree.
@MainActor
final class AppStoreInspector: SceneInspector {
    unowned let scene: AppStoreScene
    init(scene: AppStoreScene) { self.scene = scene }

    private var root: RootTabController { scene.root }
    /// The part of the screen between the status bar and the tab bar, where a tap reaches a card.
    private var listArea: Rect {
        let m = root.environment.metrics
        return Rect(0, m.statusBarHeight, m.screen.width, m.screen.height - m.statusBarHeight - m.tabBarHeight)
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

    /// The Settings tab's back button, while a pushed screen shows and nothing moves.
    func pointForBack() -> Point? {
        let nav = root.settingsTab.nav!
        guard root.story == nil, root.selectedIndex == RootTabController.settingsTab, nav.viewControllers.count > 1,
              nav.transitionCoordinator == nil, !nav.navigationBar.backButton.isHidden else { return nil }
        return nav.navigationBar.backButton.screenRect.center
    }

    func traceRecord() -> any TraceRecord { traceState() }

    func traceState() -> TraceState {
        let statusBar = scene.statusBar
        let animator = root.activeAnimator
        var transition: TraceState.Transition?
        if let a = animator, let running = root.storyTransition {
            transition = .init(style: running.style.rawValue, direction: a.direction, interactive: a.isInteractive,
                               progress: a.progress)
        } else if let (style, a) = root.settingsTab.runningTransition {
            // A push or pop in Settings: the navigator says which runs it (UIKit's push, or the About zoom).
            transition = .init(style: style, direction: a.direction, interactive: a.isInteractive,
                               progress: a.progress)
        }
        let tabBarView: View = root.storyTransition?.movingTabBar ?? root.tabBar
        // Drawn opacity: a presenter that fades (the sheet's) fades its tab bar with it.
        let tabAlpha = tabBarView === root.tabBar ? root.tabBar.drawnAlpha : 1
        // The screen on top: the story from the moment it is presented until it is gone.
        let inSettings = root.selectedIndex == RootTabController.settingsTab
        let screen = root.story != nil ? "story" : root.account != nil ? "account" : inSettings ? "settings" : "today"
        // The visible tab's stack: Today is one screen, with a story presented over it, or pushed on
        // it by a transition file's navigation delegate.
        let nav = inSettings ? TraceState.Nav(depth: root.settingsTab.nav.viewControllers.count, top: root.settingsTab.topName)
            : TraceState.Nav(depth: root.todayNavigation?.viewControllers.count ?? 1, top: screen)
        let backdrop = root.storyTransition?.backdrop ?? 0
        var pointer: TraceState.Pointer?
        if let p = scene.window.pointer { pointer = .init(x: p.x, y: p.y, down: scene.window.pointerDown) }
        return scene.withSettings(TraceState(screen: screen, transition: transition, scrollY: (root.visibleScrollView ?? root.today.scrollView).contentOffset.y,
                          card: cardState(animator), statusBar: .init(y: statusBar.presentationTransform.ty, alpha: statusBar.presentationAlpha,
                                                                  material: statusBarMaterial),
                          tabBar: .init(y: tabBarView.screenRect.minY, alpha: tabAlpha), backdrop: backdrop, pointer: pointer,
                          presenter: root.storyTransition?.presenter,
                          reference: root.storyTransition?.reference ?? root.settingsTab.reference,
                          zoomDelegateHeld: root.storyTransition?.releasedWhenDismissed ?? false, nav: nav))
    }

    /// The visible tab's bar material behind the status bar: Today's, or the Settings bar's.
    private var statusBarMaterial: Double {
        root.selectedIndex == RootTabController.settingsTab ? root.settingsTab.nav.barMaterial.amount
            : root.today.statusBarMaterial?.amount ?? 0
    }

    /// The card being pressed, transitioned or shown full screen: visual bounds after transforms.
    private func cardState(_ animator: CardAnimator?) -> TraceState.Card? {
        let view: View
        let index: Int
        let cardScale: Double
        if let a = animator, let v = a.cardView, let t = root.storyTransition {
            view = v; index = t.cardIndex; cardScale = a.cardScale
        } else if let story = root.story, story.isViewLoaded {
            view = story.view; index = story.cardIndex; cardScale = view.presentationTransform.scaleX
        } else if let pressed = root.today.cells.first(where: { !$0.presentationTransform.isIdentity }) {
            view = pressed; index = pressed.index
            cardScale = pressed.presentationTransform.scaleX * pressed.content.presentationTransform.scaleX
        } else {
            return nil
        }
        let r = view.screenRect
        let scale = view.screenMapping.scale
        return .init(index: index + 1, x: r.minX, y: r.minY, w: r.width, h: r.height, scale: cardScale,
                     radius: view.presentationCornerRadius * scale, alpha: view.drawnAlpha)
    }
}

extension View {
    /// The opacity the view is drawn with: its own and its ancestors', each clamped as Core
    /// Animation clamps them.
    var drawnAlpha: Double {
        var a = 1.0
        var v: View? = self
        while let view = v {
            a *= min(1, max(0, view.presentationAlpha))
            v = view.superview
        }
        return a
    }
}
