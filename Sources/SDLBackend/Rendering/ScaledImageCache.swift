import CSDL2

/// Images stretched once to the pixel size they are drawn at, for the software renderer. SDL's
/// software linear stretch scales the whole image for every copy, however narrow the clip, so a
/// rounded card drawn in three clipped bands cost three full stretches. Stretched once into a
/// scratch texture, it is drawn with unscaled copies (nearly memcpy); a size that repeats (a card
/// held pressed) is not stretched again. A few scratch textures at least the screen's size are
/// kept and reused, least recently used first, so memory stays bounded.
@MainActor
final class ScaledImageCache {
    /// An image, or a layer's raster, at a pixel size.
    struct Key: Hashable {
        enum Source: Hashable {
            case image(String)
            /// `RasterCache`'s id of the raster.
            case raster(Int)
        }
        let source: Source
        let width: Int
        let height: Int
    }
    private struct Slot {
        let texture: SDLTexture
        var key: Key?
        var lastUsed: Int
    }

    private var slots: [Slot] = []
    private var clock = 0
    /// Scratch textures kept: one per image scaled in the same frame (a pressed card, a flying one).
    let capacity: Int
    /// The smallest scratch texture made (the screen, in pixels), so most sizes fit the first one.
    let minWidth: Int, minHeight: Int

    init(minWidth: Int, minHeight: Int, capacity: Int = 2) {
        self.minWidth = minWidth
        self.minHeight = minHeight
        self.capacity = capacity
    }

    /// How many stretches were made (tests check that a size that holds is stretched once).
    private(set) var stretches = 0

    /// A texture whose top-left `key.width × key.height` pixels hold `src` of `image` (nil: all of
    /// it) stretched to that size with linear filtering.
    func texture(for key: Key, image: SDLTexture, src: SDL_Rect? = nil, renderer: OpaquePointer) throws -> SDLTexture {
        clock += 1
        if let i = slots.firstIndex(where: { $0.key == key }) {
            slots[i].lastUsed = clock
            return slots[i].texture
        }
        let i = try slot(fitting: key, renderer: renderer)
        slots[i].key = nil
        stretches += 1
        try withTarget(slots[i].texture.handle, clip: nil, on: renderer) {
            image.prepare(blend: SDL_BLENDMODE_NONE)
            image.setLinear(true)
            var d = SDL_Rect(x: 0, y: 0, w: Int32(key.width), h: Int32(key.height))
            var from = src ?? SDL_Rect(x: 0, y: 0, w: Int32(image.width), h: Int32(image.height))
            try SDLError.check(SDL_RenderCopy(renderer, image.handle, &from, &d), "SDL_RenderCopy(scaled image)")
        }
        slots[i].key = key
        slots[i].lastUsed = clock
        return slots[i].texture
    }

    /// Makes every scratch texture now, at the smallest size, each written once (see
    /// `BackdropBlur.prepare`), so the first pressed card does not pay for fresh memory.
    func prepare(renderer: OpaquePointer) throws {
        while slots.count < capacity {
            let t = try SDLTexture(renderer: renderer, format: SDL_PIXELFORMAT_ARGB8888, access: SDL_TEXTUREACCESS_TARGET,
                                   width: minWidth, height: minHeight)
            t.setLinear(false)
            try t.touch(renderer: renderer)
            slots.append(Slot(texture: t, key: nil, lastUsed: clock))
        }
    }

    /// The slot to stretch into: a new one while under capacity, else the least recently used,
    /// replaced by a bigger texture when the size does not fit.
    private func slot(fitting key: Key, renderer: OpaquePointer) throws -> Int {
        func make() throws -> Slot {
            let t = try SDLTexture(renderer: renderer, format: SDL_PIXELFORMAT_ARGB8888, access: SDL_TEXTUREACCESS_TARGET,
                                   width: max(minWidth, key.width), height: max(minHeight, key.height))
            t.setLinear(false)   // drawn unscaled
            return Slot(texture: t, key: nil, lastUsed: clock)
        }
        if slots.count < capacity {
            slots.append(try make())
            return slots.count - 1
        }
        let i = slots.indices.min { slots[$0].lastUsed < slots[$1].lastUsed }!
        if slots[i].texture.width < key.width || slots[i].texture.height < key.height { slots[i] = try make() }
        return i
    }
}
