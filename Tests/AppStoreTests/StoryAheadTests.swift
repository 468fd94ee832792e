@testable import AppStore
import SimKit
import Testing
import TestSupport

/// While a card is pressed in a style whose present composites the story whole in its first frame
/// (the zoom), the display list names that story's raster ahead (`.prepare`), so the backend can
/// draw it during the press. It is worth drawing only if it is exactly what the present shows.
@Suite("A pressed card names the story it opens, ahead")
@MainActor
struct StoryAheadTests {
    static func scene(_ style: CardTransitionStyle) throws -> AppStoreScene {
        AppStoreScene(configuration: AppConfiguration(deck: try TestScenes.deck(), style: style),
                      measurer: FixedWidthTextMeasurer(), images: FixedImageCatalog())
    }

    static func prepared(_ commands: [DrawCommand]) -> [RasterizedLayer] {
        commands.compactMap { if case let .prepare(l) = $0 { l } else { nil } }
    }

    static func layers(_ commands: [DrawCommand]) -> [RasterizedLayer] {
        commands.compactMap { if case let .layer(l) = $0 { l } else { nil } }
    }

    @Test("zoom: named from touch-down to lift-off, and it is the raster of the present's first frame")
    func zoomNamesItsFirstFrame() throws {
        let scene = try Self.scene(.zoom)
        let clock = FrameStepper(scene: scene, fps: 60)
        let card = try #require(scene.inspector.pointForCard(1))
        clock.step()
        #expect(Self.prepared(scene.render()).isEmpty, "nothing pressed, nothing named")
        clock.step([.pointerDown(card, time: clock.time)])
        var named: [RasterizedLayer] = []
        for _ in 0..<5 {
            named += Self.prepared(scene.render())
            clock.step()
        }
        #expect(named.count == 5, "named in every frame of the press")
        let story = try #require(named.first)
        #expect(named.allSatisfy { $0.content == story.content && $0.size == story.size }, "the same story each frame")
        #expect(story.size == Metrics.screen)
        clock.step([.pointerUp(card, time: clock.time)])
        let first = scene.render()
        #expect(Self.prepared(first).isEmpty, "the story is up: nothing left to name")
        let shown = Self.layers(first).filter { $0.size == story.size }
        #expect(shown.count == 1)
        #expect(shown.first?.content == story.content, "the present's first frame shows the raster named ahead")
    }

    @Test("a press that scrolls away, or a style that opens the story folded, names nothing after it")
    func otherCasesNameNothing() throws {
        let zoom = try Self.scene(.zoom)
        let clock = FrameStepper(scene: zoom, fps: 60)
        clock.drag(from: try #require(zoom.inspector.pointForCard(1)), to: Point(195, 200), duration: 0.3)
        clock.step()
        #expect(Self.prepared(zoom.render()).isEmpty, "the finger left: forgotten")
        #expect(zoom.inspector.traceState().screen != "story")

        let appStore = try Self.scene(.appstore)
        let other = FrameStepper(scene: appStore, fps: 60)
        other.step([.pointerDown(try #require(appStore.inspector.pointForCard(1)), time: other.time)])
        other.step()
        #expect(Self.prepared(appStore.render()).isEmpty, "the App Store's story opens at the card's size")
    }
}
