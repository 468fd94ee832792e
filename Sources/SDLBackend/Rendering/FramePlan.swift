import CSDL2
import SimKit

/// What a frame's drawing can leave out, worked out before drawing: commands wholly hidden under
/// later opaque ones, and the parts of a faded backdrop blur that later opaque shapes cover (a
/// presented card over its blurred backdrop). A blur whose result will be recomputed reads the pixels under
/// it, so nothing before it is hidden by what comes after it; a reused blur reads nothing.
struct FramePlan {
    /// Commands not to draw.
    var skip: [Bool] = []
    /// Whether an opaque command covers the whole pass, so the clear under it cannot show (a
    /// story's background in its raster).
    var hidesClear = false
    /// For a command drawn in pieces: the pixel rects to draw it in (its visible parts).
    var pieces: [Int: [SDL_Rect]] = [:]
    /// Each backdrop blur's content key and slot (0: the first large one; then the others in
    /// drawing order from 1), by command index.
    var blurs: [Int: (key: Int, slot: Int)] = [:]
    /// The pixel clip in effect at each command (nil: none).
    var clips: [SDL_Rect?] = []
    /// The first large backdrop blur, the hash of everything drawn before it, and what to do with
    /// that prefix (see `PrefixSnapshot`); nil when the frame has none.
    var snapshot: (index: Int, key: Int, action: PrefixSnapshot.Action)?

    /// The backdrop slot of a frame's first large blur, whose result and prefix are kept across frames.
    static let largeBlurSlot = 0

    /// Opaque shapes smaller than this (pixels) are not worth tracking as occluders.
    static let minOccluderArea = 20_000
    /// Occluders tracked at once, and pieces a command may be split into.
    static let maxRects = 12

    /// The content key of a backdrop blur drawn over `content` (everything drawn before it,
    /// hashed). Not the opacity: a fading backdrop keeps its blurred pixels.
    static func blurKey(over content: Hasher, area: RoundedRect, radius: Double, tint: Color) -> Int {
        var key = content
        key.combine(area); key.combine(radius); key.combine(tint)
        return key.finalize()
    }

    /// Rects of `a` not inside `b` (up to four).
    static func subtract(_ a: SDL_Rect, _ b: SDL_Rect) -> [SDL_Rect] {
        let ax1 = a.x + a.w, ay1 = a.y + a.h, bx1 = b.x + b.w, by1 = b.y + b.h
        guard b.x < ax1, bx1 > a.x, b.y < ay1, by1 > a.y else { return [a] }
        var out: [SDL_Rect] = []
        if b.y > a.y { out.append(SDL_Rect(x: a.x, y: a.y, w: a.w, h: b.y - a.y)) }
        if by1 < ay1 { out.append(SDL_Rect(x: a.x, y: by1, w: a.w, h: ay1 - by1)) }
        let y0 = max(a.y, b.y), y1 = min(ay1, by1)
        if b.x > a.x { out.append(SDL_Rect(x: a.x, y: y0, w: b.x - a.x, h: y1 - y0)) }
        if bx1 < ax1 { out.append(SDL_Rect(x: bx1, y: y0, w: ax1 - bx1, h: y1 - y0)) }
        return out
    }

    /// Whether `a` lies wholly inside `b`.
    static func contains(_ b: SDL_Rect, _ a: SDL_Rect) -> Bool {
        a.x >= b.x && a.y >= b.y && a.x + a.w <= b.x + b.w && a.y + a.h <= b.y + b.h
    }

    /// `a` ∩ `b`, nil when empty.
    static func intersect(_ a: SDL_Rect, _ b: SDL_Rect?) -> SDL_Rect? {
        guard let b else { return a.w > 0 && a.h > 0 ? a : nil }
        let x0 = max(a.x, b.x), y0 = max(a.y, b.y), x1 = min(a.x + a.w, b.x + b.w), y1 = min(a.y + a.h, b.y + b.h)
        return x1 > x0 && y1 > y0 ? SDL_Rect(x: x0, y: y0, w: x1 - x0, h: y1 - y0) : nil
    }
}

