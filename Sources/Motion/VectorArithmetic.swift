/// A value that animations can interpolate: a vector space over `Double`.
///
/// Springs and curves produce a progress number; an animation maps it onto any value that can be
/// added, subtracted and scaled — a point, a size, a rect, a colour or a transform.
///
///     let p = from + (to - from) * progress
public protocol VectorArithmetic: Sendable, Equatable {
    /// The additive identity.
    static var zero: Self { get }
    static func + (lhs: Self, rhs: Self) -> Self
    static func - (lhs: Self, rhs: Self) -> Self
    /// Scales every component.
    static func * (lhs: Self, rhs: Double) -> Self
    /// Euclidean length of the vector, used to decide when a spring has settled.
    var magnitude: Double { get }
}

extension Double: VectorArithmetic {
    public var magnitude: Double { Swift.abs(self) }
}
