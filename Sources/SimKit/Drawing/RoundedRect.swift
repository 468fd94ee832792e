/// A rectangle with one corner radius for all four corners, in points.
public struct RoundedRect: Hashable, Sendable {
    public var rect: Rect
    public var radius: Double
    public init(_ rect: Rect, radius: Double = 0) { self.rect = rect; self.radius = max(0, min(radius, min(rect.width, rect.height) / 2)) }
}
