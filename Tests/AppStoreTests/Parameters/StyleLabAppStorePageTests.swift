@testable import AppStore
import Motion
import SimKit
import Testing
import TestSupport

/// The Lab's App Store page, reached as a user reaches it (Settings › Style Lab with the App Store
/// style chosen): the present's plot over its table, a slider that redraws the plot and changes
/// the next present (traced on the virtual clock against the new spring), Preview, and a preset
/// of the present's four numbers drawn on the page.
@Suite("Style Lab: the App Store page")
@MainActor
struct StyleLabAppStorePageTests {
    /// Settings › Style Lab, pushed and settled.
    func openLab(_ f: SettingsFixture) throws -> StyleLabViewController {
        f.tapRow("styleLab")
        return try #require(f.nav.topViewController as? StyleLabViewController)
    }

    func row(_ lab: StyleLabViewController, _ name: String) throws -> LabSliderRow {
        try #require(lab.rows.first { $0.parameter.name == name })
    }

    /// Drags `slider`'s thumb by `dx` points through the scene's window.
    func drag(_ slider: Slider, by dx: Double, _ f: SettingsFixture) {
        let r = slider.screenRect
        let start = Point(r.minX + slider.thumbCenterX(for: slider.value), r.midY)
        f.clock.drag(from: start, to: Point(start.x + dx, start.y), duration: 0.1)
        f.clock.settle()
    }

    /// The plot's spring polyline as the display list draws it: the tint-coloured 2.5 pt lines.
    func drawnSpring(_ scene: AppStoreScene) -> [Point] {
        var points: [Point] = []
        for case let .line(from, to, width, color) in scene.render() where width == 2.5 && color == Palette.light.tint {
            if points.isEmpty { points.append(from) }
            points.append(to)
        }
        return points
    }

    @Test("the page plots the present's spring and size curve, which the App Store table declares, over the present's rows")
    func plotAndTable() throws {
        let f = try SettingsFixture()
        let lab = try openLab(f)
        #expect(lab.style == .appstore && !lab.plot.isHidden)
        #expect(lab.plot.curves == PlotCurves(springDuration: 0.6, damping: 0.7, velocity: 0.7, curveDuration: 0.36))
        #expect(Array(lab.rows.prefix(4).map(\.parameter.name)) == ["present.duration", "present.damping", "present.velocity", "present.sizeDuration"])
        #expect(drawnSpring(f.scene).count > 40, "the spring is drawn")
    }

