extension TransitionContext.Direction {
    /// The way back: a caught present that returns into its reference is a dismiss, a push a pop.
    public var opposite: TransitionContext.Direction {
        switch self {
        case .present: .dismiss
        case .dismiss: .present
        case .push: .pop
        case .pop: .push
        }
    }
}
