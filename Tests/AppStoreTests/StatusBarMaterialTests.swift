@testable import AppStore
import SimKit
import Testing
import TestSupport

/// Once content scrolls under the status bar (and Settings' navigation bar), iOS puts the
/// bar material behind it, faded in with the scroll, so "9:41" and the icons stay readable.
@Suite("Bar material behind the status bar")
@MainActor
struct StatusBarMaterialTests {
    /// The opacity of the blur drawn over `rect` (nil: none is drawn), and its tint.
    func material(_ scene: AppStoreScene, over rect: Rect) -> (alpha: Double, tint: Color)? {
        for case let .backdropBlur(area, _, tint, alpha) in scene.render() where area.rect == rect { return (alpha, tint) }
        return nil
    }

    static let statusBar = Rect(0, 0, 390, 47)

    @Test("Today: none at the top, half after 6 pt of scrolling, whole from 12 pt, in the tab bar's material")
    func today() throws {
        let scene = try TestScenes.appStore()
        let clock = FrameStepper(scene: scene)
        let scroll = scene.root.today.scrollView!
        #expect(material(scene, over: Self.statusBar) == nil, "clear at rest")
        #expect(scene.inspector.traceState().statusBar.material == 0)
        scroll.contentOffset = Point(0, 6)
        #expect(abs((material(scene, over: Self.statusBar)?.alpha ?? 0) - 0.5) < 1e-9)
        clock.send(.wheel(dx: 0, dy: 400, at: Point(195, 400), time: clock.time))
        clock.settle()
        let m = try #require(material(scene, over: Self.statusBar))
        #expect(m.alpha == 1 && m.tint == Palette.light.barMaterial)
        #expect(scene.inspector.traceState().statusBar.material == 1, "the trace says so")
        // Pulled down past the top (rubber band): clear again.
        scroll.contentOffset = Point(0, -30)
        #expect(material(scene, over: Self.statusBar) == nil)
    }

    @Test("Today in dark mode: the dark material")
    func todayDark() throws {
        let scene = try TestScenes.appStore()
        scene.settings.appearance = .dark
        scene.root.today.scrollView.contentOffset = Point(0, 200)
        #expect(material(scene, over: Self.statusBar)?.tint == Palette.dark.barMaterial)
    }

    @Test("Settings: the root's bar clears until its large title has collapsed, then fades in behind status bar and bar")
    func settingsRoot() throws {
        let f = try SettingsFixture()
        let bar = { Rect(0, 0, 390, f.nav.navigationBar.frame.maxY) }
        let list = f.top.scrollView!
        #expect(material(f.scene, over: bar()) == nil && material(f.scene, over: Self.statusBar) == nil, "clear at rest")
        list.contentOffset = Point(0, 40)
        #expect(material(f.scene, over: bar()) == nil, "the large title still collapsing")
        list.contentOffset = Point(0, 58)
        #expect(bar().maxY == 47 + 44)
        #expect(abs((material(f.scene, over: bar())?.alpha ?? 0) - 0.5) < 1e-9)
        list.contentOffset = Point(0, 80)
        #expect(material(f.scene, over: bar())?.alpha == 1)
        #expect(f.trace.statusBar.material == 1)
        // A hairline under it, as iOS's bars have.
        let hairline = f.scene.render().contains { if case let .fill(r, _) = $0 { return r.rect == Rect(0, 90.5, 390, 0.5) }; return false }
        #expect(hairline)
    }

    @Test("Settings: a pushed screen's bar fades in over its first 12 pt")
    func settingsPushed() throws {
        let f = try SettingsFixture()
        f.tapRow("cardTransition")
        let bar = Rect(0, 0, 390, 91)
        #expect(material(f.scene, over: bar) == nil)
        f.top.scrollView.contentOffset = Point(0, 3)
        #expect(abs((material(f.scene, over: bar)?.alpha ?? 0) - 0.25) < 1e-9)
    }

    @Test("a push from a scrolled list and the pop back: the material follows the transition, no snap",
          arguments: [false, true])
    func materialFollowsPushAndPop(reduceMotion: Bool) throws {
        let f = try SettingsFixture()
        f.scene.settings.reduceMotion = reduceMotion
        f.top.scrollView.contentOffset = Point(0, 80)
        #expect(f.trace.statusBar.material == 1)
        var amounts: [Double] = []
        f.clock.tap(f.point("cardTransition"))
        repeat { amounts.append(f.clock.step().statusBar.material ?? -1) } while f.trace.transition != nil && amounts.count < 60
        f.clock.settle()
        amounts.append(f.trace.statusBar.material ?? -1)
        #expect(amounts.last == 0, "the pushed list rests at its top")
        f.clock.tap(try #require(f.scene.inspector.pointForBack()))
        repeat { amounts.append(f.clock.step().statusBar.material ?? -1) } while f.trace.transition != nil && amounts.count < 120
        f.clock.settle()
        amounts.append(f.trace.statusBar.material ?? -1)
        #expect(amounts.last == 1, "back over the scrolled list")
        let steps = zip(amounts.dropFirst(), amounts).map { abs($0 - $1) }
        #expect(steps.allSatisfy { $0 <= 0.25 }, "reduce motion \(reduceMotion): \(amounts)")
    }

    @Test("tapping the status bar scrolls the visible tab's list to the top: Settings' when Settings shows")
    func statusBarTapScrollsTheVisibleList() throws {
        let f = try SettingsFixture()
        let today = f.scene.root.today.scrollView!
        today.contentOffset = Point(0, 300)
        f.top.scrollView.contentOffset = Point(0, 80)
        f.clock.tap(Point(195, 20))
        f.clock.settle()
        #expect(f.top.scrollView.contentOffset.y == 0, "the Settings list went to its top")
        #expect(today.contentOffset.y == 300, "Today, not showing, stays where it was")
        #expect(f.trace.screen == "settings")
    }

    @Test("the back chevron is drawn in the tint: #0A84FF in dark mode, like the back title")
    func chevronTint() throws {
        let f = try SettingsFixture()
        f.scene.settings.appearance = .dark
        f.clock.settle()
        f.tapRow("cardTransition")
        let lines = f.scene.render().compactMap { c -> Color? in if case let .line(_, _, _, color) = c { return color }; return nil }
        #expect(lines.count >= 2)
        #expect(lines.allSatisfy { $0 == Color(hex: 0x0A84FF) }, "\(lines)")
        #expect(f.nav.navigationBar.backLabel.textColor == Color(hex: 0x0A84FF))
    }
}
