@testable import AppStore
import SimKit
import Testing
import TestSupport

/// While a card is pressed in the App Store style, whose present blurs Today behind the story,
/// the display list names that backdrop ahead (`.prepareBackdrop`): everything the present's first
/// blurred frame draws before its blur, and the blur. The backend draws and blurs it during the
/// press, which is worth it only if it is exactly what that frame draws.
@Suite("A pressed card names the backdrop its present blurs, ahead")
@MainActor
struct BackdropAheadTests {
    static func named(_ commands: [DrawCommand]) -> [BackdropAhead] {
        commands.compactMap { if case let .prepareBackdrop(b) = $0 { b } else { nil } }
    }

    @Test("named from touch-down to lift-off, and it is what the present's first blurred frame draws",
          arguments: [AppSettings.Appearance.light, .dark])
    func namesWhatThePresentBlurs(_ appearance: AppSettings.Appearance) throws {
        let scene = try StoryAheadTests.scene(.appstore)
        scene.settings.appearance = appearance
        let clock = FrameStepper(scene: scene, fps: 60)
        // Scrolled a little, so that the list's scrolled content is in the prefix too.
        clock.drag(from: Point(195, 600), to: Point(195, 560), duration: 0.2)
        clock.settle()
        let card = try #require(scene.inspector.pointForCard(1))
        #expect(Self.named(scene.render()).isEmpty, "nothing pressed, nothing named")
        clock.step([.pointerDown(card, time: clock.time)])
        var named: [BackdropAhead] = []
        for _ in 0..<5 {
            named += Self.named(scene.render())
            clock.step()
        }
        #expect(named.count == 5, "named in every frame of the press")
        let ahead = try #require(named.first)
        #expect(named.allSatisfy { $0 == ahead }, "the same backdrop each frame: Today holds still")
        clock.step([.pointerUp(card, time: clock.time)])
        var blurred: BackdropAhead?
        for _ in 0..<30 where blurred == nil {
            let commands = scene.render()
            #expect(Self.named(commands).isEmpty, "the present has begun: nothing left to name")
            // The present's blur covers the screen (a bar's blur, which an earlier frame may draw, does not).
            if let i = commands.firstIndex(where: { if case let .backdropBlur(area, _, _, _) = $0 { area.rect.size == Metrics.screen } else { false } }) {
                blurred = BackdropAhead(lastBlurIn: Array(commands[...i]))
            }
            clock.step()
        }
        #expect(ahead.area.rect == Rect(origin: .zero, size: Metrics.screen), "the blur named is the screen's")
        let first = try #require(blurred, "the present blurs Today")
        #expect(first.area == ahead.area && first.radius == ahead.radius && first.tint == ahead.tint)
        #expect(first.prefix.count == ahead.prefix.count)
        #expect(first.prefix == ahead.prefix, "the prefix named is the one the present draws under its blur")
    }

    @Test("a press that scrolls away, or a style whose present blurs nothing, names nothing")
    func otherCasesNameNothing() throws {
        let appStore = try StoryAheadTests.scene(.appstore)
        let clock = FrameStepper(scene: appStore, fps: 60)
        clock.drag(from: try #require(appStore.inspector.pointForCard(1)), to: Point(195, 200), duration: 0.3, release: false)
        clock.step()
        #expect(Self.named(appStore.render()).isEmpty, "the press became a scroll: forgotten")

        for style in [CardTransitionStyle.zoom, .expand, .sheet, .slide] {
            let scene = try StoryAheadTests.scene(style)
            let other = FrameStepper(scene: scene, fps: 60)
            other.step([.pointerDown(try #require(scene.inspector.pointForCard(1)), time: other.time)])
            other.step()
            #expect(Self.named(scene.render()).isEmpty, "\(style.rawValue) blurs no screen behind its story")
        }
    }
}
