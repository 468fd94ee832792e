import CSDL2

/// The CPU pipeline (SDL's software renderer): shrink, blur and tint in memory, then upload.
extension BackdropBlur {
    /// Shrinks, blurs and tints `area` into `pixels`, in the layout of the GPU pipeline: the
    /// small area in the middle of a border of `pad` texels that repeats its edges, blurred whole,
    /// so that both pipelines compute the same sums.
    func blurOnCPU(_ area: SDL_Rect, radius: Double, tint: SDL_Color) throws {
        resultKey = nil; streamKey = nil; fullKey = nil
        computations += 1
        let factor = Self.factor(forRadius: radius)
        let r = Self.boxRadius(forRadius: radius, factor: factor), pad = Self.padding(boxRadius: r)
        let sw = (Int(area.w) + factor - 1) / factor, sh = (Int(area.h) + factor - 1) / factor
        let pw = sw + 2 * pad, ph = sh + 2 * pad
        try makeSmall(width: pw, height: ph)
        try renderer.flush()
        // A strip's rows are a whole number of blocks, so strips shrink to what the whole would.
        try withAreaPixels(area, rowsAtOnce: factor * Self.blocksPerStrip) { from, pitch, y, h in
            pixels.withUnsafeMutableBufferPointer { p in
                boxBlur.shrink(from, pitch: pitch, width: Int(area.w), height: h, factor: factor,
                               into: p.baseAddress! + (pad + y / factor) * stride + pad, stride: stride)
            }
        }
        pixels.withUnsafeMutableBufferPointer { p in
            let base = p.baseAddress!
            for y in pad..<(pad + sh) {
                let row = base + y * stride
                row.update(repeating: row[pad], count: pad)
                (row + pad + sw).update(repeating: row[pad + sw - 1], count: pad)
            }
            for y in 0..<pad { (base + y * stride).update(from: base + pad * stride, count: pw) }
            for y in (pad + sh)..<ph { (base + y * stride).update(from: base + (pad + sh - 1) * stride, count: pw) }
            boxBlur.blur(base, width: pw, height: ph, stride: stride, radius: r)
            Self.mix(base, width: pw, height: ph, stride: stride, tint: tint)
        }
        smallRect = SDL_Rect(x: Int32(pad), y: Int32(pad), w: Int32(sw), h: Int32(sh))
        usedRect = SDL_Rect(x: 0, y: 0, w: Int32(pw), h: Int32(ph))
    }

    /// Rows of blocks read from a target texture at a time: 64 rows at most, 200 KB at 2 px/pt.
    static let blocksPerStrip = 8

    /// Calls `body` with the area's pixels, a strip of rows at a time: the first pixel, the pixels
    /// per row, the strip's first row in the area and its rows. The surface's memory is one strip,
    /// when frames are drawn straight into it; a target texture is read `rowsAtOnce` rows at a
    /// time into `areaPixels` (a copy in memory on the software renderer). A whole screen read at
    /// once took a screen's worth more memory, and time to fault it in where it was first read.
    private func withAreaPixels(_ area: SDL_Rect, rowsAtOnce: Int,
                                _ body: (UnsafePointer<UInt32>, Int, Int, Int) -> Void) throws {
        if renderer.target == nil {
            guard let memory = surface?.memory else {
                // A window's own back buffer cannot be read back cheaply.
                throw SDLError.call("backdrop blur", message: "drawing straight into a window; draw into a target texture")
            }
            let first = memory.pixels + Int(area.y) * memory.stride + Int(area.x)
            return body(first, memory.stride, 0, Int(area.h))
        }
        let count = Int(area.w) * min(Int(area.h), rowsAtOnce)
        if areaPixels.count < count { areaPixels = [UInt32](repeating: 0, count: count) }
        readbacks += 1
        for y in Swift.stride(from: 0, to: Int(area.h), by: rowsAtOnce) {
            let h = min(rowsAtOnce, Int(area.h) - y)
            let r = SDL_Rect(x: area.x, y: area.y + Int32(y), w: area.w, h: Int32(h))
            try areaPixels.withUnsafeMutableBytes {
                try renderer.readPixels(r, format: SDL_PIXELFORMAT_ARGB8888, into: $0.baseAddress!, pitch: Int(area.w) * 4)
            }
            areaPixels.withUnsafeBufferPointer { body($0.baseAddress!, Int(area.w), y, h) }
        }
    }

