import CSDL2

/// A real blur of what is already drawn under an area (UIVisualEffectView): scaled down, read
/// back, box-blurred and tinted on the CPU, uploaded and scaled back up. The small buffers are
/// sized for the largest area blurred so far at its downscale (a tab bar's is 0.1 MB, a screen's
/// 5 MB), the full-size result made at the screen's size on first use (`CacheBudget`).
@MainActor
final class BackdropBlur {
    let renderer: OpaquePointer
    private let width: Int, height: Int
    /// The finest downscale used.
    private static let minFactor = 2
    private var small: SDLTexture?
    private var stream: SDLTexture?
    private var full: SDLTexture?
    /// The small result again without alpha, the source of the full-size one.
    private var opaqueStream: SDLTexture?
    /// The small result, `stride` pixels a row.
    private(set) var pixels: [UInt32] = []
    /// The renderer's output surface when frames are drawn straight into it (the software
    /// canvas), read in memory; nil otherwise.
    var surface: UnsafeMutablePointer<SDL_Surface>?
    /// Where that surface is shrunk to.
    private var shrunk: SDLSurface?
    private var boxBlur = BoxBlur()
    /// What the small texture holds (the caller's content key), and the area it was taken from.
    private(set) var smallKey: Int?
    private(set) var smallRect = SDL_Rect()
    /// What the small streaming texture holds, and what the full-size texture holds.
    private var streamKey: Int?
    private var fullKey: Int?

    /// Forgets the kept result, so the next blur reads and blurs again.
    func forget() { smallKey = nil; streamKey = nil; fullKey = nil }

    /// Whether the last result was made for `key` (drawing it again reads no pixels).
    func holds(key: Int) -> Bool { smallKey == key }

    init(renderer: OpaquePointer, width: Int, height: Int) {
        self.renderer = renderer
        self.width = width
        self.height = height
    }

    /// Blurs the pixels under `area` by `radius` pixels with `tint` mixed over, and returns the
    /// texture and source rect holding the result: the small texture when not `upscale` (stretched
    /// straight onto the frame, cheapest when opaque), else a full-size copy (cheaper to fade).
    /// The same `key` as last time returns the kept result without reading or blurring again.
    func blur(_ area: SDL_Rect, radius: Double, tint: SDL_Color, upscale: Bool, key: Int) throws -> (SDLTexture, SDL_Rect) {
        if key != smallKey { try blurSmall(area, radius: radius, tint: tint, key: key) }
        guard upscale else {
            guard let stream else { throw SDLError.missingFile("backdrop textures") }
            if streamKey != key {
                var r = paddedRect
                try SDLError.check(SDL_UpdateTexture(stream.handle, &r, pixels, Int32(stride * 4)), "SDL_UpdateTexture(blur)")
                streamKey = key
            }
            stream.prepare(blend: SDL_BLENDMODE_NONE)
            stream.setLinear(true)
            return (stream, smallRect)
        }
        if key == fullKey, let full { return (full, SDL_Rect(x: 0, y: 0, w: area.w, h: area.h)) }
        return try upscaled(key: key, area: area)
    }

    /// Pixels per row of the small buffer and textures, and their rows: the largest small result so far.
    private(set) var stride = 0
    private var rows = 0

