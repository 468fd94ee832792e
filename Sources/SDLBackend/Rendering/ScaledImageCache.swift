import CSDL2

/// Images stretched once to the pixel size they are drawn at, for the software renderer. SDL's
/// software linear stretch scales the whole image for every copy, however narrow the clip, so a
/// rounded card drawn in three clipped bands cost three full stretches. Stretched once into a
/// slot, it is drawn with unscaled copies (nearly memcpy); a size that repeats (a card held
/// pressed) is not stretched again. One slot is made ahead (`prepare`), the other when needed.
typealias ScaledImageCache = TextureSlots<ScaledImage>

/// An image, or a layer's raster, at a pixel size.
struct ScaledImage: Hashable {
    enum Source: Hashable {
        case image(String)
        /// `RasterCache`'s id of the raster.
        case raster(Int)
    }
    let source: Source
    let width: Int
    let height: Int
}

extension TextureSlots<ScaledImage> {
    /// A texture whose top-left `key.width × key.height` pixels hold `src` of `image` (nil: all of
    /// it) stretched to that size with linear filtering.
    func texture(for key: ScaledImage, image: SDLTexture, src: SDL_Rect? = nil, renderer: SDLRenderer) throws -> SDLTexture {
        try texture(for: key, width: key.width, height: key.height, renderer: renderer) { slot in
            try renderer.withTarget(slot, clip: nil) {
                image.prepare(blend: SDL_BLENDMODE_NONE)
                try image.setLinear(true)
                let d = SDL_Rect(x: 0, y: 0, w: Int32(key.width), h: Int32(key.height))
                let from = src ?? SDL_Rect(x: 0, y: 0, w: Int32(image.width), h: Int32(image.height))
                try renderer.copy(image, from: from, to: d)
            }
        }.0
    }
}
