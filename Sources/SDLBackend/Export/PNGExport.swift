import SimKit

/// Renders one display list headless and writes it as a PNG (`cardsim curve --plot`, screenshots).
///
///     try PNGExport.write(commands: plot, size: Size(600, 400), scale: 2, to: "curve.png")
public enum PNGExport {
    /// Draws `commands` on a white `size`-point canvas at `scale` pixels per point and saves `path`;
    /// `corners` rounds a screen's corners (a screenshot without the phone frame).
    @MainActor
    static func write(commands: [DrawCommand], size: Size, scale: Double, corners: ScreenCorners?, to path: String) throws {
        let canvas = try OffscreenCanvas(size: size, scale: scale, software: true, assets: try AssetLocator())
        try canvas.render(commands)
        try canvas.savePNG(path, corners: corners)
    }

    /// Draws `commands` on a white `size`-point canvas at `scale` pixels per point and saves `path`.
    @MainActor
    public static func write(commands: [DrawCommand], size: Size, scale: Double, to path: String) throws {
        try write(commands: commands, size: size, scale: scale, corners: nil, to: path)
    }
}
