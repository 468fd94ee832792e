import CSDL2
import Foundation
@testable import SDLBackend
import Testing

/// An image with no translucent pixel is copied without blending; one faint pixel must be enough
/// to make it blend.
@Suite("Decoded images: translucency and size") @MainActor
struct DecodedImageTests {
    /// A 64 × 3 PNG with alpha, opaque grey except for the pixel at (`x`, 2) when given, which
    /// gets alpha 254. (PNGFrameWriter writes opaque RGB, as screens are.)
    static func png(translucentAt x: Int?) throws -> String {
        let surface = try SDLSurface(width: 64, height: 3, format: SDL_PIXELFORMAT_ARGB8888)
        try surface.withPixels { pixels, stride in
            for y in 0..<3 { for i in 0..<64 { pixels[y * stride + i] = 0xFF5A_5A5A } }
            if let x { pixels[2 * stride + x] = 0xFE5A_5A5A }
        }
        let path = NSTemporaryDirectory() + "cardsim-decoded-\(getpid())-\(x ?? -1).png"
        try SDLError.check(IMG_SavePNG(surface.handle, path), "IMG_SavePNG")
        return path
    }

    @Test("one pixel short of opaque, anywhere, makes an image translucent; none keeps it opaque")
    func translucency() throws {
        _ = try RenderProbe.canvas(10, 10)   // SDL initialised
        for x in [nil, 0, 37, 63] as [Int?] {
            let path = try Self.png(translucentAt: x)
            defer { try? FileManager.default.removeItem(atPath: path) }
            let image = try DecodedImage(path: path, maxWidth: 1000, maxHeight: 1000)
            #expect(image.translucent == (x != nil), "pixel \(String(describing: x))")
            #expect(image.fileSize.width == 64 && image.fileSize.height == 3)
        }
    }
}
