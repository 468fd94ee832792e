import CSDL2

/// Scratch target textures, each holding one keyed drawing in its top-left corner, reused least
/// recently used first. A slot's size depends only on the size of what it holds, never on what it
/// held before: a rounded corner's texture coordinates are relative to its texture, so a slot sized
/// to each drawing sampled the rim a texel differently, and a frame drawn on a kept canvas differed
/// from a fresh one (1002 pixels at 3 px/pt). A drawing up to `smallSide` square (the avatar, a
/// close button) takes a small slot of exactly that size; any other a slot of the screen's size
/// (larger only for a larger drawing, or, where the size does not change the pixels, with room for
/// an overshoot: `largeSize`). At most `capacity` of each, so memory stays bounded. With a bound
/// in bytes instead (`sizedBudget`), each slot is sized to its drawing: many small drawings then
/// keep their slots where a few screen-sized ones would take turns.
@MainActor
final class TextureSlots<K: Equatable> {
    typealias Key = K
    private struct Slot {
        let texture: SDLTexture
        /// A `smallSide` slot (told apart by this, not by size: a screen can be 256 px too).
        let isSmall: Bool
        var key: Key?
        /// Which fill the slot holds (1, 2, …).
        var id = 0
        var lastUsed: Int
        /// The last drawn frame (`endFrame`) that asked for it.
        var lastFrame: Int
        /// True while its drawing is made: a layer drawn inside another layer's raster must not
        /// take the slot its parent is being drawn into.
        var isFilling = false
        /// The rows of its drawing that hold it (see `texture(for:…rows:…)`); every row after a
        /// whole fill.
        var rows = RowBands()
    }
    private var slots: [Slot] = []
    private var clock = 0
    private var frame = 0
    let capacity: Int
    /// The screen in pixels: the size of every large slot but one for a larger drawing.
    let screenWidth: Int, screenHeight: Int
    /// Whether the textures are sampled bilinearly when stretched.
    let linear: Bool
    /// Whether a drawing's pixels depend on the size of the texture holding it: a GPU samples a
    /// stretched texture by coordinates over the whole texture, so a slot grown past the screen
    /// (a zoom's overshoot) must not hold a smaller drawing. SDL's software stretch reads its
    /// source rect in pixels, so there a grown slot keeps any drawing that fits: made anew each
    /// time the overshoot alternated with the screen's size, it cost a screen-sized texture a frame.
    let sampledBySize: Bool
    /// With a bound in bytes: large slots are made at the size of their drawing, as many as the
    /// bound holds, and the bound rather than `capacity` limits them (only where the slot's size
    /// does not change the pixels). See `CacheBudget.sizedSlotBytes`.
    let sizedBudget: Int?
    /// How many drawings were made, and the rows they drew (`RenderWork` reports them).
    private(set) var fills = 0
    private(set) var rowsDrawn = 0
    /// The last number given to a slot's drawing (`id`).
    private var lastID = 0
    /// The side of a small slot: the avatar at 3 px/pt is 108 px, a close button's blur 90.
    static var smallSide: Int { 256 }
    /// Drawn frames after which an unused slot is taken for a new drawing rather than a new slot
    /// made: a screen-sized slot made mid-frame faults fresh memory in page by page.
    let staleAfter: Int

    init(screenWidth: Int, screenHeight: Int, capacity: Int, staleAfter: Int, linear: Bool, sampledBySize: Bool = true,
         sizedBudget: Int? = nil) {
        self.screenWidth = screenWidth
        self.screenHeight = screenHeight
        self.capacity = capacity
        self.staleAfter = staleAfter
        self.linear = linear
        self.sampledBySize = sampledBySize
        self.sizedBudget = sampledBySize ? nil : sizedBudget
    }

    /// Pixels of the scratch textures kept now (tests check the bound).
    var keptPixels: Int { slots.reduce(0) { $0 + $1.texture.width * $1.texture.height } }

