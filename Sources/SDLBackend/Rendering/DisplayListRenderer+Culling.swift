import CSDL2
import SimKit

/// Skipping work that cannot show: everything under an opaque fill that covers the whole screen,
/// and (with `FramePlan`) commands wholly outside the screen or their clip. Every pixel stays as it was.
/// What a command covers is `DrawCoverage`'s to say.
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
                guard color.a >= 1, rr.radius <= 0, coverage.coversTarget(rr.rect) else { continue }
                if case let .some(c?) = clip, !coverage.coversTarget(c) { continue }
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
}
