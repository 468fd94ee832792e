/// How a push or pop moves its screens, so the navigation bar's titles can move in kind (UIKit
/// animates its bar alongside the transition; the bar learns the kind here).
public enum NavigationBarTransitionStyle: Sendable, Equatable {
    /// The screens slide sideways: the inline titles slide and fade (see `NavigationBar+Transition`).
    case slide
    /// The screens stay in place (a cross-fade, a zoom): the inline titles cross-fade where they stand.
    case fade
}

/// A push/pop animator that tells the navigation bar how its screens move. One that does not say
/// gets ``NavigationBarTransitionStyle/fade``: nothing in the bar moves that its content might not.
@MainActor
public protocol NavigationBarTransitioning: AnimatedTransitioning {
    var barTransitionStyle: NavigationBarTransitionStyle { get }
}
