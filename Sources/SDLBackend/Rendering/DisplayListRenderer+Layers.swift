import CSDL2
import SimKit

/// `.layer` commands: a subtree drawn once into a raster at the output scale, then stretched onto
/// the screen inside its rounded shape like an image.
extension DisplayListRenderer {
    /// Rows past the visible ones that a raster also holds: a copy at a fractional position
    /// (OpenGL's linear sampling) reads the texel beside each it lands between.
    static let rasterRowMargin = 2

    func layer(_ l: RasterizedLayer) throws {
        let a = Color.byte(l.alpha)
        let w = Int((l.size.width * scale).rounded(.up)), h = Int((l.size.height * scale).rounded(.up))
        guard a > 0, w > 0, h > 0 else { return }
        let key = Raster(width: w, height: h, content: l.content)
        let (raster, id) = try rasters.texture(for: key, width: w, height: h, rows: rowsShown(l, width: w, height: h),
                                                renderer: renderer, changed: { changedRows(from: $0, to: key, size: l.size) }) { target, rows in
            let drawn = withWholeBlurs(rows, of: l.content, height: h)
            try rasterize(l.content, into: target, width: w, height: h, rows: drawn)
            return drawn
        }
        try drawStretched(raster, src: SDL_Rect(x: 0, y: 0, w: Int32(w), h: Int32(h)), as: .raster(id), onto: l.dest,
                          shape: l.clip, alpha: a, translucent: !l.isOpaque)
    }

    /// The share of a prepared layer's rows drawn in one frame. A tap's press lasts 0.08 s: the
    /// frame the finger comes down in, which draws the pressed card's raster and so draws none of
    /// this, then four more (at 60 Hz, `ScriptPlayer.tapHold`), a quarter each. What a shorter
    /// press did not reach is drawn when the layer shows.
    static let preparedFramesPerLayer = 4

    /// A layer a coming frame composites (`drawAhead`): from the second frame that names a layer
    /// of `l`'s size, draws the next rows of its raster that no slot holds yet, a quarter of its
    /// height a frame, so that the frame that composites it finds it drawn. Rows drawn ahead are
    /// drawn as `layer` would draw them (each band as if the whole raster were), so the pixels are
    /// the same. Nothing in the plain render, which keeps nothing. Returns the raster's key (nil: none to draw).
    ///
    /// A layer that changes a little every frame (the presenter under a sheet, its pressed card
    /// bouncing) is named anew each frame: its slot follows it as `layer`'s does (`changedRows`),
    /// and the rows that changed are left for the frame that composites it, which draws them
    /// anyway. Drawing them ahead too would draw the same rows every frame and never the rest.
    func prepare(_ l: RasterizedLayer, namedBefore: [Raster]) throws -> Raster? {
        let w = Int((l.size.width * scale).rounded(.up)), h = Int((l.size.height * scale).rounded(.up))
        guard culls, w > 0, h > 0, drawsInPart(width: w, height: h) else { return nil }
        let key = Raster(width: w, height: h, content: l.content)
        guard namedBefore.contains(where: { $0.width == w && $0.height == h }) else { return key }
        let step = (h + Self.preparedFramesPerLayer - 1) / Self.preparedFramesPerLayer
        let changed = { (old: Raster) in self.changedRows(from: old, to: key, size: l.size) }
        let found = rasters.rowsFound(for: key, width: w, height: h, changed: changed)
        let todo = RowBands(0..<h).subtracting(found?.held ?? RowBands()).subtracting(found?.changed ?? RowBands())
        // All drawn: asked for no rows, the slot is only marked used (and given the new key), so
        // it is kept.
        let next = todo.first(step)
        _ = try rasters.texture(for: key, width: w, height: h, rows: next, renderer: renderer, changed: changed) { target, rows in
            let drawn = withWholeBlurs(rows, of: l.content, height: h)
            try rasterize(l.content, into: target, width: w, height: h, rows: drawn)
            return drawn
        }
        return key
    }

    /// Whether a raster of `width × height` may be drawn in part: not in the plain render, and only
    /// within the screen's size, which bounds what the damage and coverage maths know of.
    private func drawsInPart(width: Int, height: Int) -> Bool { culls && width <= pixelWidth && height <= pixelHeight }

