import Motion

/// A position in points on the simulated screen (origin top left, y down).
public struct Point: VectorArithmetic, Hashable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    public init(_ x: Double, _ y: Double) { self.x = x; self.y = y }
    public static let zero = Point(0, 0)
    public static func + (l: Point, r: Point) -> Point { Point(l.x + r.x, l.y + r.y) }
    public static func - (l: Point, r: Point) -> Point { Point(l.x - r.x, l.y - r.y) }
    public static func * (l: Point, r: Double) -> Point { Point(l.x * r, l.y * r) }
    public var magnitude: Double { (x * x + y * y).squareRoot() }
    public var description: String { "(\(x), \(y))" }
}
