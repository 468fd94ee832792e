import CSDL2
import SimKit

/// Executes a frame's display list with SDL2 into the renderer's current target (a window or,
/// usually, a target texture the caller set), converting points to pixels with `scale`.
///
///     let list = try DisplayListRenderer(renderer: r, scale: 2, screenSize: Size(390, 844), assets: assets)
///     try r.withTarget(frameTexture, clip: nil) { try list.draw(scene.render()) }
///
/// Text, images and shadow masks are cached and buffers reused. A steady frame still allocates,
/// mostly inside SDL's software `SDL_RenderGeometry` (a surface per blended textured triangle),
/// which this renderer cannot avoid; its own planning allocates little.
@MainActor
public final class DisplayListRenderer {
    /// Pixels per point.
    public let scale: Double
    /// The simulated screen in points.
    public let screenSize: Size
    /// The fonts text is drawn (and should be measured) with.
    public let fonts: FontSet
    /// Loaded images; also the core's `ImageCatalog`.
    public let images: ImageCache
    let renderer: SDLRenderer
    /// Whether SDL's software renderer draws: its target is memory, so blurs and faded copies
    /// are computed there in place (`BackdropBlur+CPU`, `FadedCopy`).
    var isSoftware: Bool { renderer.isSoftware }
    let pixelWidth: Int
    let pixelHeight: Int
    var batch = GeometryBatch()
    let texts: TextCache
    let coverage: DrawCoverage
    let shadows = ShadowCache()
    let corners = CornerSprites()
    /// Anti-aliased corners of opaque images on the software renderer.
    let imageCorners = RoundedImageCorners()
    let scaledImages: ScaledImageCache
    let rasters: RasterCache
    /// What the pass being drawn runs under (its rows, clip, raster or frame, profile), changed
    /// only through `withPass`, `withClip` and `setClip`.
    var pass = PassState()
    /// One blur per backdrop in a frame, each keeping its last result: the first large one, then
    /// the others in drawing order (see `FramePlan.blurs`).
    var backdrops: [BackdropBlur] = []
    /// The renderer's output surface, when the caller draws frames straight into it (the
    /// software canvas): the blurs and the prefix snapshot then read it in memory.
    var surface: SDLSurface? {
        didSet {
            prefixSnapshot.surface = surface
            for b in backdrops { b.surface = surface }
        }
    }
    /// The frame under the first large backdrop blur, while what is drawn before it does not change.
    let prefixSnapshot: PrefixSnapshot
    /// Whether work that cannot show is skipped (tests turn it off to draw the reference).
    var culls = true
    /// The plain reference render: nothing is kept from one frame to the next (no raster, stretch,
    /// blur or prefix kept) and nothing is culled, so every frame is drawn whole from its commands.
    /// Every shortcut is tested against it; it is what a frame must look like.
    /// Its faded copies are SDL's own blits, so the suite that compares every frame with it also
    /// checks `fadedCopy`.
    public var isPlain = false {
        didSet { culls = !isPlain }
    }
    /// Time per command kind, when set (nil: not measured).
    public var profile: RenderProfile? {
        get { images.profile }
        set { images.profile = newValue }
    }

    /// Prepares to draw into `renderer` (shared, not owned) at `scale` pixels per point.
    init(renderer: SDLRenderer, scale: Double, screenSize: Size, assets: AssetLocator) throws {
        self.renderer = renderer
        self.scale = scale
        self.screenSize = screenSize
        fonts = try FontSet(assets: assets, scale: scale)
        pixelWidth = Int((screenSize.width * scale).rounded())
        pixelHeight = Int((screenSize.height * scale).rounded())
        images = ImageCache(renderer: renderer, assets: assets, maxWidth: pixelWidth, maxHeight: pixelHeight)
        texts = TextCache()
        coverage = DrawCoverage(scale: scale, pixelWidth: pixelWidth, pixelHeight: pixelHeight, texts: texts, fonts: fonts, images: images)
        // Stretched images are copied unscaled; rasters are stretched onto the screen.
        // The software renderer stretches from a source rect in pixels: only a GPU's rasters
        // depend on their slot's size.
        let screenSlot = TextureSlots<Int>.screenSlotBytes(width: pixelWidth, height: pixelHeight)
        scaledImages = ScaledImageCache(screenWidth: pixelWidth, screenHeight: pixelHeight, capacity: CacheBudget.scaledImageSlots,
                                        staleAfter: CacheBudget.scaledImageStaleFrames, linear: false, sampledBySize: false,
                                        sizedBudget: screenSlot > CacheBudget.sizedSlotBytes ? CacheBudget.scaledImageSlots * screenSlot : nil)
        rasters = RasterCache(screenWidth: pixelWidth, screenHeight: pixelHeight, capacity: CacheBudget.rasterSlots,
                              staleAfter: CacheBudget.rasterStaleFrames, linear: true, sampledBySize: !renderer.isSoftware)
        prefixSnapshot = PrefixSnapshot(renderer: renderer, width: pixelWidth, height: pixelHeight)
    }