    /// The raster rows the composite can show. A layer copied at its own size (a sheet sliding up)
    /// shows only the rows over the visible part of its rect, so a sheet whose top has just come
    /// in draws that much of its story, and the rest as it rises. A stretched one shows every row
    /// (the stretch reads them all).
    private func rowsShown(_ l: RasterizedLayer, width: Int, height: Int) -> RowBands {
        let all = RowBands(0..<height)
        let top = l.dest.minY * scale
        guard drawsInPart(width: width, height: height), abs(l.dest.width * scale - Double(width)) < 0.5,
              abs(l.dest.height * scale - Double(height)) < 0.5 else { return all }
        let shown = coverage.touched(l.dest.intersection(l.clip.rect))
        guard let visible = FramePlan.intersect(shown, pass.clip ?? pass.bound ?? coverage.target), !pass.clippedAway else {
            return RowBands()
        }
        let m = Self.rasterRowMargin
        return RowBands(max(0, Int((Double(visible.y) - top).rounded(.down)) - m)
                        ..< min(height, Int((Double(visible.y + visible.h) - top).rounded(.up)) + m))
    }

    /// `rows` and the whole rows of every backdrop blur in `content` that they touch (all rows
    /// for a large one): a blur reads what lies under all of it, drawn in the same pass. Rows
    /// drawn again that a raster already held come out the same.
    private func withWholeBlurs(_ rows: RowBands, of content: [DrawCommand], height: Int) -> RowBands {
        var rows = rows
        var settled = false
        while !settled {
            settled = true
            for case let .backdropBlur(area, _, _, _) in content {
                guard coverage.isLargeBlur(area) == false else { return RowBands(0..<height) }
                let b = coverage.touched(area.rect)
                let blurRows = Int(b.y)..<min(height, Int(b.y + b.h))
                if rows.intersects(blurRows) && !rows.contains(blurRows) {
                    rows.insert(blurRows)
                    settled = false
                }
            }
        }
        return rows
    }

    /// The rows where a raster of `old` differs from one of `new` (same size): those its damage
    /// redraws (a presenter whose nested card moved: the card's rows); nil when the two differ
    /// too much to say, or by a scroll.
    private func changedRows(from old: Raster, to new: Raster, size: Size) -> RowBands? {
        guard old.width == new.width, old.height == new.height, drawsInPart(width: new.width, height: new.height),
              let d = damage(from: old.content, to: new.content, size: size), d.shift == 0 else { return nil }
        var changed = RowBands()
        for band in d.bands { changed.insert(band.y0..<band.y1) }
        return changed
    }

    /// Draws rows `rows` of `content` into the top-left `width × height` pixels of `target`, on a
    /// transparent background, each band as if the whole raster were drawn (as frames' damage
    /// is); the frame being drawn carries on afterwards as it was.
    private func rasterize(_ content: [DrawCommand], into target: SDLTexture, width: Int, height: Int, rows: RowBands) throws {
        // A linear stretch of the raster samples the texels just past its right and bottom edges:
        // they are made transparent, as a fresh slot's are, not left as the slot's last drawing.
        try renderer.withTarget(target, clip: nil) {
            renderer.setDrawColor(SDL_Color(r: 0, g: 0, b: 0, a: 0), blend: SDL_BLENDMODE_NONE)
            let column = SDL_Rect(x: Int32(width), y: 0, w: 1, h: Int32(min(height + 1, target.height)))
            let row = SDL_Rect(x: 0, y: Int32(height), w: Int32(min(width + 1, target.width)), h: 1)
            if width < target.width { try renderer.fill(column) }
            if height < target.height { try renderer.fill(row) }
        }
        let placed = placingScrolledContent(content)
        for band in rows.ranges {
            // The band plays the frame's part: nothing outside it is drawn or read. No profile:
            // the raster's time counts as the layer's, not again per command.
            let pass = PassState(bound: SDL_Rect(x: 0, y: Int32(band.lowerBound), w: Int32(width), h: Int32(band.count)),
                                 isRasterizing: true)
            try withPass(pass, into: target) {
                try drawPass(placed, clearColor: Color(r: 0, g: 0, b: 0, a: 0))
            }
        }
    }
}
