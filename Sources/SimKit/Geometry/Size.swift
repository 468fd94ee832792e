import Motion

/// A width and height in points.
public struct Size: VectorArithmetic, Hashable, CustomStringConvertible {
    public var width: Double
    public var height: Double
    public init(width: Double, height: Double) { self.width = width; self.height = height }
    public init(_ width: Double, _ height: Double) { self.width = width; self.height = height }
    public static let zero = Size(0, 0)
    public static func + (l: Size, r: Size) -> Size { Size(l.width + r.width, l.height + r.height) }
    public static func - (l: Size, r: Size) -> Size { Size(l.width - r.width, l.height - r.height) }
    public static func * (l: Size, r: Double) -> Size { Size(l.width * r, l.height * r) }
    public var magnitude: Double { (width * width + height * height).squareRoot() }
    public var description: String { "\(width)x\(height)" }
}
