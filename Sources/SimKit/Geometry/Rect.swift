import Motion

/// An axis-aligned rectangle in points.
public struct Rect: VectorArithmetic, Hashable, CustomStringConvertible {
    public var origin: Point
    public var size: Size
    public init(origin: Point, size: Size) { self.origin = origin; self.size = size }
    public init(x: Double, y: Double, width: Double, height: Double) {
        origin = Point(x, y); size = Size(width, height)
    }
    public init(_ x: Double, _ y: Double, _ width: Double, _ height: Double) {
        self.init(x: x, y: y, width: width, height: height)
    }
    public static let zero = Rect(0, 0, 0, 0)

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var width: Double { size.width }
    public var height: Double { size.height }
    public var center: Point { Point(midX, midY) }
    public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }

    public func contains(_ p: Point) -> Bool { p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY }
    /// Whether `other` lies wholly inside this rect.
    public func encloses(_ other: Rect) -> Bool {
        other.minX >= minX && other.minY >= minY && other.maxX <= maxX && other.maxY <= maxY
    }
    public func offsetBy(dx: Double, dy: Double) -> Rect { Rect(minX + dx, minY + dy, width, height) }
    public func insetBy(dx: Double, dy: Double) -> Rect { Rect(minX + dx, minY + dy, width - 2 * dx, height - 2 * dy) }
    public func intersection(_ o: Rect) -> Rect {
        let x0 = max(minX, o.minX), y0 = max(minY, o.minY)
        let x1 = min(maxX, o.maxX), y1 = min(maxY, o.maxY)
        return Rect(x0, y0, max(0, x1 - x0), max(0, y1 - y0))
    }
    public func intersects(_ o: Rect) -> Bool { !intersection(o).isEmpty }

    public static func + (l: Rect, r: Rect) -> Rect { Rect(origin: l.origin + r.origin, size: l.size + r.size) }
    public static func - (l: Rect, r: Rect) -> Rect { Rect(origin: l.origin - r.origin, size: l.size - r.size) }
    public static func * (l: Rect, r: Double) -> Rect { Rect(origin: l.origin * r, size: l.size * r) }
    public var magnitude: Double {
        (origin.x * origin.x + origin.y * origin.y + size.width * size.width + size.height * size.height).squareRoot()
    }
    public var description: String { "(\(minX), \(minY), \(width), \(height))" }
}
