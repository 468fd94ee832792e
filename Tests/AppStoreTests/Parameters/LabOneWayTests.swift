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

    func show(_ controller: ViewController) -> Window {
        let window = Window(size: Metrics.standard.screen)
        controller.view.frame = window.bounds
        window.addSubview(controller.view)
        window.advance(to: 0)
        return window
    }

    @Test("Style Lab: one change told a finger move, the owner's redraw tells nothing, Reset tells once")
    func styleLab() throws {
        let scene = try TestScenes.appStore(style: .zoom)
        let owner = Owner()
        var lab: StyleLabViewController?
        lab = StyleLabViewController(environment: scene.root.environment, style: .zoom, settings: { owner.settings },
                                     onChange: { tuning in
                                         owner.told += 1
                                         owner.settings.tuning = tuning
                                         lab?.follow(owner.settings)
                                     },
                                     preview: {}, copy: { _ in }, savePreset: { _ in nil })
        let shown = try #require(lab)
        let window = show(shown)
        let row = try #require(shown.rows.first { $0.parameter.name == "present.damping" })
        let perMove = drag(row.slider, by: -90, in: window, owner: owner)
        #expect(perMove.allSatisfy { $0 <= 1 } && owner.told >= 5, "changes told per move: \(perMove)")
        #expect(owner.settings.tuning.value(of: "zoom.present.damping") == row.slider.value)
        #expect(shown.plot.tuning.damping == row.slider.value, "the plot draws the owner's numbers")
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

    @Test("Motion Lab: one change told a finger move; Reset tells once and draws the owner's numbers")
    func motionLab() throws {
        let scene = try TestScenes.appStore()
        let owner = Owner()
        let lab = MotionLabViewController(environment: scene.root.environment,
                                          tuning: { PresentTuning(owner.settings.tuning.parameters(for: .appstore)) },
                                          onChange: { owner.told += 1; owner.settings.tuning.setPresent($0) },
                                          preview: {}, copy: { _ in })
        let window = show(lab)
        let perMove = drag(lab.velocityRow.slider, by: 80, in: window, owner: owner)
        #expect(perMove.allSatisfy { $0 <= 1 } && owner.told >= 5, "changes told per move: \(perMove)")
        #expect(lab.tuning.velocity == lab.velocityRow.slider.value && lab.plot.tuning == lab.tuning)
        let told = owner.told
        lab.reset()
        #expect(owner.told == told + 1 && lab.tuning == .standard && lab.velocityRow.slider.value == 0.7)
    }
}