    /// Makes the screen-sized scratch kept by the renderer's tricks before the first frame, so no
    /// frame pays for creating and first touching it: the large blur's result, the prefix snapshot,
    /// one raster slot (a card's first press made it without this) and both stretched-image
    /// slots (one where they are sized to their drawings). The rest is made when first needed
    /// (`CacheBudget`).
    public func prepareScratch() throws {
        // Slots sized to their drawings: one made ahead, for the story a tap opens.
        try scaledImages.prepare(scaledImages.sizedBudget == nil ? CacheBudget.scaledImageSlots : 1, renderer: renderer)
        try rasters.prepare(renderer: renderer)
        try backdrop(slot: FramePlan.largeBlurSlot).prepareFull()
        try prefixSnapshot.prepare()
    }

    /// The blur of backdrop slot `slot` (see `FramePlan.blurs`), made on first need.
    func backdrop(slot: Int) -> BackdropBlur {
        while backdrops.count <= slot {
            let b = BackdropBlur(renderer: renderer, pipeline: isSoftware ? .cpu : .gpu, width: pixelWidth, height: pixelHeight)
            b.surface = surface
            backdrops.append(b)
        }
        return backdrops[slot]
    }

    /// The rasters the last drawn frame's coming frames named (see `drawAhead`).
    var namedAhead: [Raster] = []
    /// The backdrop the last drawn frame's coming frames named.
    var backdropNamedAhead: BackdropAheadKeys?

    /// The rows `fadedCopy` reads, reused.
    var fadedRows: [UInt32] = []
    /// Faded copies' reads of a target texture (software only).
    var fadedReadbacks = 0

    /// The work done so far, by what it is rather than by which cache saved it: what tests and
    /// `cardsim bench` read.
    public var work: RenderWork {
        var w = RenderWork()
        w.readbacks = backdrops.reduce(fadedReadbacks) { $0 + $1.readbacks }
        w.blursComputed = backdrops.reduce(0) { $0 + $1.computations }
        w.imagesDecoded = images.loads
        w.imagesStretched = scaledImages.fills
        w.rasterizations = rasters.fills
        w.rasterRows = rasters.rowsDrawn
        return w
    }

    /// Draws one frame: clears to `clearColor`, then executes `commands` in order. What cannot
    /// show is skipped (see `FramePlan`); the pixels are the same.
    /// With `rects`, only those pixels are drawn again (the rest of the target already holds this
    /// frame, see `damage(from:to:)`); each is drawn as if it were the whole target.
    /// `ahead`: frames that may come next (what a tap now would bring, `FrameDriver.upcomingFrames`),
    /// of which the renderer draws what it can keep a step a frame (`drawAhead`); the pixels drawn
    /// now are the same with or without them.
    public func draw(_ commands: [DrawCommand], clearColor: Color = .white, within rects: [SDL_Rect]? = nil,
                     ahead: [[DrawCommand]] = []) throws {
        profile?.frames += 1
        let started = PerformanceCounter.now
        let commands = placingScrolledContent(commands)
        if isPlain { forgetKeptPixels() }
        defer {
            texts.endFrame()
            images.endFrame(drawMs: PerformanceCounter.milliseconds(since: started))
            rasters.endFrame()
            scaledImages.endFrame()
        }
        if let rects {
            for rect in rects {
                try withPass(PassState(bound: rect, profile: profile)) { try drawPass(commands, clearColor: clearColor) }
            }
        } else {
            try withPass(PassState(profile: profile)) { try drawPass(commands, clearColor: clearColor) }
        }
        // What is coming, drawn ahead once the frame is: whatever rows the frame redrew.
        try drawAhead(ahead, after: commands, clearColor: clearColor, placed: true)
    }

    /// Draws a step of what the coming frames `ahead` need (see `draw`) after a frame drawn with
    /// `commands`: for a frame that left the target as it was (nothing changed), whose `draw` was
    /// not called; the rasters' frame ends with it, as a drawn frame's does. `placed`: called by
    /// `draw`, with `commands` on the pixel grid already.
    public func drawAhead(_ ahead: [[DrawCommand]], after commands: [DrawCommand], clearColor: Color, placed: Bool = false) throws {
        let started = profile == nil ? 0 : PerformanceCounter.now
        defer {
            profile?.add("ahead", since: started)
            if !placed { rasters.endFrame() }
        }
        try drawAhead(ahead, frame: placed ? commands : placingScrolledContent(commands), clearColor: clearColor)
    }

    /// Forgets every drawing kept between frames, so the next frame draws all of it again.
    func forgetKeptPixels() {
        rasters.forgetAll()
        scaledImages.forgetAll()
        for b in backdrops { b.forget() }
        prefixSnapshot.forget()
    }

