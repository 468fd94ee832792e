import CSDL2
import SimKit

/// Textured drawing: images inside rounded clips, text, shadows and the backdrop blur.
extension DisplayListRenderer {
    /// Draws `src` of `texture` stretched onto `dest` (pixels), visible only inside `shape`.
    /// Straight bands are plain copies under a clip rect (fast on every renderer and an exact
    /// match for one another); the four corners are textured geometry with a feathered rim.
    func drawTexture(_ texture: SDLTexture, src: SDL_Rect, dest: SDL_FRect, shape: PixelRoundedRect,
                     alpha: UInt8, translucent: Bool) throws {
        guard dest.w > 0, dest.h > 0, !shape.isEmpty, alpha > 0 else { return }
        let s = src, d = dest
        let uv = UVMap(x0: dest.x, y0: dest.y, tx0: Float(src.x), ty0: Float(src.y), sx: Float(src.w) / dest.w,
                       sy: Float(src.h) / dest.h, tw: Float(texture.width), th: Float(texture.height))
        // Nothing outside `dest` is drawn, so texture coordinates never leave the source rect.
        try withClip(x: dest.x.rounded(.up), y: dest.y.rounded(.up),
                     w: (dest.x + dest.w).rounded(.down) - dest.x.rounded(.up),
                     h: (dest.y + dest.h).rounded(.down) - dest.y.rounded(.up)) {
            // Opaque texels: corners composited apart (`RoundedImageCorners`), tiling the bands
            // exactly, so the bands do not reach into them.
            let composited = !translucent && shape.r > 0
            texture.prepare(blend: translucent || alpha < 255 ? SDL_BLENDMODE_BLEND : SDL_BLENDMODE_NONE, alpha: alpha)
            try shape.forEachBand(overlap: !translucent && alpha == 255 && !composited) { x, y, w, h in
                try withClip(x: x, y: y, w: w, h: h) {
                    if alpha < 255, try fadedCopy(texture, src: s, dest: d, alpha: alpha) { return }
                    try renderer.copy(texture, from: s, to: d)
                }
            }
            guard shape.r > 0 else { return }
            if composited {
                return try imageCorners.draw(texture, src: s, dest: d, shape: shape, alpha: alpha, discs: corners,
                                             renderer: renderer)
            }
            // Vertex alpha carries the opacity for geometry, so the texture's own modulation is off.
            texture.prepare(blend: SDL_BLENDMODE_BLEND)
            batch.appendCorners(shape, SDL_Color(r: 255, g: 255, b: 255, a: alpha), uv: uv)
            try batch.flush(renderer, texture: texture, blend: SDL_BLENDMODE_BLEND)
        }
    }

    func image(_ name: String, dest: Rect, clip shape: RoundedRect, alpha: Double) throws {
        guard alpha > 0, let image = images.image(named: name) else { return }
        let t = image.texture
        try drawStretched(t, src: SDL_Rect(x: 0, y: 0, w: Int32(t.width), h: Int32(t.height)), as: .image(name), onto: dest,
                          shape: shape, alpha: Color.byte(alpha), translucent: image.translucent)
    }

    /// Draws `src` of `texture` stretched onto `dest` (points) inside `shape`, on whole pixels, so
    /// the copies are unscaled (SDL's software renderer would truncate a size of 699.6 to 699 and
    /// stretch), a different size stretched once and kept as `source` (see ScaledImageCache).
    func drawStretched(_ texture: SDLTexture, src: SDL_Rect, as source: ScaledImageCache.Key.Source, onto dest: Rect,
                       shape: RoundedRect, alpha: UInt8, translucent: Bool) throws {
        var t = texture, from = src
        let s = Float(scale)
        var d = SDL_FRect(x: Float(dest.minX) * s, y: Float(dest.minY) * s, w: Float(dest.width) * s, h: Float(dest.height) * s)
        let w = Int(d.w.rounded()), h = Int(d.h.rounded())
        if w > 0, h > 0 {
            d = SDL_FRect(x: Float(dest.minX.pixel(at: scale)), y: Float(dest.minY.pixel(at: scale)), w: Float(w), h: Float(h))
            if w != Int(src.w) || h != Int(src.h) {
                t = try scaledImages.texture(for: .init(source: source, width: w, height: h), image: texture, src: src, renderer: renderer)
                from = SDL_Rect(x: 0, y: 0, w: Int32(w), h: Int32(h))
            }
        }
        try drawTexture(t, src: from, dest: d, shape: PixelRoundedRect(shape, scale: scale), alpha: alpha, translucent: translucent)
    }

