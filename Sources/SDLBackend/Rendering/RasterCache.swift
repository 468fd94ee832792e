import CSDL2
import SimKit

/// The rasters of `.layer` commands: each subtree drawn once into a scratch texture at the
/// output scale, kept while the same subtree is asked for again (a pressed card, a story dragged
/// down). A few scratch textures of at least the screen's size are reused, least recently used
/// first, so memory stays bounded.
@MainActor
final class RasterCache {
    private struct Slot {
        let texture: SDLTexture
        var content: [DrawCommand]?
        var width = 0, height = 0
        /// Which rasterisation the slot holds (1, 2, …): names the raster to the stretch cache.
        var id = 0
        var lastUsed: Int
    }
    private var slots: [Slot] = []
    private var clock = 0
    /// Rasters kept: the pressed card, and the story being dragged.
    let capacity: Int
    let minWidth: Int, minHeight: Int
    /// How many rasters were drawn (tests check that a steady layer is drawn once).
    private(set) var rasterizations = 0

    init(minWidth: Int, minHeight: Int, capacity: Int = 2) {
        self.minWidth = minWidth
        self.minHeight = minHeight
        self.capacity = capacity
    }

    /// A texture whose top-left `width × height` pixels hold `content` drawn by `draw` (called only
    /// when no kept raster matches), and a number naming that raster while it is kept.
    func texture(for content: [DrawCommand], width: Int, height: Int, renderer: OpaquePointer,
                 draw: (SDLTexture) throws -> Void) throws -> (SDLTexture, id: Int) {
        clock += 1
        if let i = slots.firstIndex(where: { $0.width == width && $0.height == height && $0.content == content }) {
            slots[i].lastUsed = clock
            return (slots[i].texture, slots[i].id)
        }
        let i = try slot(width: width, height: height, renderer: renderer)
        slots[i].content = nil
        try draw(slots[i].texture)
        rasterizations += 1
        slots[i].content = content
        slots[i].width = width
        slots[i].height = height
        slots[i].lastUsed = clock
        slots[i].id = rasterizations
        return (slots[i].texture, rasterizations)
    }

    /// Makes the scratch textures now, written once (see `BackdropBlur.prepare`).
    func prepare(renderer: OpaquePointer) throws {
        while slots.count < capacity { slots.append(try make(width: minWidth, height: minHeight, renderer: renderer)) }
    }

    private func make(width: Int, height: Int, renderer: OpaquePointer) throws -> Slot {
        let t = try SDLTexture(renderer: renderer, format: SDL_PIXELFORMAT_ARGB8888, access: SDL_TEXTUREACCESS_TARGET,
                               width: max(minWidth, width), height: max(minHeight, height))
        t.setLinear(true)   // stretched onto the screen
        try t.touch(renderer: renderer)
        return Slot(texture: t, content: nil, lastUsed: clock)
    }

    /// A new slot while under capacity, else the least recently used, replaced when too small.
    private func slot(width: Int, height: Int, renderer: OpaquePointer) throws -> Int {
        if slots.count < capacity {
            slots.append(try make(width: width, height: height, renderer: renderer))
            return slots.count - 1
        }
        let i = slots.indices.min { slots[$0].lastUsed < slots[$1].lastUsed }!
        if slots[i].texture.width < width || slots[i].texture.height < height {
            slots[i] = try make(width: width, height: height, renderer: renderer)
        }
        return i
    }
}
