import SimKit

/// The offscreen canvas of a headless run and what goes on it besides the scene: the touch rings
/// and, with `--bezel`, the phone frame (the canvas then grows and the scene is drawn offset).
@MainActor
final class HeadlessFrame {
    /// The simulated screen in points.
    static let screen = Size.phoneScreen

    let canvas: OffscreenCanvas
    let bezel: Bezel?

    init(configuration c: HeadlessRunner.Configuration, assets: AssetLocator) throws(RunnerError) {
        bezel = c.bezel ? Bezel(screen: Self.screen) : nil
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
        if let bezel { all = bezel.wrap(all) }
        do { try canvas.render(all, clearColor: bezel == nil ? .white : Bezel.deskColor) } catch {
            throw RunnerError.failure("cardsim: rendering failed: \(error)")
        }
    }

    /// The frame just rendered, RGBA.
    func readPixels() throws(RunnerError) -> [UInt8] {
        do { return try canvas.readPixels() } catch { throw RunnerError.failure("cardsim: reading the frame failed: \(error)") }
    }
}
