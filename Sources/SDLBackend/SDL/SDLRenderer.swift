import CSDL2

/// An owned `SDL_Renderer`: the software renderer on a surface (headless) or a window's renderer.
/// SDL frees a renderer's textures with it, so every `SDLTexture` holds the renderer that made it:
/// the renderer is destroyed only after its last texture, whatever order their holders go in.
@MainActor
final class SDLRenderer {
    /// The renderer; valid for the wrapper's lifetime.
    let handle: OpaquePointer
    /// Keeps the surface or window the renderer draws into alive as long as the renderer.
    private let owner: AnyObject

    /// The software renderer drawing into `surface`.
    init(software surface: SDLSurface) throws {
        guard let r = SDL_CreateSoftwareRenderer(surface.handle) else { throw SDLError.last("SDL_CreateSoftwareRenderer") }
        handle = r
        owner = surface
        Self.live[r] = Weak(renderer: self)
    }

    /// A renderer for `window` with SDL_RendererFlags `flags`.
    init(window: SDLWindow, flags: UInt32) throws {
        guard let r = SDL_CreateRenderer(window.handle, -1, flags) else { throw SDLError.last("SDL_CreateRenderer") }
        handle = r
        owner = window
        Self.live[r] = Weak(renderer: self)
    }

    /// True for SDL's software renderer, whose triangles are slow and rect fills fast.
    var isSoftware: Bool { Self.isSoftware(handle) }

    /// SDL's name for the renderer ("opengl", "opengles2", "software"…), for `--verbose`, bench and toasts.
    var name: String {
        var info = SDL_RendererInfo()
        guard SDL_GetRendererInfo(handle, &info) == 0, let name = info.name else { return "unknown" }
        return String(cString: name)
    }

    /// Whether a borrowed renderer handle is SDL's software renderer.
    static func isSoftware(_ renderer: OpaquePointer) -> Bool {
        var info = SDL_RendererInfo()
        guard SDL_GetRendererInfo(renderer, &info) == 0 else { return true }
        return info.flags & SDL_RENDERER_SOFTWARE.rawValue != 0
    }

    /// The wrapper of a live renderer handle (nil: none, or already destroyed).
    static func owner(of handle: OpaquePointer) -> SDLRenderer? { live[handle]?.renderer }

    private struct Weak { weak var renderer: SDLRenderer? }
    /// Every live renderer by handle, for `owner(of:)`.
    private static var live: [OpaquePointer: Weak] = [:]

    isolated deinit {
        Self.live[handle] = nil
        SDL_DestroyRenderer(handle)
    }
}
