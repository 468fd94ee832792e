import CSDL2
import SimKit

/// What must be drawn again to turn the previous frame into the next one: the previous frame's
/// pixels moved by whole rows (a scroll), then full-width bands of rows redrawn. Anything whose
/// commands are unchanged, or unchanged but moved with the scroll, keeps its pixels.
///
///     if let damage = list.damage(from: previous, to: commands) { … shift, then draw(commands, within: damage.rects) }
struct FrameDamage: Equatable {
    /// Rows `y0 ..< y1` of pixels.
    struct Band: Equatable {
        var y0: Int, y1: Int
    }

    /// Rows the previous frame's pixels move down by first (negative: up); 0 for none.
    var shift = 0
    /// Rows to draw again, sorted and apart.
    var bands: [Band] = []

    /// Nothing changed.
    var isEmpty: Bool { shift == 0 && bands.isEmpty }

    /// Rows redrawn.
    var rowCount: Int { bands.reduce(0) { $0 + $1.y1 - $1.y0 } }

    /// The bands as full-width pixel rects.
    func rects(width: Int) -> [SDL_Rect] {
        bands.map { SDL_Rect(x: 0, y: Int32($0.y0), w: Int32(width), h: Int32($0.y1 - $0.y0)) }
    }

    /// Adds rows `y0 ..< y1`, clamped to `0 ..< height`, keeping the bands sorted and merged
    /// (bands closer than `gap` rows become one: one pass over them costs less than two).
    mutating func add(_ y0: Int, _ y1: Int, height: Int, gap: Int = 16) {
        let a = max(0, y0), b = min(height, y1)
        guard b > a else { return }
        // In place (no new array a call): the bands within `gap` join the new one, which then
        // goes where it sorts.
        var merged = Band(y0: a, y1: b)
        var i = 0
        while i < bands.count {
            let band = bands[i]
            if band.y1 + gap < merged.y0 || merged.y1 + gap < band.y0 { i += 1; continue }
            merged = Band(y0: min(band.y0, merged.y0), y1: max(band.y1, merged.y1))
            bands.remove(at: i)
        }
        bands.insert(merged, at: bands.firstIndex { $0.y0 > merged.y0 } ?? bands.count)
    }

    /// Whether rows `y0 ..< y1` touch a band.
    func touches(_ y0: Int, _ y1: Int) -> Bool { bands.contains { $0.y0 < y1 && y0 < $0.y1 } }

    /// Whether rows `y0 ..< y1` lie inside one band.
    func contains(_ y0: Int, _ y1: Int) -> Bool { bands.contains { $0.y0 <= y0 && y1 <= $0.y1 } }
}

/// A drawing command with the clip in effect for it (nil: none, or one covering the screen).
struct ClippedCommand: Hashable {
    var command: DrawCommand
    var clip: Rect?

    /// The drawing commands of a display list, each with its clip.
    static func items(of list: [DrawCommand], screen: Rect) -> [ClippedCommand] {
        var items: [ClippedCommand] = []
        items.reserveCapacity(list.count)
        var clip: Rect?
        for command in list {
            if case let .clip(rect) = command {
                clip = rect.flatMap { $0.encloses(screen) ? nil : $0 }
            } else {
                items.append(ClippedCommand(command: command, clip: clip))
            }
        }
        return items
    }
}
