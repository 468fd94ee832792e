@testable import AppStore
import SimKit
import Testing
import TestSupport

/// The expand's present shows one card becoming the story: one title, never the cell's and the
/// story's apart, and labels laid out for the size the story has, so its clip never cuts a word.
@Suite("Expand's present: one title, no word cut")
@MainActor
struct ExpandPresentTextTests {
    /// Below this opacity a line does not show.
    static let visible = 0.02

    func scene(on device: Device) throws -> AppStoreScene {
        var config = AppConfiguration(deck: try TestScenes.deck(), language: .en, style: .expand)
        config.device = device
        return AppStoreScene(configuration: config, measurer: FixedWidthTextMeasurer(), images: FixedImageCatalog())
    }

    /// Steps from a tap on card 1 until the present is over, handing on the drawn text of each
    /// frame the present runs in.
    func present(_ scene: AppStoreScene, _ each: (Int, [DrawnText]) -> Void) throws {
        let clock = FrameStepper(scene: scene)
        clock.settle()
        clock.tap(try #require(scene.inspector.pointForCard(1)))
        var frame = 0
        while frame < 200 {
            clock.step()
            frame += 1
            guard scene.inspector.traceState().transition != nil else { break }
            each(frame, DrawnText.all(in: scene.render(), measurer: FixedWidthTextMeasurer()))
        }
        #expect(frame > 60, "the present ran \(frame) frames")
        #expect(scene.inspector.traceState().screen == "story")
    }

    @Test("one title on every frame of the present", arguments: [Device.iPhone14, .iPad11])
    func oneTitle(device: Device) throws {
        let scene = try scene(on: device)
        let title = scene.root.today.cells[0].content.card.text(.en).title
        try present(scene) { frame, texts in
            let firstLines = texts.filter {
                $0.run.font == Fonts.cardTitle && $0.alpha > Self.visible && title.hasPrefix($0.run.text)
            }
            let xs = firstLines.map(\.box.minX), ys = firstLines.map(\.box.minY)
            guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max() else { return }
            #expect(x1 - x0 < 1 && y1 - y0 < 1,
                    "\(device.name) frame \(frame): \(firstLines.count) titles, \(firstLines.map { ($0.box.origin, $0.alpha) })")
        }
    }

    @Test("the card's words are never cut by the story's clip", arguments: [Device.iPhone14, .iPad11])
    func noWordCut(device: Device) throws {
        let scene = try scene(on: device)
        let text = scene.root.today.cells[0].content.card.text(.en)
        let words = [text.subtitle.uppercased(), text.title, text.blurb]
        let fonts = [Fonts.cardSubtitle, Fonts.cardTitle, Fonts.cardBlurb]
        try present(scene) { frame, texts in
            for t in texts where fonts.contains(t.run.font) && t.alpha > Self.visible
                && words.contains(where: { $0.contains(t.run.text) }) {
                guard let clip = t.clip else { continue }
                let inside = t.box.minX >= clip.minX - 0.5 && t.box.maxX <= clip.maxX + 0.5
                    && t.box.minY >= clip.minY - 0.5 && t.box.maxY <= clip.maxY + 0.5
                #expect(inside, "\(device.name) frame \(frame): \"\(t.run.text)\" at \(t.box) cut by \(clip)")
            }
        }
    }
}
