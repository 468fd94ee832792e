import CSDL2

/// The GPU pipeline: every step is a copy between render targets, so the frame's pixels never
/// leave the GPU. The blurred area ends in the middle of `padded[0]`, with a border of `pad`
/// texels that holds its edges spread outwards, so the stretch back samples the edge past it.
extension BackdropBlur {
    /// Blurs `area` of `source` (the frame's target texture) into `padded[0]` at `paddedRect`.
    func blurOnGPU(_ area: SDL_Rect, source: SDLTexture, radius: Double, tint: SDL_Color) throws {
        resultKey = nil
        computations += 1
        let factor = Self.factor(forRadius: radius)
        let r = Self.boxRadius(forRadius: radius, factor: factor)
        let pad = Self.padding(boxRadius: r)
        var sizes: [(Int, Int)] = []
        var (w, h) = (Int(area.w), Int(area.h))
        for _ in 0..<factor.trailingZeroBitCount { (w, h) = ((w + 1) / 2, (h + 1) / 2); sizes.append((w, h)) }
        try makeTargets(halves: sizes.dropLast(), paddedWidth: w + 2 * pad, paddedHeight: h + 2 * pad)
        try source.setLinear(true)
        // One scope for the whole pipeline: the renderer's target, clip and blend are put back once
        // at the end, not after every step.
        try renderer.withTarget(padded[0], clip: nil) {
            try blurSteps(area, source: source, sizes: sizes, pad: pad, r: r, tint: tint)
        }
        paddedRect = SDL_Rect(x: Int32(pad), y: Int32(pad), w: Int32(w), h: Int32(h))
    }

    /// The pipeline's steps, each drawing into the target it sets. No texture's filtering changes
    /// here: SDL's OpenGL renderer binds a texture to set it, behind the back of the commands it
    /// has queued, which then sampled the wrong texture. The halves and the result filter linearly,
    /// the two working targets by nearest texel (set when they are made).
    private func blurSteps(_ area: SDL_Rect, source: SDLTexture, sizes: [(Int, Int)], pad: Int, r: Int,
                           tint: SDL_Color) throws {
        let result = padded[0], b = padded[1], c = padded[2]
        let (sw, sh) = sizes.last!, (pw, ph) = (sw + 2 * pad, sh + 2 * pad)

        // 1. Halve with linear filtering: each texel the mean of four.
        source.prepare(blend: SDL_BLENDMODE_NONE)
        var from = source, fromRect = area
        for (k, size) in sizes.enumerated() {
            let last = k == sizes.count - 1
            let to = last ? b : halves[k]
            let dst = SDL_Rect(x: last ? Int32(pad) : 0, y: last ? Int32(pad) : 0, w: Int32(size.0), h: Int32(size.1))
            try copy(from, fromRect, into: to, dst)
            to.prepare(blend: SDL_BLENDMODE_NONE)
            from = to
            fromRect = SDL_Rect(x: 0, y: 0, w: Int32(size.0), h: Int32(size.1))
        }

        // 2. The edges spread into the border: columns into c, then rows back into b.
        let p = Int32(pad), w32 = Int32(sw), h32 = Int32(sh), pw32 = Int32(pw)
        try copies(from: b, into: c, [
            (SDL_Rect(x: p, y: p, w: w32, h: h32), SDL_Rect(x: p, y: p, w: w32, h: h32)),
            (SDL_Rect(x: p, y: p, w: 1, h: h32), SDL_Rect(x: 0, y: p, w: p, h: h32)),
            (SDL_Rect(x: p + w32 - 1, y: p, w: 1, h: h32), SDL_Rect(x: p + w32, y: p, w: p, h: h32)),
        ])
        try copies(from: c, into: b, [
            (SDL_Rect(x: 0, y: p, w: pw32, h: h32), SDL_Rect(x: 0, y: p, w: pw32, h: h32)),
            (SDL_Rect(x: 0, y: p, w: pw32, h: 1), SDL_Rect(x: 0, y: 0, w: pw32, h: p)),
            (SDL_Rect(x: 0, y: p + h32 - 1, w: pw32, h: 1), SDL_Rect(x: 0, y: p + h32, w: pw32, h: p)),
        ])

        // 3. Three box passes each way: the running mean of 2r + 1 offset copies.
        let whole = SDL_Rect(x: 0, y: 0, w: pw32, h: Int32(ph))
        for _ in 0..<3 {
            try boxPass(from: b, into: c, whole, r: r, horizontal: true)
            try boxPass(from: c, into: b, whole, r: r, horizontal: false)
        }

        // 4. Into the result, the tint over it, and alpha made opaque (a raster's transparent
        // pixels averaged in).
        try copies(from: b, into: result, [(whole, whole)])
        let all = whole
        renderer.setDrawColor(tint, blend: SDL_BLENDMODE_BLEND)
        try renderer.fill(all)
        renderer.setDrawColor(SDL_Color(r: 0, g: 0, b: 0, a: 255), blend: .alphaOnly)
        try renderer.fill(all)
    }

