import CSDL2
import SimKit

/// What a draw command covers on the target, in pixels at one scale: the one place that says it.
/// The planner (`FramePlan`), the damage (`FrameDamage`), the culling and the drawers all ask
/// here, so a change to how something is drawn cannot leave them out of step with the pixels.
///
///     let box = coverage.bounds(of: command)        // every pixel it may touch, shadow reach included
///     let solid = coverage.opaqueRects(of: command)  // pixels it certainly paints opaque
@MainActor
struct DrawCoverage {
    /// Pixels per point.
    let scale: Double
    let pixelWidth: Int
    let pixelHeight: Int
    /// Text sizes and image translucency, which the display list does not carry.
    let texts: TextCache
    let fonts: FontSet
    let images: ImageCache

    /// Backdrop blurs covering at least this share of the target are large: their result and the
    /// frame under them are kept (`PrefixSnapshot`), and a frame with one is drawn whole.
    static let largeBlurShare = 0.5

    /// The whole target.
    var target: SDL_Rect { SDL_Rect(x: 0, y: 0, w: Int32(pixelWidth), h: Int32(pixelHeight)) }

    /// The whole pixels that `rect` (points) touches, within the target.
    func touched(_ rect: Rect) -> SDL_Rect {
        let x0 = max(0, Int((rect.minX * scale).rounded(.down))), y0 = max(0, Int((rect.minY * scale).rounded(.down)))
        let x1 = min(pixelWidth, Int((rect.maxX * scale).rounded(.up))), y1 = min(pixelHeight, Int((rect.maxY * scale).rounded(.up)))
        return SDL_Rect(x: Int32(x0), y: Int32(y0), w: Int32(max(0, x1 - x0)), h: Int32(max(0, y1 - y0)))
    }

    /// The pixels a `.clip` of `rect` (points) keeps: its edges on the nearest pixel edge, as the
    /// shapes it cuts are snapped (`PixelRoundedRect`), so content clipped to a card's rect never
    /// shows in a partial pixel row beside the card.
    func scissor(_ rect: Rect) -> SDL_Rect {
        let x0 = max(0, Int(rect.minX.pixel(at: scale))), y0 = max(0, Int(rect.minY.pixel(at: scale)))
        let x1 = min(pixelWidth, Int(rect.maxX.pixel(at: scale))), y1 = min(pixelHeight, Int(rect.maxY.pixel(at: scale)))
        return SDL_Rect(x: Int32(x0), y: Int32(y0), w: Int32(max(0, x1 - x0)), h: Int32(max(0, y1 - y0)))
    }

    /// Whether a backdrop blur over `area` is large (see `largeBlurShare`).
    func isLargeBlur(_ area: RoundedRect) -> Bool {
        let r = touched(area.rect)
        return Double(Int(r.w) * Int(r.h)) >= Self.largeBlurShare * Double(pixelWidth * pixelHeight)
    }

    /// A shadow's blur in whole pixels (below 1 it is drawn as a plain fill).
    func shadowBlurPixels(_ blur: Double) -> Int { Int((blur * scale).rounded()) }

    /// Every pixel `command` may touch, unclipped (nil: none). Text not rendered yet, whose size
    /// is unknown, is bounded only loosely and vertically.
    func bounds(of command: DrawCommand) -> SDL_Rect? {
        let s = scale
        func px(_ r: Rect, grow: Double = 1) -> SDL_Rect? {
            let x0 = max(-1e6, (r.minX * s - grow).rounded(.down)), y0 = max(-1e6, (r.minY * s - grow).rounded(.down))
            let x1 = min(1e6, (r.maxX * s + grow).rounded(.up)), y1 = min(1e6, (r.maxY * s + grow).rounded(.up))
            guard x1 > x0, y1 > y0 else { return nil }
            return SDL_Rect(x: Int32(x0), y: Int32(y0), w: Int32(x1 - x0), h: Int32(y1 - y0))
        }
        switch command {
        case let .fill(rr, _): return px(rr.rect)
        case let .shadow(rr, blur, offset, _):
            let moved = rr.rect.offsetBy(dx: offset.x, dy: offset.y)
            let blurPixels = shadowBlurPixels(blur)
            guard blurPixels >= 1 else { return px(moved) }
            // The mask reaches its pad past the snapped shape (see `ShadowCache.pad`).
            return px(moved, grow: Double(ShadowCache.pad(blurPixels: blurPixels)) + 1)
        case let .image(_, dest, clip, _):
            let r = dest.intersection(clip.rect)
            return r.isEmpty ? nil : px(r)
        case let .text(run):
            if let (w, h) = texts.cachedSize(of: run, fonts: fonts) {
                // Drawn at the origin (rounded to a pixel), `run.scale` times the rendered size.
                return px(Rect(run.origin.x, run.origin.y, Double(w) * run.scale / s, Double(h) * run.scale / s), grow: 2)
            }
            let size = run.font.size * run.scale
            return px(Rect(-1e5, run.origin.y - size, 2e5, 4 * size))
        case let .polygon(points, _):
            guard let first = points.first else { return nil }
            var lo = first, hi = first
            for p in points { lo = Point(min(lo.x, p.x), min(lo.y, p.y)); hi = Point(max(hi.x, p.x), max(hi.y, p.y)) }
            return px(Rect(lo.x, lo.y, hi.x - lo.x, hi.y - lo.y), grow: 2)
        case let .circle(center, radius, lineWidth, _):
            let r = radius + lineWidth / 2
            return px(Rect(center.x - r, center.y - r, 2 * r, 2 * r), grow: 2)
        case let .line(from, to, width, _):
            let w = width / 2
            return px(Rect(min(from.x, to.x) - w, min(from.y, to.y) - w, abs(to.x - from.x) + width, abs(to.y - from.y) + width), grow: 2)
        case let .backdropBlur(area, _, _, _): return px(area.rect, grow: 0)
        case let .layer(l):
            let r = l.dest.intersection(l.clip.rect)
            return r.isEmpty ? nil : px(r)
        case .clip, .scroll: return nil
        }
    }

