import CSDL2

/// The frame as it stood just before a large backdrop blur, kept while the commands before that
/// blur stay the same: while a card is presented or dismissed, the whole Today screen is drawn
/// under a full-screen blur and only the blur's opacity and what lies over it change. A frame with
/// the same prefix copies the snapshot back (one opaque, unscaled copy) instead of drawing it all.
@MainActor
final class PrefixSnapshot {
    /// What a frame does with its large blur's prefix.
    enum Action {
        /// Draw the prefix as usual.
        case none
        /// Draw the prefix in full (nothing culled), then copy the target into the snapshot.
        case capture
        /// Skip the prefix and copy the snapshot into the target.
        case restore
    }

    private let renderer: SDLRenderer
    private let width: Int, height: Int
    private var texture: SDLTexture?
    /// The renderer's output surface when frames are drawn straight into it (see `BackdropBlur.surface`).
    var surface: SDLSurface?
    /// The prefix the snapshot holds (nil: none).
    private(set) var key: Int?
    /// The large blur's prefix in the last frame planned.
    private var lastSeen: Int?

    /// Forgets the kept prefix and the last one seen: nothing is restored or captured next frame.
    func forget() { key = nil; lastSeen = nil }

    init(renderer: SDLRenderer, width: Int, height: Int) {
        self.renderer = renderer
        self.width = width
        self.height = height
    }

    /// Decides for this frame, whose large blur has the prefix `key` (nil: none) and reuses its
    /// kept result when `blurReused`. Call once per frame. Only a prefix seen in the last frame
    /// too is captured, and only when the blur is not computed again: a scrolling frame would pay
    /// for the copy and never use it, and the first frames of a present already pay for a new blur.
    func action(for key: Int?, blurReused: Bool) -> Action {
        defer { lastSeen = key }
        guard let key, targetFits else { return .none }
        if key == self.key { return .restore }
        return key == lastSeen && blurReused ? .capture : .none
    }

    /// Makes the snapshot texture now (written once, see `BackdropBlur.prepare`) rather than in
    /// the frame that first captures.
    func prepare() throws {
        guard texture == nil else { return }
        texture = try SDLTexture.target(renderer: renderer, width: width, height: height)
    }

    /// Copies the whole target into the snapshot, kept as `key`.
    func capture(key: Int) throws {
        self.key = nil
        try prepare()
        guard let texture else { return }
        guard let target = renderer.target else {
            // Drawing straight into a surface: copy its memory into the snapshot.
            guard let memory = surface?.memory else { return }
            try renderer.flush()
            try texture.update(nil, pixels: memory.pixels, pitch: memory.stride * 4)
            self.key = key
            return
        }
        target.prepare(blend: SDL_BLENDMODE_NONE)
        try renderer.withTarget(texture, clip: nil) {
            try renderer.copy(target)
        }
        self.key = key
    }

    /// Lets `body` draw a prefix named ahead into the snapshot's texture (`BackdropAhead`),
    /// kept as `key`: the frame that draws that prefix then copies it back instead.
    func draw(key: Int, _ body: (SDLTexture) throws -> Void) throws {
        self.key = nil
        try prepare()
        guard let texture else { return }
        try body(texture)
        self.key = key
    }

    /// The snapshot's texture once made, holding the prefix `key` (nil: none).
    func texture(holding key: Int) -> SDLTexture? { self.key == key ? texture : nil }

    /// Copies the snapshot back over `rects` of the target (every pixel, alpha included; nil: the
    /// whole target). Turns SDL's clip off.
    func restore(_ rects: [SDL_Rect]?) throws {
        guard let texture else { throw SDLError.missingFile("prefix snapshot") }
        try renderer.setClip(nil)
        texture.prepare(blend: SDL_BLENDMODE_NONE)
        guard let rects else {
            return try renderer.copy(texture)
        }
        for r in rects where r.w > 0 && r.h > 0 {
            try renderer.copy(texture, from: r, to: r)
        }
    }

    /// Whether the render target is a texture or surface of the snapshot's size (a window cannot be copied from).
    private var targetFits: Bool {
        guard let target = renderer.target else {
            return surface.map { $0.width == width && $0.height == height } ?? false
        }
        return target.width == width && target.height == height
    }
}
