import CSDL2
import SimKit

/// Images loaded once with SDL_image and kept as textures, keyed by name (a file path, absolute
/// or relative to the Assets directory). Also answers the core's image-size questions.
///
///     let size = images.imageSize("Art/card1.png")   // pixels, or nil when it cannot load
@MainActor
public final class ImageCache: ImageCatalog {
    /// A loaded image: its texture and whether any pixel is translucent.
    struct Image {
        let texture: SDLTexture
        let translucent: Bool
    }

    private let renderer: OpaquePointer
    private let assets: AssetLocator
    private var images: [String: Image] = [:]
    /// Names that failed to load, so a missing file costs one attempt, not one per frame.
    private var failed: Set<String> = []
    /// Where the display list that draws these images records its time (see `RenderProfile`).
    /// Kept here because the catalog is what a scene factory is handed, so a benchmark can switch
    /// profiling on without reaching into the runner.
    public var profile: RenderProfile?

    init(renderer: OpaquePointer, assets: AssetLocator) {
        self.renderer = renderer
        self.assets = assets
    }

    /// The image's size in pixels, or nil when it cannot be loaded.
    public func imageSize(_ name: String) -> Size? {
        guard let image = image(named: name) else { return nil }
        return Size(Double(image.texture.width), Double(image.texture.height))
    }

    /// The loaded image, or nil (remembered) when the file is missing or unreadable.
    func image(named name: String) -> Image? {
        if let hit = images[name] { return hit }
        guard !failed.contains(name) else { return nil }
        guard let image = try? load(name) else {
            failed.insert(name)
            return nil
        }
        images[name] = image
        return image
    }

    private func load(_ name: String) throws -> Image {
        let inAssets = assets.resolve(name)
        let path = AssetLocator.exists(inAssets) ? inAssets : name
        let surface = try SDLSurface(loading: path).converted(to: SDL_PIXELFORMAT_ARGB8888)
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
        let texture = try SDLTexture(renderer: renderer, surface: surface)
        texture.setLinear(true)
        return Image(texture: texture, translucent: translucent)
    }
}
