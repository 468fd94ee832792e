import SimKit

// CGAffineTransform's builders for a scale-and-translate transform. SimKit draws no rotation, so
// `CGAffineTransform(rotationAngle:)` is a compile error at the file's line rather than a
// transform that draws unrotated.
extension CGAffineTransform {
    /// This transform, then a scale.
    public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: scaleX * x, scaleY: scaleY * y, tx: tx, ty: ty)
    }

    /// This transform, then a translation in its own (scaled) coordinates, as CGAffineTransform's.
    public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: scaleX, scaleY: scaleY, tx: tx + x * scaleX, ty: ty + y * scaleY)
    }

    /// The transform that undoes this one (itself when it cannot be inverted, as CoreGraphics does).
    public func inverted() -> CGAffineTransform {
        guard scaleX != 0, scaleY != 0 else { return self }
        return CGAffineTransform(scaleX: 1 / scaleX, scaleY: 1 / scaleY, tx: -tx / scaleX, ty: -ty / scaleY)
    }

    @available(*, unavailable, message: "CardSim draws no rotated views: use scale and translation")
    public init(rotationAngle angle: CGFloat) { fatalError("unavailable") }

    @available(*, unavailable, message: "CardSim draws no rotated views: use scale and translation")
    public func rotated(by angle: CGFloat) -> CGAffineTransform { fatalError("unavailable") }
}