    /// Shrinks, blurs and tints `area` into `pixels` (the CPU buffer), kept as `key`.
    private func blurSmall(_ area: SDL_Rect, radius: Double, tint: SDL_Color, key: Int) throws {
        smallKey = nil
        streamKey = nil
        fullKey = nil
        let factor = radius >= 32 ? 8 : radius >= 12 ? 4 : Self.minFactor
        let sw = (Int(area.w) + factor - 1) / factor, sh = (Int(area.h) + factor - 1) / factor
        // A texel more each way: `padEdges` repeats the edge there for a GPU's stretch.
        try makeSmall(width: sw + 1, height: sh + 1)
        guard let small else { throw SDLError.missingFile("backdrop textures") }
        var src = area
        var smallRect = SDL_Rect(x: 0, y: 0, w: Int32(sw), h: Int32(sh))
        let target = SDL_GetRenderTarget(renderer)
        if target == nil, let surface, let shrunk {
            // Drawing straight into a surface (the software canvas): shrink it in memory.
            try SDLError.check(SDL_RenderFlush(renderer), "SDL_RenderFlush(blur)")
            var out = smallRect
            try SDLError.check(SDL_SoftStretchLinear(surface, &src, shrunk.handle, &out), "SDL_SoftStretchLinear(blur down)")
            let from = shrunk.handle.pointee.pixels.assumingMemoryBound(to: UInt32.self), pitch = shrunk.pitch / 4
            pixels.withUnsafeMutableBufferPointer { p in
                for y in 0..<sh { (p.baseAddress! + y * stride).update(from: from + y * pitch, count: sw) }
            }
        } else if let target {
            // The frame is a texture: let the renderer shrink it (cheap, and fast on a GPU).
            SDLTexture.prepare(target, blend: SDL_BLENDMODE_NONE)
            SDLTexture.setLinear(target, true)
            try withTarget(small.handle, clip: nil, on: renderer) {
                try SDLError.check(SDL_RenderCopy(renderer, target, &src, &smallRect), "SDL_RenderCopy(blur down)")
                try SDLError.check(pixels.withUnsafeMutableBytes {
                    SDL_RenderReadPixels(renderer, &smallRect, SDL_PIXELFORMAT_ARGB8888.rawValue, $0.baseAddress, Int32(stride * 4))
                }, "SDL_RenderReadPixels(blur)")
            }
        } else {
            // Every frame is drawn into a target texture (the window's, a canvas's) or the software
            // canvas's surface; a window's own back buffer cannot be read back cheaply.
            throw SDLError.call("backdrop blur", message: "drawing straight into a window; draw into a target texture")
        }
        pixels.withUnsafeMutableBufferPointer { p in
            let sigma = max(0.5, radius / 2 / Double(factor))
            boxBlur.blur(p.baseAddress!, width: sw, height: sh, stride: stride, radius: BoxBlur.radius(forSigma: sigma))
            Self.mix(p.baseAddress!, width: sw, height: sh, stride: stride, tint: tint)
        }
        smallKey = key
        self.smallRect = smallRect
        padEdges()
    }

    /// `smallRect` grown by one texel to the right and below where the buffer has room.
    private var paddedRect: SDL_Rect {
        SDL_Rect(x: 0, y: 0, w: min(smallRect.w + 1, Int32(stride)), h: min(smallRect.h + 1, Int32(rows)))
    }

    /// Repeats the result's last column and row in the texels just outside it. A GPU's linear
    /// stretch of `smallRect` blends its right and bottom edge pixels with those texels (SDL does
    /// not clamp to a source rect, only to the texture): left stale, they drew a 2 px dark edge on
    /// the right and bottom of the tab bar's blur under OpenGL (issue 12). SDL's software renderer
    /// reads them too: headless, they drew a black column down the slide's presenter's tab bar at
    /// its seam with the story in the `--compare` GIF (issue 10; `SlideSeamPixelTests`).
    private func padEdges() {
        let w = Int(smallRect.w), h = Int(smallRect.h), padded = paddedRect
        guard w > 0, h > 0 else { return }
        if Int(padded.w) > w { for y in 0..<h { pixels[y * stride + w] = pixels[y * stride + w - 1] } }
        if Int(padded.h) > h {
            for x in 0..<Int(padded.w) { pixels[h * stride + x] = pixels[(h - 1) * stride + x] }
        }
    }

    /// Makes the full-size texture now, every pixel written, rather than in the first frame that
    /// blurs: fresh memory faults page by page on first touch, milliseconds in a present's first frame.
    func prepareFull() throws {
        try makeFull(width: width, height: height)
    }

