import Motion

extension ViewController {
    /// Presents `vc` modally through its transitioning delegate (or at once when there is none).
    /// Does nothing while this controller already presents something or a transition runs,
    /// so a double click presents once. The delegate may supply an interaction controller for the
    /// presentation; one that wants an interactive start drives it from the first frame.
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
        let interaction = animator.flatMap { delegate?.interactionControllerForPresentation(using: $0) }

        var runner = TransitionRunner(container: container, from: self, to: vc, direction: .present, animated: animated,
                                      animator: animator, interaction: TransitionRunner.interaction(interaction, for: animator))
        runner.participants = [self, vc]
        runner.placeWithoutAnimation = { container.addSubview(vc.view) }
        runner.transitionDidEnd = { pc.presentationTransitionDidEnd($0) }
        runner.completion = { [weak self] done in
            guard let self else { return }
            if done {
                if pc.shouldRemovePresentersView { self.view.isHidden = true }
                vc.viewDidAppear(animated)
            } else {
                container.removeFromSuperview()
                self.presentedViewController = nil
                vc.presentingViewController = nil
                vc.viewDidDisappear(animated)
            }
            completion?()
        }
        runner.run {
            vc.viewWillAppear(animated)
            pc.presentationTransitionWillBegin()
            pc.containerViewWillLayoutSubviews()
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
        let interaction = animator.flatMap { delegate?.interactionControllerForDismissal(using: $0) }

        var runner = TransitionRunner(container: container, from: self, to: presenting, direction: .dismiss,
                                      animated: animated, animator: animator,
                                      interaction: TransitionRunner.interaction(interaction, for: animator))
        runner.participants = [self, presenting]
        runner.transitionDidEnd = { pc.dismissalTransitionDidEnd($0) }
        runner.completion = { [weak self] done in
            guard let self else { return }
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
            completion?()
        }
        runner.run {
            presenting.view.isHidden = false
            viewWillDisappear(animated)
            pc.dismissalTransitionWillBegin()
        }
    }

    /// The presentation controller of a presented controller (UIKit's `presentationController`).
    public var presentationController: PresentationController? { presentationControllerRef }
}
