import CSDL2
import Foundation
import SimKit

/// The live window and its renderer. Each frame is drawn into a target texture the size of the
/// letterboxed viewport in real drawable pixels (sharp on HiDPI), then copied 1:1 into the window.
@MainActor
final class LiveWindow {
    /// Room left around the window for panels and docks: it takes at most this share of the display.
    static let displayShare = 0.9
    static let letterboxColor = (UInt8(28), UInt8(28), UInt8(30))

    // Textures keep their renderer alive (see SDLTexture), so no declaration order matters here.
    private var target: SDLTexture?
    /// The frame `target` holds (nil: none yet), so the next one redraws only the rows that
    /// changed: nothing while Today is held still, a few rows while a card is pressed.
    private var drawn: [DrawCommand]?
    /// Whether a frame redraws only the rows that changed (`FrameDamage`); off, every frame is
    /// drawn whole (tests compare the two).
    var drawsChangesOnly = true
    private(set) var list: DisplayListRenderer
    /// The renderer the scene's fonts and images were measured with; kept for the scene's lifetime.
    let layoutList: DisplayListRenderer
    let measurer: SDLTextMeasurer
    /// The catalog the scene is made with: the images of the renderer that draws.
    let images: WindowImageCatalog
    let renderer: SDLRenderer
    let window: SDLWindow
    let assets: AssetLocator
    /// What is drawn, in points: the screen, or the screen plus the bezel.
    private(set) var canvas: Size
    private(set) var screenOrigin: Point
    private(set) var letterbox: Letterbox
    /// The accelerated renderer's name, or "software".
    let rendererName: String
    /// Which renderer was asked for and why it runs (`--renderer`).
    let rendererChoice: RendererChoice

    /// Opens a resizable HiDPI window sized to the display (or `scale` screen units per point),
    /// drawn by the renderer `renderer` leads to (`RendererChoice`).
    init(canvas: Size, screenOrigin: Point, scale: Double?, renderer preference: RendererChoice.Preference, assets: AssetLocator) throws {
        try SDLRuntime.initialize(video: true)
        self.canvas = canvas
        self.screenOrigin = screenOrigin
        self.assets = assets
        let bounds = SDLRuntime.usableBounds(display: 0) ?? SDL_Rect(x: 0, y: 0, w: 1280, h: 800)
        let (s, note) = Self.windowScale(requested: scale, display: Size(Double(bounds.w), Double(bounds.h)), canvas: canvas)
        if let note { StandardStream.error.write(note + "\n") }
        window = try SDLWindow(title: "CardSim", width: Int((canvas.width * s).rounded()),
                               height: Int((canvas.height * s).rounded()), hidden: false)
        window.setMinimumSize(width: Int(canvas.width / 3), height: Int(canvas.height / 3))
        AppIcon.apply(to: window, assets: assets)
        // The probe opens a hidden OpenGL window of its own, before the window's renderer is made.
        let choice = OpenGLProbe.choice(preference)
        renderer = try Self.makeRenderer(window, software: choice.software)
        rendererChoice = choice.software || !renderer.isSoftware ? choice : RendererChoice(software: true, reason: .noOpenGL)
        // SDL names its software renderer "software".
        rendererName = renderer.name
        letterbox = Letterbox(canvas: canvas, screenOrigin: screenOrigin, drawable: canvas, window: canvas)
        // Layout measures text once at 2 px/pt; drawing uses the real scale.
        layoutList = try DisplayListRenderer(renderer: renderer, scale: SDLTextMeasurer.layoutScale, screenSize: canvas, assets: assets)
        measurer = SDLTextMeasurer(fonts: layoutList.fonts)
        list = layoutList
        images = WindowImageCatalog(drawing: layoutList.images)
        updateLayout()
    }

    /// The window's screen units per point: `requested` (`--scale`) when the window fits the display's
    /// usable area, else the largest that fits, with a line saying so (`--scale 2` on a small
    /// display opened the window partly off screen); nil fits the window to `displayShare` of it.
    static func windowScale(requested: Double?, display: Size, canvas: Size) -> (scale: Double, note: String?) {
        let most = min(display.width / canvas.width, display.height / canvas.height)
        guard let requested else { return (most * displayShare, nil) }
        guard requested > most else { return (requested, nil) }
        func px(_ v: Double) -> Int { Int(v.rounded()) }
        let shown = (most * 100).rounded(.down) / 100
        return (shown, "cardsim: --scale \(requested) needs a \(px(canvas.width * requested))x\(px(canvas.height * requested)) window; "
                + "the display has \(px(display.width))x\(px(display.height)): using --scale \(shown)")
    }

    /// Accelerated with vsync, or SDL's software renderer when there is no GPU (or `--software`).
    private static func makeRenderer(_ window: SDLWindow, software: Bool) throws -> SDLRenderer {
        if !software, let r = try? SDLRenderer(window: window, software: false, vsync: true) { return r }
        presentsSoftwareFramesDirectly()
        return try SDLRenderer(window: window, software: true)
    }

    /// Has the software renderer's frames go to the X server as they are (MIT-SHM), not through
    /// OpenGL. SDL 2.26 on X11 shows a window's software surface by uploading it each frame to a
    /// texture of an OpenGL renderer and drawing that; with no GPU (the case the software renderer
    /// is for) that is Mesa's llvmpipe, which took a core of its own and drew one full-screen
    /// quad per frame, which made many of a 2 px/pt window's frames miss their budget under Xvfb
    /// (docs/performance.md, "Figures behind the code's choices").
    /// Only on X11, whose driver has a surface of its own (Wayland's needs the texture). A user's
    /// `SDL_FRAMEBUFFER_ACCELERATION` in the environment still wins: SDL puts it before this hint.
    private static func presentsSoftwareFramesDirectly() {
        guard SDLRuntime.videoDriver == "x11" else { return }
        SDLRuntime.setFramebufferAcceleration(false)
    }

