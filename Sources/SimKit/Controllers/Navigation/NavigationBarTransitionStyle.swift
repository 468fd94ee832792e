/// How a push or pop moves its screens, so the navigation bar's titles can move with them (UIKit
/// animates its bar alongside the transition; the bar learns the geometry here).
public enum NavigationBarTransitionStyle: Sendable, Equatable {
    /// The screens slide sideways: by the end the leaving screen has moved `fromShift` widths, and
    /// the arriving one starts `toShift` widths from home (a full slide's push is -1 and +1, UIKit's
    /// parallax push -0.3 and +1; a pop mirrors them). Titles slide, a large title with its screen.
    case slide(fromShift: Double, toShift: Double)
    /// The screens stay in place (a cross-fade, a zoom): titles cross-fade where they stand.
    case fade
}

/// A push/pop animator that tells the navigation bar how its screens move. One that does not say
/// gets ``NavigationBarTransitionStyle/fade``: nothing in the bar moves that its content might not.
@MainActor
public protocol NavigationBarTransitioning: AnimatedTransitioning {
    var barTransitionStyle: NavigationBarTransitionStyle { get }
}
