/// UITransitionContextViewKey: which view `view(forKey:)` returns.
public struct UITransitionContextViewKey: Hashable, Sendable {
    let isFrom: Bool
    /// The view of the controller that is leaving (the story on a dismissal).
    public static let from = UITransitionContextViewKey(isFrom: true)
    /// The view of the controller that arrives (the story on a presentation).
    public static let to = UITransitionContextViewKey(isFrom: false)
}

/// UITransitionContextViewControllerKey: which controller `viewController(forKey:)` returns.
public struct UITransitionContextViewControllerKey: Hashable, Sendable {
    let isFrom: Bool
    public static let from = UITransitionContextViewControllerKey(isFrom: true)
    public static let to = UITransitionContextViewControllerKey(isFrom: false)
}