    func text(_ run: TextRun) throws {
        let alpha = Color.byte(run.color.a)
        guard alpha > 0, run.scale > 0, let (t, ink) = try texts.texture(for: run, fonts: fonts, renderer: renderer) else { return }
        t.prepare(blend: SDL_BLENDMODE_BLEND, alpha: alpha)
        guard run.scale == 1 else {
            let d = SDL_FRect(x: Float(run.origin.x * scale), y: Float(run.origin.y * scale),
                              w: Float(Double(t.width) * run.scale), h: Float(Double(t.height) * run.scale))
            return try renderer.copy(t, from: nil, to: d)
        }
        // Unscaled text stays on the pixel grid: crisp. Only its rows with ink are copied; the
        // others are transparent, so the pixels are the same.
        guard !ink.isEmpty else { return }
        let src = SDL_Rect(x: 0, y: Int32(ink.lowerBound), w: Int32(t.width), h: Int32(ink.count))
        let d = SDL_FRect(x: Float(run.origin.x.pixel(at: scale)), y: Float(run.origin.y.pixel(at: scale)) + Float(ink.lowerBound),
                          w: Float(t.width), h: Float(ink.count))
        try renderer.copy(t, from: src, to: d)
    }

    /// `hidden`: pixel rects painted opaque right after, so the part of the shadow under them can be skipped.
    func shadow(_ rr: RoundedRect, blur: Double, offset: Point, color: Color, hidden: [SDL_Rect]) throws {
        let moved = RoundedRect(rr.rect.offsetBy(dx: offset.x, dy: offset.y), radius: rr.radius)
        let blurPixels = coverage.shadowBlurPixels(blur)
        guard blurPixels >= 1 else { return try fill(moved, color) }
        let c = color.sdl()
        let p = PixelRoundedRect(moved, scale: scale)
        guard c.a > 0, !p.isEmpty else { return }
        let mask = try shadows.mask(blur: blurPixels, radius: Int(p.r), color: c, renderer: renderer)
        try shadows.draw(mask, x0: Int(p.x0), y0: Int(p.y0), x1: Int(p.x1), y1: Int(p.y1), color: c, hidden: hidden,
                     renderer: renderer)
    }

    /// `slot`: which backdrop of the frame this is; `key`: identifies what is drawn under it, so an
    /// unchanged backdrop (a presented card's blurred list) is not blurred again.
    /// `pieces`: the only pixel rects where it shows (nil: everywhere).
    func backdropBlur(_ area: RoundedRect, radius: Double, tint: Color, alpha: Double, slot: Int, key: Int,
                      pieces: [SDL_Rect]?) throws {
        let a = Color.byte(alpha)
        let shape = PixelRoundedRect(area, scale: scale)
        // Only what this pass draws can be read: a blur reaching past a layer's raster (a close
        // button hanging over a shrinking story's edge) would read what the slot held before.
        guard let bounds = FramePlan.intersect(coverage.touched(area.rect), pass.bound ?? coverage.target), a > 0 else { return }
        let backdrop = backdrop(slot: slot)
        // Faded, or large enough to be kept over several frames: keep the result at full size, so
        // each frame draws it with an unscaled copy rather than a stretch.
        let large = coverage.isLargeBlur(area)
        let (texture, src) = try backdrop.blur(bounds, radius: radius * scale, tint: tint.sdl(),
                                                      upscale: a < 255 || large, key: key)
        let dest = SDL_FRect(x: Float(bounds.x), y: Float(bounds.y), w: Float(bounds.w), h: Float(bounds.h))
        guard let pieces else { return try drawTexture(texture, src: src, dest: dest, shape: shape, alpha: a, translucent: false) }
        for piece in pieces {
            try withClip(piece) { try drawTexture(texture, src: src, dest: dest, shape: shape, alpha: a, translucent: false) }
        }
    }
}
