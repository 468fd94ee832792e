import CSDL2
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

    private let renderer: OpaquePointer
    private let assets: AssetLocator
    private var entries: [String: Entry] = [:]
    /// What is known of an image without keeping its pixels: its file's size and, once decoded,
    /// whether it is translucent (asked for images that may not be drawn, to plan a frame).
    private var sizes: [String: Size] = [:]
    private var translucency: [String: Bool] = [:]
    /// Names that failed to load, so a missing file costs one attempt, not one per frame.
    private var failed: Set<String> = []
    private var frame = 0
    /// The largest size an image is kept at, in pixels (the screen's).
    let maxWidth: Int, maxHeight: Int
    /// Bytes of decoded images kept between frames.
    let budget: Int
    /// How many times an image was decoded (tests check that the budget holds without thrashing).
    private(set) var loads = 0
    /// Where the display list that draws these images records its time (see `RenderProfile`).
    /// Kept here because the catalog is what a scene factory is handed, so a benchmark can switch
    /// profiling on without reaching into the runner.
    public var profile: RenderProfile?

    init(renderer: OpaquePointer, assets: AssetLocator, maxWidth: Int = .max, maxHeight: Int = .max,
         budget: Int = CacheBudget.imageBytes) {
        self.renderer = renderer
        self.assets = assets
        self.maxWidth = maxWidth
        self.maxHeight = maxHeight
        self.budget = budget
    }

    /// Bytes of the images kept now.
    var keptBytes: Int { entries.values.reduce(0) { $0 + $1.bytes } }
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

    /// Ends a frame: drops the images least recently drawn, not drawn in this frame, until what is
    /// kept fits the budget.
    func endFrame() {
        defer { frame += 1 }
        var kept = keptBytes
        guard kept > budget else { return }
        for (name, entry) in entries.sorted(by: { $0.value.lastUsed < $1.value.lastUsed }) {
            guard kept > budget, entry.lastUsed < frame else { break }
            entries[name] = nil
            kept -= entry.bytes
        }
    }

    private func path(of name: String) -> String {
        let inAssets = assets.resolve(name)
        return AssetLocator.exists(inAssets) ? inAssets : name
    }

    private func load(_ name: String) throws -> Image {
        var surface = try SDLSurface(loading: path(of: name)).converted(to: SDL_PIXELFORMAT_ARGB8888)
        loads += 1
        sizes[name] = Size(Double(surface.width), Double(surface.height))
        // Kept no larger than it can be drawn: scaled down (aspect kept) to fit the screen.
        let fit = min(1, Double(maxWidth) / Double(surface.width), Double(maxHeight) / Double(surface.height))
        if fit < 1 {
            let w = max(1, Int((Double(surface.width) * fit).rounded())), h = max(1, Int((Double(surface.height) * fit).rounded()))
            let small = try SDLSurface(width: w, height: h, format: SDL_PIXELFORMAT_ARGB8888)
            try SDLError.check(SDL_SoftStretchLinear(surface.handle, nil, small.handle, nil), "SDL_SoftStretchLinear(image)")
            surface = small
        }
        // An image with no translucent pixel can be copied without blending, which is several
        // times faster on the software renderer.
        var translucent = false
        try SDLError.check(SDL_LockSurface(surface.handle), "SDL_LockSurface")
        if let pixels = surface.handle.pointee.pixels {
            for y in 0..<surface.height where !translucent {
                let row = (pixels + y * surface.pitch).assumingMemoryBound(to: UInt32.self)
                for x in 0..<surface.width where row[x] >> 24 != 0xFF { translucent = true; break }
            }
        }
        SDL_UnlockSurface(surface.handle)
        translucency[name] = translucent
        let texture = try SDLTexture(renderer: renderer, surface: surface)
        texture.setLinear(true)
        return Image(texture: texture, translucent: translucent)
    }
}