    /// The kept result: the small texture, stretched when drawn, or a full-size copy (`upscale`).
    func cpuResult(_ area: SDL_Rect, upscale: Bool, key: Int) throws -> (SDLTexture, SDL_Rect) {
        guard upscale else {
            guard let stream else { throw SDLError.missingFile("backdrop textures") }
            if streamKey != key {
                let r = usedRect
                try stream.update(r, pixels: pixels, pitch: stride * 4)
                streamKey = key
            }
            stream.prepare(blend: SDL_BLENDMODE_NONE)
            try stream.setLinear(true)
            return (stream, smallRect)
        }
        if key == fullKey, let full { return (full, SDL_Rect(x: 0, y: 0, w: area.w, h: area.h)) }
        return try upscaled(key: key, area: area)
    }

    /// The streaming texture and the CPU buffer, at least `w × h` (grown, never shrunk; every key
    /// is forgotten when they grow).
    private func makeSmall(width w: Int, height h: Int) throws {
        if let stream, stream.width >= w, stream.height >= h { return }
        let sw = max(w, stream?.width ?? 0), sh = max(h, stream?.height ?? 0)
        let streaming = try SDLTexture(renderer: renderer, format: SDL_PIXELFORMAT_ARGB8888, access: SDL_TEXTUREACCESS_STREAMING, width: sw, height: sh)
        pixels = [UInt32](repeating: 0, count: sw * sh)
        try streaming.update(nil, pixels: pixels, pitch: sw * 4)
        stream = streaming
        opaqueStream = nil
        stride = sw
        rows = sh
        resultKey = nil; streamKey = nil; fullKey = nil
    }

    /// The full-size result texture, at least `width × height` (a small faded blur, a close
    /// button's, needs a small one). No alpha channel: a faded copy then takes SDL's fast
    /// surface-alpha blit.
    func makeFull(width w: Int, height h: Int) throws {
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
        try streaming.update(nil, pixels: pixels, pitch: stride * 4)
        opaqueStream = streaming
    }

    /// Stretches the small result into the full-size texture (kept under `key`), through a small
    /// texture of the same format: SDL's software renderer stretches fast only between textures
    /// of one format, and otherwise converts through temporary surfaces of the full size.
    private func upscaled(key: Int, area: SDL_Rect) throws -> (SDLTexture, SDL_Rect) {
        // Made on first use unless prepared: a small blur never faded (the tab bar) does not need it.
        try makeFull(width: Int(area.w), height: Int(area.h))
        guard let opaqueStream, let full else { throw SDLError.missingFile("backdrop textures") }
        let up = SDL_Rect(x: 0, y: 0, w: area.w, h: area.h)
        let src = smallRect, used = usedRect
        try opaqueStream.update(used, pixels: pixels, pitch: stride * 4)
        opaqueStream.prepare(blend: SDL_BLENDMODE_NONE)
        try opaqueStream.setLinear(true)
        try renderer.withTarget(full, clip: nil) {
            try renderer.copy(opaqueStream, from: src, to: up)
        }
        try full.setLinear(false)
        fullKey = key
        return (full, up)
    }

    /// Mixes `tint` (by its alpha) over every pixel and makes the result opaque.
    static func mix(_ p: UnsafeMutablePointer<UInt32>, width: Int, height: Int, stride: Int, tint: SDL_Color) {
        let ta = UInt32(tint.a), keep = 255 - ta
        let tr = UInt32(tint.r) * ta, tg = UInt32(tint.g) * ta, tb = UInt32(tint.b) * ta
        for y in 0..<height {
            let row = p + y * stride
            for x in 0..<width {
                let v = row[x]
                let r = (((v >> 16) & 0xFF) * keep + tr + 127) / 255
                let g = (((v >> 8) & 0xFF) * keep + tg + 127) / 255
                let b = ((v & 0xFF) * keep + tb + 127) / 255
                row[x] = 0xFF00_0000 | r << 16 | g << 8 | b
            }
        }
    }
}
