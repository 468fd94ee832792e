import CSDL2

/// Scratch target textures, each holding one keyed drawing in its top-left corner, reused least
/// recently used first: at most `capacity`, each the screen's size (larger only for a larger
/// drawing), so memory stays bounded. One size for every slot: a rounded corner's texture
/// coordinates are relative to its texture, so a slot sized to what was asked (2 MB less at the
/// tour's peak) sampled the rim a texel differently, and a frame drawn on a kept canvas differed
/// from a fresh one (1002 pixels at 3 px/pt).
@MainActor
final class TextureSlots<K: Equatable> {
    typealias Key = K
    private struct Slot {
        let texture: SDLTexture
        var key: Key?
        /// Which fill the slot holds (1, 2, …).
        var id = 0
        var lastUsed: Int
    }
    private var slots: [Slot] = []
    private var clock = 0
    let capacity: Int
    /// The screen in pixels: the size of every slot but one for a larger drawing.
    let screenWidth: Int, screenHeight: Int
    /// Whether the textures are sampled bilinearly when stretched.
    let linear: Bool
    /// How many drawings were made (tests check that one that holds is drawn once).
    private(set) var fills = 0

    init(screenWidth: Int, screenHeight: Int, capacity: Int, linear: Bool) {
        self.screenWidth = screenWidth
        self.screenHeight = screenHeight
        self.capacity = capacity
        self.linear = linear
    }

    /// Pixels of the scratch textures kept now (tests check the bound).
    var keptPixels: Int { slots.reduce(0) { $0 + $1.texture.width * $1.texture.height } }

    /// A texture whose top-left `width × height` pixels hold what `fill` draws for `key` (called
    /// only when no slot holds it), and the number of that fill, naming it while it is kept.
    func texture(for key: Key, width: Int, height: Int, renderer: OpaquePointer,
                 fill: (SDLTexture) throws -> Void) throws -> (SDLTexture, id: Int) {
        clock += 1
        if let i = slots.firstIndex(where: { $0.key == key }) {
            slots[i].lastUsed = clock
            return (slots[i].texture, slots[i].id)
        }
        let i = try slot(width: width, height: height, renderer: renderer)
        slots[i].key = nil
        try fill(slots[i].texture)
        fills += 1
        slots[i] = Slot(texture: slots[i].texture, key: key, id: fills, lastUsed: clock)
        return (slots[i].texture, fills)
    }

    /// Makes one slot now, so the first frame that needs one does not pay for fresh memory.
    func prepare(renderer: OpaquePointer) throws {
        if slots.isEmpty { slots.append(try make(width: screenWidth, height: screenHeight, renderer: renderer)) }
    }

    /// A texture written once (see `BackdropBlur.prepareFull`), the screen's size or larger.
    private func make(width: Int, height: Int, renderer: OpaquePointer) throws -> Slot {
        let t = try SDLTexture.target(renderer: renderer, width: max(width, screenWidth), height: max(height, screenHeight))
        t.setLinear(linear)
        return Slot(texture: t, key: nil, lastUsed: clock)
    }

    /// An empty slot that fits, a new one while under capacity, else the least recently used,
    /// replaced when too small.
    private func slot(width: Int, height: Int, renderer: OpaquePointer) throws -> Int {
        if let i = slots.firstIndex(where: { $0.key == nil && $0.texture.width >= width && $0.texture.height >= height }) {
            return i
        }
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