    @Test("dragging the damping slider redraws the plot with the new spring and the next present follows it")
    func sliderChangesPlotAndPresent() throws {
        let f = try SettingsFixture()
        let lab = try openLab(f)
        let before = drawnSpring(f.scene)
        drag(try row(lab, "present.damping").slider, by: -120, f)
        let curves = try #require(PlotCurves(f.scene.settings.tuning.parameters(for: .appstore)))
        #expect(curves.damping < 0.5 && curves.springDuration == 0.6 && curves.velocity == 0.7)
        let damping = try row(lab, "present.damping")
        #expect(lab.plot.curves == curves && damping.slider.value == curves.damping)

        // The plot: the drawn polyline is the new spring's, point for point, and not the old one's.
        let after = drawnSpring(f.scene)
        #expect(after.count == lab.plot.springPoints.count && after.count > 40 && after != before)
        let origin = lab.plot.screenRect.origin
        for (drawn, expected) in zip(after, lab.plot.springPoints) {
            #expect(abs(drawn.x - (expected.x + origin.x)) < 1e-9 && abs(drawn.y - (expected.y + origin.y)) < 1e-9)
        }
        // Every vertex lies on the new spring: t read back from x, the value from y.
        let span = lab.plot.valueSpan, plotRect = lab.plot.plotRect
        for p in lab.plot.springPoints {
            let t = (p.x - plotRect.minX) / plotRect.width * lab.plot.timeSpan
            let value = span.low + (plotRect.maxY - p.y) / plotRect.height * (span.high - span.low)
            #expect(abs(value - curves.spring.value(at: t)) < 1e-9, "t=\(t)")
        }
        #expect(lab.plot.overshootPercent > 10, "less damping overshoots more (the source post's: ~4.6 %)")

        // The next present, from Today: the card's top follows the new spring, frame by frame.
        f.clock.tap(try #require(f.scene.inspector.pointForTab(1)))
        f.clock.settle()
        f.clock.tap(try #require(f.scene.inspector.pointForCard(1)))
        let start = try #require(f.trace.card)
        let t0 = f.clock.time
        let post = try #require(PlotCurves(StyleTuning().parameters(for: .appstore))).spring
        var apart = 0.0
        for _ in 0..<Int(0.6 * 60) {
            let s = f.clock.step()
            let t = f.clock.time - t0
            let card = try #require(s.card)
            #expect(abs(card.y - start.y * (1 - curves.spring.value(at: t))) <= 0.5, "top at t=\(t)")
            apart = max(apart, abs(card.y - start.y * (1 - post.value(at: t))))
        }
        #expect(apart > 5, "the present moved differently from the post's spring (max \(apart) pt apart)")
    }

    @Test("Preview presents card 1 on Today with the page's spring, holds, closes, and nothing is left running",
          arguments: [false, true])
    func preview(reduceMotion: Bool) throws {
        let f = try SettingsFixture()
        let lab = try openLab(f)
        // Under Reduce Motion the preview still shows the spring: it is what the user asked to see.
        f.scene.settings.reduceMotion = reduceMotion
        drag(try row(lab, "present.damping").slider, by: -100, f)
        let spring = lab.plot.curves.spring
        let preview = try #require(lab.actionRows.first)
        #expect(preview.titleLabel.text == "Preview")
        // The actions are under the table: scrolled to, as a user does, then tapped.
        lab.scroll.setContentOffset(Point(0, lab.scroll.contentSize.height - lab.scroll.bounds.height), animated: false)
        f.clock.step()
        #expect(f.scene.screenSize.height > preview.screenRect.maxY && preview.screenRect.minY > 0)
        f.clock.tap(preview.screenRect.center)
        let start = try #require(f.trace.card)
        #expect(start.index == 1 && f.trace.transition?.direction == .present, "\(start)")
        #expect(start.y > 50 && start.h < 600, "the card starts in its cell, not as a full-screen fade: \(start)")
        let t0 = f.clock.time
        var sawStory = false, sawDismiss = false
        for _ in 0..<Int(3 * 60) {
            let s = f.clock.step()
            let t = f.clock.time - t0
            if t < spring.duration, let card = s.card, s.transition?.direction == .present {
                #expect(abs(card.y - start.y * (1 - spring.value(at: t))) <= 0.5)
            }
            if s.screen == "story" && s.transition == nil { sawStory = true }
            if s.screen == "story" && s.transition?.direction == .dismiss { sawDismiss = true }
        }
        f.clock.settle()
        let end = f.trace
        #expect(sawStory && sawDismiss)
        #expect(end.transition == nil && end.tab == 2 && f.scene.isIdle, "back on the Lab's tab")
    }

    @Test("a preset of the present's four numbers (what the App Store page tunes) is drawn on the page when chosen")
    func presetOfThePresent() throws {
        let text = "{\n  \"appstore.present.damping\": 0.5,\n  \"appstore.present.duration\": 0.8,\n  \"appstore.present.sizeDuration\": 0.4,\n  \"appstore.present.velocity\": 1.5\n}\n"
        let tuning = try StyleTuning.decodePreset(Array(text.utf8))
        #expect(tuning.encodedPreset() == text, "it is the format Save Preset writes")
        let f = try SettingsFixture()
        let shelf = StyleLabTests.Shelf()
        shelf.files = ["appstore-1.json": tuning]
        f.scene.presets = shelf
        let lab = try openLab(f)
        f.clock.tap(lab.presetRow.screenRect.center)
        f.clock.settle()
        f.tapRow("appstore-1.json")
        f.nav.popViewController(animated: true)
        f.clock.settle()
        #expect(lab.plot.curves == PlotCurves(springDuration: 0.8, damping: 0.5, velocity: 1.5, curveDuration: 0.4))
        let velocity = try row(lab, "present.velocity")
        #expect(velocity.valueLabel.text == "1.5 1/s •")
    }
}
