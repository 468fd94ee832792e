import CSDL2
import SimKit

/// Reusable vertex and index buffers for SDL_RenderGeometry. Arrays keep their capacity between
/// frames, so the batch allocates nothing in steady state (SDL's software renderer still does
/// inside the call, see `DisplayListRenderer`).
struct GeometryBatch {
    private(set) var vertices: [SDL_Vertex] = []
    private(set) var indices: [Int32] = []

    init() {
        vertices.reserveCapacity(1024)
        indices.reserveCapacity(3072)
    }

    var isEmpty: Bool { indices.isEmpty }

    /// Adds a vertex at pixel position (x, y) and returns its index.
    @discardableResult
    mutating func vertex(_ x: Float, _ y: Float, _ c: SDL_Color, u: Float = 0, v: Float = 0) -> Int32 {
        vertices.append(SDL_Vertex(position: SDL_FPoint(x: x, y: y), color: c, tex_coord: SDL_FPoint(x: u, y: v)))
        return Int32(vertices.count - 1)
    }

    mutating func triangle(_ a: Int32, _ b: Int32, _ c: Int32) {
        indices.append(a); indices.append(b); indices.append(c)
    }

    mutating func quad(_ a: Int32, _ b: Int32, _ c: Int32, _ d: Int32) {
        triangle(a, b, c); triangle(a, c, d)
    }

    /// Draws what was added with `texture` (nil: plain colour, using `blend`) and empties the batch.
    @MainActor
    mutating func flush(_ renderer: SDLRenderer, texture: SDLTexture? = nil, blend: SDL_BlendMode) throws {
        defer { vertices.removeAll(keepingCapacity: true); indices.removeAll(keepingCapacity: true) }
        guard !indices.isEmpty else { return }
        if texture == nil { renderer.setDrawBlendMode(blend) }
        try renderer.drawGeometry(texture, vertices: vertices, indices: indices)
    }
}

/// Maps pixel positions to texture coordinates (0...1) for textured geometry: pixel (`x0`, `y0`) of
/// the target shows texel (`tx0`, `ty0`) of a `tw × th` texture, and each pixel further `sx`, `sy`
/// texels. SDL's software renderer takes a vertex's texel as `Int(u × tw)`, truncated, so a vertex
/// on a texel edge must not land a rounding error below it: the texel position is measured from
/// the origin (content moved by whole pixels gets the same one) and nudged 1/256 texel inwards.
struct UVMap {
    var x0: Float = 0, y0: Float = 0, tx0: Float = 0, ty0: Float = 0, sx: Float = 0, sy: Float = 0
    var tw: Float = 1, th: Float = 1
    /// Clamped: the feathered rim reaches half a pixel past the image, and SDL rejects UVs outside 0...1.
    func u(_ x: Float) -> Float { min(1, max(0, (tx0 + (x - x0) * sx + Self.nudge) / tw)) }
    func v(_ y: Float) -> Float { min(1, max(0, (ty0 + (y - y0) * sy + Self.nudge) / th)) }
    /// Far above a texel position's rounding error (1e-4 at 2,000 texels), far below a visible shift.
    static let nudge: Float = 1 / 256
}
