import CSDL2
import SimKit

/// `.layer` commands: a subtree drawn once into a raster at the output scale, then stretched onto
/// the screen inside its rounded shape like an image.
extension DisplayListRenderer {
    func layer(_ l: RasterizedLayer) throws {
        let a = TextCache.byte(l.alpha)
        let w = Int((l.size.width * scale).rounded(.up)), h = Int((l.size.height * scale).rounded(.up))
        guard a > 0, w > 0, h > 0 else { return }
        let (raster, id) = try rasters.texture(for: l.content, width: w, height: h, renderer: renderer) { target in
            try rasterize(l.content, into: target, width: w, height: h)
        }
        applyClip()
        let s = Float(scale)
        var d = SDL_FRect(x: Float(l.dest.minX) * s, y: Float(l.dest.minY) * s, w: Float(l.dest.width) * s, h: Float(l.dest.height) * s)
        var src = SDL_Rect(x: 0, y: 0, w: Int32(w), h: Int32(h))
        var texture = raster
        let dw = Int(d.w.rounded()), dh = Int(d.h.rounded())
        if isSoftware, dw > 0, dh > 0 {
            // As for images: whole pixels, stretched once per size, then unscaled copies.
            d = SDL_FRect(x: d.x.rounded(), y: d.y.rounded(), w: Float(dw), h: Float(dh))
            if dw != w || dh != h {
                texture = try scaledImages.texture(for: .init(source: .raster(id), width: dw, height: dh), image: raster,
                                                   src: src, renderer: renderer)
                applyClip()
                src = SDL_Rect(x: 0, y: 0, w: Int32(dw), h: Int32(dh))
            }
        } else {
            raster.setLinear(true)
        }
        try drawTexture(texture, src: src, dest: d, shape: PixelRoundedRect(l.clip, scale: scale), alpha: a,
                        translucent: !l.isOpaque)
    }

    /// Draws `content` into the top-left `width × height` pixels of `target`, on a transparent
    /// background, as a frame of its own; the frame being drawn carries on afterwards as it was.
    private func rasterize(_ content: [DrawCommand], into target: SDLTexture, width: Int, height: Int) throws {
        let frameTarget = SDL_GetRenderTarget(renderer)
        // The raster's time counts as the layer's in a profile, not again per command.
        let saved = (bound, clip, clippedAway, isRasterizing, profile)
        profile = nil
        defer {
            SDL_SetRenderTarget(renderer, frameTarget)
            (bound, clip, clippedAway, isRasterizing, profile) = saved
            applyClip()
        }
        try SDLError.check(SDL_SetRenderTarget(renderer, target.handle), "SDL_SetRenderTarget(raster)")
        // The raster's rect plays the frame's part: nothing outside it is drawn or read.
        bound = SDL_Rect(x: 0, y: 0, w: Int32(width), h: Int32(height))
        isRasterizing = true
        try drawPass(content, clearColor: Color(r: 0, g: 0, b: 0, a: 0))
    }
}
