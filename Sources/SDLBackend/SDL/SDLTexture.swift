import CSDL2

/// An owned `SDL_Texture`, its size in pixels, format and access. It keeps the renderer that made it
/// alive, so the texture is always destroyed before its renderer (SDL frees a renderer's textures
/// with it).
///
///     let t = try SDLTexture(renderer: renderer, format: SDL_PIXELFORMAT_ARGB8888, access: SDL_TEXTUREACCESS_STATIC, width: 8, height: 8)
///     try t.update(nil, pixels: buffer, pitch: 8 * 4)
@MainActor
final class SDLTexture {
    /// The texture; valid for the wrapper's lifetime. Only the wrappers in `SDL/` use it.
    let handle: OpaquePointer
    let width: Int
    let height: Int
    /// Its pixel format (`SDL_PIXELFORMAT_…`).
    let format: SDL_PixelFormatEnum
    /// Whether it is static, streaming or a render target.
    let access: SDL_TextureAccess
    private let renderer: SDLRenderer

    /// A texture with `access` (target, streaming or static) in `format`.
    init(renderer: SDLRenderer, format: SDL_PixelFormatEnum, access: SDL_TextureAccess, width: Int, height: Int) throws {
        guard let t = SDL_CreateTexture(renderer.handle, format.rawValue, Int32(access.rawValue), Int32(width), Int32(height)) else {
            throw SDLError.last("SDL_CreateTexture(\(width)x\(height))")
        }
        self.renderer = renderer
        handle = t
        self.width = width
        self.height = height
        self.format = format
        self.access = access
    }

    /// A static texture holding a copy of `surface`'s pixels.
    init(renderer: SDLRenderer, surface: SDLSurface) throws {
        guard let t = SDL_CreateTextureFromSurface(renderer.handle, surface.handle) else {
            throw SDLError.last("SDL_CreateTextureFromSurface")
        }
        self.renderer = renderer
        handle = t
        width = surface.width
        height = surface.height
        var f: UInt32 = 0
        SDL_QueryTexture(t, &f, nil, nil, nil)
        format = SDL_PixelFormatEnum(rawValue: f)
        access = SDL_TEXTUREACCESS_STATIC
    }

    /// Replaces `rect` of a static or streaming texture (nil: all of it) with `pixels` in its
    /// format, `pitch` bytes a row.
    func update(_ rect: SDL_Rect?, pixels: UnsafeRawPointer, pitch: Int) throws {
        let status: Int32
        if var r = rect { status = SDL_UpdateTexture(handle, &r, pixels, Int32(pitch)) } else { status = SDL_UpdateTexture(handle, nil, pixels, Int32(pitch)) }
        try SDLError.check(status, "SDL_UpdateTexture")
    }

    /// Sets how the texture combines with the target, its alpha and colour modulation, in one place.
    /// The setters fail only for an invalid texture or a blend mode the renderer lacks; these are
    /// SDL's built-in modes, which every renderer has, so their codes are not checked.
    func prepare(blend: SDL_BlendMode, alpha: UInt8 = 255, color: (UInt8, UInt8, UInt8) = (255, 255, 255)) {
        SDL_SetTextureBlendMode(handle, blend)
        SDL_SetTextureAlphaMod(handle, alpha)
        SDL_SetTextureColorMod(handle, color.0, color.1, color.2)
    }

    /// Whether the texture is sampled bilinearly.
    var isLinear: Bool {
        var mode = SDL_ScaleModeNearest
        return SDL_GetTextureScaleMode(handle, &mode) == 0 && mode == SDL_ScaleModeLinear
    }

    /// Bilinear (`true`) or nearest-neighbour sampling when stretched. SDL's OpenGL renderer binds
    /// the texture to set this, at once, while the commands queued before still wait to be run: they
    /// are run first here, and nothing is done when the mode is already right. The texture should
    /// then be drawn before any other (SDL still believes the texture it bound last is bound).
    /// The mode itself is not checked: SDL fails it only for an invalid texture or a mode outside
    /// the enum.
    func setLinear(_ linear: Bool) throws {
        guard isLinear != linear else { return }
        try renderer.flush()
        SDL_SetTextureScaleMode(handle, linear ? SDL_ScaleModeLinear : SDL_ScaleModeNearest)
    }

    /// A render-target texture, written once (`touch`).
    static func target(renderer: SDLRenderer, width: Int, height: Int,
                       format: SDL_PixelFormatEnum = SDL_PIXELFORMAT_ARGB8888) throws -> SDLTexture {
        let t = try SDLTexture(renderer: renderer, format: format, access: SDL_TEXTUREACCESS_TARGET, width: width, height: height)
        try t.touch()
        return t
    }

    /// Clears a target texture once, so its memory is written (and mapped) before a frame needs
    /// it. Leaves the renderer's target and clip as they were.
    func touch() throws {
        try renderer.withTarget(self, clip: nil) {
            renderer.setDrawColor(SDL_Color(r: 0, g: 0, b: 0, a: 0), blend: SDL_BLENDMODE_NONE)
            try renderer.clear()
        }
    }

    isolated deinit { SDL_DestroyTexture(handle) }
}
