import CSDL2
import SimKit

/// The rasters of `.layer` commands: each subtree drawn once into a slot at the output scale,
/// kept while the same subtree is asked for again (a pressed card, a story dragged down). One slot
/// is made ahead (`DisplayListRenderer.prepareScratch`), the second only when two layers are drawn
/// within `CacheBudget.rasterStaleFrames` of each other.
typealias RasterCache = TextureSlots<Raster>

/// A layer's content at a pixel size (the size first: it is compared first).
struct Raster: Equatable {
    let width: Int, height: Int
    let content: [DrawCommand]
}
