import Motion

extension ViewController {
    /// Presents `vc` modally through its transitioning delegate (or at once when there is none).
    /// Does nothing while this controller already presents something or a transition runs,
    /// so a double click presents once.
    public func present(_ vc: ViewController, animated: Bool, completion: (() -> Void)? = nil) {
        guard presentedViewController == nil, transitionCoordinator == nil, let window = hostWindow else { return }
        let container = View(frame: window.bounds)
        container.name = "transitionContainer"
        window.addSubview(container)
        vc.statusBarHost = statusBarHost
        presentedViewController = vc
        vc.presentingViewController = self
        vc.view.frame = window.bounds

        let delegate = vc.modalPresentationStyle == .custom ? vc.transitioningDelegate : nil
        let pc = delegate?.presentationController(forPresented: vc, presenting: self, source: self)
            ?? PresentationController(presentedViewController: vc, presenting: self)
        pc.containerView = container
        vc.presentationControllerRef = pc
        let animator = animated ? delegate?.animationController(forPresented: vc, presenting: self, source: self) : nil

        var ctx: TransitionContext!
        ctx = TransitionContext(container: container, from: self, to: vc, direction: .present, animated: animated,
                                interactive: false) { [weak self] done in
            guard let self else { return }
            self.transitionCoordinator = nil
            vc.transitionCoordinator = nil
            pc.presentationTransitionDidEnd(done)
            let coordinatorCompletions = ctx.coordinator?.completions ?? []
            for c in coordinatorCompletions { c(ctx) }
            animator?.animationEnded(done)
            if done {
                if pc.shouldRemovePresentersView { self.view.isHidden = true }
                vc.viewDidAppear(animated)
            } else {
                container.removeFromSuperview()
                self.presentedViewController = nil
                vc.presentingViewController = nil
                vc.viewDidDisappear(animated)
            }
            ctx.coordinator = nil
            completion?()
        }
        let coordinator = TransitionCoordinator(context: ctx)
        ctx.coordinator = coordinator
        transitionCoordinator = coordinator
        vc.transitionCoordinator = coordinator

        vc.viewWillAppear(animated)
        pc.presentationTransitionWillBegin()
        if let animator {
            animator.animateTransition(using: ctx)
            runAlongside(coordinator, duration: animator.transitionDuration(using: ctx))
        } else {
            container.addSubview(vc.view)
            View.performWithoutAnimation { coordinator.runAlongsideAnimations() }
            ctx.completeTransition(true)
        }
    }

    /// Dismisses the controller this one presents, or this one if it was presented.
    public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        if let presented = presentedViewController {
            presented.dismissPresented(animated: animated, completion: completion)
        } else {
            dismissPresented(animated: animated, completion: completion)
        }
    }

    private func dismissPresented(animated: Bool, completion: (() -> Void)?) {
        guard let presenting = presentingViewController, transitionCoordinator == nil,
              let pc = presentationControllerRef, let container = pc.containerView else { return }
        let delegate = modalPresentationStyle == .custom ? transitioningDelegate : nil
        let animator = animated ? delegate?.animationController(forDismissed: self) : nil
        var interaction: InteractiveTransitioning?
        if let animator, let i = delegate?.interactionControllerForDismissal(using: animator), i.wantsInteractiveStart {
            interaction = i
            (i as? PercentDrivenInteractiveTransition)?.prepare(animator: animator)
        }

        var ctx: TransitionContext!
        ctx = TransitionContext(container: container, from: self, to: presenting, direction: .dismiss,
                                animated: animated, interactive: interaction != nil) { [weak self] done in
            guard let self else { return }
            self.transitionCoordinator = nil
            presenting.transitionCoordinator = nil
            pc.dismissalTransitionDidEnd(done)
            for c in ctx.coordinator?.completions ?? [] { c(ctx) }
            animator?.animationEnded(done)
            if done {
                container.removeFromSuperview()
                presenting.presentedViewController = nil
                self.presentingViewController = nil
                self.presentationControllerRef = nil
                self.viewDidDisappear(animated)
            } else {
                if pc.shouldRemovePresentersView { presenting.view.isHidden = true }
                self.viewWillAppear(false)
                self.viewDidAppear(false)
            }
            ctx.coordinator = nil
            completion?()
        }
        let coordinator = TransitionCoordinator(context: ctx)
        ctx.coordinator = coordinator
        transitionCoordinator = coordinator
        presenting.transitionCoordinator = coordinator

        presenting.view.isHidden = false
        viewWillDisappear(animated)
        pc.dismissalTransitionWillBegin()
        if let animator {
            if let interaction {
                interaction.startInteractiveTransition(ctx)
            } else {
                animator.animateTransition(using: ctx)
            }
            runAlongside(coordinator, duration: animator.transitionDuration(using: ctx))
        } else {
            View.performWithoutAnimation { coordinator.runAlongsideAnimations() }
            ctx.completeTransition(true)
        }
    }

    /// Alongside animations share the transition's duration with UIView's default curve.
    private func runAlongside(_ coordinator: TransitionCoordinator, duration: Double) {
        View.animate(withDuration: duration) { coordinator.runAlongsideAnimations() }
    }

    /// The presentation controller of a presented controller (UIKit's `presentationController`).
    public var presentationController: PresentationController? { presentationControllerRef }
}
