import AppStore
import SimKit
import Testing
import TestSupport
@testable import SDLBackend
@testable import Session

/// While a finger is held still, the driver plays the tap ahead on a fresh scene
/// (`FrameDriver.upcomingFrames`), so the renderer can draw during the press what the present's
/// first frames will composite or blur. That is worth it only if the dry run draws what the tap
/// will: the same rasters, the same screen under the same blur, for every style, with nothing in
/// the styles describing it.
@Suite("A held finger plays its tap ahead")
@MainActor
struct TapAheadTests {
    static func driven(_ style: CardTransitionStyle, appearance: AppSettings.Appearance = .light) -> DrivenScene {
        DrivenScene {
            let scene = try! TestScenes.appStore(style: style)
            scene.settings.appearance = appearance
            return scene
        }
    }

    static func layers(_ commands: [DrawCommand]) -> [RasterizedLayer] {
        commands.compactMap { if case let .layer(l) = $0 { l } else { nil } }
    }

    /// The screen-wide blur `commands` draw last, with all they draw before it.
    static func screenBlur(_ commands: [DrawCommand]) -> BackdropAhead? {
        BackdropAhead(lastBlurIn: commands, where: { $0.rect.size == Metrics.standard.screen })
    }

    /// Presses card 1 for `frames` frames, then lifts; returns what each frame of the press was
    /// told is coming, the frames of the press, and the frames after the lift.
    static func press(_ run: DrivenScene, frames: Int, after: Int = 30) throws
        -> (ahead: [[[DrawCommand]]], pressed: [[DrawCommand]], real: [[DrawCommand]]) {
        _ = run.step()
        let card = try #require(run.scene.inspector.pointForCard(1))
        var pressed = [run.step([.pointerDown(card, time: 0)])]
        for _ in 1..<frames { pressed.append(run.step()) }
        var real = [run.step([.pointerUp(card, time: 0)]).commands]
        for _ in 0..<after { real.append(run.step().commands) }
        return (pressed.map(\.ahead), pressed.map(\.commands), real)
    }

