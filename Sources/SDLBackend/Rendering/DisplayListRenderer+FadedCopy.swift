import CSDL2

/// Faded copies on the software renderer computed in memory (see `FadedCopy`).
extension DisplayListRenderer {
    /// Rows of a faded texture read at a time: a buffer of a few hundred kilobytes rather than a
    /// screen's worth (memory is the tour's budget).
    static let fadedCopyRows = 128

    /// Does what `SDL_RenderCopyF(texture, src, dest)` does for a texture set to blend faded by
    /// `alpha`, within the pass's clip, with the same pixels, and returns true; or returns false,
    /// having drawn nothing, where it cannot: on a GPU, into a target texture (whose memory SDL
    /// does not show), from a texture that is not a render target in ARGB8888 (only those can be
    /// read), or for a stretched or fractional copy.
    func fadedCopy(_ texture: SDLTexture, src: SDL_Rect, dest: SDL_FRect, alpha: UInt8) throws -> Bool {
        guard fadesInMemory, isSoftware, alpha < 255, let surface, SDL_GetRenderTarget(renderer) == nil,
              let pixels = surface.pointee.pixels, surface.pointee.format.pointee.format == SDL_PIXELFORMAT_ARGB8888.rawValue,
              dest.x.rounded() == dest.x, dest.y.rounded() == dest.y, Int32(dest.w) == src.w, Int32(dest.h) == src.h,
              Float(src.w) == dest.w, Float(src.h) == dest.h else { return false }
        var format: UInt32 = 0, access: Int32 = 0
        guard SDL_QueryTexture(texture.handle, &format, &access, nil, nil) == 0, format == SDL_PIXELFORMAT_ARGB8888.rawValue,
              access == Int32(SDL_TEXTUREACCESS_TARGET.rawValue) else { return false }
        let d = SDL_Rect(x: Int32(dest.x), y: Int32(dest.y), w: src.w, h: src.h)
        let screen = SDL_Rect(x: 0, y: 0, w: surface.pointee.w, h: surface.pointee.h)
        guard let t = FramePlan.intersect(d, FramePlan.intersect(pass.clip ?? pass.bound ?? screen, screen)) else { return true }
        // What SDL still has queued lands on the surface first.
        try SDLError.check(SDL_RenderFlush(renderer), "SDL_RenderFlush(faded copy)")
        fadedReadbacks += 1
        let width = Int(t.w), chunk = Self.fadedCopyRows
        if fadedRows.count < width * chunk { fadedRows = [UInt32](repeating: 0, count: width * chunk) }
        let pitch = Int(surface.pointee.pitch) / 4
        let target = pixels.assumingMemoryBound(to: UInt32.self)
        var row = 0
        while row < Int(t.h) {
            let n = min(chunk, Int(t.h) - row)
            var from = SDL_Rect(x: src.x + t.x - d.x, y: src.y + t.y - d.y + Int32(row), w: t.w, h: Int32(n))
            try fadedRows.withUnsafeMutableBufferPointer { buffer in
                try withTarget(texture.handle, clip: nil, on: renderer) {
                    try SDLError.check(SDL_RenderReadPixels(renderer, &from, SDL_PIXELFORMAT_ARGB8888.rawValue, buffer.baseAddress,
                                                            Int32(width * 4)), "SDL_RenderReadPixels(faded copy)")
                }
                FadedCopy.blend(buffer.baseAddress!, srcPitch: width, over: target + (Int(t.y) + row) * pitch + Int(t.x),
                                dstPitch: pitch, width: width, height: n, alpha: alpha)
            }
            row += n
        }
        return true
    }
}
