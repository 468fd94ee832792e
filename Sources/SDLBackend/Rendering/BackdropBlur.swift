import CSDL2

/// A real blur of what is already drawn under an area (UIVisualEffectView), made at reduced
/// resolution as iOS's backdrop layers are: the area is shrunk by `factor` (2 to 8, by the blur's
/// radius), blurred there with three box passes (close to a Gaussian), tinted, and stretched back
/// with linear filtering when drawn.
///
/// Two pipelines make the same picture:
/// - **GPU** (an accelerated renderer drawing into a target texture): halved repeatedly with linear
///   filtering into small render targets, blurred by averaging offset copies, tinted by a fill.
///   Nothing is read back, so the GPU never has to finish its queued work mid-frame.
/// - **CPU** (SDL's software renderer, whose textures are memory): the area's pixels are averaged
///   `factor × factor` at a time, box-blurred and tinted in a buffer, and uploaded.
///
/// A result is kept under its content key: the same key draws it again without reading anything.
@MainActor
final class BackdropBlur {
    let renderer: SDLRenderer
    /// Where the sums are computed: in memory where the renderer's textures are memory (SDL's
    /// software renderer), else in render targets.
    enum Pipeline { case cpu, gpu }
    let pipeline: Pipeline
    let width: Int, height: Int
    /// The renderer's output surface when frames are drawn straight into it (the software
    /// canvas), read in memory; nil otherwise.
    var surface: SDLSurface?
    /// What the result holds (the caller's content key); nil: nothing.
    var resultKey: Int?
    /// How many blurs were computed (a kept result drawn again is not one).
    var computations = 0
    /// How many blurs read their pixels back from the renderer (`SDL_RenderReadPixels`, a strip at a time).
    var readbacks = 0

    // CPU pipeline: the small result in memory, its textures, and the full-size copy.
    var stream: SDLTexture?
    var full: SDLTexture?
    /// The small result again without alpha, the source of the full-size one.
    var opaqueStream: SDLTexture?
    /// The small result, `stride` pixels a row, `rows` rows.
    var pixels: [UInt32] = []
    var stride = 0
    var rows = 0
    /// A strip of the area's pixels, when they must be read from a target texture.
    var areaPixels: [UInt32] = []
    var boxBlur = BoxBlur()
    /// Where the small result lies in its buffer and textures, and the part of them in use (the
    /// result and its border).
    var smallRect = SDL_Rect()
    var usedRect = SDL_Rect()
    var streamKey: Int?
    var fullKey: Int?

    // GPU pipeline: the halving steps, and two padded targets the blur passes go between.
    var halves: [SDLTexture] = []
    var padded: [SDLTexture] = []
    /// Where the blurred area lies in `padded[0]`.
    var paddedRect = SDL_Rect()

    init(renderer: SDLRenderer, pipeline: Pipeline, width: Int, height: Int) {
        self.renderer = renderer
        self.pipeline = pipeline
        self.width = width
        self.height = height
    }

    /// Whether the last result was made for `key` (drawing it again reads no pixels).
    func holds(key: Int) -> Bool { resultKey == key }

    /// Forgets the kept result, so the next blur reads and blurs again.
    func forget() { resultKey = nil; streamKey = nil; fullKey = nil }

    /// The downscale for a blur of `radius` pixels: iOS blurs its backdrops at a fraction of the
    /// screen's scale; a wider blur loses nothing at a coarser one.
    static func factor(forRadius radius: Double) -> Int { radius >= 32 ? 8 : radius >= 12 ? 4 : 2 }

    /// The box radius, in small pixels, whose three passes approximate a Gaussian of `radius / 2`
    /// screen pixels at downscale `factor`.
    static func boxRadius(forRadius radius: Double, factor: Int) -> Int {
        BoxBlur.radius(forSigma: max(0.5, radius / 2 / Double(factor)))
    }

    /// The border kept around the small result: each of the three passes spreads what lies past
    /// the edge of what it blurs `boxRadius` texels inwards, and a linear stretch samples one
    /// texel past the result.
    static func padding(boxRadius r: Int) -> Int { 3 * r + 2 }

    /// Blurs the pixels under `area` by `radius` pixels with `tint` mixed over, and returns the
    /// texture and source rect holding the result, opaque, to be stretched onto `area`. On the CPU
    /// pipeline, `upscale` asks for a full-size copy (cheaper to fade, or to draw over several
    /// frames, than a stretch). The same `key` as last time returns the kept result.
    func blur(_ area: SDL_Rect, radius: Double, tint: SDL_Color, upscale: Bool, key: Int) throws -> (SDLTexture, SDL_Rect) {
        if let target = renderer.target, pipeline == .gpu {
            if key != resultKey { try blurOnGPU(area, source: target, radius: radius, tint: tint) }
            resultKey = key
            return (padded[0], paddedRect)
        }
        if key != resultKey { try blurOnCPU(area, radius: radius, tint: tint) }
        resultKey = key
        return try cpuResult(area, upscale: upscale, key: key)
    }

    /// Makes the full-size texture now, every pixel written, rather than in the first frame that
    /// blurs: fresh memory faults page by page on first touch, milliseconds in a present's first
    /// frame. Only the CPU pipeline keeps one.
    func prepareFull() throws {
        guard pipeline == .cpu else { return }
        try makeFull(width: width, height: height)
    }
}
