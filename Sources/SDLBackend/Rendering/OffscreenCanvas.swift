#if canImport(Glibc)
import Glibc
#endif
import CSDL2
import SimKit

/// A headless drawing surface: SDL's software renderer on a plain surface that frames are drawn
/// straight into (or, with `software: false`, an offscreen-driver window with an accelerated
/// renderer and a frame texture copied to it), and read-back for screenshots, videos and tests.
///
///     let canvas = try OffscreenCanvas(size: Size(390, 844), scale: 2, assets: try AssetLocator())
///     try canvas.render(scene.render())
///     try canvas.savePNG("shot.png")
@MainActor
public final class OffscreenCanvas {
    /// Width of a frame in pixels.
    public let pixelWidth: Int
    /// Height of a frame in pixels.
    public let pixelHeight: Int
    private var list: DisplayListRenderer?
    /// The software renderer's surface, which holds the last frame; nil with a GPU.
    private let surface: SDLSurface?
    /// With a GPU, the frame texture holding the last frame; also the floor's source, for which
    /// alone the software renderer makes it (`CacheBudget`).
    private var frame: SDLTexture?
    /// The last frame read back, made on the first read: a run that records nothing never needs it.
    private var bytes: [UInt8] = []
    private let renderer: SDLRenderer
    /// What the frame holds now, so an unchanged frame is not drawn again and a changed
    /// one only where it changed.
    private var drawn: (commands: [DrawCommand], clear: Color)?
    /// Whether frames are drawn only where they changed (`FrameDamage`); off, every frame is drawn
    /// whole (tests compare the two). A scroll moves the software renderer's last frame in place
    /// and redraws the rows uncovered; the frame texture of a GPU cannot be copied onto itself, so
    /// there a scrolled frame is drawn whole.
    public var drawsChangesOnly = true
    /// Draws every frame whole with the plain reference render (`DisplayListRenderer.isPlain`):
    /// no damage, nothing kept from the last frame. Tests compare every shortcut with it.
    public var isPlain = false {
        didSet {
            list!.isPlain = isPlain
            if isPlain { drawsChangesOnly = false }
        }
    }
    /// Rows drawn again in the last frame, and whether it was moved first (for tests and the bench).
    public private(set) var lastDamage: (rows: Int, shifted: Bool) = (0, false)

    /// Creates the renderer for a screen of `size` points at `scale` pixels per point.
    public init(size: Size, scale: Double, software: Bool = true, assets: AssetLocator) throws {
        pixelWidth = Int((size.width * scale).rounded())
        pixelHeight = Int((size.height * scale).rounded())
        if software {
            try SDLRuntime.initialize(video: false)
            let output = try SDLSurface(width: pixelWidth, height: pixelHeight, format: SDL_PIXELFORMAT_ARGB8888)
            renderer = try SDLRenderer(software: output)
            surface = output
        } else {
            surface = nil
            SDLRuntime.preferVideoDriver("offscreen")
            try SDLRuntime.initialize(video: true)
            let window = try SDLWindow(title: "CardSim", width: pixelWidth, height: pixelHeight, hidden: true)
            renderer = try SDLRenderer(window: window, software: false)
            if renderer.isSoftware { throw SDLError.call("SDL_CreateRenderer", message: "no accelerated renderer available") }
        }
        list = try DisplayListRenderer(renderer: renderer, scale: scale, screenSize: size, assets: assets)
        list!.surface = surface
        // Layout measures at 2 px/pt whatever the output scale (as the live window does), so a
        // script lays out the same at --scale 1, 2 or 3 and only the sharpness differs.
        textMeasurer = SDLTextMeasurer(fonts: scale == SDLTextMeasurer.layoutScale ? list!.fonts
                                       : try FontSet(assets: assets, scale: SDLTextMeasurer.layoutScale))
        if surface == nil { try makeFrame() }
        try list!.prepareScratch()
    }

    /// Measures text with the fonts this canvas draws with.
    public let textMeasurer: SDLTextMeasurer
    /// Reports image pixel sizes (and caches the images for drawing).
    public var catalog: ImageCatalog { list!.images }
    /// The display-list renderer (for cache statistics in tests and benchmarks).
    public var displayList: DisplayListRenderer { list! }
    /// SDL's name for the renderer drawing this canvas ("software", "opengl"…).
    public var rendererName: String { renderer.name }

    /// Draws one frame and presents it: straight into the software renderer's surface, or into
    /// the frame texture then copied to the window (as a windowed frame does), so timings compare
    /// with `measureFloor`. `ahead`: the frames that may come next (see `DisplayListRenderer.draw`).
    public func render(_ commands: [DrawCommand], clearColor: Color = .white, ahead: [[DrawCommand]] = []) throws {
        if !isPlain, let drawn, drawn.clear == clearColor, drawn.commands == commands {
            // The frame (the surface, or the frame texture) already holds exactly this frame:
            // nothing else draws into it but the floor, which forgets it.
            lastDamage = (0, false)
            list!.profile?.frames += 1
            if !ahead.isEmpty {
                try renderer.withTarget(drawTarget, clip: nil) { try list!.drawAhead(ahead, after: commands, clearColor: clearColor) }
            }
        } else {
            // nil: draw it whole.
            var started = PerformanceCounter.now
            let damage = drawn.flatMap { drawsChangesOnly && $0.clear == clearColor ? list!.damage(from: $0.commands, to: commands) : nil }
                .flatMap { $0.shift == 0 || surface != nil ? $0 : nil }
            list!.profile?.pending("damage", since: started)
            drawn = nil
            started = PerformanceCounter.now
            if let shift = damage?.shift, shift != 0 { try shiftFrame(by: shift) }
            list!.profile?.pending("shift", since: started)
            try renderer.withTarget(drawTarget, clip: nil) {
                try list!.draw(commands, clearColor: clearColor, within: damage?.rects(width: pixelWidth), ahead: ahead)
            }
            drawn = (commands, clearColor)
            lastDamage = damage.map { ($0.rowCount, $0.shift != 0) } ?? (pixelHeight, false)
        }
        let started = PerformanceCounter.now
        defer { list!.profile?.add("present", since: started) }
        try renderer.setTarget(nil)
        guard surface == nil else { return renderer.present() }
        try presentFrameTexture()
    }

