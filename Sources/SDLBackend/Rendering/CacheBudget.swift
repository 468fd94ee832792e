/// Every cache and scratch buffer of the renderer with its bound, in one place (issue 12: a headless
/// tour at 2 px/pt peaked at 123 MB, and nothing said how big each cache could grow). Each cache
/// takes its bound from here; a bound in bytes is RGBA, 4 bytes a pixel. On SDL's software renderer
/// every texture is a surface in RAM: a full screen at 2 px/pt (780 × 1688) is 5.3 MB.
///
/// | cache                 | bound                                   | at 2 px/pt, at most |
/// |-----------------------|-----------------------------------------|---------------------|
/// | `ImageCache`          | `imageBytes` of decoded artwork, plus what one frame draws | 12 MiB |
/// | `ScaledImageCache`    | `scaledImageSlots` textures, each at most the screen | 2 × 5.3 MB |
/// | `RasterCache`         | `rasterSlots` textures, each at most the screen | 2 × 5.3 MB |
/// | `TextCache`           | `textStrings` strings, each unused for `textMaxAge` frames dropped | ≈ 2 MB |
/// | `ShadowCache`         | `shadowMasks` masks (a few hundred pixels square) | ≈ 3 MB |
/// | `CornerSprites`       | `cornerDiscs` discs of 2r × 2r pixels    | ≈ 1 MB |
/// | `BackdropBlur`        | one per backdrop in a frame (`FramePlan.blurs`); the small buffers sized for the area blurred, one full-size result for the large one | 5.3 MB + small |
/// | `PrefixSnapshot`      | one screen, made the first time a prefix is captured | 5.3 MB |
/// | `OffscreenCanvas`     | its output surface; the read-back buffer only when frames are read back; the frame texture only with a GPU or for the floor | 5.3 MB each |
///
/// Nothing else keeps pixels between frames.
enum CacheBudget {
    /// Decoded artwork kept between frames, in bytes: five 700 × 900 cards, more than the Today
    /// list shows at once. What one frame draws is never evicted, so a frame that shows more goes
    /// over it until the next frame ends.
    static let imageBytes = 12 << 20
    /// Images stretched to the size they are drawn at, kept at once: a pressed card and a flying one.
    static let scaledImageSlots = 2
    /// Layer rasters kept at once: the pressed card, and the story being dragged.
    static let rasterSlots = 2
    /// Rendered strings kept: comfortably more than one screen's worth.
    static let textStrings = 512
    /// Frames an unused string survives even below `textStrings` (about ten seconds at 60 fps).
    static let textMaxAge = 600
    /// Shadow masks kept (one per blur, radius and colour in pixels): a moving, resizing card asks
    /// for many; past the bound the cache starts again.
    static let shadowMasks = 32
    /// Corner discs kept (one per radius and colour): a card's corner radius changes while it scales.
    static let cornerDiscs = 48
}
