import CSDL2
import SimKit
import Testing
@testable import SDLBackend

/// `FadedCopy` computes SDL's faded blend (an ARGB8888 texture with an alpha modulation, blended)
/// exactly: checked against SDL's own blitter on the same pixels, for every alpha below 255.
@Suite("Faded copy: SDL's blend, in memory")
struct FadedCopyTests {
    /// A fixed pseudo-random sequence of 32-bit words (a 64-bit LCG's high halves).
    struct Words {
        var seed: UInt64
        mutating func next() -> UInt32 {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return UInt32(truncatingIfNeeded: seed >> 32)
        }
    }

    @Test("x / 255 is exact for every product of two bytes")
    func division() {
        for x in UInt32(0)...(255 * 255) { #expect(FadedCopy.div255(x) == x / 255) }
        for x in UInt16(0)...(255 * 255) { #expect(FadedCopy.div255(FadedCopy.Lanes(repeating: x)) == .init(repeating: x / 255)) }
    }

    @Test("every alpha gives SDL's pixels, for opaque, translucent and clear sources")
    func matchesSDL() throws {
        // 61 wide: each row is seven blocks of eight pixels and five alone.
        let w = 61, h = 32
        // A fixed pseudo-random mix: each source pixel opaque, clear or in between, over any target.
        var random = Words(seed: 0x9E37_79B9_7F4A_7C15)
        func next() -> UInt32 { random.next() }
        let source = (0..<(w * h)).map { i -> UInt32 in
            let v = next()
            switch i % 4 {
            case 0, 1: return v | 0xFF00_0000
            case 2: return v & 0x00FF_FFFF
            default: return v
            }
        }
        let target = (0..<(w * h)).map { _ in next() }
        let src = try #require(SDL_CreateRGBSurfaceWithFormat(0, Int32(w), Int32(h), 32, SDL_PIXELFORMAT_ARGB8888.rawValue))
        let dst = try #require(SDL_CreateRGBSurfaceWithFormat(0, Int32(w), Int32(h), 32, SDL_PIXELFORMAT_ARGB8888.rawValue))
        defer { SDL_FreeSurface(src); SDL_FreeSurface(dst) }
        let sp = src.pointee.pixels.assumingMemoryBound(to: UInt32.self), dp = dst.pointee.pixels.assumingMemoryBound(to: UInt32.self)
        let spitch = Int(src.pointee.pitch) / 4, dpitch = Int(dst.pointee.pitch) / 4
        for y in 0..<h { for x in 0..<w { sp[y * spitch + x] = source[y * w + x] } }
        SDL_SetSurfaceBlendMode(src, SDL_BLENDMODE_BLEND)
        var mismatches: [String] = []
        for alpha in 0..<255 {
            for y in 0..<h { for x in 0..<w { dp[y * dpitch + x] = target[y * w + x] } }
            SDL_SetSurfaceAlphaMod(src, UInt8(alpha))
            #expect(SDL_UpperBlit(src, nil, dst, nil) == 0)
            var ours = target
            source.withUnsafeBufferPointer { s in
                ours.withUnsafeMutableBufferPointer { d in
                    FadedCopy.blend(s.baseAddress!, srcPitch: w, over: d.baseAddress!, dstPitch: w, width: w, height: h,
                                    alpha: UInt8(alpha))
                }
            }
            for i in 0..<(w * h) where ours[i] != dp[(i / w) * dpitch + i % w] {
                mismatches.append("alpha \(alpha) pixel \(i): \(String(ours[i], radix: 16)) against SDL's \(String(dp[(i / w) * dpitch + i % w], radix: 16))")
            }
        }
        let differing = mismatches.count
        #expect(differing == 0, "\(differing) pixels differ: \(mismatches.prefix(4))")
    }

    /// A faded layer inside another layer's raster: drawn into a target texture (as the window's
    /// software frame is), read, blended and written back.
    @Test("a faded copy into a target texture gives SDL's pixels", arguments: [0.25, 0.6, 0.95])
    @MainActor
    func intoTargetTexture(alpha: Double) throws {
        let inner: [DrawCommand] = [.fill(RoundedRect(Rect(0, 0, 80, 60)), Color(r: 0.9, g: 0.5, b: 0.1)),
                                    .text(TextRun("Faded", font: .system(18, .bold), color: .white, origin: Point(8, 20)))]
        let innerDest = Rect(30, 40, 80, 60)
        let nested = DrawCommand.layer(RasterizedLayer(content: inner, size: Size(80, 60), dest: innerDest,
                                                       clip: RoundedRect(innerDest, radius: 12), alpha: alpha, isOpaque: true))
        let outer: [DrawCommand] = [.fill(RoundedRect(Rect(0, 0, 160, 160)), Color(r: 0.2, g: 0.3, b: 0.8)), nested]
        let dest = Rect(10, 10, 150, 150)
        let frame: [DrawCommand] = [.layer(RasterizedLayer(content: outer, size: Size(160, 160), dest: dest,
                                                            clip: RoundedRect(dest, radius: 16), alpha: 1, isOpaque: true))]
        let kept = try RenderProbe.canvas(180, 180, scale: 2), plain = try RenderProbe.canvas(180, 180, scale: 2)
        plain.isPlain = true
        let a = try RenderProbe.render(kept, frame), b = try RenderProbe.render(plain, frame)
        let same = a.bytes == b.bytes
        #expect(same, "the faded layer differs from SDL's blit")
        #expect(kept.displayList.work.readbacks > 0, "the copy was made in memory")
        #expect(plain.displayList.work.readbacks == 0, "the plain render left it to SDL")
    }

    @Test("a translucent fill gives SDL's pixels for every alpha and colour")
    func fillMatchesSDL() throws {
        let w = 61, h = 8
        var random = Words(seed: 0x2545_F491_4F6C_DD1D)
        func next() -> UInt32 { random.next() }
        let target = (0..<(w * h)).map { _ in next() }
        let dst = try #require(SDL_CreateRGBSurfaceWithFormat(0, Int32(w), Int32(h), 32, SDL_PIXELFORMAT_ARGB8888.rawValue))
        // SDL's software renderer on that surface, as the canvas draws: its fill is SDL_BlendFillRect.
        let renderer = try #require(SDL_CreateSoftwareRenderer(dst))
        defer { SDL_DestroyRenderer(renderer); SDL_FreeSurface(dst) }
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        let dp = dst.pointee.pixels.assumingMemoryBound(to: UInt32.self), dpitch = Int(dst.pointee.pitch) / 4
        var differing = 0, first: String?
        for alpha in 1..<255 {
            let rgb = next() & 0x00FF_FFFF
            for y in 0..<h { for x in 0..<w { dp[y * dpitch + x] = target[y * w + x] } }
            var all = SDL_Rect(x: 0, y: 0, w: Int32(w), h: Int32(h))
            SDL_SetRenderDrawColor(renderer, UInt8(rgb >> 16 & 0xFF), UInt8(rgb >> 8 & 0xFF), UInt8(rgb & 0xFF), UInt8(alpha))
            #expect(SDL_RenderFillRect(renderer, &all) == 0 && SDL_RenderFlush(renderer) == 0)
            var ours = target
            ours.withUnsafeMutableBufferPointer { d in
                FadedCopy.fill(UInt32(alpha) << 24 | rgb, over: d.baseAddress!, pitch: w, width: w, height: h)
            }
            for i in 0..<(w * h) where ours[i] != dp[(i / w) * dpitch + i % w] {
                differing += 1
                first = first ?? "alpha \(alpha) colour \(String(rgb, radix: 16)) pixel \(i): \(String(ours[i], radix: 16)) against SDL's \(String(dp[(i / w) * dpitch + i % w], radix: 16))"
            }
        }
        #expect(differing == 0, "\(differing) pixels differ, first: \(first ?? "")")
    }

    /// Translucent fills, large and in thin bands (as a card's text scrim draws its fade), into
    /// the frame and into a layer's raster (a target texture), against the plain render.
    @Test("translucent fills in memory give the plain render's pixels, on the frame and in a raster", arguments: [1.0, 2.0])
    @MainActor
    func fillsAgreeWithPlain(scale: Double) throws {
        var scrim: [DrawCommand] = [.fill(RoundedRect(Rect(0, 0, 160, 160), radius: 14), Color(r: 0.2, g: 0.6, b: 0.9))]
        for i in 0..<20 {
            scrim.append(.fill(RoundedRect(Rect(0, Double(40 + 2 * i), 160, 2)), Color.black.withAlpha(0.5 - 0.02 * Double(i))))
        }
        scrim.append(.fill(RoundedRect(Rect(4, 4, 150, 30), radius: 10), Color.white.withAlpha(0.37)))
        let dest = Rect(10, 10, 160, 160)
        let frame: [DrawCommand] = scrim + [.layer(RasterizedLayer(content: scrim, size: Size(160, 160), dest: dest,
                                                                   clip: RoundedRect(dest, radius: 16), alpha: 1, isOpaque: true))]
        let kept = try RenderProbe.canvas(180, 180, scale: scale), plain = try RenderProbe.canvas(180, 180, scale: scale)
        plain.isPlain = true
        let a = try RenderProbe.render(kept, frame), b = try RenderProbe.render(plain, frame)
        let same = a.bytes == b.bytes
        #expect(same, "translucent fills differ from SDL's")
        #expect(kept.displayList.work.readbacks > 0, "the raster's fills were blended in memory")
    }
}
