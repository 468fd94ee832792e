import CSDL2
import SimKit

/// Working out what changed between two frames (see `FrameDamage`).
extension DisplayListRenderer {
    /// Scrolled content is recognised from this many moved commands on.
    static let minMovedCommands = 4
    /// Above this share of the rows, drawing the whole frame costs no more.
    static let maxDamagedShare = 0.8

    /// What to draw again to turn the frame of `old` into the frame of `new` (same clear colour),
    /// or nil when it is simpler to draw everything: a large backdrop blur (it reads the whole
    /// screen), or most rows changed. `size`: the points drawn, when not the screen (a layer's
    /// raster, no taller than the screen).
    func damage(from old: [DrawCommand], to new: [DrawCommand], size: Size? = nil) -> FrameDamage? {
        let screenRect = Rect(origin: .zero, size: size ?? screenSize)
        let pixelHeight = size.map { min(self.pixelHeight, Int(($0.height * scale).rounded(.up))) } ?? self.pixelHeight
        let o = ClippedCommand.items(of: placingScrolledContent(old), screen: screenRect)
        let n = ClippedCommand.items(of: placingScrolledContent(new), screen: screenRect)
        func isLargeBlur(_ item: ClippedCommand) -> Bool {
            if case let .backdropBlur(area, _, _, _) = item.command { return coverage.isLargeBlur(area) } else { return false }
        }
        guard !o.contains(where: isLargeBlur), !n.contains(where: isLargeBlur) else { return nil }

        // 1. The same commands in the same order keep their pixels.
        var oldSame = [Bool](repeating: false, count: o.count)
        var newSame = [Bool](repeating: false, count: n.count)
        // Each old command's first place, and the next place of the same command after each one
        // (-1: none): one chain per command without an array each.
        var first: [ClippedCommand: Int] = [:]
        var next = [Int](repeating: -1, count: o.count)
        for i in o.indices.reversed() {
            next[i] = first[o[i]] ?? -1
            first[o[i]] = i
        }
        var last = -1
        for (j, item) in n.enumerated() {
            guard var k = first[item] else { continue }
            while k >= 0 && k <= last { k = next[k] }
            guard k >= 0 else { continue }
            first[item] = next[k]   // later new commands of this kind take later places
            last = k
            oldSame[last] = true
            newSame[j] = true
        }
        let oldLeft = o.indices.filter { !oldSame[$0] }
        let newLeft = n.indices.filter { !newSame[$0] }
        if oldLeft.isEmpty && newLeft.isEmpty { return FrameDamage() }

        // 2. Content that moved by whole pixels, all by the same amount, in the same order.
        var oldMoved = [Bool](repeating: false, count: o.count)
        var newMoved = [Bool](repeating: false, count: n.count)
        var shift = 0
        if let dy = scrollDistance(o, oldLeft, n, newLeft) {
            var moved = 0
            var p = 0
            for j in newLeft {
                let limit = min(oldLeft.count, p + 16)
                guard p < limit else { break }
                for q in p..<limit {
                    let i = oldLeft[q]
                    if coverage.moves(o[i], to: n[j], by: dy) {
                        oldMoved[i] = true; newMoved[j] = true
                        moved += 1
                        p = q + 1
                        break
                    }
                }
            }
            if moved >= Self.minMovedCommands {
                shift = Int((dy * scale).rounded())
            } else {
                oldMoved = [Bool](repeating: false, count: o.count)
                newMoved = [Bool](repeating: false, count: n.count)
            }
        }

        // 3. Rows to draw again: what changed where it was (moved along) and where it is now;
        // with a shift, also what stayed (its old pixels moved away) and the rows uncovered.
        var damage = FrameDamage(shift: shift)
        func add(_ item: ClippedCommand, moved by: Int) {
            guard let r = visibleBounds(item) else { return }
            damage.add(Int(r.y) + by, Int(r.y + r.h) + by, height: pixelHeight)
        }
        for i in o.indices where !oldMoved[i] && !oldSame[i] { add(o[i], moved: shift) }
        for j in n.indices where !newMoved[j] && !newSame[j] { add(n[j], moved: 0) }
        if shift != 0 {
            for j in n.indices where newSame[j] {
                guard let r = visibleBounds(n[j]) else { continue }
                let y0 = Int(r.y), y1 = Int(r.y + r.h)
                if case let .fill(shape, _) = n[j].command, shape.radius <= 0 {
                    // Square and uniform: a pixel whose old place was inside it too shows the same
                    // colour over the same moved content. Only rows near its edges change.
                    var a = Int((shape.rect.minY * scale).rounded(.up)), b = Int((shape.rect.maxY * scale).rounded(.down))
                    if let clip = n[j].clip {
                        let c = coverage.scissor(clip)
                        a = max(a, Int(c.y)); b = min(b, Int(c.y + c.h))
                    }
                    let inside0 = max(a, a + shift), inside1 = min(b, b + shift)
                    if inside1 > inside0 {
                        damage.add(min(y0, y0 + shift), inside0, height: pixelHeight)
                        damage.add(inside1, max(y1, y1 + shift), height: pixelHeight)
                        continue
                    }
                }
                damage.add(y0, y1, height: pixelHeight)
                damage.add(y0 + shift, y1 + shift, height: pixelHeight)
            }
        }
        if shift > 0 { damage.add(0, shift, height: pixelHeight) }
        if shift < 0 { damage.add(pixelHeight + shift, pixelHeight, height: pixelHeight) }
        // A backdrop blur reads what is under it: redrawn at all, it is redrawn whole, in one band.
        var settled = false
        while !settled {
            settled = true
            for item in n {
                guard case .backdropBlur = item.command, let r = visibleBounds(item) else { continue }
                // On screen only: the bands never reach past it.
                let y0 = max(0, Int(r.y)), y1 = min(pixelHeight, Int(r.y + r.h))
                if y1 > y0 && damage.touches(y0, y1) && !damage.contains(y0, y1) {
                    damage.add(y0, y1, height: pixelHeight)
                    settled = false
                }
            }
        }
        guard Double(damage.rowCount) <= Self.maxDamagedShare * Double(pixelHeight) else { return nil }
        return damage
    }

    /// The scroll distance in points (whole pixels, not zero) that moves one of the first changed
    /// commands of the old frame onto one of the new frame's; nil when none does.
    private func scrollDistance(_ o: [ClippedCommand], _ oldLeft: [Int], _ n: [ClippedCommand], _ newLeft: [Int]) -> Double? {
        for j in newLeft.prefix(8) {
            guard let ny = coverage.anchorY(of: n[j].command) else { continue }
            for i in oldLeft.prefix(64) {
                guard let oy = coverage.anchorY(of: o[i].command) else { continue }
                let dy = ny - oy
                let px = dy * scale
                guard abs(px) >= 0.5, abs(px - px.rounded()) < 1e-6 * scale, coverage.moves(o[i], to: n[j], by: dy) else { continue }
                return dy
            }
        }
        return nil
    }

    /// The pixels `item` may touch on the screen, its clip applied; nil when none.
    private func visibleBounds(_ item: ClippedCommand) -> SDL_Rect? {
        guard var r = coverage.bounds(of: item.command) else { return nil }
        if let clip = item.clip {
            guard let c = FramePlan.intersect(r, coverage.touched(clip)) else { return nil }
            r = c
        }
        // Rows matter, not columns: keep the rect's rows even where its columns are off screen.
        return r.h > 0 ? r : nil
    }
}
