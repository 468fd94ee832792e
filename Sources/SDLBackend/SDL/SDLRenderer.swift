import CSDL2

/// An owned `SDL_Renderer`: the software renderer on a surface (headless) or a window's renderer.
/// SDL frees a renderer's textures with it, so every `SDLTexture` holds the renderer that made it:
/// the renderer is destroyed only after its last texture, whatever order their holders go in.
/// Drawing, copying and reading back are its methods (`SDLRenderer+Drawing`); each throws the
/// `SDLError` SDL reports.
///
///     let renderer = try SDLRenderer(software: try SDLSurface(width: 780, height: 1688, format: SDL_PIXELFORMAT_ARGB8888))
///     renderer.setDrawColor(SDL_Color(r: 255, g: 255, b: 255, a: 255), blend: SDL_BLENDMODE_NONE)
///     try renderer.clear()
@MainActor
final class SDLRenderer {
    /// The renderer; valid for the wrapper's lifetime. Only the wrappers in `SDL/` use it.
    let handle: OpaquePointer
    /// Keeps the surface or window the renderer draws into alive as long as the renderer.
    private let owner: AnyObject
    /// True for SDL's software renderer, whose triangles are slow and rect fills fast, and whose
    /// textures are memory.
    let isSoftware: Bool
    /// SDL's name for the renderer ("opengl", "opengles2", "software"…), for `--verbose`, bench and toasts.
    let name: String
    /// The texture drawn into (nil: the window or surface). Weak: a texture holds its renderer, and
    /// a target left set must not keep the two alive for each other.
    private(set) weak var target: SDLTexture?

    /// The software renderer drawing into `surface`.
    init(software surface: SDLSurface) throws {
        guard let r = SDL_CreateSoftwareRenderer(surface.handle) else { throw SDLError.last("SDL_CreateSoftwareRenderer") }
        handle = r
        owner = surface
        (isSoftware, name) = Self.info(r)
    }

    /// A renderer for `window` that can draw into target textures: SDL's software renderer, or an
    /// accelerated one (with `vsync`, presenting waits for the display's refresh).
    init(window: SDLWindow, software: Bool, vsync: Bool = false) throws {
        var flags = SDL_RENDERER_TARGETTEXTURE.rawValue
        flags |= software ? SDL_RENDERER_SOFTWARE.rawValue : SDL_RENDERER_ACCELERATED.rawValue
        if vsync { flags |= SDL_RENDERER_PRESENTVSYNC.rawValue }
        guard let r = SDL_CreateRenderer(window.handle, -1, flags) else { throw SDLError.last("SDL_CreateRenderer") }
        handle = r
        owner = window
        (isSoftware, name) = Self.info(r)
    }

    /// Whether `renderer` is SDL's software renderer, and its name.
    private static func info(_ renderer: OpaquePointer) -> (software: Bool, name: String) {
        var info = SDL_RendererInfo()
        guard SDL_GetRendererInfo(renderer, &info) == 0 else { return (true, "unknown") }
        return (info.flags & SDL_RENDERER_SOFTWARE.rawValue != 0, info.name.map { String(cString: $0) } ?? "unknown")
    }

    /// Draws into `texture` from now on (nil: the window or surface). Prefer `withTarget`, which
    /// puts back what was there.
    func setTarget(_ texture: SDLTexture?) throws {
        try SDLError.check(SDL_SetRenderTarget(handle, texture?.handle), "SDL_SetRenderTarget")
        target = texture
    }

    /// The size of what the renderer draws into now, in pixels (a window's drawable size when
    /// drawing into it); nil when SDL cannot say.
    var outputSize: (width: Int, height: Int)? {
        var w: Int32 = 0, h: Int32 = 0
        guard SDL_GetRendererOutputSize(handle, &w, &h) == 0 else { return nil }
        return (Int(w), Int(h))
    }

    isolated deinit { SDL_DestroyRenderer(handle) }
}
