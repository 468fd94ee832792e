import CSDL2

/// Faded copies on the software renderer computed in memory (see `FadedCopy`).
extension DisplayListRenderer {
    /// Rows of a faded copy handled at a time: buffers of a few hundred kilobytes rather than a
    /// screen's worth (memory is the tour's budget).
    static let fadedCopyRows = 128

    /// Does what `SDL_RenderCopyF(texture, src, dest)` does for a texture set to blend faded by
    /// `alpha`, within the pass's clip, with the same pixels, and returns true; or returns false,
    /// having drawn nothing, where it cannot: on a GPU, from a texture that is not a render target
    /// in ARGB8888 (only those can be read), onto a target in another format, or for a stretched
    /// or fractional copy; nor in the plain render, which keeps SDL's blit as the reference.
    ///
    /// The target is the software surface, written in place (a headless frame), or a target
    /// texture (the window's frame, a layer's raster), whose strips are read, blended and written
    /// back: SDL's software textures are memory, so each of those is a copy.
    func fadedCopy(_ texture: SDLTexture, src: SDL_Rect, dest: SDL_FRect, alpha: UInt8) throws -> Bool {
        guard !isPlain, isSoftware, alpha < 255, dest.x.rounded() == dest.x, dest.y.rounded() == dest.y,
              Int32(dest.w) == src.w, Int32(dest.h) == src.h, Float(src.w) == dest.w, Float(src.h) == dest.h,
              Self.isReadableARGB(texture.handle) else { return false }
        let target = SDL_GetRenderTarget(renderer)
        let bounds: SDL_Rect
        var memory: (pixels: UnsafeMutablePointer<UInt32>, pitch: Int)?
        if let target {
            var w: Int32 = 0, h: Int32 = 0
            guard Self.isReadableARGB(target), SDL_QueryTexture(target, nil, nil, &w, &h) == 0 else { return false }
            bounds = SDL_Rect(x: 0, y: 0, w: w, h: h)
        } else {
            guard let surface, let pixels = surface.pointee.pixels,
                  surface.pointee.format.pointee.format == SDL_PIXELFORMAT_ARGB8888.rawValue else { return false }
            bounds = SDL_Rect(x: 0, y: 0, w: surface.pointee.w, h: surface.pointee.h)
            memory = (pixels.assumingMemoryBound(to: UInt32.self), Int(surface.pointee.pitch) / 4)
        }
        let d = SDL_Rect(x: Int32(dest.x), y: Int32(dest.y), w: src.w, h: src.h)
        guard let t = FramePlan.intersect(d, FramePlan.intersect(pass.clip ?? pass.bound ?? bounds, bounds)) else { return true }
        // What SDL still has queued lands first.
        try SDLError.check(SDL_RenderFlush(renderer), "SDL_RenderFlush(faded copy)")
        fadedReadbacks += 1
        let width = Int(t.w), chunk = Self.fadedCopyRows
        if fadedRows.count < 2 * width * chunk { fadedRows = [UInt32](repeating: 0, count: 2 * width * chunk) }
        var row = 0
        while row < Int(t.h) {
            let n = min(chunk, Int(t.h) - row)
            var from = SDL_Rect(x: src.x + t.x - d.x, y: src.y + t.y - d.y + Int32(row), w: t.w, h: Int32(n))
            var onto = SDL_Rect(x: t.x, y: t.y + Int32(row), w: t.w, h: Int32(n))
            try fadedRows.withUnsafeMutableBufferPointer { buffer in
                let source = buffer.baseAddress!, under = source + width * chunk
                try withTarget(texture.handle, clip: nil, on: renderer) {
                    try SDLError.check(SDL_RenderReadPixels(renderer, &from, SDL_PIXELFORMAT_ARGB8888.rawValue, source, Int32(width * 4)),
                                       "SDL_RenderReadPixels(faded copy)")
                }
                if let memory {
                    FadedCopy.blend(source, srcPitch: width, over: memory.pixels + Int(onto.y) * memory.pitch + Int(onto.x),
                                    dstPitch: memory.pitch, width: width, height: n, alpha: alpha)
                } else if let target {
                    try SDLError.check(SDL_RenderReadPixels(renderer, &onto, SDL_PIXELFORMAT_ARGB8888.rawValue, under, Int32(width * 4)),
                                       "SDL_RenderReadPixels(faded copy)")
                    FadedCopy.blend(source, srcPitch: width, over: under, dstPitch: width, width: width, height: n, alpha: alpha)
                    try SDLError.check(SDL_UpdateTexture(target, &onto, under, Int32(width * 4)), "SDL_UpdateTexture(faded copy)")
                }
            }
            row += n
        }
        return true
    }

    /// Whether `texture` is a render target in ARGB8888: one whose pixels can be read back.
    private static func isReadableARGB(_ texture: OpaquePointer) -> Bool {
        var format: UInt32 = 0, access: Int32 = 0
        return SDL_QueryTexture(texture, &format, &access, nil, nil) == 0 && format == SDL_PIXELFORMAT_ARGB8888.rawValue
            && access == Int32(SDL_TEXTUREACCESS_TARGET.rawValue)
    }
}
