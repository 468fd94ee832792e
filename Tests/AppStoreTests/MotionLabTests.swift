@testable import AppStore
import Motion
import SimKit
import Testing
import TestSupport

/// Motion Lab: a slider change redraws the plot and changes the next present (traced on
/// the virtual clock against the new spring); Copy as Swift rebuilds the same curve; Reset; Preview.
@Suite("Motion Lab")
@MainActor
struct MotionLabTests {
    /// The scene, its lab, and a window showing the lab (as a pushed screen fills the screen).
    func rig(language: Language = .en) throws -> (AppStoreScene, MotionLabViewController, Window) {
        let scene = try TestScenes.appStore(language: language)
        let lab = scene.makeMotionLab()
        let window = Window(size: Metrics.standard.screen)
        lab.view.frame = window.bounds
        window.addSubview(lab.view)
        window.advance(to: 0)
        return (scene, lab, window)
    }

    /// Drags the thumb of the slider named by `row` by `dx` points.
    func drag(_ slider: Slider, by dx: Double, in window: Window) {
        let r = slider.screenRect
        let start = Point(r.minX + slider.thumbCenterX(for: slider.value), r.midY)
        window.handle(.pointerDown(start, time: 0))
        for k in 1...10 { window.handle(.pointerMove(Point(start.x + dx * Double(k) / 10, start.y), time: 0.01 * Double(k))) }
        window.handle(.pointerUp(Point(start.x + dx, start.y), time: 0.11))
    }

    /// The plot's spring polyline as the display list draws it: the tint-coloured 2.5 pt lines.
    func drawnSpring(_ window: Window, tint: Color) -> [Point] {
        let canvas = Canvas()
        canvas.screen = window.bounds
        window.render(into: canvas)
        var points: [Point] = []
        for case let .line(from, to, width, color) in canvas.commands where width == 2.5 && color == tint {
            if points.isEmpty { points.append(from) }
            points.append(to)
        }
        return points
    }

    @Test("dragging the damping slider redraws the plot with the new spring and the next present follows it")
    func sliderChangesPlotAndPresent() throws {
        let (scene, lab, window) = try rig()
        let tint = Palette.light.tint
        let before = drawnSpring(window, tint: tint)
        drag(lab.dampingRow.slider, by: -120, in: window)
        let tuning = lab.tuning
        #expect(tuning.damping < 0.5 && tuning.duration == 0.6 && tuning.velocity == 0.7)
        #expect(PresentTuning(scene.settings.tuning.parameters(for: .appstore)) == tuning, "the settings carry the lab's numbers")
        #expect(abs(lab.dampingRow.slider.value - tuning.damping) < 1e-12)

        // The plot: the drawn polyline is the new spring's, point for point, and not the old one's.
        let after = drawnSpring(window, tint: tint)
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
            #expect(abs(value - tuning.spring.value(at: t)) < 1e-9, "t=\(t)")
        }
        #expect(lab.plot.overshootPercent > 10, "less damping overshoots more (the source post's: ~4.6 %)")

        // The next present: the card's top follows the new spring, frame by frame.
        let clock = FrameStepper(scene: scene, fps: 60)
        clock.tap(try #require(scene.inspector.pointForCard(1)))
        let start = try #require(scene.inspector.traceState().card)
        let t0 = clock.time
        let seed = PresentTuning.standard.spring
        var apart = 0.0
        for _ in 0..<Int(0.6 * 60) {
            let s = clock.step()
            let t = clock.time - t0
            let card = try #require(s.card)
            let expected = start.y * (1 - tuning.spring.value(at: t))
            #expect(abs(card.y - expected) <= 0.5, "top at t=\(t): \(card.y) vs \(expected)")
            apart = max(apart, abs(card.y - start.y * (1 - seed.value(at: t))))
        }
        #expect(apart > 5, "the present moved differently from the source post's spring (max \(apart) pt apart)")
    }

