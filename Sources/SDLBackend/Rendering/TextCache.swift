import CSDL2
import SimKit

/// Text rendered once per (string, pixel size, font, colour) and kept as a texture. Entries not
/// used for a while are evicted so a long session does not grow without bound; anything drawn in
/// the current frame is never evicted.
@MainActor
final class TextCache {
    private struct Key: Hashable {
        let text: String
        let pixels: Int
        /// Size and weight pick the faces (Inter's Display cut from 20 pt), so both are part of the key.
        let font: Font
        let rgb: UInt32
    }
    private struct Entry {
        let texture: SDLTexture
        var lastUsed: Int
    }

    private var entries: [Key: Entry] = [:]
    private var frame = 0
    private var evictable: [(Key, Int)] = []
    /// Comfortably more than one screen's worth of strings.
    let capacity: Int
    /// Frames an unused string survives even below capacity (about ten seconds at 60 fps).
    let maxAge: Int

    init(capacity: Int = 512, maxAge: Int = 600) {
        self.capacity = capacity
        self.maxAge = maxAge
    }

    /// How many strings are cached now.
    var count: Int { entries.count }

    private func key(for run: TextRun, fonts: FontSet) -> Key {
        Key(text: run.text, pixels: fonts.pixelSize(of: run.font), font: run.font,
            rgb: UInt32(Color.byte(run.color.r)) << 16 | UInt32(Color.byte(run.color.g)) << 8 | UInt32(Color.byte(run.color.b)))
    }

    /// The pixel size `run` renders at, when it is cached (nil: not rendered yet).
    func cachedSize(of run: TextRun, fonts: FontSet) -> (width: Int, height: Int)? {
        entries[key(for: run, fonts: fonts)].map { ($0.texture.width, $0.texture.height) }
    }

    /// The texture for `run`, rendering it on first use; nil for empty text.
    func texture(for run: TextRun, fonts: FontSet, renderer: OpaquePointer) throws -> SDLTexture? {
        guard !run.text.isEmpty else { return nil }
        let key = key(for: run, fonts: fonts)
        if let hit = entries[key] {
            if hit.lastUsed != frame { entries[key]?.lastUsed = frame }
            return hit.texture
        }
        let surface = try TextLine(run.text, font: run.font, fonts: fonts)
            .render(r: Color.byte(run.color.r), g: Color.byte(run.color.g), b: Color.byte(run.color.b))
        let texture = try SDLTexture(renderer: renderer, surface: surface)
        texture.setLinear(true)
        entries[key] = Entry(texture: texture, lastUsed: frame)
        return texture
    }

    /// Ends a frame: drops entries that are too old, then the least recently used beyond capacity.
    func endFrame() {
        frame += 1
        // Sweeping costs a pass over the cache, so do it only now and then or when over capacity.
        guard entries.count > capacity || frame % 60 == 0 else { return }
        evictable.removeAll(keepingCapacity: true)
        for (key, entry) in entries where entry.lastUsed < frame - 1 { evictable.append((key, entry.lastUsed)) }
        evictable.sort { $0.1 < $1.1 }
        var excess = entries.count - capacity
        for (key, used) in evictable {
            guard excess > 0 || used < frame - maxAge else { break }
            entries[key] = nil
            excess -= 1
        }
    }
}
