/// `UIScrollView`'s rubber band past an edge: `f(x) = (1 - 1/(x c/d + 1)) d`.
///
/// `x` is how far the finger went past the edge, `f` how far the content follows; the content never
/// goes further than the viewport length `d`, and starts at slope `c`.
///
///     RubberBand.offset(overscroll: 100, dimension: 844)   // ≈ 51.6 pt
public enum RubberBand {
    /// UIScrollView's coefficient.
    public static let defaultCoefficient = 0.55

    /// The content offset for a finger `overscroll` points past the edge; sign-preserving.
    public static func offset(overscroll: Double, dimension: Double, coefficient: Double = 0.55) -> Double {
        guard dimension > 0, coefficient > 0, overscroll.isFinite else { return 0 }
        let x = abs(overscroll)
        let f = (1 - 1 / (x * coefficient / dimension + 1)) * dimension
        return overscroll < 0 ? -f : f
    }

    /// The overscroll that produces `offset`: `x = f d / (c (d - f))`; sign-preserving. Offsets at or
    /// beyond the dimension (unreachable) are treated as a hair below it, so the result stays finite.
    public static func overscroll(offset: Double, dimension: Double, coefficient: Double = 0.55) -> Double {
        guard dimension > 0, coefficient > 0, offset.isFinite else { return 0 }
        let f = min(abs(offset), dimension * (1 - 1e-9))
        let x = f * dimension / (coefficient * (dimension - f))
        return offset < 0 ? -x : x
    }
}
