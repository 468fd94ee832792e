import CSDL2

/// Images stretched once to the pixel size they are drawn at, for the software renderer. SDL's
/// software linear stretch scales the whole image for every copy, however narrow the clip, so a
/// rounded card drawn in three clipped bands cost three full stretches. Stretched once into a
/// scratch texture, it is drawn with unscaled copies (nearly memcpy); a size that repeats (a card
/// held pressed) is not stretched again. `CacheBudget.scaledImageSlots` scratch textures are kept and
/// reused, least recently used first, each the screen's size (larger only for a larger image): one
/// made ahead, the other when first needed, so memory stays bounded.
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

    /// A side of a scratch texture that must hold `need`: at least the screen's. Textures sized to
    /// what was asked saved 2 MB at the tour's peak but broke pixel identity: a rounded corner's
    /// texture coordinates are relative to the texture, so a texture of another size samples its
    /// rim a texel differently, and a frame drawn on a kept canvas differed from a fresh one (1002
    /// pixels at 3 px/pt). One size for every slot keeps them identical.
    static func slotSide(_ need: Int, screen: Int) -> Int { max(need, screen) }

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

    /// Makes one scratch texture now, at the screen's size, written once (see
    /// `BackdropBlur.prepareFull`), so the first pressed or opening card does not pay for fresh
    /// memory in its frame; the other slot is made when first needed.
    func prepare(renderer: OpaquePointer) throws {
        guard slots.isEmpty else { return }
        let t = try SDLTexture(renderer: renderer, format: SDL_PIXELFORMAT_ARGB8888, access: SDL_TEXTUREACCESS_TARGET,
                               width: screenWidth, height: screenHeight)
        t.setLinear(false)
        try t.touch(renderer: renderer)
        slots.append(Slot(texture: t, key: nil, lastUsed: clock))
    }

    /// The slot to stretch into: an empty one it fits, a new one while under capacity, else the
    /// least recently used, replaced by a bigger texture when the size does not fit.
    private func slot(fitting key: Key, renderer: OpaquePointer) throws -> Int {
        if let i = slots.firstIndex(where: { $0.key == nil && $0.texture.width >= key.width && $0.texture.height >= key.height }) {
            return i
        }
        func make() throws -> Slot {
            let t = try SDLTexture(renderer: renderer, format: SDL_PIXELFORMAT_ARGB8888, access: SDL_TEXTUREACCESS_TARGET,
                                   width: Self.slotSide(key.width, screen: screenWidth),
                                   height: Self.slotSide(key.height, screen: screenHeight))
            t.setLinear(false)   // drawn unscaled
            return Slot(texture: t, key: nil, lastUsed: clock)
        }
        if slots.count < capacity {
            slots.append(try make())
            return slots.count - 1
        }
        let i = slots.indices.min { slots[$0].lastUsed < slots[$1].lastUsed }!
        if slots[i].texture.width < key.width || slots[i].texture.height < key.height {
            // The old texture goes first, so the two are never held at once.
            slots.remove(at: i)
            slots.insert(try make(), at: i)
        }
        return i
    }
}
