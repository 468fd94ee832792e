import SimKit

/// The window's images as its scene sees them: the cache of whichever renderer draws the window
/// now. Layout measures at 2 px/pt, but the window draws at its own scale through another renderer
/// with a cache of its own whenever that scale differs (a window fitted to the display, `--scale
/// 1.5`); a scene handed the layout renderer's cache would prefetch artwork into a cache nothing
/// draws from, and hold it in memory twice.
@MainActor
final class WindowImageCatalog: ImageCatalog {
    /// The drawing renderer's cache; the window replaces it when it makes another renderer.
    var drawing: ImageCache

    init(drawing: ImageCache) { self.drawing = drawing }

    func imageSize(_ name: String) -> Size? { drawing.imageSize(name) }

    func prefetch(_ names: [String]) { drawing.prefetch(names) }
}
