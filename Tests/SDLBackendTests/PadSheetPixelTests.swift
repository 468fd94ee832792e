import AppStore
import SDLBackend
import SimKit
import Testing
import TestSupport

/// The sheet on the iPad as drawn: a card of the page sheet's width with the dimmed presenter
/// showing either side of it, with the real fonts and artwork at 1 px/pt.
@Suite("Sheet on the iPad, drawn", .serialized)
@MainActor
struct PadSheetPixelTests {
    @Test("the open sheet leaves the dimmed presenter showing either side, and is its own colour inside its edges")
    func sidesShowThePresenter() throws {
        let device = Device.iPad11
        let canvas = try RenderProbe.canvas(device.size.width, device.size.height, scale: 1)
        var config = AppConfiguration(deck: try CardDeck.load(path: RepoPaths.cardsJSON), style: .sheet)
        config.device = device
        let scene = AppStoreScene(configuration: config, measurer: canvas.textMeasurer, images: canvas.catalog)
        let clock = FrameStepper(scene: scene, fps: 60)
        clock.settle()
        clock.tap(try #require(scene.inspector.pointForCard(1)))
        clock.settle()
        clock.step()
        let px = try RenderProbe.render(canvas, scene.render())
        let left = Int((device.size.width - 704) / 2), right = left + 704
        for y in [700, 900, 1100] {
            // Outside: Today shrunk and faded over black, far darker than the sheet.
            for x in [left - 8, right + 8] {
                let p = px.rgb(x, y)
                #expect(p.r + p.g + p.b < 3 * 170, "(\(x), \(y)) is \(p): the presenter should show beside the sheet")
            }
            // Inside, in the margin beside the body: the sheet's background.
            for x in [left + 8, right - 8] {
                #expect(px.isWhite(x, y), "(\(x), \(y)) is \(px.rgb(x, y)): the sheet should be there")
            }
        }
    }
}
