import CSDL2
@testable import SDLBackend
import Testing

/// An unscaled string is copied only over its rows with ink; the rows found must be
/// exactly those with a pixel of any opacity, or text would lose its edges.
@Suite("Text: the rows with ink") @MainActor
struct TextInkRowsTests {
    /// A transparent 40 × 12 surface with one faint pixel on each of `rows`.
    static func surface(inked rows: [Int]) throws -> SDLSurface {
        _ = try RenderProbe.canvas(10, 10)   // SDL initialised
        let s = try SDLSurface(width: 40, height: 12, format: SDL_PIXELFORMAT_ARGB8888)
        let pixels = s.handle.pointee.pixels.assumingMemoryBound(to: UInt32.self)
        pixels.update(repeating: 0x00FF_FFFF, count: s.pitch / 4 * s.height)   // colour, no alpha
        for y in rows { pixels[y * s.pitch / 4 + 37] = 0x01FF_FFFF }
        return s
    }

    @Test("the first and last rows with a pixel of any opacity, none for a blank line")
    func rows() throws {
        #expect(try TextCache.inkRows(of: Self.surface(inked: [3, 7])) == 3..<8)
        #expect(try TextCache.inkRows(of: Self.surface(inked: [0, 11])) == 0..<12)
        #expect(try TextCache.inkRows(of: Self.surface(inked: [5])) == 5..<6)
        #expect(try TextCache.inkRows(of: Self.surface(inked: [])).isEmpty)
    }
}
