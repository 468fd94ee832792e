import CSDL2
import SimKit

/// CardSim's icon, drawn by code so that it needs no file: an App Store–blue rounded square holding a
/// Today card (a night-sky artwork with its aurora, a title and a subtitle line) over a home
/// indicator. The window shows it, and `cardsim icon` writes it for the desktop entry.
///
///     try AppIcon.writePNG(to: "cardsim.png", pixels: 256, assets: assets)
@MainActor
public enum AppIcon {
    /// The icon's drawing on a `size` × `size` point canvas.
    public static func commands(size s: Double) -> [DrawCommand] {
        func r(_ x: Double, _ y: Double, _ w: Double, _ h: Double, _ radius: Double) -> RoundedRect {
            RoundedRect(Rect(x * s, y * s, w * s, h * s), radius: radius * s)
        }
        let sky = Color(hex: 0x1B2750)
        return [
            // iOS's icon corner: about 22.5 % of the side.
            .fill(r(0, 0, 1, 1, 0.225), Color(hex: 0x1A7CF5)),
            .shadow(r(0.19, 0.15, 0.62, 0.6, 0.07), blur: 0.04 * s, offset: Point(0, 0.015 * s), color: Color(white: 0, alpha: 0.25)),
            .fill(r(0.19, 0.15, 0.62, 0.6, 0.07), .white),
            .fill(r(0.19, 0.15, 0.62, 0.36, 0.07), sky),
            .fill(r(0.19, 0.44, 0.62, 0.07, 0), sky),
            .fill(r(0.25, 0.31, 0.5, 0.055, 0.0275), Color(hex: 0x3FE0A0)),
            .fill(r(0.25, 0.56, 0.38, 0.05, 0.025), Color(hex: 0x1C1C1E)),
            .fill(r(0.25, 0.64, 0.26, 0.04, 0.02), Color(hex: 0x8E8E93)),
            .fill(r(0.36, 0.84, 0.28, 0.03, 0.015), .white),
        ]
    }

    /// The icon as RGBA bytes, `pixels` × `pixels`, transparent outside its rounded square.
    public static func rgba(pixels: Int, assets: AssetLocator) throws -> [UInt8] {
        let size = Double(pixels)
        let canvas = try OffscreenCanvas(size: Size(size, size), scale: 1, software: true, assets: assets)
        try canvas.render(commands(size: size), clearColor: .clear)
        return try canvas.readPixels()
    }

    /// Writes the icon as a PNG of `pixels` × `pixels`.
    public static func writePNG(to path: String, pixels: Int, assets: AssetLocator) throws {
        let bytes = try rgba(pixels: pixels, assets: assets)
        try bytes.withUnsafeBytes { try PNGFile.write(rgba: $0, width: pixels, height: pixels, path: path) }
    }

    /// Gives `window` the icon, as the title bar, the task switcher and the dock show it. A failure
    /// leaves the desktop's default icon: nothing the user needs is lost.
    static func apply(to window: SDLWindow, assets: AssetLocator) {
        let pixels = 64
        guard var bytes = try? rgba(pixels: pixels, assets: assets) else { return }
        bytes.withUnsafeMutableBytes { buffer in
            try? SDLSurface.borrowing(buffer.baseAddress!, width: pixels, height: pixels, pitch: pixels * 4,
                                      format: SDL_PIXELFORMAT_RGBA32) { window.setIcon($0) }
        }
    }
}