    /// The small target and streaming textures and the CPU buffer, at least `w × h` (grown, never
    /// shrunk; every key is forgotten when they grow, and `blurSmall` forgets them anyway).
    private func makeSmall(width w: Int, height h: Int) throws {
        if let small, small.width >= w, small.height >= h { return }
        let sw = max(w, small?.width ?? 0), sh = max(h, small?.height ?? 0)
        let target = try SDLTexture.target(renderer: renderer, width: sw, height: sh)
        let streaming = try SDLTexture(renderer: renderer, format: SDL_PIXELFORMAT_ARGB8888, access: SDL_TEXTUREACCESS_STREAMING, width: sw, height: sh)
        pixels = [UInt32](repeating: 0, count: sw * sh)
        shrunk = try SDLSurface(width: sw, height: sh, format: SDL_PIXELFORMAT_ARGB8888)
        try SDLError.check(SDL_UpdateTexture(streaming.handle, nil, pixels, Int32(sw * 4)), "SDL_UpdateTexture(blur)")
        small = target
        stream = streaming
        opaqueStream = nil
        stride = sw
        rows = sh
        smallKey = nil; streamKey = nil; fullKey = nil
    }

    /// The full-size result texture, at least `width × height` (a small faded blur, a close
    /// button's, needs a small one). No alpha channel: a faded copy then takes SDL's fast
    /// surface-alpha blit.
    private func makeFull(width w: Int, height h: Int) throws {
        try makeOpaqueStream()
        if let full, full.width >= w, full.height >= h { return }
        full = try SDLTexture.target(renderer: renderer, width: max(w, full?.width ?? 0), height: max(h, full?.height ?? 0),
                                     format: SDL_PIXELFORMAT_RGB888)
        fullKey = nil
    }

    /// The small result's opaque twin, the size of the small buffers (none before they exist).
    private func makeOpaqueStream() throws {
        guard opaqueStream == nil, stride > 0, rows > 0 else { return }
        let streaming = try SDLTexture(renderer: renderer, format: SDL_PIXELFORMAT_RGB888, access: SDL_TEXTUREACCESS_STREAMING,
                                       width: stride, height: rows)
        try SDLError.check(SDL_UpdateTexture(streaming.handle, nil, pixels, Int32(stride * 4)), "SDL_UpdateTexture(blur)")
        opaqueStream = streaming
    }

    /// Stretches the small result into the full-size texture (kept under `key`), through a small
    /// texture of the same format: SDL's software renderer stretches fast only between textures
    /// of one format, and otherwise converts through temporary surfaces of the full size.
    private func upscaled(key: Int, area: SDL_Rect) throws -> (SDLTexture, SDL_Rect) {
        // Made on first use unless prepared: a small blur never faded (the tab bar) does not need it.
        try makeFull(width: Int(area.w), height: Int(area.h))
        guard let opaqueStream, let full else { throw SDLError.missingFile("backdrop textures") }
        var up = SDL_Rect(x: 0, y: 0, w: area.w, h: area.h)
        var src = smallRect, padded = paddedRect
        try SDLError.check(SDL_UpdateTexture(opaqueStream.handle, &padded, pixels, Int32(stride * 4)), "SDL_UpdateTexture(blur)")
        opaqueStream.prepare(blend: SDL_BLENDMODE_NONE)
        opaqueStream.setLinear(true)
        try withTarget(full.handle, clip: nil, on: renderer) {
            try SDLError.check(SDL_RenderCopy(renderer, opaqueStream.handle, &src, &up), "SDL_RenderCopy(blur up)")
        }
        full.setLinear(false)
        fullKey = key
        return (full, up)
    }

    /// Mixes `tint` (by its alpha) over every pixel and makes the result opaque.
    private static func mix(_ p: UnsafeMutablePointer<UInt32>, width: Int, height: Int, stride: Int, tint: SDL_Color) {
        let ta = UInt32(tint.a), keep = 255 - ta
        let tr = UInt32(tint.r) * ta, tg = UInt32(tint.g) * ta, tb = UInt32(tint.b) * ta
        for y in 0..<height {
            let row = p + y * stride
            for x in 0..<width {
                let v = row[x]
                let r = (((v >> 16) & 0xFF) * keep + tr) / 255
                let g = (((v >> 8) & 0xFF) * keep + tg) / 255
                let b = ((v & 0xFF) * keep + tb) / 255
                row[x] = 0xFF00_0000 | r << 16 | g << 8 | b
            }
        }
    }
}