    /// Forgets what every slot holds (the textures stay, to be drawn into again).
    func forgetAll() {
        for i in slots.indices { slots[i].key = nil }
    }

    /// Ends a drawn frame (slots unused for `staleAfter` of them are reused first).
    func endFrame() { frame += 1 }

    /// A texture whose top-left `width × height` pixels hold what `fill` draws for `key` (called
    /// only when no slot holds it), and the number of that fill, naming it while it is kept.
    func texture(for key: Key, width: Int, height: Int, renderer: SDLRenderer,
                 fill: (SDLTexture) throws -> Void) throws -> (SDLTexture, id: Int) {
        try texture(for: key, width: width, height: height, rows: RowBands(0..<height), renderer: renderer,
                    changed: { _ in nil }) { texture, rows in
            try fill(texture)
            return rows
        }
    }

    /// A texture whose top-left `width × height` pixels hold the drawing for `key` at least in the
    /// rows `needed`, and the number of its latest drawing (a new one whenever rows are added, so
    /// nothing kept from an earlier, partial state is taken for it). `draw` draws the rows it is
    /// given (and any more it must, which it returns), each as if the whole drawing were made; it
    /// is called only for rows missing:
    /// - a slot holding `key` draws the needed rows it lacks;
    /// - else a slot of the same size that the last frame used, where `changed` says which rows
    ///   of its drawing differ from `key`'s (a presenter whose nested card moved: the card's rows),
    ///   draws the needed rows it lacks or that changed;
    /// - else a free slot draws every needed row.
    func texture(for key: Key, width: Int, height: Int, rows needed: RowBands, renderer: SDLRenderer,
                 changed: (Key) -> RowBands?, draw: (SDLTexture, RowBands) throws -> RowBands) throws -> (SDLTexture, id: Int) {
        clock += 1
        let found = find(key, width: width, height: height, changed: changed).map { ($0.slot, $0.rows) }
        let (first, valid) = try found ?? (slot(width: width, height: height, renderer: renderer), RowBands())
        var i = first
        let missing = needed.subtracting(valid)
        let changes = !missing.isEmpty || slots[i].key != key
        var drawn = RowBands()
        if !missing.isEmpty {
            slots[i].key = nil
            slots[i].isFilling = true
            let texture = slots[i].texture
            // A nested drawing may add slots, but never moves or removes one that is filling.
            defer { if let j = slots.firstIndex(where: { $0.texture === texture }) { slots[j].isFilling = false } }
            drawn = try draw(texture, missing)
            fills += 1
            rowsDrawn += drawn.count
            guard let j = slots.firstIndex(where: { $0.texture === texture }) else { return (texture, newID()) }
            i = j
        }
        if changes { slots[i].id = newID() }
        (slots[i].key, slots[i].rows, slots[i].lastUsed, slots[i].lastFrame) = (key, valid.union(drawn), clock, frame)
        return (slots[i].texture, slots[i].id)
    }

    /// The rows of `key`'s drawing that `texture(for:…rows:…changed:…)` would find held, and the
    /// rows it would find changed (empty for a slot holding `key` itself); nil when no slot
    /// would serve.
    func rowsFound(for key: Key, width: Int, height: Int, changed: (Key) -> RowBands?) -> (held: RowBands, changed: RowBands)? {
        find(key, width: width, height: height, changed: changed).map { ($0.rows, $0.changed) }
    }

    /// The slot holding `key`, else one of the same size the last frame used whose drawing
    /// `changed` can turn into `key`'s; with the rows of it that hold, and those that changed.
    private func find(_ key: Key, width: Int, height: Int, changed: (Key) -> RowBands?) -> (slot: Int, rows: RowBands, changed: RowBands)? {
        if let hit = slots.firstIndex(where: { $0.key == key }) { return (hit, slots[hit].rows, RowBands()) }
        for j in slots.indices where recentlyUsed(j, width: width, height: height) {
            guard let old = slots[j].key, let rows = changed(old) else { continue }
            return (j, slots[j].rows.subtracting(rows), rows)
        }
        return nil
    }

