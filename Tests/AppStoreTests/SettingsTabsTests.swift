@testable import AppStore
import SimKit
import Testing
import TestSupport

/// The tab bar switches tabs and tints the selected item; a re-tap on Today scrolls its
/// list to the top (animated), on Settings pops to its root.
@Suite("Tabs")
@MainActor
struct SettingsTabsTests {
    @Test("tap tab 2 shows Settings, tap tab 1 Today again; the selected item is the tinted one")
    func switching() throws {
        let f = try SettingsFixture(openSettings: false)
        #expect(f.trace.tab == 1 && f.trace.screen == "today" && f.trace.nav == TraceState.Nav(depth: 1, top: "today"))
        f.clock.tap(try #require(f.scene.inspector.pointForTab(2)))
        f.clock.settle()
        #expect(f.trace.tab == 2 && f.trace.screen == "settings" && f.trace.nav == TraceState.Nav(depth: 1, top: "settings"))
        #expect(f.scene.root.tabBar.selectedIndex == 1 && f.scene.root.settingsTab.nav.view.superview != nil)
        #expect(f.scene.inspector.pointForCard(1) == nil || f.scene.root.today.view.superview == nil)
        f.clock.tap(try #require(f.scene.inspector.pointForTab(1)))
        f.clock.settle()
        #expect(f.trace.tab == 1 && f.trace.screen == "today" && f.scene.root.tabBar.selectedIndex == 0)
    }

    @Test("tapping the selected Today item scrolls the list to the top, animated")
    func todayToTop() throws {
        let f = try SettingsFixture(openSettings: false)
        f.clock.drag(from: Point(195, 700), to: Point(195, 200), duration: 0.3)
        f.clock.settle()
        let scrolled = f.trace.scrollY
        #expect(scrolled > 300)
        f.clock.tap(try #require(f.scene.inspector.pointForTab(1)))
        var ys: [Double] = []
        for _ in 0..<60 { ys.append(f.clock.step().scrollY) }
        #expect(ys[0] > 0 && ys[0] < scrolled, "moving, not jumped: \(ys[0])")
        #expect(zip(ys.dropFirst(), ys).allSatisfy { $0 <= $1 + 1e-9 }, "never back down")
        f.clock.settle()
        #expect(abs(f.trace.scrollY) < 0.3 && f.trace.tab == 1)
    }

    @Test("tapping the selected Settings item pops to the root, animated")
    func settingsToRoot() throws {
        let f = try SettingsFixture()
        f.tapRow("cardTransition")
        #expect(f.trace.nav.depth == 2)
        f.clock.tap(try #require(f.scene.inspector.pointForTab(2)))
        let s = f.clock.step()
        #expect(s.transition?.direction == .pop && s.transition?.style == "push")
        f.clock.settle()
        #expect(f.trace.nav == TraceState.Nav(depth: 1, top: "settings") && f.trace.tab == 2)
    }

    @Test("leaving Settings keeps its stack; Escape on Today does not touch it")
    func stackKept() throws {
        let f = try SettingsFixture()
        f.tapRow("appearance")
        f.clock.tap(try #require(f.scene.inspector.pointForTab(1)))
        f.clock.settle()
        #expect(f.trace.nav == TraceState.Nav(depth: 1, top: "today") && f.scene.inspector.pointForBack() == nil)
        f.clock.send(.key(.escape, time: f.clock.time))
        f.clock.settle()
        f.clock.tap(try #require(f.scene.inspector.pointForTab(2)))
        f.clock.settle()
        #expect(f.trace.nav == TraceState.Nav(depth: 2, top: "appearance"))
    }
}

/// The Settings root's navigation bar: a large title that collapses into the inline one as the
/// list scrolls, with the list starting below it.
@Suite("Settings navigation bar")
@MainActor
struct SettingsBarTests {
    @Test("the large title scrolls away under the bar as the list is pulled up, and comes back")
    func largeTitleCollapses() throws {
        let f = try SettingsFixture()
        let bar = f.nav.navigationBar
        #expect(bar.showsLargeTitle && bar.collapse == 0 && bar.titleLabel.alpha == 0)
        let firstGroup = try #require(f.top.row("cardTransition")).superview!.screenRect
        #expect(firstGroup.minY >= bar.frame.maxY, "the list starts below the large title")
        // Pull the list up 70 pt and hold: the title has collapsed by the content's offset, clamped.
        f.clock.drag(from: Point(200, 700), to: Point(200, 600), duration: 0.5, release: false)
        let y = f.top.scrollView.contentOffset.y
        #expect(y > 40)
        #expect(abs(bar.collapse - min(y, NavigationBar.largeTitleHeight)) < 1e-9 && bar.titleLabel.alpha > 0)
        f.clock.send(.pointerUp(Point(200, 600), time: f.clock.time))
        f.clock.settle()
        // The list reaches less than a row past the screen: it bounces back to its end, and the
        // large title returns as far as that end allows.
        let end = f.top.scrollView.maxOffsetY
        #expect(end < NavigationBar.largeTitleHeight + 10)
        #expect(abs(f.top.scrollView.contentOffset.y - end) < 0.3)
        #expect(abs(bar.collapse - end) < 0.3)
    }

    @Test("pulled down, the large title comes down with the list and grows a little from its left edge")
    func largeTitleStretches() throws {
        let f = try SettingsFixture()
        let bar = f.nav.navigationBar
        let restTitle = bar.largeTitleLabel.screenRect
        let group = try #require(f.top.row("cardTransition")).superview!
        let restGroup = group.screenRect
        f.clock.drag(from: Point(200, 300), to: Point(200, 500), duration: 0.5, release: false)
        let pulled = -f.top.scrollView.contentOffset.y
        #expect(pulled > 20, "the list is pulled down")
        let title = bar.largeTitleLabel.screenRect
        let moved = group.screenRect.minY - restGroup.minY
        #expect(abs((title.minY - restTitle.minY) - moved) < 0.5, "the title follows the list: \(title.minY - restTitle.minY) vs \(moved)")
        let scale = bar.largeTitleLabel.screenMapping.sx
        #expect(scale > 1.001 && scale <= NavigationBar.maxStretchScale + 1e-9, "grows a little: \(scale)")
        #expect(abs(title.minX - restTitle.minX) < 1e-6, "from its left edge")
        f.clock.send(.pointerUp(Point(200, 500), time: f.clock.time))
        f.clock.settle()
        #expect(abs(bar.largeTitleLabel.screenRect.minY - restTitle.minY) < 0.3 && bar.stretch < 0.3)
    }
}

/// A list flicked and left for the other tab stops where it is: nothing moves it off screen, and a
/// list still gliding there kept the scene from ever coming to rest (a monkey run found it).
@Suite("Tabs: a list left mid-glide")
@MainActor
struct TabLeftMidGlideTests {
    @Test("flick Today, switch to Settings at once: the scene comes to rest")
    func restsAfterSwitch() throws {
        let scene = try TestScenes.appStore()
        let clock = FrameStepper(scene: scene)
        clock.drag(from: Point(195, 700), to: Point(195, 200), duration: 0.08)
        #expect(!scene.root.today.scrollView.isIdle, "gliding")
        clock.tap(try #require(scene.inspector.pointForTab(2)))
        clock.settle(limit: 5)
        #expect(scene.isIdle)
    }
}
