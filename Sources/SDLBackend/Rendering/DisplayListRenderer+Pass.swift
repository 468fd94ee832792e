import CSDL2

/// The state a drawing pass runs under, as one value: set for a frame's pass (or each band of
/// rows drawn again), for a layer's raster inside it, and narrowed for a clipped copy, then put
/// back whole. SDL keeps one clip rect for all targets, so the scopes apply it again on the way out.
extension DisplayListRenderer {
    struct PassState {
        /// The pixels being drawn (rows drawn again, or a layer's raster); nil: the whole target.
        var bound: SDL_Rect?
        /// The clip in effect, in pixels, within `bound`; nil: none.
        var clip: SDL_Rect?
        /// True after a `.clip` with an empty rect: nothing draws until the next `.clip`.
        var clippedAway = false
        /// True while a layer's raster is drawn: the frame's prefix snapshot is left alone.
        var isRasterizing = false
        /// Where drawing time is counted; nil in a raster, whose time is its layer's.
        var profile: RenderProfile?
    }

    /// Runs `body` under `state`, drawing into `target` when one is given (`withTarget`), then
    /// puts back the pass state and SDL's clip as they were, even when `body` throws.
    func withPass<T>(_ state: PassState, into target: SDLTexture? = nil, _ body: () throws -> T) throws -> T {
        let saved = pass
        pass = state
        defer {
            pass = saved
            // Putting back a clip that was set a moment ago; the body's failure is the one to report.
            try? applyClip()
        }
        guard let target else {
            try applyClip()
            return try body()
        }
        return try renderer.withTarget(target, clip: state.clip, body)
    }

    /// Runs `body` with the clip narrowed to `rect` ∩ the pass's clip; skips it when that is empty.
    func withClip(_ rect: SDL_Rect, _ body: () throws -> Void) throws {
        guard let r = FramePlan.intersect(rect, pass.clip) else { return }
        var state = pass
        state.clip = r
        try withPass(state, body)
    }

    /// `withClip` for a rect of float pixel edges, each rounded to the nearest whole pixel.
    func withClip(x: Float, y: Float, w: Float, h: Float, _ body: () throws -> Void) throws {
        try withClip(SDL_Rect(x: Int32(x.rounded()), y: Int32(y.rounded()), w: Int32(w.rounded()), h: Int32(h.rounded())), body)
    }

    /// Sets the display list's clip (pixels; nil: none) within the pass's bound. An empty rect
    /// hides everything after it, because SDL would treat an empty clip rect as "no clipping".
    func setClip(_ rect: SDL_Rect?) throws {
        pass.clip = rect.map { FramePlan.intersect($0, pass.bound) ?? SDL_Rect() } ?? pass.bound
        pass.clippedAway = rect.map { $0.w <= 0 || $0.h <= 0 } ?? false
        try applyClip()
    }

    /// Gives SDL the pass's clip.
    private func applyClip() throws {
        try renderer.setClip(pass.clippedAway ? nil : pass.clip)
    }
}
