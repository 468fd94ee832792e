import Foundation

/// One spring written in the three Apple APIs that can express it, for "Copy as Swift":
/// UIKit's `UIView.animate(withDuration:…usingSpringWithDamping:initialSpringVelocity:…)` (M1),
/// SwiftUI's `.spring(response:dampingFraction:)` and iOS 17's `.spring(duration:bounce:)`.
///
/// All three describe `x'' + c x' + k x = 0` with mass 1 (`reference/README.md`): M1 finds ω₀ from
/// the duration, SwiftUI and iOS 17 set ω₀ = 2π / response (the "perceptual duration"), ζ is the
/// damping fraction, and bounce = 1 − ζ (ζ ≤ 1; 1/ζ − 1 above, where iOS 17 over-damps). So the
/// same stiffness and damping come out of every form, and the curves are the same closed form.
/// One difference stays: UIKit removes its animation at `duration` (a snap of at most ~0.0015),
/// while SwiftUI's spring runs until it settles.
///
///     let uikit = Spring(duration: 0.6, dampingRatio: 0.7, initialVelocity: 0.7)
///     let forms = SpringEquivalents(uikit)         // response 0.3867…, bounce 0.3
///     let again = Spring(response: forms.response, dampingFraction: forms.dampingFraction,
///                        initialVelocity: forms.initialVelocity)   // the same ω₀, ζ, v₀
public struct SpringEquivalents: Sendable, Hashable {
    /// UIKit's duration (seconds); for springs not made by UIKit, their settling time.
    public var duration: Double
    /// UIKit's `usingSpringWithDamping` and SwiftUI's `dampingFraction`: ζ.
    public var dampingRatio: Double
    /// `initialSpringVelocity`: fractions of the distance per second.
    public var initialVelocity: Double
    /// SwiftUI's `response` and iOS 17's `duration`: 2π / ω₀ seconds.
    public var response: Double
    /// iOS 17's `bounce`: 1 − ζ for ζ ≤ 1, 1/ζ − 1 (negative) above.
    public var bounce: Double

    /// The forms of `spring`, whichever way it was made.
    public init(_ spring: Spring) {
        duration = spring.duration
        dampingRatio = spring.dampingRatio
        initialVelocity = spring.initialVelocity
        response = 2 * Double.pi / spring.omega0
        bounce = Self.bounce(dampingRatio: spring.dampingRatio)
    }

    /// SwiftUI's `dampingFraction` (the same number as ``dampingRatio``).
    public var dampingFraction: Double { dampingRatio }

    /// iOS 17's bounce for a damping ratio: the inverse of `Spring(duration:bounce:)`'s mapping.
    public static func bounce(dampingRatio zeta: Double) -> Double {
        zeta <= 1 ? 1 - zeta : 1 / zeta - 1
    }

    /// SwiftUI's spring rebuilt from ``response`` and ``dampingFraction``: runs until settled.
    public var swiftUISpring: Spring {
        Spring(response: response, dampingFraction: dampingFraction, initialVelocity: initialVelocity)
    }

    /// iOS 17's spring rebuilt from ``response`` and ``bounce``: runs until settled.
    public var bounceSpring: Spring { Spring(duration: response, bounce: bounce, initialVelocity: initialVelocity) }
}

extension Spring {
    /// SwiftUI's `.spring(response:dampingFraction:)`: k = (2π / response)², c = 4π ζ / response
    /// (`extras_ref.py`), mass 1; runs until settled. SwiftUI takes no velocity here (it comes from
    /// the gesture); `initialVelocity` is kept so the same curve can be rebuilt from UIKit's.
    public init(response: Double, dampingFraction: Double, initialVelocity: Double = 0) {
        let r = response.isFinite && response > 0 ? response : 1e-3
        let zeta = dampingFraction.isFinite ? max(dampingFraction, 0) : 1
        let w0 = 2 * Double.pi / r
        self.init(mass: 1, stiffness: w0 * w0, damping: 2 * zeta * w0, initialVelocity: initialVelocity)
    }
}