    @Test("the size slider changes how long the next present's size takes")
    func sizeSliderChangesPresent() throws {
        let (scene, lab, window) = try rig()
        drag(lab.sizeRow.slider, by: 80, in: window)
        let size = lab.tuning.sizeDuration
        #expect(size > 0.5)
        let clock = FrameStepper(scene: scene, fps: 60)
        clock.tap(try #require(scene.inspector.pointForCard(1)))
        let start = try #require(scene.inspector.traceState().card)
        let t0 = clock.time
        let curve = BezierCurve(.easeInOut, duration: size)
        for _ in 0..<Int(0.55 * 60) {
            let s = clock.step()
            let t = clock.time - t0
            let card = try #require(s.card)
            #expect(abs(card.w - (start.w + (390 - start.w) * curve.value(at: t))) <= 0.5, "width at t=\(t)")
        }
    }

    @Test("Copy as Swift confirms with a Copied HUD in the middle of the screen, which fades away")
    func copiedHUD() throws {
        let scene = try TestScenes.appStore()
        scene.printText = { _ in }
        let lab = scene.makeMotionLab()
        let clock = AnimationClock()
        let window = Window(size: Metrics.standard.screen, clock: clock)
        lab.view.frame = window.bounds
        window.addSubview(lab.view)
        window.advance(to: 1)
        func hud() -> View? { window.subviews.first { $0.name == "confirmationHUD" } }
        func shows(_ word: String) -> Bool {
            let canvas = Canvas()
            canvas.screen = window.bounds
            window.render(into: canvas)
            return canvas.commands.contains { if case let .text(run) = $0 { run.text == word } else { false } }
        }
        #expect(hud() == nil && !shows("Copied"))
        let row = lab.view.subviews.first { $0.name == "motionLabActions" }!.subviews[1]
        window.handle(.pointerDown(row.screenRect.center, time: 1))
        window.handle(.pointerUp(row.screenRect.center, time: 1.05))
        let shown = try #require(hud(), "no HUD after Copy as Swift")
        #expect(abs(shown.screenRect.midX - Metrics.standard.screen.width / 2) < 1e-6)
        #expect(abs(shown.screenRect.midY - Metrics.standard.screen.height / 2) < 1e-6)
        window.advance(to: 1.5)
        #expect(shows("Copied"))
        window.advance(to: 3)
        #expect(hud() == nil, "gone once it has faded")
        #expect(!shows("Copied"))
    }

    @Test("Copy as Swift: the text holds the three forms and rebuilds the lab's curve through Motion to 1e-6")
    func copyAsSwift() throws {
        let scene = try TestScenes.appStore()
        var printed: [String] = []
        scene.printText = { printed.append($0) }
        final class Board: Pasteboard { var text: String?; func setString(_ s: String) { text = s } }
        let board = Board()
        scene.pasteboard = board
        let lab = scene.makeMotionLab()
        let window = Window(size: Metrics.standard.screen)
        lab.view.frame = window.bounds
        window.addSubview(lab.view)
        window.advance(to: 0)
        drag(lab.durationRow.slider, by: 40, in: window)
        drag(lab.velocityRow.slider, by: 25, in: window)
        // Tap the Copy as Swift row.
        let row = lab.view.subviews.first { $0.name == "motionLabActions" }!.subviews[1]
        window.handle(.pointerDown(row.screenRect.center, time: 1))
        window.handle(.pointerUp(row.screenRect.center, time: 1.05))
        let text = try #require(board.text)
        #expect(printed == [text])
        #expect(text == lab.tuning.swiftCode)
        #expect(text.contains("UIView.animate(withDuration: \(SpringEquivalents.literal(lab.tuning.duration)), delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: \(SpringEquivalents.literal(lab.tuning.velocity)), options: [], animations: {"))
        #expect(text.contains("UIView.animate(withDuration: 0.36) {"))
        #expect(text.contains(".spring(response: ") && text.contains(", dampingFraction: 0.7)"))
        #expect(text.contains(".spring(duration: ") && text.contains(", bounce: 0.3)"))

        // Round trip: the printed numbers rebuild the spring the lab plots.
        let spring = lab.tuning.spring
        let u = try numbers(in: text, after: ["withDuration", "usingSpringWithDamping", "initialSpringVelocity"])
        let r = try numbers(in: text, after: ["response", "dampingFraction"])
        let b = try numbers(in: text, after: [".spring(duration", "bounce"])
        let fromUIKit = Spring(duration: u[0], dampingRatio: u[1], initialVelocity: u[2])
        let fromResponse = Spring(response: r[0], dampingFraction: r[1], initialVelocity: u[2])
        let fromBounce = Spring(duration: b[0], bounce: b[1], initialVelocity: u[2])
        var t = 0.0
        while t < spring.duration {
            #expect(abs(fromUIKit.value(at: t) - spring.value(at: t)) < 1e-6)
            #expect(abs(fromResponse.value(at: t) - spring.value(at: t)) < 1e-6, "response t=\(t)")
            #expect(abs(fromBounce.value(at: t) - spring.value(at: t)) < 1e-6, "bounce t=\(t)")
            t += 1.0 / 240
        }
    }

    @Test("the source post's numbers print as docs/transitions.md shows them")
    func standardNumbersText() {
        let expected = """
        // CardSim Motion Lab: the App Store post's present
        UIView.animate(withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0.7, options: [], animations: {
            // the card's top constraint to the screen's top; view.layoutIfNeeded()
        }, completion: nil)
        UIView.animate(withDuration: 0.36) {
            // the card's width and height to the screen's; view.layoutIfNeeded()
        }
        // SwiftUI, the same spring (its velocity comes from the gesture):
        .spring(response: 0.38670108, dampingFraction: 0.7)
        // iOS 17:
        .spring(duration: 0.38670108, bounce: 0.3)
        """
        #expect(PresentTuning.standard.swiftCode == expected)
    }

    @Test("Reset puts the source post's numbers back on the sliders, the plot and the settings")
    func reset() throws {
        let (scene, lab, window) = try rig()
        drag(lab.dampingRow.slider, by: -60, in: window)
        drag(lab.velocityRow.slider, by: 60, in: window)
        #expect(PresentTuning(scene.settings.tuning.parameters(for: .appstore)) != .standard)
        let row = lab.view.subviews.first { $0.name == "motionLabActions" }!.subviews[2]
        window.handle(.pointerDown(row.screenRect.center, time: 1))
        window.handle(.pointerUp(row.screenRect.center, time: 1.05))
        #expect(lab.tuning == .standard && PresentTuning(scene.settings.tuning.parameters(for: .appstore)) == .standard && lab.plot.tuning == .standard)
        #expect(lab.dampingRow.slider.value == 0.7 && lab.velocityRow.slider.value == 0.7)
        #expect(lab.dampingRow.valueLabel.text == "0.7" && lab.durationRow.valueLabel.text == "0.60 s")
    }

    @Test("Preview presents card 1 on Today with the lab's spring, holds, closes, and nothing is left running",
          arguments: [false, true])
    func preview(reduceMotion: Bool) throws {
        let (scene, lab, window) = try rig()
        // Under Reduce Motion the preview still shows the spring: it is what the user asked to see.
        scene.settings.reduceMotion = reduceMotion
        drag(lab.dampingRow.slider, by: -100, in: window)
        let spring = lab.tuning.spring
        let clock = FrameStepper(scene: scene, fps: 60)
        let row = lab.view.subviews.first { $0.name == "motionLabActions" }!.subviews[0]
        window.handle(.pointerDown(row.screenRect.center, time: 1))
        window.handle(.pointerUp(row.screenRect.center, time: 1.05))
        let start = try #require(scene.inspector.traceState().card)
        #expect(start.index == 1 && scene.inspector.traceState().transition?.direction == .present, "\(start)")
        #expect(start.y > 50 && start.h < 600, "the card starts in its cell, not as a full-screen fade: \(start)")
        let t0 = clock.time
        var sawStory = false, sawDismiss = false
        for _ in 0..<Int(3 * 60) {
            let s = clock.step()
            let t = clock.time - t0
            if t < spring.duration, let card = s.card, s.transition?.direction == .present {
                #expect(abs(card.y - start.y * (1 - spring.value(at: t))) <= 0.5)
            }
            if s.screen == "story" && s.transition == nil { sawStory = true }
            if s.transition?.direction == .dismiss { sawDismiss = true }
        }
        clock.settle()
        let end = scene.inspector.traceState()
        #expect(sawStory && sawDismiss)
        #expect(end.screen == "today" && end.transition == nil && end.tab == 1 && scene.isIdle)
    }

    @Test("pushed on a navigation stack, the sliders still take the drag (the edge pop does not)")
    func insideNavigation() throws {
        let scene = try TestScenes.appStore()
        let lab = scene.makeMotionLab()
        let nav = NavigationController(rootViewController: ViewController(), measurer: FixedWidthTextMeasurer())
        let window = Window(size: Metrics.standard.screen)
        nav.window = window
        window.addSubview(nav.view)
        nav.pushViewController(lab, animated: false)
        window.advance(to: 0)
        #expect(nav.topViewController === lab && lab.view.superview != nil)
        drag(lab.velocityRow.slider, by: 100, in: window)
        #expect(lab.tuning.velocity > 2 && PresentTuning(scene.settings.tuning.parameters(for: .appstore)).velocity == lab.tuning.velocity)
        #expect(nav.viewControllers.count == 2)
    }

    @Test("the lab speaks Korean and switches language and appearance live")
    func koreanAndDark() throws {
        let (_, lab, _) = try rig(language: .ko)
        #expect(lab.title == "모션 랩")
        #expect(lab.dampingRow.titleLabel.text == "감쇠" && lab.durationRow.valueLabel.text == "0.60초")
        lab.apply(language: .en)
        #expect(lab.title == "Motion Lab" && lab.durationRow.valueLabel.text == "0.60 s")
        lab.apply(palette: .dark)
        #expect(lab.view.backgroundColor == Palette.dark.groupedBackground)
        #expect(lab.dampingRow.slider.minimumTrackColor == Palette.dark.tint)
    }

    /// The numbers after `label: ` in `text`, in the order of `labels`.
    func numbers(in text: String, after labels: [String]) throws -> [Double] {
        try labels.map { label in
            let range = try #require(text.range(of: label + ": "), "no \(label)")
            return try #require(Double(String(text[range.upperBound...].prefix { "-0123456789.".contains($0) })))
        }
    }
}
