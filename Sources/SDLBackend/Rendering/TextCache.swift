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
        /// The rows with any ink: the line box's rows above the capitals and below the
        /// descenders are transparent, and an unscaled copy need not walk them (`DisplayListRenderer.text`).
        let ink: Range<Int>
        var lastUsed: Int
    }

    private var entries: [Key: Entry] = [:]
    private var frame = 0
    private var evictable: [(Key, Int)] = []
    /// Strings kept (`CacheBudget.textStrings`).
    let capacity: Int
    /// Frames an unused string survives even below capacity (`CacheBudget.textMaxAge`).
    let maxAge: Int
    /// Bytes of rendered strings kept between frames (`CacheBudget.textBytes`): a story's
    /// paragraphs are large textures, so a count alone does not bound the memory.
    let maxBytes: Int
    /// Bytes of the strings cached now.
    private(set) var bytes = 0

    init(capacity: Int = CacheBudget.textStrings, maxAge: Int = CacheBudget.textMaxAge, maxBytes: Int = CacheBudget.textBytes) {
        self.capacity = capacity
        self.maxAge = maxAge
        self.maxBytes = maxBytes
    }

    private func key(for run: TextRun, fonts: FontSet) -> Key {
        Key(text: run.text, pixels: fonts.pixelSize(of: run.font), font: run.font,
            rgb: UInt32(Color.byte(run.color.r)) << 16 | UInt32(Color.byte(run.color.g)) << 8 | UInt32(Color.byte(run.color.b)))
    }

    /// The pixel size `run` renders at, when it is cached (nil: not rendered yet).
    func cachedSize(of run: TextRun, fonts: FontSet) -> (width: Int, height: Int)? {
        entries[key(for: run, fonts: fonts)].map { ($0.texture.width, $0.texture.height) }
    }

    /// The texture for `run` and its rows with ink, rendering it on first use; nil for empty text.
    func texture(for run: TextRun, fonts: FontSet, renderer: SDLRenderer) throws -> (texture: SDLTexture, ink: Range<Int>)? {
        guard !run.text.isEmpty else { return nil }
        let key = key(for: run, fonts: fonts)
        if let hit = entries[key] {
            if hit.lastUsed != frame { entries[key]?.lastUsed = frame }
            return (hit.texture, hit.ink)
        }
        let surface = try TextLine(run.text, font: run.font, fonts: fonts)
            .render(r: Color.byte(run.color.r), g: Color.byte(run.color.g), b: Color.byte(run.color.b))
        let texture = try SDLTexture(renderer: renderer, surface: surface)
        try texture.setLinear(true)
        let ink = try Self.inkRows(of: surface)
        entries[key] = Entry(texture: texture, ink: ink, lastUsed: frame)
        bytes += texture.width * texture.height * 4
        return (texture, ink)
    }

    /// The rows of a 32-bit surface with a pixel of any opacity.
    static func inkRows(of surface: SDLSurface) throws -> Range<Int> {
        let (width, amask) = (surface.width, surface.alphaMask)
        return try surface.withPixels { pixels, stride in
            func inked(_ y: Int) -> Bool {
                // One OR over the row, which the compiler vectorises; a closure per pixel was a
                // visible part of a story's first frame.
                var any: UInt32 = 0
                for p in UnsafeBufferPointer(start: pixels + y * stride, count: width) { any |= p }
                return any & amask != 0
            }
            var top = 0, bottom = surface.height
            while top < bottom && !inked(top) { top += 1 }
            while bottom > top && !inked(bottom - 1) { bottom -= 1 }
            return top..<bottom
        }
    }

    /// Ends a frame: drops entries that are too old, then the least recently used beyond capacity.
    func endFrame() {
        frame += 1
        // Sweeping costs a pass over the cache, so do it only now and then or when over capacity.
        guard entries.count > capacity || bytes > maxBytes || frame % 60 == 0 else { return }
        evictable.removeAll(keepingCapacity: true)
        for (key, entry) in entries where entry.lastUsed < frame - 1 { evictable.append((key, entry.lastUsed)) }
        evictable.sort { $0.1 < $1.1 }
        var excess = entries.count - capacity
        for (key, used) in evictable {
            guard excess > 0 || bytes > maxBytes || used < frame - maxAge else { break }
            if let t = entries.removeValue(forKey: key)?.texture { bytes -= t.width * t.height * 4 }
            excess -= 1
        }
    }
}
