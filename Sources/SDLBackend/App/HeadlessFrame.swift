import SimKit

/// The offscreen canvas of a headless run and what goes on it besides the scene: the touch rings
/// and, with `--bezel`, the phone frame (the canvas then grows and the scene is drawn offset). With
/// `--compare` it holds one labelled panel per style, side by side.
@MainActor
final class HeadlessFrame {
    let canvas: OffscreenCanvas
    /// The room for a phone frame, when the run may show one: a recording keeps one frame size.
    /// One per panel: `--compare` across devices puts each in its own.
    let bezels: [Bezel]?
    var bezel: Bezel? { bezels?.first }
    let layout: PanelLayout
    /// Whether the frame is drawn now (`--bezel`, `set bezel`); only possible with room for it.
    var showsBezel: Bool

    /// `labels`: one per panel when comparing; empty for a single screen. `bezelLater`: a script
    /// turns the bezel on later, so the canvas makes room for it now.
    /// `devices`: each panel's (empty: every panel is `c.device`'s).
    init(configuration c: HeadlessRunner.Configuration, labels: [String] = [], devices: [Device] = [], assets: AssetLocator,
         bezelLater: Bool = false) throws(RunnerError) {
        let devices = devices.isEmpty ? Array(repeating: c.device, count: max(1, labels.count)) : devices
        let frames = c.bezel || bezelLater ? devices.map { Bezel(device: $0) } : nil
        bezels = frames
        showsBezel = c.bezel
        let sizes = zip(devices.indices, devices).map { i, d in frames?[i].canvasSize ?? d.size }
        layout = PanelLayout(panels: sizes, labels: labels)
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
        let screens = zip(panels, overlays).enumerated().map { i, pair in
            let all = pair.0 + pair.1.commands()
            guard let bezels else { return all }
            let bezel = bezels[min(i, bezels.count - 1)]
            return showsBezel ? bezel.wrap(all) : bezel.placeWithoutFrame(all)
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
