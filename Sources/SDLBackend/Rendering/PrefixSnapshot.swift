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

    private let renderer: OpaquePointer
    private let width: Int, height: Int
    private var texture: SDLTexture?
    /// The renderer's output surface when frames are drawn straight into it (see `BackdropBlur.surface`).
    var surface: UnsafeMutablePointer<SDL_Surface>?
    /// The prefix the snapshot holds (nil: none).
    private(set) var key: Int?
    /// The large blur's prefix in the last frame planned.
    private var lastSeen: Int?

    /// Forgets the kept prefix and the last one seen: nothing is restored or captured next frame.
    func forget() { key = nil; lastSeen = nil }

    init(renderer: OpaquePointer, width: Int, height: Int) {
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
        guard let target = SDL_GetRenderTarget(renderer) else {
            // Drawing straight into a surface: copy its memory into the snapshot.
            guard let surface else { return }
            try SDLError.check(SDL_RenderFlush(renderer), "SDL_RenderFlush(snapshot)")
            try SDLError.check(SDL_UpdateTexture(texture.handle, nil, surface.pointee.pixels, surface.pointee.pitch),
                               "SDL_UpdateTexture(snapshot)")
            self.key = key
            return
        }
        SDLTexture.prepare(target, blend: SDL_BLENDMODE_NONE)
        try withTarget(texture.handle, clip: nil, on: renderer) {
            try SDLError.check(SDL_RenderCopy(renderer, target, nil, nil), "SDL_RenderCopy(snapshot)")
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
        try SDLError.check(SDL_RenderSetClipRect(renderer, nil), "SDL_RenderSetClipRect(snapshot back)")
        texture.prepare(blend: SDL_BLENDMODE_NONE)
        guard let rects else {
            return try SDLError.check(SDL_RenderCopy(renderer, texture.handle, nil, nil), "SDL_RenderCopy(snapshot back)")
        }
        for var r in rects where r.w > 0 && r.h > 0 {
            var d = r
            try SDLError.check(SDL_RenderCopy(renderer, texture.handle, &r, &d), "SDL_RenderCopy(snapshot back)")
        }
    }

    /// Whether the render target is a texture or surface of the snapshot's size (a window cannot be copied from).
    private var targetFits: Bool {
        guard let target = SDL_GetRenderTarget(renderer) else {
            return surface.map { Int($0.pointee.w) == width && Int($0.pointee.h) == height } ?? false
        }
        var w: Int32 = 0, h: Int32 = 0
        guard SDL_QueryTexture(target, nil, nil, &w, &h) == 0 else { return false }
        return Int(w) == width && Int(h) == height
    }
}
