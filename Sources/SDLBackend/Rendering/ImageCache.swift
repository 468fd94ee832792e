import CSDL2
import Dispatch
import SimKit

/// Images loaded with SDL_image when first drawn and kept as textures, keyed by name (a file path,
/// absolute or relative to the Assets directory), within `CacheBudget.imageBytes`: past it, the
/// images least recently drawn are dropped at the end of a frame (never one the frame drew) and
/// loaded again when drawn again. Each is kept at most the size it can be drawn at, the screen in
/// pixels (a 700 × 900 card at 1 px/pt keeps 390 × 501). Also answers the core's image-size
/// questions, from the file's header when it can, without keeping the pixels.
///
///     let size = images.imageSize("Art/card1.png")   // the file's pixels, or nil when it cannot load
@MainActor
public final class ImageCache: ImageCatalog {
    /// A loaded image: its texture and whether any pixel is translucent.
    struct Image {
        let texture: SDLTexture
        let translucent: Bool
    }
    private struct Entry {
        let image: Image
        var lastUsed: Int
        var bytes: Int { image.texture.width * image.texture.height * 4 }
    }

    private let renderer: SDLRenderer
    private let assets: AssetLocator
    private var entries: [String: Entry] = [:]
    /// What is known of an image without keeping its pixels: its file's size and, once decoded,
    /// whether it is translucent (asked for images that may not be drawn, to plan a frame).
    private var sizes: [String: Size] = [:]
    private var translucency: [String: Bool] = [:]
    /// Names that failed to load, so a missing file costs one attempt, not one per frame.
    private var failed: Set<String> = []
    /// Decodes started ahead of their first draw (`prefetch`), one at a time on `decoder`.
    private var pending: [String: DecodedImage.Pending] = [:]
    private let decoder = DispatchQueue(label: "cardsim.image-decode", qos: .utility)
    private var frame = 0
    /// The largest size an image is kept at, in pixels (the screen's).
    let maxWidth: Int, maxHeight: Int
    /// Bytes of decoded images kept between frames (tests lower it to churn with the eight cards).
    var budget: Int
    /// How many times an image was decoded (`RenderWork.imagesDecoded`).
    private(set) var loads = 0
    /// Where the display list that draws these images records its time (see `RenderProfile`).
    /// Kept here because the catalog is what a scene factory is handed, so a benchmark can switch
    /// profiling on without reaching into the runner.
    public var profile: RenderProfile?

    init(renderer: SDLRenderer, assets: AssetLocator, maxWidth: Int = .max, maxHeight: Int = .max,
         budget: Int = CacheBudget.imageBytes) {
        self.renderer = renderer
        self.assets = assets
        self.maxWidth = maxWidth
        self.maxHeight = maxHeight
        self.budget = budget
    }

    /// Bytes of the images kept now.
    var keptBytes: Int { entries.values.reduce(0) { $0 + $1.bytes } }
    /// How many images are being decoded ahead now.
    var decodingCount: Int { pending.count }
    /// How many of those have finished.
    var decodedCount: Int { pending.values.filter(\.isDone).count }
    /// How many images are kept now.
    var keptCount: Int { entries.count }

    /// The image file's size in pixels, or nil when it cannot be loaded.
    public func imageSize(_ name: String) -> Size? {
        if let size = sizes[name] { return size }
        guard !failed.contains(name) else { return nil }
        if let (w, h) = ImageHeader.size(atPath: path(of: name)) {
            sizes[name] = Size(Double(w), Double(h))
            return sizes[name]
        }
        // Not a PNG or JPEG header: decoding tells.
        return image(named: name).flatMap { _ in sizes[name] }
    }

    /// Whether the image has translucent pixels (decoding it once if it was never drawn); nil when it cannot load.
    func isTranslucent(_ name: String) -> Bool? {
        if let known = translucency[name] { return known }
        return image(named: name)?.translucent
    }

    /// The loaded image, or nil (remembered) when the file is missing or unreadable. Counts as
    /// drawn in this frame: it is not dropped before the frame ends.
    func image(named name: String) -> Image? {
        if let hit = entries[name] {
            if hit.lastUsed != frame { entries[name]?.lastUsed = frame }
            return hit.image
        }
        guard !failed.contains(name) else { return nil }
        guard let image = try? load(name) else {
            failed.insert(name)
            return nil
        }
        entries[name] = Entry(image: image, lastUsed: frame)
        return image
    }

    /// Ends a frame that took `drawMs` to draw: a quick one takes in a decode that finished
    /// (`adoptWithinMs`); then the images least recently drawn, not drawn in this frame, are
    /// dropped until what is kept fits the budget.
    func endFrame(drawMs: Double = 0) {
        defer { frame += 1 }
        if drawMs < Self.adoptWithinMs { adoptOneDecoded() }
        var kept = keptBytes
        guard kept > budget else { return }
        for (name, entry) in entries.sorted(by: { $0.value.lastUsed < $1.value.lastUsed }) {
            guard kept > budget, entry.lastUsed < frame else { break }
            entries[name] = nil
            kept -= entry.bytes
        }
    }

    /// A frame drawn in less than this (ms) takes in one finished decode after it: making a card's
    /// texture touches fresh memory, which a busy frame (a pressed card's first stretch) should
    /// not carry. Which frame takes it in changes no pixel.
    static let adoptWithinMs = 3.0

    /// Makes a texture of one finished decode ahead, if any, rather than in the frame that first
    /// draws it.
    private func adoptOneDecoded() {
        guard let name = pending.first(where: { $0.value.isDone })?.key else { return }
        if let image = try? load(name) {
            entries[name] = Entry(image: image, lastUsed: frame)
        } else {
            failed.insert(name)
        }
    }

    private func path(of name: String) -> String {
        let inAssets = assets.resolve(name)
        return AssetLocator.exists(inAssets) ? inAssets : name
    }

    private func load(_ name: String) throws -> Image {
        let decoded = try pending.removeValue(forKey: name)?.wait()
            ?? DecodedImage(path: path(of: name), maxWidth: maxWidth, maxHeight: maxHeight)
        loads += 1
        sizes[name] = Size(Double(decoded.fileSize.width), Double(decoded.fileSize.height))
        translucency[name] = decoded.translucent
        let texture = try SDLTexture(renderer: renderer, surface: decoded.surface)
        try texture.setLinear(true)
        return Image(texture: texture, translucent: decoded.translucent)
    }

    /// Starts decoding, on a queue of its own, the images among `names` that are neither kept nor
    /// being decoded, in order, while what is kept and being decoded fits the budget: a card
    /// scrolled into view then finds its artwork ready instead of decoding it in that frame
    /// (`cardsim bench --profile` shows what a decode costs). The pixels drawn are the same either way.
    public func prefetch(_ names: [String]) {
        var bytes = keptBytes + pending.values.reduce(0) { $0 + $1.bytes }
        for name in names where entries[name] == nil && pending[name] == nil && !failed.contains(name) {
            let file = path(of: name)
            // Sizes are remembered, so a budget too small for every image reads no header twice.
            guard let size = sizes[name] ?? ImageHeader.size(atPath: file).map({ Size(Double($0.0), Double($0.1)) }) else { continue }
            sizes[name] = size
            let fit = min(1, Double(maxWidth) / size.width, Double(maxHeight) / size.height)
            let kept = Int((size.width * fit).rounded()) * Int((size.height * fit).rounded()) * 4
            guard bytes + kept <= budget else { return }
            bytes += kept
            pending[name] = DecodedImage.Pending(path: file, maxWidth: maxWidth, maxHeight: maxHeight, bytes: kept, on: decoder)
        }
    }
}
