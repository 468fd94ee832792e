@testable import AppStore
import SimKit
import Testing
import TestSupport

/// A swipe back held part way leaves the status bar over two screens: the time over Today, the
/// icons over the story. Each stays readable on what lies under it: dark over the light Today,
/// light over the story's dark sky.
@Suite("Status bar over a held swipe back: each part reads on its ground")
@MainActor
struct StatusBarHeldSwipeTests {
    /// The colours (opaque) the frame draws "9:41" in, and the battery's fill in.
    func glyphs(_ scene: AppStoreScene) -> (time: [Color], battery: [Color]) {
        let l = scene.device.statusBarLayout
        let body = Rect(l.batteryX, l.midY - 6, 25, 12).insetBy(dx: 2, dy: 2)
        var time: [Color] = [], battery: [Color] = []
        for c in scene.render() {
            switch c {
            case .text(let run) where run.text == "9:41" && run.color.a > 0.5: time.append(run.color.withAlpha(1))
            case .fill(let r, let colour) where r.rect == body && colour.a > 0.5: battery.append(colour.withAlpha(1))
            default: break
            }
        }
        return (time, battery)
    }

    @Test("held half way: a dark time over Today, a light battery over the story", arguments: [120.0, 195.0, 260.0])
    func heldHalfWay(to x: Double) throws {
        let scene = try TestScenes.appStore(style: .slide)
        let clock = FrameStepper(scene: scene)
        clock.tap(try #require(scene.inspector.pointForCard(1)))
        clock.settle()
        #expect(glyphs(scene).time == [.white], "open: light over the sky")
        clock.drag(from: Point(5, 400), to: Point(x, 400), duration: 0.5, release: false)
        for _ in 0..<40 { clock.step() }
        let story = try #require(scene.inspector.traceState().card)
        try #require(story.x > 100 && story.x < 300, "the story held part way: \(story.x)")
        let held = glyphs(scene)
        #expect(held.time == [Palette.light.label.withAlpha(1)], "the time over Today at \(story.x): \(held.time)")
        #expect(held.battery == [.white], "the battery over the story at \(story.x): \(held.battery)")
    }
}
