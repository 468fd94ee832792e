import CSDL2

/// Images stretched once to the pixel size they are drawn at, for the software renderer. SDL's
/// software linear stretch scales the whole image for every copy, however narrow the clip, so a
/// rounded card drawn in three clipped bands cost three full stretches. Stretched once into a
/// scratch texture, it is drawn with unscaled copies (nearly memcpy); a size that repeats (a card
/// held pressed) is not stretched again. `CacheBudget.scaledImageSlots` scratch textures are kept and
/// reused, least recently used first, each made at the size first asked for and grown a quarter at
/// a time up to the screen's (a card growing open does not make a texture a frame), so memory
/// stays bounded and a pressed card costs its own size, not a screen's.
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
    /// The screen in pixels: a texture grows towards it, and past it only for a larger image.
    let screenWidth: Int, screenHeight: Int

    init(screenWidth: Int, screenHeight: Int, capacity: Int = CacheBudget.scaledImageSlots) {
        self.screenWidth = screenWidth
        self.screenHeight = screenHeight
        self.capacity = capacity
    }

    /// Pixels of the scratch textures kept now (tests check the bound).
    var keptPixels: Int { slots.reduce(0) { $0 + $1.texture.width * $1.texture.height } }

    /// A side of a texture that must hold `need` and replaces one of `old`: a quarter more than the
    /// old one, up to `limit`, so a size that grows every frame makes a new texture only now and then.
    static func grown(_ need: Int, from old: Int, limit: Int) -> Int { max(need, min(limit, old + old / 4)) }

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

    /// The slot to stretch into: a new one while under capacity, else the least recently used,
    /// replaced by a bigger texture when the size does not fit.
    private func slot(fitting key: Key, renderer: OpaquePointer) throws -> Int {
        func make(replacing old: (width: Int, height: Int)) throws -> Slot {
            let t = try SDLTexture(renderer: renderer, format: SDL_PIXELFORMAT_ARGB8888, access: SDL_TEXTUREACCESS_TARGET,
                                   width: Self.grown(key.width, from: old.width, limit: screenWidth),
                                   height: Self.grown(key.height, from: old.height, limit: screenHeight))
            t.setLinear(false)   // drawn unscaled
            return Slot(texture: t, key: nil, lastUsed: clock)
        }
        if slots.count < capacity {
            slots.append(try make(replacing: (0, 0)))
            return slots.count - 1
        }
        let i = slots.indices.min { slots[$0].lastUsed < slots[$1].lastUsed }!
        if slots[i].texture.width < key.width || slots[i].texture.height < key.height {
            // The old texture goes first, so the two are never held at once.
            let old = (slots[i].texture.width, slots[i].texture.height)
            slots.remove(at: i)
            slots.insert(try make(replacing: old), at: i)
        }
        return i
    }
}