extension DisplayListRenderer {
    /// Plans drawing `commands` (see `FramePlan`). `content` hashes what is drawn before them
    /// (the clear); the blur keys continue it.
    func plan(_ commands: [DrawCommand], content initial: Hasher) -> FramePlan {
        var plan = FramePlan()
        plan.skip = [Bool](repeating: false, count: commands.count)
        plan.clips = [SDL_Rect?](repeating: nil, count: commands.count)
        let screen = pass.bound ?? coverage.target
        // Forward: the pixel clip at each command (nil: none; empty: hidden) and the blur keys.
        var content = initial
        var current: SDL_Rect?
        var slot = 1
        var reused: Set<Int> = []
        for i in commands.indices {
            let command = commands[i]
            if case let .clip(rect) = command { current = rect.map(coverage.scissor) }
            plan.clips[i] = current
            if case let .backdropBlur(area, radius, tint, _) = command {
                let k = FramePlan.blurKey(over: content, area: area, radius: radius, tint: tint)
                // Slot 0 is the first large blur's, so the small ones (the tab bar, a close button)
                // never take its kept result: a dismiss reuses the blur its present made.
                let isLarge = plan.snapshot == nil && coverage.isLargeBlur(area)
                let s = isLarge ? FramePlan.largeBlurSlot : slot
                plan.blurs[i] = (k, s)
                if s < backdrops.count && backdrops[s].holds(key: k) { reused.insert(i) }
                if isLarge {
                    let prefix = content
                    plan.snapshot = (i, prefix.finalize(), .none)
                } else {
                    slot += 1
                }
            }
            content.combine(command)
        }
        if pass.isRasterizing {
            // A raster is not the frame: its blurs are drawn as they come, and the frame's
            // snapshot bookkeeping is not disturbed.
            plan.snapshot = nil
        } else {
            let action = prefixSnapshot.action(for: plan.snapshot?.key, blurReused: plan.snapshot.map { reused.contains($0.index) } ?? false)
            plan.snapshot?.action = action
        }
        guard culls else { return plan }
        // Backward: what later opaque shapes hide.
        var occluders: [SDL_Rect] = []
        // A restored prefix is not drawn at all; a captured one is drawn in full, culling nothing.
        let (restore, capture) = plan.snapshot.map { ($0.action == .restore, $0.action == .capture) } ?? (false, false)
        let first = restore ? plan.snapshot!.index : 0
        for i in stride(from: commands.endIndex - 1, through: first, by: -1) {
            let command = commands[i]
            if case .clip = command { continue }
            if case let .backdropBlur(area, _, _, _) = command, FramePlan.intersect(coverage.touched(area.rect), plan.clips[i].map { FramePlan.intersect($0, screen) } ?? screen) == nil {
                // Out of sight (of the rows being drawn): reading what is under it would read stale pixels.
                plan.skip[i] = true
                continue
            }
            if case .backdropBlur = command, !reused.contains(i) || (capture && i == plan.snapshot!.index) {
                // Recomputed: it reads everything drawn before it under its area.
                occluders.removeAll()
                continue
            }
            let visible = plan.clips[i].map { FramePlan.intersect($0, screen) } ?? screen
            guard let visible, let box = coverage.bounds(of: command).flatMap({ FramePlan.intersect($0, visible) }) else {
                plan.skip[i] = true
                continue
            }
            if occluders.contains(where: { FramePlan.contains($0, box) }) {
                plan.skip[i] = true
                continue
            }
            // Only a faded blur (an unscaled copy, the same pixels under any clip) is split.
            if case let .backdropBlur(_, _, _, alpha) = command, Color.byte(alpha) < 255, !occluders.isEmpty {
                var parts = [box]
                for o in occluders {
                    parts = parts.flatMap { FramePlan.subtract($0, o) }
                    if parts.count > FramePlan.maxRects { break }
                }
                if parts.count <= FramePlan.maxRects { plan.pieces[i] = parts }
            }
            for rect in coverage.opaqueRects(of: command) {
                guard let r = FramePlan.intersect(rect, visible), Int(r.w) * Int(r.h) >= FramePlan.minOccluderArea else { continue }
                if occluders.count < FramePlan.maxRects { occluders.append(r) }
            }
        }
        plan.hidesClear = occluders.contains { FramePlan.contains($0, screen) }
        return plan
    }
}