    func drawPass(_ commands: [DrawCommand], clearColor: Color) throws {
        let profile = pass.profile
        try setClip(nil)
        // Everything drawn so far, hashed: a backdrop blur over the same content reuses its result.
        var content = Hasher()
        content.combine(clearColor)
        // A raster's size bounds what its blurs read (see `backdropBlur`).
        if pass.isRasterizing, let b = pass.bound { content.combine(b.w); content.combine(b.h) }
        let plan = plan(commands, content: content)
        var first = 0
        if let s = plan.snapshot, s.action == .restore {
            // The same prefix as when the snapshot was taken: the same pixels, in one copy.
            let started = profile == nil ? 0 : PerformanceCounter.now
            defer { profile?.add("snapshot", since: started) }
            try prefixSnapshot.restore(prefixShows(through: commands[s.index], clip: plan.clips[s.index],
                                                   drawnIn: plan.pieces[s.index], skipped: plan.skip[s.index]))
            try setClip(plan.clips[s.index])
            first = s.index
        } else if !plan.hidesClear {
            let started = profile == nil ? 0 : PerformanceCounter.now
            defer { profile?.add("clear", since: started) }
            renderer.setDrawColor(clearColor.sdl(), blend: SDL_BLENDMODE_NONE)
            if let b = pass.bound {
                // A clear ignores the clip rect.
                try renderer.fill(b)
            } else {
                try renderer.clear()
            }
        }
        for index in first..<commands.endIndex {
            let command = commands[index]
            if case let .clip(rect) = command { try setClip(rect.map(coverage.scissor)); continue }
            if let s = plan.snapshot, s.index == index, s.action == .capture {
                let started = profile == nil ? 0 : PerformanceCounter.now
                defer { profile?.add("snapshot", since: started) }
                try prefixSnapshot.capture(key: s.key)
            }
            if pass.clippedAway || plan.skip[index] { continue }
            let started = profile == nil ? 0 : PerformanceCounter.now
            defer { profile?.add(RenderProfile.kind(command), since: started) }
            switch command {
            case let .fill(rr, color): try fill(rr, color)
            case let .shadow(rr, blur, offset, color):
                try shadow(rr, blur: blur, offset: offset, color: color,
                           hidden: occluders(after: index, covering: rr, commands, plan: plan))
            case let .image(name, dest, clipShape, alpha): try image(name, dest: dest, clip: clipShape, alpha: alpha)
            case let .text(run): try text(run)
            case let .polygon(points, color): try polygon(points, color)
            case let .circle(center, radius, lineWidth, color):
                try circle(center: center, radius: radius, lineWidth: lineWidth, color: color)
            case let .line(from, to, width, color): try line(from: from, to: to, width: width, color: color)
            case let .backdropBlur(area, radius, tint, alpha):
                guard let blur = plan.blurs[index] else { continue }
                try backdropBlur(area, radius: radius, tint: tint, alpha: alpha, slot: blur.slot, key: blur.key,
                                 pieces: plan.pieces[index])
            case let .layer(l): try layer(l)
            case .clip, .scroll: break   // the clip is set above; `placingScrolledContent` left out the markers
            }
        }
    }

    /// Where a restored prefix can show past its large blur `blur` (nil: everywhere): around the
    /// blur's area within `clip`, and under it only where a faded blur is drawn (`drawnIn`, its
    /// visible pieces, nil: all of it). An opaque blur, or one that later shapes hide (`skipped`),
    /// hides all it covers.
    func prefixShows(through blur: DrawCommand, clip: SDL_Rect?, drawnIn pieces: [SDL_Rect]?, skipped: Bool) -> [SDL_Rect]? {
        guard case let .backdropBlur(area, _, _, alpha) = blur else { return nil }
        let screen = pass.bound ?? coverage.target
        let shape = PixelRoundedRect(area, scale: scale), whole = coverage.touched(area.rect)
        // A blur drawn on exactly the pixels of its area (square, pixel-aligned), as a presented
        // card's backdrop is; anything else restores everything.
        guard shape.r == 0, Int32(shape.x0) == whole.x, Int32(shape.y0) == whole.y, Int32(shape.width) == whole.w,
              Int32(shape.height) == whole.h else { return nil }
        guard let box = FramePlan.intersect(whole, screen).flatMap({ FramePlan.intersect($0, clip) }) else { return [screen] }
        var rects = FramePlan.subtract(screen, box)
        if !skipped && Color.byte(alpha) < 255 { rects += pieces ?? [box] }
        return rects.compactMap { FramePlan.intersect($0, screen) }
    }

    /// The pixel rects that the next drawing command after `index` (past any `.clip`) paints
    /// opaque over `shape`, within its clip: the usual card is a shadow, then its background or
    /// artwork in the same rounded rect, so the part of the shadow under the card is never seen.
    /// Only the straight bands count, not the anti-aliased corners.
    func occluders(after index: Int, covering shape: RoundedRect, _ commands: [DrawCommand], plan: FramePlan) -> [SDL_Rect] {
        guard culls else { return [] }
        var next = index + 1
        while next < commands.endIndex, case .clip = commands[next] { next += 1 }
        guard next < commands.endIndex, coverage.paintsOpaque(commands[next], covering: shape) else { return [] }
        let clip = plan.clips[next] ?? coverage.target
        return coverage.opaqueRects(of: commands[next]).compactMap { FramePlan.intersect($0, clip) }
    }
}