    /// A large slot's side for a drawing's side: the screen's, or past it (a story overshooting
    /// the screen on its spring) the next multiple of `oversizeStep`, so that a drawing growing a
    /// pixel a frame does not make a new screen-sized texture every frame.
    static func side(_ side: Int, screen: Int) -> Int {
        side <= screen ? screen : (side + oversizeStep - 1) / oversizeStep * oversizeStep
    }

    /// See `side(_:screen:)`: 64 px is 2% of a 2 px/pt screen's height, more than a spring's
    /// overshoot past it.
    static var oversizeStep: Int { 64 }

    /// A number no drawing had before.
    private func newID() -> Int {
        lastID += 1
        return lastID
    }

    /// Whether slot `i` holds a large drawing of `width × height` that the last drawn frame used
    /// and this one has not: what it shows may have changed only a little since.
    private func recentlyUsed(_ i: Int, width: Int, height: Int) -> Bool {
        let s = slots[i]
        return !s.isSmall && !s.isFilling && s.key != nil && s.lastFrame == frame - 1
            && s.texture.width >= width && s.texture.height >= height
    }

    /// Makes `count` large slots now (at most `capacity`), so no frame pays for fresh memory.
    func prepare(_ count: Int = 1, renderer: SDLRenderer) throws {
        while slots.count < min(count, capacity) {
            slots.append(try make(largeSize(width: screenWidth, height: screenHeight), small: false, renderer: renderer))
        }
    }

    /// The size a large slot is made at for a drawing of `width × height`: `side` of each. Where
    /// the slot's size does not change the pixels, every large slot has room past the screen from
    /// the start, so a spring's overshoot fits the slot made ahead: a sheet's presenter stretched
    /// to 780 × 1689, then 781 × 1689, at the end of its dismiss made a texture each time it
    /// crossed. It costs a margin of memory a slot.
    private func largeSize(width: Int, height: Int) -> (Int, Int) {
        let least = sampledBySize ? (width, height) : (max(width, screenWidth + 1), max(height, screenHeight + 1))
        return (Self.side(least.0, screen: screenWidth), Self.side(least.1, screen: screenHeight))
    }

    /// A texture written once (see `BackdropBlur.prepareFull`).
    private func make(_ size: (Int, Int), small: Bool, renderer: SDLRenderer) throws -> Slot {
        let t = try SDLTexture.target(renderer: renderer, width: size.0, height: size.1)
        try t.setLinear(linear)
        return Slot(texture: t, isSmall: small, key: nil, lastUsed: clock, lastFrame: frame)
    }

    /// In the drawing's class (small or large): an empty slot of its size, a new one while under
    /// capacity and every slot was used lately, else the least recently used, made anew when its
    /// size is another (one grown past the screen is kept for a drawing within it only where the
    /// texture's size does not change the pixels: `sampledBySize`).
    private func slot(width: Int, height: Int, renderer: SDLRenderer) throws -> Int {
        if let budget = sizedBudget { return try sizedSlot(width: width, height: height, budget: budget, renderer: renderer) }
        let small = width <= Self.smallSide && height <= Self.smallSide
        let wanted = small ? (Self.smallSide, Self.smallSide) : largeSize(width: width, height: height)
        let own = slots.indices.filter { slots[$0].isSmall == small && !slots[$0].isFilling }
        func fits(_ i: Int) -> Bool {
            let t = slots[i].texture
            return sampledBySize ? t.width == wanted.0 && t.height == wanted.1 : t.width >= wanted.0 && t.height >= wanted.1
        }
        if let i = own.first(where: { slots[$0].key == nil && fits($0) }) {
            return i
        }
        let lru = own.min { slots[$0].lastUsed < slots[$1].lastUsed }
        let ownCount = slots.filter { $0.isSmall == small }.count
        guard let i = lru, ownCount >= capacity || frame - slots[i].lastFrame >= staleAfter else {
            slots.append(try make(wanted, small: small, renderer: renderer))
            return slots.count - 1
        }
        if !fits(i) {
            // The old texture goes first, so the two are never held at once.
            slots.remove(at: i)
            slots.insert(try make(wanted, small: small, renderer: renderer), at: i)
        }
        return i
    }

