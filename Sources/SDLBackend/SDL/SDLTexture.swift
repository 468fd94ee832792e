import CSDL2

/// An owned `SDL_Texture` and its size in pixels. It keeps the renderer that made it alive, so the
/// texture is always destroyed before its renderer (SDL frees a renderer's textures with it).
@MainActor
final class SDLTexture {
    /// The texture; valid for the wrapper's lifetime.
    let handle: OpaquePointer
    let width: Int
    let height: Int
    private let renderer: SDLRenderer

    /// The wrapper of `handle`; every renderer CardSim draws with is an `SDLRenderer`.
    private static func owner(_ handle: OpaquePointer) throws -> SDLRenderer {
        guard let r = SDLRenderer.owner(of: handle) else {
            throw SDLError.call("SDL_CreateTexture", message: "the renderer is not an SDLRenderer (or is gone)")
        }
        return r
    }

    /// A texture with `access` (target, streaming or static) in `format`.
    init(renderer: OpaquePointer, format: SDL_PixelFormatEnum, access: SDL_TextureAccess, width: Int, height: Int) throws {
        self.renderer = try Self.owner(renderer)
        guard let t = SDL_CreateTexture(renderer, format.rawValue, Int32(access.rawValue), Int32(width), Int32(height)) else {
            throw SDLError.last("SDL_CreateTexture(\(width)x\(height))")
        }
        handle = t
        self.width = width
        self.height = height
    }

    /// A static texture holding a copy of `surface`'s pixels.
    init(renderer: OpaquePointer, surface: SDLSurface) throws {
        self.renderer = try Self.owner(renderer)
        guard let t = SDL_CreateTextureFromSurface(renderer, surface.handle) else {
            throw SDLError.last("SDL_CreateTextureFromSurface")
        }
        handle = t
        width = surface.width
        height = surface.height
    }

    /// Sets how the texture combines with the target, its alpha and colour modulation, in one place.
    /// The setters fail only for an invalid texture or a blend mode the renderer lacks; these are
    /// SDL's built-in modes, which every renderer has, so their codes are not checked.
    func prepare(blend: SDL_BlendMode, alpha: UInt8 = 255, color: (UInt8, UInt8, UInt8) = (255, 255, 255)) {
        Self.prepare(handle, blend: blend, alpha: alpha, color: color)
    }

    /// `prepare` for a texture this wrapper does not own (the render target, copied from).
    static func prepare(_ handle: OpaquePointer, blend: SDL_BlendMode, alpha: UInt8 = 255,
                        color: (UInt8, UInt8, UInt8) = (255, 255, 255)) {
        SDL_SetTextureBlendMode(handle, blend)
        SDL_SetTextureAlphaMod(handle, alpha)
        SDL_SetTextureColorMod(handle, color.0, color.1, color.2)
    }

    /// Bilinear (`true`) or nearest-neighbour sampling when stretched. SDL's OpenGL renderer binds
    /// the texture to set this, at once, while the commands queued before still wait to be run: they
    /// are run first here, and nothing is done when the mode is already right. The texture should
    /// then be drawn before any other (SDL still believes the texture it bound last is bound).
    func setLinear(_ linear: Bool) {
        guard Self.isLinear(handle) != linear else { return }
        SDL_RenderFlush(renderer.handle)
        Self.setLinear(handle, linear)
    }

    /// Whether the texture is sampled bilinearly.
    static func isLinear(_ handle: OpaquePointer) -> Bool {
        var mode = SDL_ScaleModeNearest
        return SDL_GetTextureScaleMode(handle, &mode) == 0 && mode == SDL_ScaleModeLinear
    }

    /// `setLinear` for a texture this wrapper does not own. Not checked: SDL fails it only for an
    /// invalid texture or a mode outside the enum.
    static func setLinear(_ handle: OpaquePointer, _ linear: Bool) {
        SDL_SetTextureScaleMode(handle, linear ? SDL_ScaleModeLinear : SDL_ScaleModeNearest)
    }

    /// A render-target texture, written once (`touch`).
    static func target(renderer: OpaquePointer, width: Int, height: Int,
                       format: SDL_PixelFormatEnum = SDL_PIXELFORMAT_ARGB8888) throws -> SDLTexture {
        let t = try SDLTexture(renderer: renderer, format: format, access: SDL_TEXTUREACCESS_TARGET, width: width, height: height)
        try t.touch(renderer: renderer)
        return t
    }

    /// Clears a target texture once, so its memory is written (and mapped) before a frame needs
    /// it. Leaves the renderer's target and clip as they were.
    func touch(renderer: OpaquePointer) throws {
        try withTarget(handle, clip: nil, on: renderer) {
            setDrawColor(SDL_Color(r: 0, g: 0, b: 0, a: 0), blend: SDL_BLENDMODE_NONE, on: renderer)
            try SDLError.check(SDL_RenderClear(renderer), "SDL_RenderClear(touch)")
        }
    }

    isolated deinit { SDL_DestroyTexture(handle) }
}
