import CSDL2
import SimKit

/// Work drawn ahead: the frames a tap would bring (`FrameDriver.upcomingFrames`, a dry run of the
/// scene) are known while a finger is held still, five frames or more before the tap lands. The
/// first frames of a present composite the story whole as one raster (zoom, slide, expand, sheet;
/// the sheet the screen behind it too) or blur the screen behind it (the App Store style): 8 to 12
/// ms at 2 px/pt in one frame, the story's text rendered for the first time. Drawn a part a frame
/// during the press, those frames copy back what is kept, as every later frame of the present does.
/// Nothing here is told what a style does: it reads the coming frames as it reads any frame.
extension DisplayListRenderer {
    /// The rasters the first coming frame that composites any composites, and the large blur the
    /// first one that blurs the screen draws, each a step a frame from the second frame that names
    /// them (a frame names them; the next finds them named again and draws). `frame` is the frame
    /// just drawn, whose own large blur holds the slot and the snapshot.
    func drawAhead(_ ahead: [[DrawCommand]], frame commands: [DrawCommand], clearColor: Color) throws {
        guard culls, !ahead.isEmpty else {
            namedAhead = []
            backdropNamedAhead = nil
            return
        }
        let coming = ahead.map(placingScrolledContent)
        var named: [Raster] = []
        if let composites = coming.first(where: { $0.contains { if case .layer = $0 { true } else { false } } }) {
            for case let .layer(l) in composites {
                if let key = try prepare(l, namedBefore: namedAhead) { named.append(key) }
            }
        }
        namedAhead = named
        let blur = coming.lazy.compactMap { BackdropAhead(lastBlurIn: $0, where: self.coverage.isLargeBlur) }.first
        backdropNamedAhead = try blur.flatMap { try prepare($0, clearColor: clearColor, frame: commands, namedBefore: backdropNamedAhead) }
    }

    /// What a backdrop named ahead will be kept under: its prefix's key (`PrefixSnapshot`) and
    /// its blur's (`FramePlan.blurs`), as the frame that draws it will compute them.
    struct BackdropAheadKeys: Equatable {
        var prefix: Int
        var blur: Int
    }

    /// Runs one step of drawing `ahead` (its prefix placed on the pixel grid already): the prefix
    /// into the prefix snapshot, then its blur, then (software) the blur's full-size copy. Returns
    /// its keys, or nil when nothing is drawn ahead: the plain render, a blur too small to be kept
    /// as the large one, or a frame with a large blur of its own, which holds the slot and the snapshot.
    func prepare(_ ahead: BackdropAhead, clearColor: Color, frame commands: [DrawCommand],
                 namedBefore: BackdropAheadKeys?) throws -> BackdropAheadKeys? {
        let blursLarge = commands.contains { if case let .backdropBlur(area, _, _, _) = $0 { coverage.isLargeBlur(area) } else { false } }
        guard culls, coverage.isLargeBlur(ahead.area), !blursLarge else { return nil }
        let prefix = ahead.prefix
        // The frame's own hashing (`drawPass`, `plan`): the clear colour, then every command.
        var content = Hasher()
        content.combine(clearColor)
        for command in prefix { content.combine(command) }
        let keys = BackdropAheadKeys(prefix: content.finalize(),
                                     blur: FramePlan.blurKey(over: content, area: ahead.area, radius: ahead.radius, tint: ahead.tint))
        guard namedBefore == keys else { return keys }
        let blur = backdrop(slot: FramePlan.largeBlurSlot)
        guard let snapshot = prefixSnapshot.texture(holding: keys.prefix) else {
            // Drawn as a raster is, leaving the frame's own snapshot bookkeeping alone.
            try prefixSnapshot.draw(key: keys.prefix) { texture in
                try withPass(PassState(isRasterizing: true), into: texture) { try drawPass(prefix, clearColor: clearColor) }
            }
            return keys
        }
        let area = coverage.touched(ahead.area.rect)
        let radius = ahead.radius * scale, tint = ahead.tint.sdl()
        if !blur.holds(key: keys.blur) {
            // Reads the snapshot as the frame's blur reads the frame.
            try renderer.withTarget(snapshot, clip: nil) {
                _ = try blur.blur(area, radius: radius, tint: tint, upscale: false, key: keys.blur)
            }
        } else {
            // The full-size copy a faded blur is drawn from (made once; nothing when it is there).
            _ = try blur.blur(area, radius: radius, tint: tint, upscale: true, key: keys.blur)
        }
        return keys
    }
}

/// A large backdrop blur a coming frame draws, with everything that frame draws before it: the
/// screen a present blurs behind the story it opens.
struct BackdropAhead: Hashable {
    /// What the frame draws before the blur, from its first command.
    var prefix: [DrawCommand]
    /// The blur's area, radius (points) and tint, as its `.backdropBlur` has them.
    var area: RoundedRect
    var radius: Double
    var tint: Color

    /// The last blur of `commands` over an area that `isLarge`, with everything drawn before it
    /// (smaller blurs, a bar's, included); nil when they draw none.
    init?(lastBlurIn commands: [DrawCommand], where isLarge: (RoundedRect) -> Bool) {
        guard let i = commands.lastIndex(where: { if case let .backdropBlur(area, _, _, _) = $0 { isLarge(area) } else { false } }),
              case let .backdropBlur(area, radius, tint, _) = commands[i] else { return nil }
        prefix = Array(commands[..<i])
        self.area = area
        self.radius = radius
        self.tint = tint
    }
}
