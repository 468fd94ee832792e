import SimKit

/// The offscreen canvas of a headless run and what goes on it besides the scene: the touch rings
/// and, with `--bezel`, the phone frame (the canvas then grows and the scene is drawn offset). With
/// `--compare` it holds one labelled panel per style, side by side.
@MainActor
final class HeadlessFrame {
    /// The simulated screen in points.
    static let screen = Size(390, 844)

    let canvas: OffscreenCanvas
    let bezel: Bezel?
    let layout: PanelLayout

    /// `labels`: one per panel when comparing; empty for a single screen.
    init(configuration c: HeadlessRunner.Configuration, labels: [String] = [], assets: AssetLocator) throws(RunnerError) {
        bezel = c.bezel ? Bezel(screen: Self.screen) : nil
        layout = PanelLayout(panel: bezel?.canvasSize ?? Self.screen, labels: labels)
        do {
            canvas = try OffscreenCanvas(size: layout.size, scale: c.scale, software: c.software, assets: assets)
        } catch {
            throw RunnerError.failure("cardsim: cannot render offscreen: \(error)")
        }
    }

    /// Frame size in pixels, as the recorder receives it.
    var pixelSize: (Int, Int) { (canvas.pixelWidth, canvas.pixelHeight) }

    /// Draws each panel's commands with its touch rings on top and the bezel around.
    func render(_ panels: [[DrawCommand]], overlays: [TouchOverlay]) throws(RunnerError) {
        let screens = zip(panels, overlays).map { commands, overlay in
            let all = commands + overlay.commands()
            return bezel.map { $0.wrap(all) } ?? all
        }
        let background = layout.isSingle ? (bezel == nil ? Color.white : Bezel.deskColor) : PanelLayout.background
        do { try canvas.render(layout.compose(screens, measurer: canvas.textMeasurer), clearColor: background) } catch {
            throw RunnerError.failure("cardsim: rendering failed: \(error)")
        }
    }

    /// The frame just rendered, RGBA.
    func readPixels() throws(RunnerError) -> [UInt8] {
        do { return try canvas.readPixels() } catch { throw RunnerError.failure("cardsim: reading the frame failed: \(error)") }
    }
}
