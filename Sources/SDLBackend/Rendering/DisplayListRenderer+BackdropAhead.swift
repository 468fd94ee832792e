import CSDL2
import SimKit

/// A large backdrop blur named ahead (`.prepareBackdrop`): while a card is pressed, the Today
/// screen that the App Store style's present will blur behind the story. Its first blurred frame
/// would otherwise draw the screen, blur it and stretch the result to full size in one frame
/// (about 5 ms at 2 px/pt here, twice a frame's usual work). Drawn ahead, that frame copies the
/// prefix back from the snapshot and the kept blur, as every later frame of the present does.
extension DisplayListRenderer {
    /// What a backdrop named ahead will be kept under: its prefix's key (`PrefixSnapshot`) and
    /// its blur's (`FramePlan.blurs`), as the frame that draws it will compute them.
    struct BackdropAheadKeys: Equatable {
        var prefix: Int
        var blur: Int
    }

    /// Runs one step of drawing `ahead`, a step a frame, from the second frame that names it (the
    /// frame a finger comes down in already draws the pressed card's raster): the prefix into the
    /// prefix snapshot, then its blur, then (software) the blur's full-size copy. Returns its keys,
    /// or nil when nothing is drawn ahead: the plain render, a blur too small to be kept as the
    /// large one, or a frame with a large blur of its own, which holds the slot and the snapshot.
    func prepare(_ ahead: BackdropAhead, clearColor: Color, frame commands: [DrawCommand],
                 namedBefore: BackdropAheadKeys?) throws -> BackdropAheadKeys? {
        let blursLarge = commands.contains { if case let .backdropBlur(area, _, _, _) = $0 { coverage.isLargeBlur(area) } else { false } }
        guard culls, coverage.isLargeBlur(ahead.area), !blursLarge else { return nil }
        let prefix = placingScrolledContent(ahead.prefix)
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
            try withTarget(snapshot.handle, clip: nil, on: renderer) {
                _ = try blur.blur(area, radius: radius, tint: tint, upscale: false, key: keys.blur)
            }
        } else {
            // The full-size copy a faded blur is drawn from (made once; nothing when it is there).
            _ = try blur.blur(area, radius: radius, tint: tint, upscale: true, key: keys.blur)
        }
        return keys
    }
}
