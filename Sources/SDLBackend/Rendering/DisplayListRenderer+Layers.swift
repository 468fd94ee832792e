import CSDL2
import SimKit

/// `.layer` commands: a subtree drawn once into a raster at the output scale, then stretched onto
/// the screen inside its rounded shape like an image.
extension DisplayListRenderer {
    func layer(_ l: RasterizedLayer) throws {
        let a = Color.byte(l.alpha)
        let w = Int((l.size.width * scale).rounded(.up)), h = Int((l.size.height * scale).rounded(.up))
        guard a > 0, w > 0, h > 0 else { return }
        let (raster, id) = try rasters.texture(for: Raster(width: w, height: h, content: l.content), width: w, height: h,
                                                renderer: renderer) { target in
            try rasterize(l.content, into: target, width: w, height: h)
        }
        try drawStretched(raster, src: SDL_Rect(x: 0, y: 0, w: Int32(w), h: Int32(h)), as: .raster(id), onto: l.dest,
                          shape: l.clip, alpha: a, translucent: !l.isOpaque)
    }

    /// Draws `content` into the top-left `width × height` pixels of `target`, on a transparent
    /// background, as a frame of its own; the frame being drawn carries on afterwards as it was.
    private func rasterize(_ content: [DrawCommand], into target: SDLTexture, width: Int, height: Int) throws {
        // The raster's rect plays the frame's part: nothing outside it is drawn or read. No
        // profile: the raster's time counts as the layer's, not again per command.
        let raster = PassState(bound: SDL_Rect(x: 0, y: 0, w: Int32(width), h: Int32(height)), isRasterizing: true)
        // A linear stretch of the raster samples the texels just past its right and bottom edges:
        // they are made transparent, as a fresh slot's are, not left as the slot's last drawing.
        try withTarget(target.handle, clip: nil, on: renderer) {
            setDrawColor(SDL_Color(r: 0, g: 0, b: 0, a: 0), blend: SDL_BLENDMODE_NONE, on: renderer)
            var column = SDL_Rect(x: Int32(width), y: 0, w: 1, h: Int32(min(height + 1, target.height)))
            var row = SDL_Rect(x: 0, y: Int32(height), w: Int32(min(width + 1, target.width)), h: 1)
            if width < target.width { try SDLError.check(SDL_RenderFillRect(renderer, &column), "SDL_RenderFillRect(raster edge)") }
            if height < target.height { try SDLError.check(SDL_RenderFillRect(renderer, &row), "SDL_RenderFillRect(raster edge)") }
        }
        try withPass(raster, into: target) {
            try drawPass(placingScrolledContent(content), clearColor: Color(r: 0, g: 0, b: 0, a: 0))
        }
    }
}