    /// Seconds per frame of the display the window is on (60 Hz when it does not say).
    var framePeriod: Double {
        1.0 / Double(window.refreshRate ?? 60)
    }

    /// Whether the window is minimised (nothing of it shows: no frame needs drawing).
    var isMinimized: Bool { window.isMinimized }

    /// Re-reads the window and drawable sizes after a resize or a move to another display.
    func updateLayout() {
        let (ww, wh) = window.size
        let (pw, ph) = renderer.outputSize ?? (ww, wh)
        letterbox = Letterbox(canvas: canvas, screenOrigin: screenOrigin,
                              drawable: Size(Double(max(1, pw)), Double(max(1, ph))),
                              window: Size(Double(max(1, ww)), Double(max(1, wh))))
    }

    /// The title the desktop shows in its window list and title bar.
    func setTitle(_ title: String) { window.setTitle(title) }

    /// A new canvas (the bezel turned on or off): the window grows or shrinks so that the phone keeps
    /// its size on the desktop, as far as the display's usable area allows, and stays centred where
    /// it was. Kept at one size, the window shrank the phone to make room for the frame.
    func setCanvas(_ size: Size, screenOrigin origin: Point) {
        let old = canvas
        canvas = size
        screenOrigin = origin
        target = nil
        let (x, y) = window.position, (w, h) = window.size
        let bounds = SDLRuntime.usableBounds(display: window.displayIndex) ?? SDL_Rect(x: 0, y: 0, w: 1280, h: 800)
        let usable = (x: Int(bounds.x), y: Int(bounds.y), w: Int(bounds.w), h: Int(bounds.h))
        let next = Self.resizedWindow(current: Size(Double(w), Double(h)), oldCanvas: old, newCanvas: size,
                                      usable: Size(Double(usable.w), Double(usable.h)))
        let nw = Int(next.width.rounded()), nh = Int(next.height.rounded())
        window.setMinimumSize(width: Int(size.width / 3), height: Int(size.height / 3))
        if nw != w || nh != h {
            window.resize(width: nw, height: nh)
            // The same centre, kept inside the usable area.
            let cx = min(max(x + w / 2 - nw / 2, usable.x), max(usable.x, usable.x + usable.w - nw))
            let cy = min(max(y + h / 2 - nh / 2, usable.y), max(usable.y, usable.y + usable.h - nh))
            window.move(x: cx, y: cy)
        }
        updateLayout()
    }

    /// The window size in screen units that shows `newCanvas` at the scale `oldCanvas` is shown at in
    /// a `current` window, made smaller where it would not fit `usable`; the window's spare room
    /// around the old canvas (a window the user widened) is kept.
    static func resizedWindow(current: Size, oldCanvas: Size, newCanvas: Size, usable: Size) -> Size {
        let s = min(current.width / oldCanvas.width, current.height / oldCanvas.height)
        let spare = Size(current.width - oldCanvas.width * s, current.height - oldCanvas.height * s)
        var fit = s
        let most = min((usable.width - spare.width) / newCanvas.width, (usable.height - spare.height) / newCanvas.height)
        if newCanvas.width * fit + spare.width > usable.width || newCanvas.height * fit + spare.height > usable.height {
            fit = max(most, 0.1)
        }
        return Size(newCanvas.width * fit + spare.width, newCanvas.height * fit + spare.height)
    }

    /// Draws a frame (canvas points) letterboxed into the window and presents it. `ahead`: the
    /// frames that may come next (see `DisplayListRenderer.draw`).
    func present(_ commands: [DrawCommand], ahead: [[DrawCommand]] = []) throws {
        let viewport = letterbox.viewport
        let w = Int(viewport.width), h = Int(viewport.height)
        guard w > 0, h > 0 else { return }
        if target?.width != w || target?.height != h {
            target = nil
            drawn = nil
            target = try SDLTexture(renderer: renderer, format: SDL_PIXELFORMAT_ARGB8888,
                                    access: SDL_TEXTUREACCESS_TARGET, width: w, height: h)
            let scale = Double(w) / canvas.width
            list = abs(scale - layoutList.scale) < 1e-9 && canvas == layoutList.screenSize ? layoutList
                : try DisplayListRenderer(renderer: renderer, scale: scale, screenSize: canvas, assets: assets)
            images.drawing = list.images
        }
        guard let target else { return }
        // A scroll is drawn whole: the frame texture cannot be copied onto itself to move it.
        let damage = drawn.flatMap { drawsChangesOnly ? list.damage(from: $0, to: commands) : nil }.flatMap { $0.shift == 0 ? $0 : nil }
        if damage?.isEmpty != true {
            drawn = nil
            try renderer.withTarget(target, clip: nil) {
                try list.draw(commands, clearColor: Bezel.deskColor, within: damage?.rects(width: w), ahead: ahead)
            }
            drawn = commands
        } else if !ahead.isEmpty {
            try renderer.withTarget(target, clip: nil) {
                try list.drawAhead(ahead, after: commands, clearColor: Bezel.deskColor)
            }
        }
        try renderer.setTarget(nil)
        let (r, g, b) = Self.letterboxColor
        renderer.setDrawColor(SDL_Color(r: r, g: g, b: b, a: 255), blend: SDL_BLENDMODE_NONE)
        try renderer.clear()
        try renderer.copy(target, to: SDL_Rect(x: Int32(viewport.minX), y: Int32(viewport.minY), w: Int32(w), h: Int32(h)))
        renderer.present()
    }
}