    @Test("a press is told, from its first frame, the rasters the present composites first",
          arguments: [CardTransitionStyle.zoom, .expand, .sheet, .slide])
    func rastersComing(_ style: CardTransitionStyle) throws {
        let (ahead, pressed, real) = try Self.press(Self.driven(style), frames: 5)
        #expect(ahead.allSatisfy { $0.count == FrameDriver.framesAhead }, "told in every frame of the press")
        #expect(ahead.allSatisfy { $0 == ahead[0] }, "the same frames each time: one dry run a press")
        // What is new in the coming frames: not the pressed card's raster, drawn already.
        let drawing = pressed.flatMap(Self.layers).map(\.content)
        func new(_ frame: [DrawCommand]) -> [RasterizedLayer] { Self.layers(frame).filter { !drawing.contains($0.content) } }
        let told = try #require(ahead[0].map(new).first { !$0.isEmpty }, "\(style.rawValue): a tap composites the story")
        // The present's first frames (the lift's own may composite only the screen behind).
        let shown = real.prefix(3).flatMap(new)
        let story = try #require(told.first { $0.size != Metrics.standard.screen } ?? told.first)
        #expect(shown.contains { $0.content == story.content && $0.size == story.size },
                "the story the dry run composited is the one the present composites")
        // The sheet shrinks and fades the screen under it as one raster: it differs from the dry
        // run's only where the pressed card bounced back (the renderer redraws those rows).
        for screen in told where screen.size == Metrics.standard.screen && style == .sheet {
            let now = try #require(shown.first { $0.size == Metrics.standard.screen })
            let a = Set(screen.content.map { "\($0)" }), b = Set(now.content.map { "\($0)" })
            #expect(a.symmetricDifference(b).count <= 12, "\(a.symmetricDifference(b).count) commands differ")
        }
    }

    @Test("the App Store style's press is told the screen its present blurs, as that frame draws it",
          arguments: [AppSettings.Appearance.light, .dark])
    func backdropComing(_ appearance: AppSettings.Appearance) throws {
        let run = Self.driven(.appstore, appearance: appearance)
        // Scrolled a little, so that the list's scrolled content is in the prefix too.
        _ = run.step([.pointerDown(Point(195, 600), time: 0)])
        for k in 1...12 { _ = run.step([.pointerMove(Point(195, 600 - Double(k) * 3), time: 0)]) }
        _ = run.step([.pointerUp(Point(195, 564), time: 0)])
        for _ in 0..<120 where !run.scene.isIdle { _ = run.step() }
        let (ahead, _, real) = try Self.press(run, frames: 5)
        let told = try #require(ahead[0].lazy.compactMap(Self.screenBlur).first, "a tap blurs the screen")
        let blurred = try #require(real.lazy.compactMap(Self.screenBlur).first, "the present blurs Today")
        #expect(blurred.area == told.area && blurred.radius == told.radius && blurred.tint == told.tint)
        #expect(blurred.prefix.count == told.prefix.count)
        #expect(blurred.prefix == told.prefix, "what the dry run drew under its blur is what the present draws")
    }

    @Test("nothing is told without a finger held still: none down, one that scrolls, one lifted, no fresh scene")
    func nothingOtherwise() throws {
        let run = Self.driven(.zoom)
        #expect(run.step().ahead.isEmpty, "nothing pressed")
        let card = try #require(run.scene.inspector.pointForCard(1))
        #expect(!run.step([.pointerDown(card, time: 0)]).ahead.isEmpty)
        #expect(!run.step([.pointerMove(Point(card.x, card.y - 8), time: 0)]).ahead.isEmpty, "within the slop: still a press")
        #expect(run.step([.pointerMove(Point(card.x, card.y - 40), time: 0)]).ahead.isEmpty, "a drag: forgotten")
        _ = run.step([.pointerUp(Point(card.x, card.y - 40), time: 0)])
        #expect(run.step().ahead.isEmpty, "lifted")
        #expect(run.scene.inspector.traceState().screen != "story")

        let lone = Self.driven(.zoom)
        lone.driver.makeScene = nil
        _ = lone.step()
        #expect(lone.step([.pointerDown(try #require(lone.scene.inspector.pointForCard(1)), time: 0)]).ahead.isEmpty)
    }

    @Test("the dry run leaves the scene on screen and its journal as they were")
    func dryRunChangesNothing() throws {
        let run = Self.driven(.zoom)
        _ = run.step()
        let card = try #require(run.scene.inspector.pointForCard(1))
        let driver = run.driver
        driver.beginFrame(wall: 2.0 / 60)
        driver.deliverScripted(.pointerDown(card, time: 2.0 / 60))
        driver.finishInput()
        let (entries, commands) = (driver.journal.entries, driver.scene.render())
        #expect(!driver.upcomingFrames().isEmpty)
        #expect(driver.scene.inspector.traceState().screen == "today")
        #expect(driver.journal.entries == entries)
        #expect(driver.scene.render() == commands)
    }

    @Test("after presents and closes, a press at rest is told exactly what its tap draws")
    func toldExactlyAfterBusyCycles() throws {
        let run = Self.driven(.zoom)
        _ = run.step()
        let card = try #require(run.scene.inspector.pointForCard(1))
        for _ in 0..<3 {
            _ = run.step([.pointerDown(card, time: 0)])
            _ = run.step([.pointerUp(card, time: 0)])
            for _ in 0..<120 where !run.scene.isIdle { _ = run.step() }
            _ = run.step([.key(.escape, time: 0)])
            for _ in 0..<120 where !run.scene.isIdle { _ = run.step() }
        }
        // The scenes a dry run plays on wait while a transition runs and catch up at rest, a
        // share a frame: a few frames at rest are enough for the next press to be told.
        for _ in 0..<10 { _ = run.step() }
        let (ahead, pressed, real) = try Self.press(run, frames: 5)
        let drawing = pressed.flatMap(Self.layers).map(\.content)
        let told = ahead[0].flatMap(Self.layers).filter { !drawing.contains($0.content) }
        let shown = real.prefix(3).flatMap(Self.layers)
        #expect(!told.isEmpty, "the press is told what is coming")
        #expect(told.allSatisfy { t in shown.contains { $0.content == t.content && $0.size == t.size } },
                "told exactly what the present composites, after catching up in shares")
    }
}
