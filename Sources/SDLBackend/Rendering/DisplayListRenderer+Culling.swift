import CSDL2
import SimKit

/// Skipping work that cannot show: everything under an opaque fill that covers the whole screen,
/// and (with `FramePlan`) commands wholly outside the screen or their clip. Every pixel stays as it was.
extension DisplayListRenderer {
    /// The index drawing can start from: the last opaque, square-cornered fill that covers the
    /// whole target with no clip narrowing it (nil: none, draw from the clear). What comes before
    /// it, the clear included, is painted over without blending.
    func coveringStart(_ commands: [DrawCommand]) -> Int? {
        var clip: Rect?? = .some(nil)
        var found: Int?
        for index in commands.indices {
            switch commands[index] {
            case let .clip(rect): clip = .some(rect)
            case let .fill(rr, color):
                guard color.a >= 1, rr.radius <= 0, covers(rr.rect) else { continue }
                if case let .some(c?) = clip, !covers(c) { continue }
                found = index
            default: continue
            }
        }
        return found
    }

    /// The clip in effect just before `index` (the last `.clip` before it; nil: none).
    func clipBefore(_ index: Int, in commands: [DrawCommand]) -> Rect? {
        for i in stride(from: index - 1, through: 0, by: -1) { if case let .clip(rect) = commands[i] { return rect } }
        return nil
    }

    /// Whether `rect` (points) covers every pixel of the target.
    private func covers(_ rect: Rect) -> Bool {
        let p = pixelRect(rect)
        return p.x <= 0 && p.y <= 0 && Int(p.x + p.w) >= pixelWidth && Int(p.y + p.h) >= pixelHeight
            && rect.minX * scale <= 0 && rect.minY * scale <= 0
            && rect.maxX * scale >= Double(pixelWidth) && rect.maxY * scale >= Double(pixelHeight)
    }

    /// A generous bound of the pixels `command` may touch (nil: none); text not rendered yet, whose
    /// size is unknown, is bounded only loosely and vertically.
    func pixelBounds(of command: DrawCommand) -> SDL_Rect? {
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
            // The mask reaches three standard deviations (blur / 2) past the shape.
            return px(rr.rect.offsetBy(dx: offset.x, dy: offset.y), grow: 1.5 * blur * s + 4)
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
}
