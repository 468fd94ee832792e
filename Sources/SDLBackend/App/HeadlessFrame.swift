import SimKit

/// The offscreen canvas of a headless run and what goes on it besides the scene: the touch rings
/// and, with `--bezel`, the phone frame (the canvas then grows and the scene is drawn offset).
@MainActor
final class HeadlessFrame {
    /// The simulated screen in points.
    static let screen = Size(390, 844)

    let canvas: OffscreenCanvas
    /// The room for a phone frame, when the run may show one: a recording keeps one frame size.
    let bezel: Bezel?
    /// Whether the frame is drawn now (`--bezel`, `set bezel`); only possible with room for it.
    var showsBezel: Bool

    /// - Parameter bezelLater: a script turns the bezel on later, so the canvas makes room now.
    init(configuration c: HeadlessRunner.Configuration, assets: AssetLocator, bezelLater: Bool = false) throws(RunnerError) {
        bezel = c.bezel || bezelLater ? Bezel(screen: Self.screen) : nil
        showsBezel = c.bezel
        let size = bezel?.canvasSize ?? Self.screen
        do {
            canvas = try OffscreenCanvas(size: size, scale: c.scale, software: c.software, assets: assets)
        } catch {
            throw RunnerError.failure("cardsim: cannot render offscreen: \(error)")
        }
    }

    /// Frame size in pixels, as the recorder receives it.
    var pixelSize: (Int, Int) { (canvas.pixelWidth, canvas.pixelHeight) }

    /// Draws the scene's commands, the rings on top, the bezel around.
    func render(_ commands: [DrawCommand], overlay: TouchOverlay) throws(RunnerError) {
        var all = commands
        all += overlay.commands()
        if let bezel { all = showsBezel ? bezel.wrap(all) : bezel.placeWithoutFrame(all) }
        do { try canvas.render(all, clearColor: bezel == nil ? .white : Bezel.deskColor) } catch {
            throw RunnerError.failure("cardsim: rendering failed: \(error)")
        }
    }

    /// The frame just rendered, RGBA.
    func readPixels() throws(RunnerError) -> [UInt8] {
        do { return try canvas.readPixels() } catch { throw RunnerError.failure("cardsim: reading the frame failed: \(error)") }
    }
}
