import Motion

/// UIView.AnimationOptions: the curves. UIKit's `.allowUserInteraction` and
/// `.beginFromCurrentState` have no counterpart because SimKit always behaves as they ask: a view
/// takes touches while it animates, and a new animation starts from what is on screen.
public struct AnimationOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let curveEaseInOut = AnimationOptions(rawValue: 1 << 2)
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 3)
    public static let curveEaseOut = AnimationOptions(rawValue: 1 << 4)
    public static let curveLinear = AnimationOptions(rawValue: 1 << 5)

    /// The cubic bezier these options select; UIView's default is easeInOut.
    public var bezier: CubicBezier {
        if contains(.curveLinear) { return .linear }
        if contains(.curveEaseIn) { return .easeIn }
        if contains(.curveEaseOut) { return .easeOut }
        return .easeInOut
    }
}
