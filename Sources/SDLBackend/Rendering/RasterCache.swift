import CSDL2
import SimKit

/// The rasters of `.layer` commands: each subtree drawn once into a scratch texture at the
/// output scale, kept while the same subtree is asked for again (a pressed card, a story dragged
/// down). `CacheBudget.rasterSlots` scratch textures of the screen's size (see
/// `ScaledImageCache.slotSide`) are reused, least recently used first, so memory stays bounded.
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
    /// The screen in pixels: the size of every slot but one for a larger layer.
    let screenWidth: Int, screenHeight: Int
    /// How many rasters were drawn (tests check that a steady layer is drawn once).
    private(set) var rasterizations = 0

    init(screenWidth: Int, screenHeight: Int, capacity: Int = CacheBudget.rasterSlots) {
        self.screenWidth = screenWidth
        self.screenHeight = screenHeight
        self.capacity = capacity
    }

    /// Pixels of the scratch textures kept now (tests check the bound).
    var keptPixels: Int { slots.reduce(0) { $0 + $1.texture.width * $1.texture.height } }

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

    private func make(width: Int, height: Int, renderer: OpaquePointer) throws -> Slot {
        let t = try SDLTexture(renderer: renderer, format: SDL_PIXELFORMAT_ARGB8888, access: SDL_TEXTUREACCESS_TARGET,
                               width: ScaledImageCache.slotSide(width, screen: screenWidth),
                               height: ScaledImageCache.slotSide(height, screen: screenHeight))
        t.setLinear(true)   // stretched onto the screen
        try t.touch(renderer: renderer)
        return Slot(texture: t, content: nil, lastUsed: clock)
    }

    /// A new slot while under capacity, else the least recently used, replaced when too small. None
    /// is made before it is asked for: one made ahead added 3 MB to the tour's peak.
    private func slot(width: Int, height: Int, renderer: OpaquePointer) throws -> Int {
        if slots.count < capacity {
            slots.append(try make(width: width, height: height, renderer: renderer))
            return slots.count - 1
        }
        let i = slots.indices.min { slots[$0].lastUsed < slots[$1].lastUsed }!
        if slots[i].texture.width < width || slots[i].texture.height < height {
            // The old texture goes first, so the two are never held at once.
            slots.remove(at: i)
            slots.insert(try make(width: width, height: height, renderer: renderer), at: i)
        }
        return i
    }
}
