import SimKit

/// Fits the simulated canvas (the screen, or the screen plus bezel) into a window's drawable area,
/// keeping its aspect ratio, and converts between window coordinates and screen points.
/// Rendering happens at the drawable's real pixel size so HiDPI stays sharp.
public struct Letterbox: Equatable, Sendable {
    /// Size of what is drawn, in points (the screen, or the screen plus bezel margins).
    public var canvas: Size
    /// Where the simulated screen sits inside the canvas, in points (non-zero with a bezel).
    public var screenOrigin: Point
    /// Drawable size in pixels (SDL_GetRendererOutputSize).
    public var drawable: Size
    /// Window size in SDL window coordinates (SDL_GetWindowSize); differs from `drawable` on HiDPI.
    public var window: Size

    public init(canvas: Size, screenOrigin: Point = .zero, drawable: Size, window: Size) {
        self.canvas = canvas; self.screenOrigin = screenOrigin; self.drawable = drawable; self.window = window
    }

    /// Pixels per point: the largest that fits.
    public var scale: Double {
        guard canvas.width > 0, canvas.height > 0 else { return 1 }
        return max(0.01, min(drawable.width / canvas.width, drawable.height / canvas.height))
    }

    /// The canvas's rectangle in drawable pixels, centred, whole pixels.
    public var viewport: Rect {
        let w = (canvas.width * scale).rounded(), h = (canvas.height * scale).rounded()
        return Rect(((drawable.width - w) / 2).rounded(.down), ((drawable.height - h) / 2).rounded(.down), w, h)
    }

    /// A mouse position in window coordinates, as a point on the simulated screen (may be outside it).
    public func screenPoint(windowX x: Double, windowY y: Double) -> Point {
        let px = x * drawable.width / max(1, window.width)
        let py = y * drawable.height / max(1, window.height)
        let v = viewport
        return Point((px - v.minX) / scale - screenOrigin.x, (py - v.minY) / scale - screenOrigin.y)
    }

    /// A distance in window coordinates (a wheel delta, say) in points.
    public func points(windowDistance d: Double) -> Double {
        d * (drawable.width / max(1, window.width)) / scale
    }
}
