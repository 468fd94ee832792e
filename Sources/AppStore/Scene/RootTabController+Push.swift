import SimKit

extension RootTabController {
    /// The story pushed on Today's stack, if any.
    var pushedStory: StoryViewController? { todayNavigation?.topViewController as? StoryViewController }

    /// A transition file with a navigation delegate: Today's tap pushes the story through it, as
    /// a list in a navigation controller pushes its detail. Today goes into a navigation stack the
    /// first time (``TodayNavigationController``) and stays there.
    func push(_ story: StoryViewController, with transition: UserFileTransition, completion: (() -> Void)?) {
        let nav = todayNavigation ?? embedTodayInNavigation()
        // Weak, as in UIKit: the root keeps the transition (`storyTransition`).
        nav.delegate = transition
        story.didAppear = { [weak self, weak story, weak transition] in
            guard let self, let story, let transition, self.pushedStory === story else { return }
            story.didAppear = nil
            transition.storyDidAppear(story)
            completion?()
            if self.closesWhenUp {
                self.closesWhenUp = false
                self.closeStory()
            }
        }
        nav.pushViewController(story, animated: true)
    }

    /// Esc or ✕ on a pushed story: pops it.
    func popStory() {
        guard let nav = todayNavigation, nav.transitionCoordinator == nil, pushedStory != nil else { return }
        nav.popViewController(animated: true)
    }

    /// Today's tab becomes a navigation controller with Today as its root.
    private func embedTodayInNavigation() -> NavigationController {
        let nav = TodayNavigationController(today: today, metrics: metrics, measurer: environment.measurer)
        var tabs = viewControllers
        tabs[0] = nav
        setViewControllers(tabs)
        // Replacing the tab took Today out of its parent, which the navigation controller had
        // already become: it goes back in, as the stack's root (its view is the stack's).
        nav.addChild(today)
        today.didMove(toParent: nav)
        todayNavigation = nav
        return nav
    }
}
