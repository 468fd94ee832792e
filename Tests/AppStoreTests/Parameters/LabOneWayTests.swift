@testable import AppStore
import SimKit
import Testing
import TestSupport

/// A Lab's change flows one way: the finger's move is told to the owner of the numbers once, the
/// owner's answer is drawn, and drawing tells no one. The owner here answers at once, inside the
/// call, as the scene's Settings refresh does: a view that wrote back into what told it would
/// count more than one change a move.
@Suite("Labs: a change flows one way")
@MainActor
struct LabOneWayTests {
    /// The numbers' owner, as the scene is: it keeps the settings and counts what it is told.
    final class Owner {
        var settings = AppSettings()
        var told = 0
    }

    /// Drags `slider` by `dx` in ten moves; returns how many changes each move told.
    func drag(_ slider: Slider, by dx: Double, in window: Window, owner: Owner) -> [Int] {
        let r = slider.screenRect
        let start = Point(r.minX + slider.thumbCenterX(for: slider.value), r.midY)
        window.handle(.pointerDown(start, time: 0))
        var perMove: [Int] = []
        for k in 1...10 {
            let before = owner.told
            window.handle(.pointerMove(Point(start.x + dx * Double(k) / 10, start.y), time: 0.01 * Double(k)))
            perMove.append(owner.told - before)
        }
        window.handle(.pointerUp(Point(start.x + dx, start.y), time: 0.11))
        return perMove
    }

    /// A Lab for `style` whose owner carries out what it is asked as `carryOut` says (at once, inside
    /// the call, as the scene does), then has the Lab draw what it holds.
    func lab(_ style: CardTransitionStyle, owner: Owner,
             carryOut: @escaping (StyleTuning) -> StyleTuning = { $0 }) throws -> StyleLabViewController {
        let scene = try TestScenes.appStore(style: style)
        var lab: StyleLabViewController?
        lab = StyleLabViewController(environment: scene.root.environment, style: style, settings: { owner.settings },
                                     onChange: { tuning in
                                         owner.told += 1
                                         owner.settings.tuning = carryOut(tuning)
                                         lab?.follow(owner.settings)
                                     },
                                     preview: {}, copy: { _ in }, savePreset: { _ in nil })
        return try #require(lab)
    }

    func show(_ controller: ViewController) -> Window {
        let window = Window(size: Metrics.standard.screen)
        controller.view.frame = window.bounds
        window.addSubview(controller.view)
        window.advance(to: 0)
        return window
    }

    @Test("Style Lab: one change told a finger move, the owner's redraw tells nothing, Reset tells once")
    func styleLab() throws {
        let owner = Owner()
        let shown = try lab(.zoom, owner: owner)
        let window = show(shown)
        let row = try #require(shown.rows.first { $0.parameter.name == "present.damping" })
        let perMove = drag(row.slider, by: -90, in: window, owner: owner)
        #expect(perMove.allSatisfy { $0 <= 1 } && owner.told >= 5, "changes told per move: \(perMove)")
        #expect(owner.settings.tuning.value(of: "zoom.present.damping") == row.slider.value)
        #expect(shown.plot.curves.damping == row.slider.value, "the plot draws the owner's numbers")
        let told = owner.told
        shown.follow(owner.settings)
        owner.settings.tuning = StyleTuning()
        shown.follow(owner.settings)
        #expect(owner.told == told, "drawing the owner's settings told no one")
        #expect(row.slider.value == 0.85, "and the slider shows them")
        try owner.settings.tuning.set("zoom.present.damping", to: 0.5)
        shown.reset()
        #expect(owner.told == told + 1 && owner.settings.tuning == StyleTuning())
    }

    @Test("the App Store page: each move tells one change and the plot draws the owner's present, not the slider's")
    func appStorePage() throws {
        let owner = Owner()
        // The owner holds the velocity to at most 1, so a Lab drawing its own slider would show
        // another curve.
        let shown = try lab(.appstore, owner: owner) { asked in
            var held = asked
            try? held.set("appstore.present.velocity", to: min(asked.value(of: "appstore.present.velocity") ?? 0, 1))
            return held
        }
        let window = show(shown)
        let row = try #require(shown.rows.first { $0.parameter.name == "present.velocity" })
        let perMove = drag(row.slider, by: 80, in: window, owner: owner)
        #expect(perMove.allSatisfy { $0 <= 1 } && owner.told >= 5, "changes told per move: \(perMove)")
        let held = try #require(owner.settings.tuning.value(of: "appstore.present.velocity"))
        #expect(held == 1 && row.slider.value == held && shown.plot.curves.velocity == held)
        #expect(shown.plot.curves == PlotCurves(owner.settings.tuning.parameters(for: .appstore)))
        let told = owner.told
        shown.reset()
        #expect(owner.told == told + 1 && shown.plot.curves == PlotCurves(StyleTuning().parameters(for: .appstore)))
        #expect(row.slider.value == 0.7)
    }
}
