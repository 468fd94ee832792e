import SimKit

/// Moving a command, and comparing it with another one moved: how scrolled content is placed on
/// whole pixels (`placingScrolledContent`) and how the renderer recognises that a frame is the
/// previous one scrolled (see `FrameDamage`).
extension DrawCommand {
    /// This command moved by `d` points. A layer's content stays in its own points; only where it
    /// lands moves.
    func moved(by d: Point) -> DrawCommand {
        func r(_ v: Rect) -> Rect { v.offsetBy(dx: d.x, dy: d.y) }
        func rr(_ v: RoundedRect) -> RoundedRect { RoundedRect(r(v.rect), radius: v.radius) }
        func p(_ v: Point) -> Point { v + d }
        switch self {
        case let .fill(shape, color): return .fill(rr(shape), color)
        case let .shadow(shape, blur, offset, color): return .shadow(rr(shape), blur: blur, offset: offset, color: color)
        case let .image(name, dest, clip, alpha): return .image(name: name, dest: r(dest), clip: rr(clip), alpha: alpha)
        case let .text(run):
            var moved = run
            moved.origin = p(run.origin)
            return .text(moved)
        case let .polygon(points, color): return .polygon(points.map(p), color)
        case let .circle(center, radius, lineWidth, color):
            return .circle(center: p(center), radius: radius, lineWidth: lineWidth, color: color)
        case let .line(from, to, width, color): return .line(from: p(from), to: p(to), width: width, color: color)
        case let .backdropBlur(area, radius, tint, alpha): return .backdropBlur(rr(area), radius: radius, tint: tint, alpha: alpha)
        case var .layer(l):
            l.dest = r(l.dest)
            l.clip = rr(l.clip)
            return .layer(l)
        case let .clip(rect): return .clip(rect.map(r))
        case .scroll: return self
        }
    }

    /// Equal to `other` but for coordinates that differ by rounding (under `tolerance` points).
    func nearlyEquals(_ other: DrawCommand, tolerance: Double = 1e-6) -> Bool {
        func n(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= tolerance }
        func pt(_ a: Point, _ b: Point) -> Bool { n(a.x, b.x) && n(a.y, b.y) }
        func r(_ a: Rect, _ b: Rect) -> Bool { pt(a.origin, b.origin) && n(a.width, b.width) && n(a.height, b.height) }
        func rr(_ a: RoundedRect, _ b: RoundedRect) -> Bool { r(a.rect, b.rect) && n(a.radius, b.radius) }
        switch (self, other) {
        case let (.fill(a, c), .fill(b, d)): return c == d && rr(a, b)
        case let (.shadow(a, ab, ao, ac), .shadow(b, bb, bo, bc)): return ab == bb && ao == bo && ac == bc && rr(a, b)
        case let (.image(an, ad, ac, aa), .image(bn, bd, bc, ba)): return an == bn && aa == ba && r(ad, bd) && rr(ac, bc)
        case let (.text(a), .text(b)):
            return a.text == b.text && a.font == b.font && a.color == b.color && a.scale == b.scale && pt(a.origin, b.origin)
        case let (.polygon(a, c), .polygon(b, d)): return c == d && a.count == b.count && zip(a, b).allSatisfy(pt)
        case let (.circle(ac, ar, aw, acol), .circle(bc, br, bw, bcol)):
            return ar == br && aw == bw && acol == bcol && pt(ac, bc)
        case let (.line(af, at, aw, ac), .line(bf, bt, bw, bc)): return aw == bw && ac == bc && pt(af, bf) && pt(at, bt)
        case let (.layer(a), .layer(b)):
            return a.size == b.size && a.alpha == b.alpha && a.isOpaque == b.isOpaque && r(a.dest, b.dest) && rr(a.clip, b.clip)
                && a.content == b.content
        default: return false
        }
    }
}