    /// Pixel rects that `command` certainly paints opaque (its scissor not applied): the straight
    /// bands of an opaque fill, or of opaque artwork or a layer that whole pixels of it cover.
    func opaqueRects(of command: DrawCommand) -> [SDL_Rect] {
        switch command {
        case let .fill(rr, color):
            guard color.sdl().a == 255 else { return [] }
            return Self.bands(PixelRoundedRect(rr, scale: scale))
        case let .image(name, dest, clip, alpha):
            guard Color.byte(alpha) == 255, images.isTranslucent(name) == false else { return [] }
            return opaqueBands(dest: dest, clip: clip)
        case let .layer(l):
            guard l.isOpaque, Color.byte(l.alpha) == 255 else { return [] }
            return opaqueBands(dest: l.dest, clip: l.clip)
        default: return []
        }
    }

    /// Whether `command` paints all of `shape` opaque (a fill of that shape, or opaque artwork or
    /// a layer clipped to it): the usual card is a shadow, then its background or artwork.
    func paintsOpaque(_ command: DrawCommand, covering shape: RoundedRect) -> Bool {
        switch command {
        case let .fill(rr, color): return rr == shape && color.a >= 1
        case let .image(name, dest, clip, alpha):
            guard alpha >= 1, clip == shape, dest.encloses(clip.rect) else { return false }
            return images.isTranslucent(name) == false
        case let .layer(l):
            return l.isOpaque && l.alpha >= 1 && l.clip == shape && l.dest.encloses(l.clip.rect)
        default: return false
        }
    }

    /// The pixels of `clip`'s straight bands that whole pixels of `dest` cover.
    private func opaqueBands(dest: Rect, clip: RoundedRect) -> [SDL_Rect] {
        let s = Float(scale)
        let x0 = Int32((Float(dest.minX) * s).rounded(.up)), y0 = Int32((Float(dest.minY) * s).rounded(.up))
        let x1 = Int32((Float(dest.maxX) * s).rounded(.down)), y1 = Int32((Float(dest.maxY) * s).rounded(.down))
        let d = SDL_Rect(x: x0, y: y0, w: x1 - x0, h: y1 - y0)
        return Self.bands(PixelRoundedRect(clip, scale: scale)).compactMap { FramePlan.intersect($0, d) }
    }

    /// The straight, fully painted bands of a rounded rect: the full-width middle and the
    /// full-height middle.
    static func bands(_ p: PixelRoundedRect) -> [SDL_Rect] {
        guard !p.isEmpty else { return [] }
        let x0 = Int32(p.x0), y0 = Int32(p.y0), x1 = Int32(p.x1), y1 = Int32(p.y1), r = Int32(p.r)
        let middle = SDL_Rect(x: x0, y: y0 + r, w: x1 - x0, h: y1 - y0 - 2 * r)
        let across = SDL_Rect(x: x0 + r, y: y0, w: x1 - x0 - 2 * r, h: y1 - y0)
        // One array, not a second one filtered from it: this runs for every opaque command of a frame.
        switch (middle.w > 0 && middle.h > 0, r > 0 && across.w > 0 && across.h > 0) {
        case (true, true): return [middle, across]
        case (true, false): return [middle]
        case (false, true): return [across]
        case (false, false): return []
        }
    }
}
