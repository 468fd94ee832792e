@testable import AppStore
import SimKit
import Testing
import TestSupport
import Playback

/// A style added from outside the app, by its folder and one registry line, reaches every place a
/// style is offered: Settings' Card Transition list, the settings file's values, scripts' `set
/// style`, the window's Ctrl+ keys, and the trace, and it runs.
@Suite("A sixth style from its folder and one registry line")
@MainActor
struct CrossFadeStyleTests {
    @Test("registered, the cross-fade is offered everywhere and presents and dismisses")
    func crossFadeEverywhere() throws {
        try TransitionStyleRegistry.$current.withValue(.current.adding(.crossFade)) { try offeredAndRuns() }
    }

    func offeredAndRuns() throws {
        #expect(CardTransitionStyle(rawValue: "crossfade") == .crossFade)
        #expect(CardTransitionStyle.names.last == "crossfade")
        var settings = AppSettings()
        try settings.set(.style, to: "crossfade")
        #expect(settings.style == .crossFade)

        let scene = try TestScenes.appStore()
        #expect(scene.styleChoices.last == StyleChoice(name: "crossfade", title: "Cross-Fade"))
        #expect(Strings(.ko).styleName(.crossFade) == "크로스 페이드")
        // Scripts check `set style` against the scene's styles.
        let script = try Script.parse("set style crossfade\n", file: "s.txt", styleNames: scene.styleChoices.map(\.name))
        #expect(script.commands == [.set(.style("crossfade"))])

        scene.apply(.style("crossfade"))
        let clock = FrameStepper(scene: scene)
        clock.tap(try #require(scene.inspector.pointForCard(1)))
        let first = clock.step()
        #expect(first.transition?.style == "crossfade" && first.transition?.direction == .present)
        clock.settle()
        #expect(scene.inspector.traceState().screen == "story")
        clock.send(.key(.escape, time: clock.time))
        #expect(clock.step().transition?.direction == .dismiss)
        clock.settle()
        #expect(scene.inspector.traceState().screen == "today")
    }

    @Test("outside the registry, its name is refused")
    func unknownOutside() throws {
        #expect(CardTransitionStyle(rawValue: "crossfade") == nil)
        var settings = AppSettings()
        #expect(throws: (any Error).self) { try settings.set(.style, to: "crossfade") }
        #expect(throws: (any Error).self) {
            try Script.parse("set style crossfade\n", file: "s.txt", styleNames: CardTransitionStyle.names)
        }
    }
}
