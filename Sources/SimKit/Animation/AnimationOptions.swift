import Motion

/// UIView.AnimationOptions: the curve and interaction flags the source posts use.
public struct AnimationOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 0)
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 1)
    public static let curveEaseInOut = AnimationOptions(rawValue: 1 << 2)
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 3)
    public static let curveEaseOut = AnimationOptions(rawValue: 1 << 4)
    public static let curveLinear = AnimationOptions(rawValue: 1 << 5)

    /// The cubic bezier these options select; UIView's default is easeInOut.
    var bezier: CubicBezier {
        if contains(.curveLinear) { return .linear }
        if contains(.curveEaseIn) { return .easeIn }
        if contains(.curveEaseOut) { return .easeOut }
        return .easeInOut
    }
}
