import CSDL2
import SimKit

/// How a command moves between frames: what the damage (`FrameDamage`) asks to recognise a frame
/// that is the last one scrolled.
extension DrawCoverage {
    /// A point that moves with the command, for guessing how far a frame scrolled.
    func anchorY(of command: DrawCommand) -> Double? {
        switch command {
        case let .fill(shape, _), let .shadow(shape, _, _, _): return shape.rect.minY
        case let .image(_, dest, _, _): return dest.minY
        case let .text(run): return run.origin.y
        case let .polygon(points, _): return points.first?.y
        case let .circle(center, _, _, _): return center.y
        case let .line(from, _, _, _): return from.y
        case let .layer(l): return l.dest.minY
        case .backdropBlur, .clip, .scroll: return nil
        }
    }

    /// Whether `a` moved down by `dy` points is `b`, clip included. Backdrop blurs never move:
    /// what they show depends on what is under them. The clips compare as the pixels they keep
    /// among the rows that the move keeps (the rows it uncovers are drawn again anyway), so a card
    /// cut by the screen's edge moves with its clip.
    func moves(_ a: ClippedCommand, to b: ClippedCommand, by dy: Double) -> Bool {
        if case .backdropBlur = a.command { return false }
        let shift = Int32((dy * scale).rounded())
        let kept = SDL_Rect(x: 0, y: max(0, shift), w: Int32(pixelWidth), h: Int32(pixelHeight) - abs(shift))
        func keeps(_ clip: Rect?, movedBy rows: Int32) -> SDL_Rect? {
            guard var c = clip.map(scissor) else { return kept }
            c.y += rows
            return FramePlan.intersect(c, kept) ?? SDL_Rect()
        }
        let ka = keeps(a.clip, movedBy: shift), kb = keeps(b.clip, movedBy: 0)
        guard ka?.x == kb?.x, ka?.y == kb?.y, ka?.w == kb?.w, ka?.h == kb?.h else { return false }
        return a.command.moved(by: Point(0, dy)).nearlyEquals(b.command)
    }
}
