extension NavigationController {
    /// Runs a push or pop through the shared runner. The stack already shows the result; a
    /// cancelled transition puts `restoring` back. Lifecycle as UIKit: both `viewWill…` at the
    /// start, both `viewDid…` at the end; a cancel reverses them (the arriving controller
    /// disappears again, the leaving one reappears).
    func transition(_ operation: Operation, from: ViewController, to: ViewController, animated: Bool,
                    restoring before: [ViewController], leaving popped: [ViewController]) {
        let container = contentView
        let animator: AnimatedTransitioning? = animated
            ? delegate?.navigationController(self, animationControllerFor: operation, from: from, to: to)
                ?? NavigationParallaxAnimator(operation: operation)
            : nil
        var candidate = animator.flatMap { delegate?.navigationController(self, interactionControllerFor: $0) }
        if candidate == nil, operation == .pop, edgePop.wantsInteractiveStart { candidate = edgePop }
        runningAnimator = animator
        var runner = TransitionRunner(container: container, from: from, to: to,
                                      direction: operation == .push ? .push : .pop, animated: animated,
                                      animator: animator, interaction: TransitionRunner.interaction(candidate, for: animator))
        runner.participants = [self, from, to]
        runner.placeWithoutAnimation = {
            container.addSubview(to.view)
            from.view.removeFromSuperview()
        }
        runner.completion = { [weak self] done in
            guard let self else { return }
            self.runningAnimator = nil
            let bounds = container.bounds
            if done {
                from.view.removeFromSuperview()
                from.view.frame = bounds
                to.view.frame = bounds
                from.viewDidDisappear(animated)
                to.viewDidAppear(animated)
                if operation == .push { to.didMove(toParent: self) }
                for p in popped { p.removeFromParent() }
            } else {
                to.view.removeFromSuperview()
                to.view.frame = bounds
                from.view.frame = bounds
                self.viewControllers = before
                if operation == .push {
                    to.willMove(toParent: nil)
                    to.removeFromParent()
                } else {
                    for p in popped { p.didMove(toParent: self) }
                }
                to.viewWillDisappear(false)
                to.viewDidDisappear(false)
                from.viewWillAppear(false)
                from.viewDidAppear(false)
            }
            self.updateBar()
        }
        runner.run {
            to.view.frame = container.bounds
            from.viewWillDisappear(animated)
            to.viewWillAppear(animated)
            beginBarTransition(operation, from: from, to: to, animator: animator)
        }
    }

    /// The bar's part of the transition: its titles leave and arrive along the animator's geometry
    /// (``NavigationBarTransitioning``, else a cross-fade) and its height changes, inside the
    /// transition's alongside animations, so they take its timing: an interruptible animator's,
    /// a swipe's scrubbing, or its duration. Without an animator the bar changes at once.
    private func beginBarTransition(_ operation: Operation, from: ViewController, to: ViewController,
                                    animator: AnimatedTransitioning?) {
        guard let animator, let coordinator = transitionCoordinator else { return updateBar() }
        let item = barItem
        let bar = navigationBar
        let style = (animator as? NavigationBarTransitioning)?.barTransitionStyle ?? .fade
        bar.beginTransition(title: item.title, backTitle: item.back, large: item.large,
                            forward: operation == .push, style: style, leavingScreen: from.view, arrivingScreen: to.view)
        let end = Rect(0, bar.topInset, view.bounds.width, bar.height)
        coordinator.animate(alongsideTransition: { _ in
            bar.animateTransitionToEnd()
            bar.frame = end
        })
    }
}
