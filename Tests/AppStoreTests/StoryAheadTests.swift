@testable import AppStore
import SimKit
import Testing
import TestSupport

/// While a card is pressed in a style whose present composites the story whole in its first frames
/// (the zoom, the expand, the sheet, the slide), the display list names that story's raster ahead
/// (`.prepare`), so the backend can draw it during the press. It is worth drawing only if it is
/// exactly what the present shows.
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

    /// The size each style's present first composites the story at: the zoom's screen, the
    /// expand's card, the sheet's sheet, the slide's screen.
    static let openingSizes: [(CardTransitionStyle, Size)] = [
        (.zoom, Metrics.screen), (.expand, Size(350, 440)), (.sheet, Size(390, 810)), (.slide, Metrics.screen),
    ]

    @Test("named from touch-down to lift-off, and it is the raster the present composites", arguments: [0, 1, 2, 3])
    func namesWhatThePresentShows(_ which: Int) throws {
        let (style, size) = Self.openingSizes[which]
        let scene = try Self.scene(style)
        let clock = FrameStepper(scene: scene, fps: 60)
        let card = try #require(scene.inspector.pointForCard(1))
        clock.step()
        #expect(Self.prepared(scene.render()).isEmpty, "nothing pressed, nothing named")
        clock.step([.pointerDown(card, time: clock.time)])
        var named: [RasterizedLayer] = [], presenters: [RasterizedLayer] = []
        for _ in 0..<5 {
            let ahead = Self.prepared(scene.render())
            named += ahead.prefix(1)
            presenters += ahead.dropFirst()
            clock.step()
        }
        #expect(named.count == 5, "named in every frame of the press")
        // The sheet shrinks and fades the screen under it as one raster: named too, as it is now.
        #expect(presenters.count == (style == .sheet ? 5 : 0))
        #expect(presenters.allSatisfy { $0.size == Metrics.screen })
        let story = try #require(named.first)
        #expect(named.allSatisfy { $0.content == story.content && $0.size == story.size }, "the same story each frame")
        #expect(story.size == size)
        clock.step([.pointerUp(card, time: clock.time)])
        var composited: [RasterizedLayer] = []
        var first: [DrawCommand] = []
        for frame in 0..<4 {
            let commands = scene.render()
            if frame == 0 { first = commands }
            #expect(Self.prepared(commands).isEmpty, "frame \(frame): the story is up, nothing left to name")
            composited += Self.layers(commands).filter { $0.size == story.size && $0.content == story.content }
            clock.step()
        }
        #expect(!composited.isEmpty, "the present's first frames composite the raster named ahead")
        if let last = presenters.last {
            // The present composites the screen at once; its raster differs from the one named in
            // the last frame of the press only where the card bounced (the backend redraws those rows).
            let shown = Self.layers(first).filter { $0.size == Metrics.screen }
            #expect(shown.count == 1)
            let before = Set(last.content.map { "\($0)" }), after = Set((shown.first?.content ?? []).map { "\($0)" })
            #expect(before.symmetricDifference(after).count <= 12, "\(before.symmetricDifference(after).count) commands differ")
        }
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
