import CSDL2

/// What the renderer draws with: fills, texture copies, triangles, the clip, and reading pixels
/// back. Thin: one SDL call each, no allocation; a status SDL reports as failure throws its
/// `SDL_GetError()`.
extension SDLRenderer {
    /// Sets the colour and blend mode that fills and clears use. Not checked: SDL fails these only for
    /// an invalid renderer or a blend mode the renderer lacks, and these are SDL's built-in modes,
    /// which every renderer has (the same reason as `SDLTexture.prepare`).
    func setDrawColor(_ c: SDL_Color, blend: SDL_BlendMode) {
        SDL_SetRenderDrawBlendMode(handle, blend)
        SDL_SetRenderDrawColor(handle, c.r, c.g, c.b, c.a)
    }

    /// Fills the whole target with the draw colour, ignoring the clip.
    func clear() throws { try SDLError.check(SDL_RenderClear(handle), "SDL_RenderClear") }

    /// Fills `rect` (pixels) with the draw colour, within the clip.
    func fill(_ rect: SDL_Rect) throws {
        var r = rect
        try SDLError.check(SDL_RenderFillRect(handle, &r), "SDL_RenderFillRect")
    }

    /// Fills `rect` (fractional pixels) with the draw colour, within the clip.
    func fill(_ rect: SDL_FRect) throws {
        var r = rect
        try SDLError.check(SDL_RenderFillRectF(handle, &r), "SDL_RenderFillRectF")
    }

    /// Copies all of `texture` onto `dest` (nil: the whole target), as the texture is prepared.
    func copy(_ texture: SDLTexture, to dest: SDL_Rect? = nil) throws {
        let status: Int32
        if var d = dest { status = SDL_RenderCopy(handle, texture.handle, nil, &d) } else { status = SDL_RenderCopy(handle, texture.handle, nil, nil) }
        try SDLError.check(status, "SDL_RenderCopy")
    }

    /// Copies `src` of `texture` onto `dest`, stretched when their sizes differ.
    func copy(_ texture: SDLTexture, from src: SDL_Rect, to dest: SDL_Rect) throws {
        var s = src, d = dest
        try SDLError.check(SDL_RenderCopy(handle, texture.handle, &s, &d), "SDL_RenderCopy")
    }

    /// Copies `src` of `texture` (nil: all of it) onto `dest`, in fractional pixels.
    func copy(_ texture: SDLTexture, from src: SDL_Rect?, to dest: SDL_FRect) throws {
        var d = dest
        let status: Int32
        if var s = src { status = SDL_RenderCopyF(handle, texture.handle, &s, &d) } else { status = SDL_RenderCopyF(handle, texture.handle, nil, &d) }
        try SDLError.check(status, "SDL_RenderCopyF")
    }

    /// Draws the triangles `indices` picks from `vertices`, textured by `texture` (nil: the
    /// vertices' colours, blended with the draw blend mode).
    func drawGeometry(_ texture: SDLTexture?, vertices: [SDL_Vertex], indices: [Int32]) throws {
        let status = vertices.withUnsafeBufferPointer { v in
            indices.withUnsafeBufferPointer { i in
                SDL_RenderGeometry(handle, texture?.handle, v.baseAddress, Int32(v.count), i.baseAddress, Int32(i.count))
            }
        }
        try SDLError.check(status, "SDL_RenderGeometry")
    }

    /// Sets the blend mode of untextured triangles and fills. Not checked, as `setDrawColor`.
    func setDrawBlendMode(_ blend: SDL_BlendMode) { SDL_SetRenderDrawBlendMode(handle, blend) }

    /// Limits drawing to `rect` (nil: the whole target). SDL keeps one clip, and drops it when the
    /// target changes: `withTarget` puts it back.
    func setClip(_ rect: SDL_Rect?) throws {
        let status: Int32
        if var r = rect { status = SDL_RenderSetClipRect(handle, &r) } else { status = SDL_RenderSetClipRect(handle, nil) }
        try SDLError.check(status, "SDL_RenderSetClipRect")
    }

    /// Runs what SDL has queued, so what comes next (a texture's filtering, memory read directly)
    /// sees it done.
    func flush() throws { try SDLError.check(SDL_RenderFlush(handle), "SDL_RenderFlush") }

    /// Shows what was drawn into the window or surface. SDL reports nothing.
    func present() { SDL_RenderPresent(handle) }

    /// Reads `rect` of the target (nil: all of it) into `pixels` in `format`, `pitch` bytes a row.
    /// On a GPU this waits for every queued command.
    func readPixels(_ rect: SDL_Rect?, format: SDL_PixelFormatEnum, into pixels: UnsafeMutableRawPointer, pitch: Int) throws {
        let status: Int32
        if var r = rect {
            status = SDL_RenderReadPixels(handle, &r, format.rawValue, pixels, Int32(pitch))
        } else {
            status = SDL_RenderReadPixels(handle, nil, format.rawValue, pixels, Int32(pitch))
        }
        try SDLError.check(status, "SDL_RenderReadPixels")
    }
}
