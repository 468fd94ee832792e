import CSDL2

/// Decodes an image file once to see whether it can be drawn: for `CardDeck.load(checkImage:)`,
/// so that a card file naming a non-image is refused when it is read (`FILE:LINE: field: message`).
///
///     let deck = try CardDeck.load(path: "cards.json", checkImage: ImageFileCheck.problem(at:))
public enum ImageFileCheck {
    /// The largest side an artwork may have, in pixels: four times the largest card at 3 px/pt, and
    /// a bound on what one decode may allocate (16384² RGBA is 1 GiB).
    public static let maxSide = 16384

    /// Why the file at `path` cannot be drawn, or nil when SDL_image decodes it to a usable size.
    @MainActor
    public static func problem(at path: String) -> String? {
        do { try SDLRuntime.initialize(video: false) } catch { return "\(error)" }
        guard let surface = IMG_Load(path) else {
            let why = String(cString: SDL_GetError())
            return why.isEmpty ? "it does not decode" : why
        }
        defer { SDL_FreeSurface(surface) }
        let w = Int(surface.pointee.w), h = Int(surface.pointee.h)
        guard w > 0, h > 0 else { return "it has no pixels (\(w)x\(h))" }
        guard w <= maxSide, h <= maxSide else { return "\(w)x\(h) pixels is larger than \(maxSide) on a side" }
        return nil
    }
}
