import Motion

/// A scale followed by a translation, about a view's centre (CGAffineTransform without rotation or
/// shear, which nothing in CardSim needs).
public struct Transform: VectorArithmetic, Hashable {
    public var scaleX: Double
    public var scaleY: Double
    public var tx: Double
    public var ty: Double
    public init(scaleX: Double = 1, scaleY: Double = 1, tx: Double = 0, ty: Double = 0) {
        self.scaleX = scaleX; self.scaleY = scaleY; self.tx = tx; self.ty = ty
    }
    public static let identity = Transform()
    /// The additive zero (scale 0), used only by animation arithmetic; views start at `.identity`.
    public static let zero = Transform(scaleX: 0, scaleY: 0)
    public init(scaleX: Double, y: Double) { self.init(scaleX: scaleX, scaleY: y) }
    public init(translationX: Double, y: Double) { self.init(tx: translationX, ty: y) }
    public var isIdentity: Bool { self == .identity }

    /// Applies the transform to a point given relative to the anchor (the view's centre).
    public func apply(_ p: Point) -> Point { Point(p.x * scaleX + tx, p.y * scaleY + ty) }
    /// This transform followed by `other`.
    public func concatenating(_ o: Transform) -> Transform {
        Transform(scaleX: scaleX * o.scaleX, scaleY: scaleY * o.scaleY, tx: tx * o.scaleX + o.tx, ty: ty * o.scaleY + o.ty)
    }

    public static func + (l: Transform, r: Transform) -> Transform {
        Transform(scaleX: l.scaleX + r.scaleX, scaleY: l.scaleY + r.scaleY, tx: l.tx + r.tx, ty: l.ty + r.ty)
    }
    public static func - (l: Transform, r: Transform) -> Transform {
        Transform(scaleX: l.scaleX - r.scaleX, scaleY: l.scaleY - r.scaleY, tx: l.tx - r.tx, ty: l.ty - r.ty)
    }
    public static func * (l: Transform, r: Double) -> Transform {
        Transform(scaleX: l.scaleX * r, scaleY: l.scaleY * r, tx: l.tx * r, ty: l.ty * r)
    }
    public var magnitude: Double { (scaleX * scaleX + scaleY * scaleY + tx * tx + ty * ty).squareRoot() }
}
