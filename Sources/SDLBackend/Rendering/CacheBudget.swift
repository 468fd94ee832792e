/// Every cache and scratch buffer of the renderer with its bound, in one place, so that what the
/// renderer may hold can be read and summed (the tour's memory goal is under 100 MiB). Each cache
/// takes its bound from here; a bound in bytes is RGBA, 4 bytes a pixel. On SDL's software renderer
/// every texture is a surface in RAM: a full screen at 2 px/pt (780 × 1688) is 5.3 MB.
///
/// | cache              | bound                                                        | at 2 px/pt, at most |
/// |--------------------|--------------------------------------------------------------|---------------------|
/// | `ImageCache`       | `imageBytes` of artwork, each no larger than the screen, decoded ahead within it | 20 MiB |
/// | `ScaledImageCache` | `scaledImageSlots` textures of the screen's size with room for an overshoot (the next 64 px past it: 832 × 1728), both made ahead, and as many of 256 × 256 for small images; on a screen whose slot is over `sizedSlotBytes` (the iPad), slots sized to their drawings within the same bytes, one screen-sized made ahead | 2 × 5.8 MB + 0.5 MB |
/// | `RasterCache`      | `rasterSlots` textures of the screen's size (software: with an overshoot's room, as above), one made ahead, and as many of 256 × 256 | 3 × 5.8 MB + 0.5 MB |
/// | `TextCache`        | `textStrings` strings and `textBytes`; unused `textMaxAge` frames: dropped | 8 MiB |
/// | `ShadowCache`      | `shadowMasks` masks, ≤ 0.7 MB each (a 30 pt blur)            | 11 MB               |
/// | `CornerSprites`    | `cornerDiscs` discs of 2r × 2r pixels                        | 1.2 MB              |
/// | `RoundedImageCorners` | `cornerDiscs` grey discs of 2r × 2r; one scratch 2r × 2r at the largest radius drawn | 1.2 MB + 0.1 MB |
/// | `BackdropBlur`     | one per backdrop of a frame (`FramePlan.blurs`): buffers the size of the area blurred over its downscale (2 to 8) with a border; on the GPU the halving targets (a quarter of the area, then a sixteenth) and three small padded targets; software: the large blur's full-size result | 5.3 MB + 5 × 1.3 MB (GPU: 5 × 1.8 MB in video memory) |
/// | `PrefixSnapshot`   | one screen                                                   | 5.3 MB              |
/// | `OffscreenCanvas`  | its surface; the read-back buffer once a frame is read back; the frame texture with a GPU or for the floor | 3 × 5.3 MB |
///
/// Nothing else keeps pixels between frames.
enum CacheBudget {
    /// Decoded artwork kept between frames, in bytes: the eight 700 × 900 cards of the bundled deck
    /// at 2 px/pt (2.5 MB each, 19.3 MiB) and the avatar. A smaller budget holds fewer cards, and
    /// scrolling back re-decodes artwork in the frame it comes into view, the costliest thing a
    /// frame can do; holding all eight costs the tour a few MB (`cardsim bench`). A deck with
    /// more artwork re-decodes past the budget. What one frame draws is never evicted, so a frame that
    /// shows more goes over it until the next frame ends.
    static let imageBytes = 20 << 20
    /// Images stretched to the size they are drawn at, kept at once: a pressed card and a flying one.
    static let scaledImageSlots = 2
    /// Layer rasters kept at once: the pressed card, and the story being dragged; and during a
    /// sheet's present, the presenter, the sheet and the card springing back inside the presenter
    /// (with two, the card took the sheet's slot each frame and the sheet was drawn again in
    /// nearly every frame). The third is made only when three are drawn.
    static let rasterSlots = 3
    /// A stretch not drawn in the frame being drawn gives its slot to the next: a scaling card asks
    /// for a new size every frame, and only two images scale in one frame (a pressed card and a
    /// flying one), so the second slot is made only then.
    static let scaledImageStaleFrames = 1
    /// A raster not drawn for this many drawn frames (half a second at 60 fps) gives its slot to the
    /// next layer: the card pressed a moment ago is not coming back, the story being dragged is.
    static let rasterStaleFrames = 30
    /// Screens whose screen-sized slot is larger than this keep stretched images in slots sized
    /// to them, as many as `scaledImageSlots` screen-sized slots' bytes hold
    /// (`TextureSlots.sizedBudget`): the iPad's grid shows four to six cards, each stretched
    /// (700 × 900 artwork drawn at 740 × 951), and two screen-sized slots (16.8 MB each) took
    /// turns, stretching every card again in every frame that drew it. Sized, they are stretched
    /// once (docs/rendering.md has what it pays). Phones at 2 px/pt show one or two cards and keep
    /// screen-sized slots: none is made during a transition.
    static let sizedSlotBytes = 10 << 20
    /// Rendered strings kept: comfortably more than one screen's worth.
    static let textStrings = 512
    /// Frames an unused string survives even below `textStrings` (about ten seconds at 60 fps).
    static let textMaxAge = 600
    /// Bytes of rendered strings kept between frames: a story's paragraphs at 2 px/pt are 0.1 to
    /// 0.3 MB each and Today with a story open holds about 5 MB. What one frame draws is never
    /// dropped, so a frame that shows more goes over it until the next sweep.
    static let textBytes = 8 << 20
    /// Shadow masks kept (one per blur, radius and colour in pixels): a moving, resizing card asks
    /// for many; past the bound the cache starts again. A card's 30 pt shadow at 2 px/pt is a
    /// 424-pixel square mask (0.7 MB); 32 of them would hold 23 MB.
    static let shadowMasks = 16
    /// Corner discs kept (one per radius and colour; `RoundedImageCorners`: one grey disc per radius):
    /// a card's corner radius changes while it scales.
    static let cornerDiscs = 48
}
