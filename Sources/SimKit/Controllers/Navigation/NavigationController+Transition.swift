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
            updateBar()
        }
    }
}
