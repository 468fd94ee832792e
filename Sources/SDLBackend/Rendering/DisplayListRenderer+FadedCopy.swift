import CSDL2

/// SDL's software blends computed in memory (see `FadedCopy`): faded copies and translucent fills.
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
        guard !isPlain, alpha < 255, dest.x.rounded() == dest.x, dest.y.rounded() == dest.y,
              Int32(dest.w) == src.w, Int32(dest.h) == src.h, Float(src.w) == dest.w, Float(src.h) == dest.h,
              Self.isReadableARGB(texture) else { return false }
        let d = SDL_Rect(x: Int32(dest.x), y: Int32(dest.y), w: src.w, h: src.h)
        return try blendInMemory(d, readsSource: true) { rect, row, pixels, pitch, source in
            // The copy's rows that land on `rect`'s `row`…, read from the texture.
            var from = SDL_Rect(x: src.x + rect.x - d.x, y: src.y + rect.y - d.y + Int32(row), w: rect.w, h: 0)
            from.h = Int32(source.count / Int(rect.w))
            try renderer.withTarget(texture, clip: nil) {
                try renderer.readPixels(from, format: SDL_PIXELFORMAT_ARGB8888, into: source.baseAddress!, pitch: Int(rect.w) * 4)
            }
            FadedCopy.blend(source.baseAddress!, srcPitch: Int(rect.w), over: pixels, dstPitch: pitch, width: Int(rect.w),
                            height: Int(from.h), alpha: alpha)
        }
    }

    /// Does what `SDL_RenderFillRect(rect)` does in `color` (alpha below 255) with SDL's blend,
    /// with the same pixels, and returns true; or returns false, having drawn nothing, where it
    /// cannot (see `fadedCopy`). SDL fills a translucent rect a pixel at a time through its generic
    /// blend, many times slower a pixel than an opaque fill: a card's text scrims were a large part
    /// of a transition frame that way (`cardsim bench --scrub --profile`, fill; docs/rendering.md).
    func translucentFill(_ rect: SDL_Rect, _ color: SDL_Color) throws -> Bool {
        guard !isPlain, color.a < 255, Int(rect.w) * Int(rect.h) >= Self.smallestBlendInMemory else { return false }
        let argb = UInt32(color.a) << 24 | UInt32(color.r) << 16 | UInt32(color.g) << 8 | UInt32(color.b)
        return try blendInMemory(rect, readsSource: false) { rect, _, pixels, pitch, source in
            FadedCopy.fill(argb, over: pixels, pitch: pitch, width: Int(rect.w), height: source.count / Int(rect.w))
        }
    }

    /// Below this many pixels a blend in memory costs more in setting up than it saves.
    static let smallestBlendInMemory = 1024

    /// Runs `blend` over `rect` ∩ the pass's clip on the current target, in strips of rows: with
    /// the strip's rect, its first row (from the clipped rect's top), the pixels to blend onto (in
    /// place) and their pitch, and a buffer of the strip's size for the source. The target is the
    /// software surface, written in place (a headless frame), or a target texture (the window's
    /// frame, a layer's raster), whose strips are read, blended and written back: SDL's software
    /// textures are memory, so each of those is a copy. Returns false, having done nothing, for a
    /// target it cannot read. `readsSource`: `blend` reads pixels back too (counted in `readbacks`).
    private func blendInMemory(_ rect: SDL_Rect, readsSource: Bool, _ blend: (SDL_Rect, Int, UnsafeMutablePointer<UInt32>, Int,
                                                             UnsafeMutableBufferPointer<UInt32>) throws -> Void) throws -> Bool {
        // Only SDL's software textures are memory to blend in.
        guard isSoftware else { return false }
        let target = renderer.target
        let bounds: SDL_Rect
        var memory: (pixels: UnsafeMutablePointer<UInt32>, pitch: Int)?
        if let target {
            guard Self.isReadableARGB(target) else { return false }
            bounds = SDL_Rect(x: 0, y: 0, w: Int32(target.width), h: Int32(target.height))
        } else {
            guard let surface, surface.format == SDL_PIXELFORMAT_ARGB8888, let m = surface.memory else { return false }
            bounds = SDL_Rect(x: 0, y: 0, w: Int32(surface.width), h: Int32(surface.height))
            memory = (m.pixels, m.stride)
        }
        guard !pass.clippedAway,
              let t = FramePlan.intersect(rect, FramePlan.intersect(pass.clip ?? pass.bound ?? bounds, bounds)) else { return true }
        // What SDL still has queued lands first.
        try renderer.flush()
        if readsSource || memory == nil { fadedReadbacks += 1 }
        let width = Int(t.w), chunk = Self.fadedCopyRows
        if fadedRows.count < 2 * width * chunk { fadedRows = [UInt32](repeating: 0, count: 2 * width * chunk) }
        var row = 0
        while row < Int(t.h) {
            let n = min(chunk, Int(t.h) - row)
            let onto = SDL_Rect(x: t.x, y: t.y + Int32(row), w: t.w, h: Int32(n))
            try fadedRows.withUnsafeMutableBufferPointer { buffer in
                let source = UnsafeMutableBufferPointer(start: buffer.baseAddress!, count: width * n)
                let under = buffer.baseAddress! + width * chunk
                if let memory {
                    try blend(t, row, memory.pixels + Int(onto.y) * memory.pitch + Int(onto.x), memory.pitch, source)
                } else if let target {
                    try renderer.readPixels(onto, format: SDL_PIXELFORMAT_ARGB8888, into: under, pitch: width * 4)
                    try blend(t, row, under, width, source)
                    try target.update(onto, pixels: under, pitch: width * 4)
                }
            }
            row += n
        }
        return true
    }

    /// Whether `texture` is a render target in ARGB8888: one whose pixels can be read back.
    private static func isReadableARGB(_ texture: SDLTexture) -> Bool {
        texture.format == SDL_PIXELFORMAT_ARGB8888 && texture.access == SDL_TEXTUREACCESS_TARGET
    }
}
