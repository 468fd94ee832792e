import SimKit
import Session

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
    /// Whether the frame just rendered has the phone frame drawn (the lane's choice, given to `render`).
    private(set) var drewBezel: Bool
    /// Each panel's device, for its screen's corners.
    let devices: [Device]
    /// Pixels per point.
    let scale: Double

    /// `labels`: one per panel when comparing; empty for a single screen. `bezelLater`: a script
    /// turns the bezel on later, so the canvas makes room for it now.
    /// `devices`: each panel's (empty: every panel is `c.device`'s).
    init(configuration c: HeadlessRunner.Configuration, labels: [String] = [], devices: [Device] = [], assets: AssetLocator,
         bezelLater: Bool = false) throws(RunnerError) {
        let devices = devices.isEmpty ? Array(repeating: c.device, count: max(1, labels.count)) : devices
        let frames = c.bezel || bezelLater ? devices.map { Bezel(device: $0) } : nil
        bezels = frames
        drewBezel = c.bezel
        self.devices = devices
        scale = c.scale
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

    /// Draws each panel's commands with its touch rings on top, and the bezel around where
    /// `showsBezel` (the first lane's: every lane plays the same script) and there is room for it.
    /// `ahead`: each panel's frames that may come next (`FrameDriver.upcomingFrames`), composed
    /// as this frame is, the other panels as they are now, for the renderer to draw ahead.
    func render(_ panels: [[DrawCommand]], overlays: [TouchOverlay], showsBezel: Bool,
                ahead: [[[DrawCommand]]] = []) throws(RunnerError) {
        drewBezel = showsBezel && bezels != nil
        func composed(_ panels: [[DrawCommand]]) -> [DrawCommand] {
            let screens = zip(panels, overlays).enumerated().map { i, pair in
                let all = pair.0 + pair.1.commands()
                guard let bezels else { return all }
                let bezel = bezels[min(i, bezels.count - 1)]
                return drewBezel ? bezel.wrap(all) : bezel.placeWithoutFrame(all)
            }
            return layout.compose(screens, measurer: canvas.textMeasurer)
        }
        let coming = (0..<(ahead.map(\.count).max() ?? 0)).map { k in
            composed(panels.indices.map { i in ahead.indices.contains(i) && ahead[i].indices.contains(k) ? ahead[i][k] : panels[i] })
        }
        do { try canvas.render(composed(panels), clearColor: background, ahead: coming) } catch {
            throw RunnerError.failure("cardsim: rendering failed: \(error)")
        }
    }

    /// What lies around the screens: white under a lone screen, the desk around a phone frame's
    /// room, dark between `--compare` panels.
    private var background: Color {
        layout.isSingle ? (bezel == nil ? Color.white : Bezel.deskColor) : PanelLayout.background
    }

    /// The frame just rendered, RGBA, as a recording takes it: without the phone frame, each
    /// screen's corners rounded, black past them (a video has no alpha) or the background it sits on.
    func readPixels() throws(RunnerError) -> [UInt8] {
        do { return try canvas.readPixels(corners: corners(transparent: false)) } catch {
            throw RunnerError.failure("cardsim: reading the frame failed: \(error)")
        }
    }

    /// The frame just rendered, as `readPixels()` gives it but in B, G, R, A bytes, into `buffer`
    /// (a recording's spare frame; the recorder is made with `bgra`).
    func readBGRA(into buffer: inout [UInt8]) throws(RunnerError) {
        do { try canvas.readBGRA(into: &buffer, corners: corners(transparent: false)) } catch {
            throw RunnerError.failure("cardsim: reading the frame failed: \(error)")
        }
    }

    /// Whether the frame just rendered is pixel for pixel the one before it (its commands, clear
    /// colour and phone frame unchanged): a recording then repeats the last picture.
    var isUnchanged: Bool { canvas.lastDamage.rows == 0 && !canvas.lastDamage.shifted }

    /// Saves the frame just rendered as a PNG (a script's `screenshot`): a lone screen's corners
    /// are transparent past the arc.
    func savePNG(_ path: String) throws { try canvas.savePNG(path, corners: corners(transparent: true)) }

    /// The screens' rounded corners, nil while the phone frame draws them. `transparent`: a lone
    /// screen's outside is transparent rather than black.
    func corners(transparent: Bool) -> ScreenCorners? {
        guard !drewBezel else { return nil }
        let screens = devices.indices.map { i -> ScreenCorners.Screen in
            let panel = layout.rect(i), d = devices[i]
            let origin = bezels.map { $0[min(i, $0.count - 1)].screenOrigin } ?? .zero
            func px(_ v: Double) -> Int { Int((v * scale).rounded()) }
            return .init(x: px(panel.minX + origin.x), y: px(panel.minY + origin.y), width: px(d.size.width),
                         height: px(d.size.height), radius: d.screenCornerRadius * scale)
        }
        let onBackground = !layout.isSingle || bezels != nil
        func byte(_ v: Double) -> UInt8 { UInt8((min(1, max(0, v)) * 255).rounded()) }
        let b = background
        let outside: ScreenCorners.Outside = onBackground ? .color(r: byte(b.r), g: byte(b.g), b: byte(b.b))
            : transparent ? .transparent : .color(r: 0, g: 0, b: 0)
        return ScreenCorners(screens: screens, outside: outside)
    }
}
