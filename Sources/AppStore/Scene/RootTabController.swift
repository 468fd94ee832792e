import SimKit

/// The App Store post's `TabBarViewController`: the Today list (child 0) and the Settings tab (child 1) above
/// the tab bar; Today presents stories.
@MainActor
final class RootTabController: TabBarController {
    /// Its language and palette change when the user switches them (`apply(language:)`, `apply(palette:)`).
    var environment: AppEnvironment
    var metrics: Metrics { environment.metrics }
    let today: TodayViewController
    let tabBar: TabBarView
    let dismissRule: DismissRule
    /// The transitioning delegate of the story (or the Account sheet) on screen (UIKit holds it
    /// weakly; the root keeps it).
    private(set) var storyTransition: CardTransition?
    /// The style the next card tap uses (`--style`, `set style`, Ctrl+1…5).
    var style: CardTransitionStyle
    /// The styles' tuned numbers (`--param`, presets, the Style Lab); the next transition runs on them.
    var tuning = StyleTuning()
    /// Reduce Motion: the next card opens and closes with a cross-fade.
    var reduceMotion = false

    /// The Settings tab: its navigation stack and screens.
    let settingsTab: SettingsNavigator
    /// Today's navigation stack, once a transition file with a navigation delegate has pushed a
    /// story on it (`push(_:with:completion:)`); nil until then.
    var todayNavigation: NavigationController?

    init(deck: CardDeck, environment: AppEnvironment, style: CardTransitionStyle, dismissRule: DismissRule,
         about: AboutInfo = AboutInfo()) {
        self.environment = environment
        self.style = style
        self.dismissRule = dismissRule
        today = TodayViewController(deck: deck, environment: environment)
        let s = environment.strings
        settingsTab = SettingsNavigator(environment: environment, about: about)
        tabBar = TabBarView(items: Self.tabTitles(s).map { .init(title: $0, isEnabled: true) },
                            selectedIndex: 0, measurer: environment.measurer, metrics: environment.metrics)
        tabBar.palette = environment.palette
        super.init()
        setViewControllers([today, settingsTab.nav])
        today.didSelectCard = { [weak self] i in self?.presentStory(i) }
        tabBar.onSelect = { [weak self] i in self?.tabTapped(i) }
        selectionDidChange = { [weak self] _ in
            guard let self else { return }
            self.tabBar.selectedIndex = self.selectedIndex
        }
        today.didTapAccount = { [weak self] in self?.presentAccount() }
    }

    override var tabBarView: View? { tabBar }

    override func makeView() -> View {
        let root = super.makeView()
        root.frame = Rect(origin: .zero, size: metrics.screen)
        root.name = "root"
        return root
    }

    /// The story on screen, presented or pushed, if any.
    var story: StoryViewController? { presentedViewController as? StoryViewController ?? pushedStory }

    /// The App Store post's `didSelectItemAt`: a custom, status-bar-capturing presentation. A tap while a
    /// transition runs, or while a story is up, starts nothing.
    /// `style` overrides the chosen style (the Style Lab's Preview runs the style it tunes);
    /// `completion` runs once the story is up.
    /// `motionAnyway`: the style's own motion even under Reduce Motion (the Style Lab's Preview,
    /// which shows the tuned spring because the user asked to see it).
    func presentStory(_ index: Int, style: CardTransitionStyle? = nil, motionAnyway: Bool = false,
                      completion: (() -> Void)? = nil) {
        guard presentedViewController == nil, transitionCoordinator == nil, todayNavigation?.transitionCoordinator == nil,
              pushedStory == nil, today.deck.cards.indices.contains(index) else { return }
        let chosen = (style ?? self.style).descriptor ?? TransitionStyleDescriptor.appStore
        let styled = chosen.make(TransitionRequest(root: self, cardIndex: index, dismissRule: dismissRule,
                                                        parameters: tuning.parameters(for: chosen.style)))
        let transition: CardTransition = reduceMotion && !motionAnyway ? ReduceMotionTransition(base: styled) : styled
        storyTransition = transition
        let vc = StoryViewController(cardIndex: index, card: today.deck.cards[index], environment: environment)
        vc.modalPresentationStyle = .custom
        vc.transitioningDelegate = transition
        vc.modalPresentationCapturesStatusBarAppearance = true
        transition.configure(vc)
        if let file = transition as? UserFileTransition, file.pushes {
            closesWhenUp = false
            return push(vc, with: file, completion: completion)
        }
        if transition.releasedWhenDismissed {
            // The zoom post's owner: the delegate goes once the story is gone (the trace's zoomDelegateHeld).
            vc.didDisappear = { [weak self, weak transition] in
                guard let self, let transition, self.storyTransition === transition else { return }
                self.storyTransition = nil
            }
        }
        // Weak: the owner alone decides how long the delegate lives.
        closesWhenUp = false
        present(vc, animated: true) { [weak self, weak vc, weak transition] in
            guard let self else { return }
            let close = self.closesWhenUp
            self.closesWhenUp = false
            guard let vc, let transition, self.presentedViewController === vc else { return }
            transition.storyDidAppear(vc)
            completion?()
            if close { self.closeStory() }
        }
    }

    /// The avatar button: the Account sheet, presented as the sheet post's sheet whatever the cards' style.
    func presentAccount() {
        guard presentedViewController == nil, transitionCoordinator == nil else { return }
        let transition = SheetTransition.account(root: self)
        storyTransition = transition
        let vc = AccountViewController(environment: { [unowned self] in self.environment })
        vc.transitioningDelegate = transition
        transition.configureSheet(vc)
        present(vc, animated: true)
    }

    /// The Account sheet on screen, if any.
    var account: AccountViewController? { presentedViewController as? AccountViewController }

    /// Escape does what the story's close button does (a style may let it interrupt a transition;
    /// otherwise `dismiss` starts nothing while one runs); on the Account sheet it closes the sheet.
    func closeStory() {
        if pushedStory != nil {
            // Escape while the push runs closes once it has ended, as a present's does.
            if todayNavigation?.transitionCoordinator != nil { closesWhenUp = true } else { popStory() }
            return
        }
        if let story {
            story.closeButton.onTap?()
            // A present that did not turn back (only the expand's sends the story back from where
            // it is) would have dropped the key silently: the story closes as soon as it is up.
            if transitionCoordinator != nil, activeAnimator?.direction == .present { closesWhenUp = true }
            return
        }
        guard let account, transitionCoordinator == nil else { return }
        account.dismiss(animated: true)
    }

    /// Escape came while the story was opening: it closes once the present has ended.
    var closesWhenUp = false

    /// The animator in flight, for the trace.
    var activeAnimator: CardAnimator? { storyTransition?.runningAnimator }
}