    /// A slot for a drawing of `width × height` under a bound in bytes (`sizedBudget`): the
    /// smallest free slot (stale, or empty) that holds it, if under twice its size or if a new one
    /// would not fit the bound (a grid card leaves the screen-sized slot made ahead to the story
    /// a tap opens); else a new one at its size, once slots, free ones first and each least
    /// recently used first, have made room. A slot this frame has
    /// drawn from can go: SDL finishes what it queued from a texture before destroying it. A
    /// drawing that outgrew the slot it had last frame (a card growing open) gets a quarter more
    /// room, so it is made anew four times on its way to full screen, not every other frame.
    private func sizedSlot(width: Int, height: Int, budget: Int, renderer: SDLRenderer) throws -> Int {
        let needed = (Self.sizedSide(width), Self.sizedSide(height))
        func free(_ i: Int) -> Bool {
            !slots[i].isFilling && (slots[i].key == nil || frame - slots[i].lastFrame >= staleAfter)
        }
        func holds(_ i: Int) -> Bool { slots[i].texture.width >= needed.0 && slots[i].texture.height >= needed.1 }
        func pixels(_ i: Int) -> Int { slots[i].texture.width * slots[i].texture.height }
        func overBudget(adding size: (Int, Int)) -> Bool { (keptPixels + size.0 * size.1) * 4 > budget }
        /// Removes slots that pass `candidate`, least recently used first, until `size` fits.
        func makeRoom(for size: (Int, Int), from candidate: (Int) -> Bool) {
            while overBudget(adding: size),
                  let i = slots.indices.filter(candidate).min(by: { slots[$0].lastUsed < slots[$1].lastUsed }) {
                slots.remove(at: i)
            }
        }
        let smallest = slots.indices.filter({ free($0) && holds($0) }).min(by: { pixels($0) < pixels($1) })
        if let i = smallest, pixels(i) <= 2 * needed.0 * needed.1 || overBudget(adding: needed) { return i }
        // Outgrown: a slot of last frame's that holds three quarters of the drawing each way.
        let grows = slots.indices.contains {
            free($0) && slots[$0].lastFrame == frame - 1 && slots[$0].texture.width * 4 >= needed.0 * 3
                && slots[$0].texture.height * 4 >= needed.1 * 3
        }
        func room(_ side: Int, _ screen: Int) -> Int {
            grows ? max(Self.sizedSide(side), min(Self.sizedSide(side * 5 / 4), Self.sizedSide(screen + 1))) : Self.sizedSide(side)
        }
        let wanted = (room(width, screenWidth), room(height, screenHeight))
        makeRoom(for: wanted, from: free)
        // Still no room: this frame's own slots. One that holds the drawing is drawn over (as a
        // count of slots does), rather than one of them made anew, which faulted in fresh memory
        // in the two frames an iPad's story began its dismiss.
        func drawable(_ i: Int) -> Bool { !slots[i].isFilling }
        if overBudget(adding: wanted),
           let i = slots.indices.filter({ drawable($0) && holds($0) }).min(by: { slots[$0].lastUsed < slots[$1].lastUsed }) {
            return i
        }
        makeRoom(for: wanted, from: drawable)
        slots.append(try make(wanted, small: false, renderer: renderer))
        return slots.count - 1
    }

    /// The bytes of a large slot with room for an overshoot, on a screen of `width × height` pixels.
    static func screenSlotBytes(width: Int, height: Int) -> Int {
        side(width + 1, screen: width) * side(height + 1, screen: height) * 4
    }

    /// A side sized to a drawing's (`sizedBudget`): the next multiple of `oversizeStep`.
    static func sizedSide(_ side: Int) -> Int { (side + oversizeStep - 1) / oversizeStep * oversizeStep }
}