    /// Makes `texture` the target, unclipped.
    private func draw(into texture: SDLTexture) throws {
        try renderer.setTarget(texture)
        try renderer.setClip(nil)
    }

    /// One box pass: copy `k` of the 2r + 1 offsets is blended in at 1/k, so the target ends as their mean.
    private func boxPass(from: SDLTexture, into to: SDLTexture, _ whole: SDL_Rect, r: Int, horizontal: Bool) throws {
        try draw(into: to)
        renderer.setDrawColor(SDL_Color(r: 0, g: 0, b: 0, a: 0), blend: SDL_BLENDMODE_NONE)
        try renderer.clear()
        for i in 0...(2 * r) {
            let d = Int32(i - r)
            let src = whole
            let dst = SDL_Rect(x: horizontal ? d : 0, y: horizontal ? 0 : d, w: whole.w, h: whole.h)
            from.prepare(blend: i == 0 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND,
                         alpha: UInt8((255 / Double(i + 1)).rounded()))
            try renderer.copy(from, from: src, to: dst)
        }
    }

    /// Copies `src` of `from` onto `dst` of `to`.
    private func copy(_ from: SDLTexture, _ src: SDL_Rect, into to: SDLTexture, _ dst: SDL_Rect) throws {
        try draw(into: to)
        try renderer.copy(from, from: src, to: dst)
    }

    /// Copies each (source, destination) pair of rects from `from` into `to`, unblended.
    private func copies(from: SDLTexture, into to: SDLTexture, _ pairs: [(SDL_Rect, SDL_Rect)]) throws {
        from.prepare(blend: SDL_BLENDMODE_NONE)
        try draw(into: to)
        for (s, d) in pairs {
            let src = s, dst = d
            try renderer.copy(from, from: src, to: dst)
        }
    }

    /// The halving targets (linear) and the padded ones (the result, linear; two to work in,
    /// nearest), at least the sizes asked (grown, never shrunk).
    private func makeTargets(halves sizes: ArraySlice<(Int, Int)>, paddedWidth pw: Int, paddedHeight ph: Int) throws {
        for (k, size) in sizes.enumerated() {
            if k < halves.count, halves[k].width >= size.0, halves[k].height >= size.1 { continue }
            let t = try SDLTexture.target(renderer: renderer, width: max(size.0, k < halves.count ? halves[k].width : 0),
                                          height: max(size.1, k < halves.count ? halves[k].height : 0))
            try t.setLinear(true)
            if k < halves.count { halves[k] = t } else { halves.append(t) }
        }
        if let first = padded.first, first.width >= pw, first.height >= ph { return }
        let w = max(pw, padded.first?.width ?? 0), h = max(ph, padded.first?.height ?? 0)
        padded = try (0..<3).map { i in
            let t = try SDLTexture.target(renderer: renderer, width: w, height: h)
            try t.setLinear(i == 0)
            return t
        }
    }
}
