import SimKit

/// UIVisualEffect: what a `UIVisualEffectView` shows; `UIBlurEffect` is the one CardSim draws.
@MainActor
open class UIVisualEffect {
    public init() {}
}
