import SimKit

/// The offscreen canvas of a headless run and what goes on it besides the scene: the touch rings
/// and, with `--bezel`, the phone frame (the canvas then grows and the scene is drawn offset). With
/// `--compare` it holds one labelled panel per style, side by side.
@MainActor
final class HeadlessFrame {
    let canvas: OffscreenCanvas
    /// The room for a phone frame, when the run may show one: a recording keeps one frame size.
    let bezel: Bezel?
    let layout: PanelLayout
    /// Whether the frame is drawn now (`--bezel`, `set bezel`); only possible with room for it.
    var showsBezel: Bool

    /// `labels`: one per panel when comparing; empty for a single screen. `bezelLater`: a script
    /// turns the bezel on later, so the canvas makes room for it now.
    init(configuration c: HeadlessRunner.Configuration, labels: [String] = [], assets: AssetLocator,
         bezelLater: Bool = false) throws(RunnerError) {
        bezel = c.bezel || bezelLater ? Bezel(device: c.device) : nil
        showsBezel = c.bezel
        layout = PanelLayout(panel: bezel?.canvasSize ?? c.device.size, labels: labels)
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
            return bezel.map { showsBezel ? $0.wrap(all) : $0.placeWithoutFrame(all) } ?? all
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