    /// Copies the frame texture to the output and presents it.
    private func presentFrameTexture() throws {
        frame!.prepare(blend: SDL_BLENDMODE_NONE)
        try renderer.copy(frame!)
        renderer.present()
    }

    /// Moves the software renderer's surface, which holds the last frame, down by `rows` (up when
    /// negative). The rows left uncovered hold stale pixels; the damage redraws them.
    private func shiftFrame(by rows: Int) throws {
        guard let memory = surface?.memory else { return }
        try renderer.flush()
        let stride = memory.stride, pixels = memory.pixels
        let count = (pixelHeight - abs(rows)) * stride
        guard count > 0 else { return }
        let bytes = count * MemoryLayout<UInt32>.size
        if rows > 0 { memmove(pixels + rows * stride, pixels, bytes) } else { memmove(pixels, pixels - rows * stride, bytes) }
    }

    /// Where frames are drawn: the software renderer's surface (nil), or the frame texture.
    private var drawTarget: SDLTexture? { surface == nil ? frame! : nil }

    /// The frame texture, written once (see `DisplayListRenderer.prepareScratch`).
    private func makeFrame() throws {
        guard frame == nil else { return }
        frame = try SDLTexture.target(renderer: renderer, width: pixelWidth, height: pixelHeight)
    }

    /// One floor frame: clear the output, copy the frame texture over it, present, read back.
    func floorFrame() throws {
        // The software renderer's output is where frames are kept: this overwrites it.
        drawn = nil
        try makeFrame()
        try renderer.setTarget(nil)
        renderer.setDrawColor(SDL_Color(r: 255, g: 255, b: 255, a: 255), blend: SDL_BLENDMODE_NONE)
        try renderer.clear()
        try presentFrameTexture()
        try readIntoBuffer()
    }

    /// The last frame as RGBA bytes, row-major, `pixelWidth × pixelHeight` pixels. Reading back
    /// also finishes the frame (waits for the GPU where there is one).
    public func readPixels() throws -> [UInt8] { try readPixels(corners: nil) }

    /// The last frame with `corners` rounded, in the read-back buffer itself: a caller that
    /// rounded its own copy paid for copying the whole frame each time.
    func readPixels(corners: ScreenCorners?) throws -> [UInt8] {
        try readIntoBuffer()
        corners?.apply(to: &bytes, width: pixelWidth, height: pixelHeight)
        return bytes
    }

    /// The last frame as B, G, R, A bytes, with `corners` rounded, read into `buffer` (resized to
    /// fit): a recording hands it a written frame's memory, so nothing is allocated a frame, and
    /// the software renderer's surface holds that order, so reading it is a copy, not a conversion
    /// (docs/performance.md, "Figures behind the code's choices").
    func readBGRA(into buffer: inout [UInt8], corners: ScreenCorners?) throws {
        try read(into: &buffer, format: SDL_PIXELFORMAT_BGRA32)
        corners?.forBGRA.apply(to: &buffer, width: pixelWidth, height: pixelHeight)
    }

    private func readIntoBuffer() throws { try read(into: &bytes) }

    private func read(into bytes: inout [UInt8], format: SDL_PixelFormatEnum = SDL_PIXELFORMAT_RGBA32) throws {
        let started = PerformanceCounter.now
        defer { list?.profile?.add("readback", since: started) }
        if bytes.count != pixelWidth * pixelHeight * 4 { bytes = [UInt8](repeating: 0, count: pixelWidth * pixelHeight * 4) }
        try renderer.withTarget(drawTarget, clip: nil) {
            try bytes.withUnsafeMutableBytes { try renderer.readPixels(nil, format: format, into: $0.baseAddress!, pitch: pixelWidth * 4) }
        }
    }

    /// Writes the last frame to `path` as PNG (see `PNGFile`).
    public func savePNG(_ path: String) throws { try savePNG(path, corners: nil) }

    /// Saves the last frame as a PNG with `corners` rounded (a screen without the phone frame):
    /// with an alpha channel when they are transparent.
    func savePNG(_ path: String, corners: ScreenCorners?) throws {
        try readIntoBuffer()
        if corners?.needsAlpha == true {
            // The canvas's own alpha is not the picture's: blending leaves 253 or 254 here and there,
            // which a PNG with an alpha channel would show as a faintly see-through screen.
            for i in stride(from: 3, to: bytes.count, by: 4) { bytes[i] = 255 }
        }
        corners?.apply(to: &bytes, width: pixelWidth, height: pixelHeight)
        try bytes.withUnsafeBytes {
            try PNGFile.write(rgba: $0, width: pixelWidth, height: pixelHeight, path: path, alpha: corners?.needsAlpha ?? false)
        }
    }
}
