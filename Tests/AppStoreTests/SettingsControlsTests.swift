@testable import AppStore
import SimKit
import Testing
import TestSupport

/// "The rows": every change a row makes reaches `scene.settings` through
/// `changeSettingsByUser` (so it is stored); switches flip by tap and by drag with a spring; rows
/// highlight on press and let go when the press becomes a scroll.
@Suite("Settings rows and controls")
@MainActor
struct SettingsControlsTests {
    @Test("a tapped switch springs its knob across and sets the setting")
    func switchTap() throws {
        let f = try SettingsFixture()
        let row = try #require(f.top.row("reduceMotion")), sw = try #require(row.toggle)
        let offX = sw.knob.screenRect.minX
        f.clock.tap(sw.screenRect.center)
        #expect(f.scene.settings.reduceMotion && f.stored.keys.last == [.reduceMotion])
        var xs: [Double] = []
        for _ in 0..<30 { f.clock.step(); xs.append(sw.knob.screenRect.minX) }
        #expect(xs[0] > offX && xs[0] < offX + 20, "animating, not jumped: \(xs[0])")
        #expect(xs.max()! > offX + 20 + 0.1, "the spring overshoots a little")
        f.clock.settle()
        #expect(abs(sw.knob.screenRect.minX - (offX + 20)) < 1e-6 && sw.isOn)
        f.clock.tap(sw.screenRect.center)
        f.clock.settle()
        #expect(!f.scene.settings.reduceMotion && abs(sw.knob.screenRect.minX - offX) < 1e-6)
    }

    @Test("the knob follows a drag; let go past the middle it switches, short of it it goes back")
    func switchDrag() throws {
        let f = try SettingsFixture()
        let sw = try #require(f.top.row("showTouches")?.toggle)
        let start = sw.knob.screenRect.center, offX = sw.knob.screenRect.minX
        // Short of the middle (the slop is 4 pt, so 8 pt of finger moves the knob 4 pt).
        f.clock.drag(from: start, to: start + Point(8, 0), duration: 0.2, release: false)
        #expect(abs(sw.knob.screenRect.minX - (offX + 4)) < 1e-6, "under the finger")
        f.clock.send(.pointerUp(start + Point(8, 0), time: f.clock.time))
        f.clock.settle()
        #expect(!f.scene.settings.touches && abs(sw.knob.screenRect.minX - offX) < 1e-6 && f.stored.keys.isEmpty)
        // Across: past the middle.
        f.clock.drag(from: start, to: start + Point(30, 2), duration: 0.2)
        #expect(f.scene.settings.touches && f.stored.keys == [[.touches]])
        f.clock.settle()
        #expect(abs(sw.knob.screenRect.minX - (offX + 20)) < 1e-6)
        // A vertical drag over the switch scrolls the list instead.
        f.clock.drag(from: start, to: start + Point(0, -60), duration: 0.2)
        f.clock.settle()
        #expect(f.scene.settings.touches)
    }

    @Test("choices made in the pushed lists reach the scene's settings and are reported for storing")
    func choices() throws {
        let f = try SettingsFixture()
        f.tapRow("animationSpeed")
        f.tapRow("0.25")
        #expect(f.scene.settings.speed == 0.25 && f.trace.settings?.speed == 0.25)
        #expect(f.top.row("0.25")?.item.accessory == .checkmark(true) && f.top.row("1")?.item.accessory == .checkmark(false))
        f.clock.send(.key(.escape, time: f.clock.time)); f.clock.settle()
        #expect(f.top.row("animationSpeed")?.item.value == "0.25×")
        f.tapRow("appearance"); f.tapRow("dark")
        #expect(f.scene.settings.appearance == .dark && f.scene.root.environment.palette == .dark)
        f.clock.send(.key(.escape, time: f.clock.time)); f.clock.settle()
        f.tapRow("phoneBezel", settle: false)
        f.clock.settle()
        f.clock.tap(f.top.row("phoneBezel")!.toggle!.screenRect.center); f.clock.settle()
        #expect(f.scene.settings.bezel)
        f.tapRow("cardTransition"); f.tapRow("slide")
        #expect(f.scene.settings.style == .slide)
        #expect(f.stored.keys == [[.speed], [.appearance], [.bezel], [.style]])
        // The next card tap uses it.
        f.clock.tap(try #require(f.scene.inspector.pointForTab(1))); f.clock.settle()
        f.clock.tap(try #require(f.scene.inspector.pointForCard(1)))
        #expect(f.clock.step().transition?.style == "slide")
    }

    @Test("each Card Transition row says what the style does, in a user's words")
    func styleLines() throws {
        let f = try SettingsFixture()
        f.tapRow("cardTransition")
        var lines: Set<String> = []
        for style in CardTransitionStyle.allCases {
            let line = try #require(f.top.row(style.rawValue)?.item.subtitle)
            #expect(line.hasSuffix("."), "\(style): \(line)")
            #expect(!line.lowercased().contains("seed"), "\(style): developer wording: \(line)")
            lines.insert(line)
        }
        #expect(lines.count == CardTransitionStyle.allCases.count, "one line per style")
    }

    @Test("a pressed row highlights, and lets go when the press becomes a scroll")
    func highlight() throws {
        let f = try SettingsFixture()
        let row = try #require(f.top.row("language"))
        let p = row.screenRect.center
        f.clock.send(.pointerDown(p, time: f.clock.time))
        f.clock.step()
        #expect(row.isHighlighted)
        for k in 1...10 { f.clock.step([.pointerMove(p + Point(0, -3 * Double(k)), time: f.clock.time + 1 / 60)]) }
        #expect(!row.isHighlighted && f.top.scrollView.isDragging)
        f.clock.send(.pointerUp(p + Point(0, -30), time: f.clock.time))
        f.clock.settle()
        #expect(f.trace.nav.depth == 1, "a scroll pushes nothing")
        // A choice row lets go of its highlight once chosen.
        f.tapRow("appearance"); f.tapRow("automatic", settle: false)
        #expect(f.top.row("automatic")?.isHighlighted == false)
    }

    @Test("the About screen shows the version, the settings file and the shipped licences")
    func about() throws {
        var config = AppConfiguration(deck: try TestScenes.deck())
        config.about = AboutInfo(version: "9.9", settingsPath: "/home/u/.config/cardsim/settings.json")
        let scene = AppStoreScene(configuration: config, measurer: FixedWidthTextMeasurer(), images: FixedImageCatalog())
        let clock = FrameStepper(scene: scene)
        clock.tap(try #require(scene.inspector.pointForTab(2))); clock.settle()
        let root = scene.root.settingsTab.nav.topViewController as! GroupedListViewController
        clock.tap(root.row("about")!.screenRect.center); clock.settle()
        let about = scene.root.settingsTab.nav.topViewController as! GroupedListViewController
        #expect(about.row("version")?.item.value == "9.9")
        #expect(about.row("settingsFile")?.item.subtitle == "/home/u/.config/cardsim/settings.json")
        #expect(about.row("licence1")?.item.title == "CardSim")
        #expect(about.row("licence1")?.item.subtitle?.contains("MIT License") == true)
        #expect(about.row("licence2")?.item.subtitle?.contains("Assets/Fonts/OFL.txt") == true)
        #expect(about.row("licence3")?.item.title == "Inter")
        #expect(about.row("licence3")?.item.subtitle?.contains("Assets/Fonts/Inter-OFL.txt") == true)
    }

    @Test("Automatic follows the desktop's colour scheme when it changes while the scene runs; Light does not")
    func automaticFollowsADesktopChange() throws {
        var config = AppConfiguration(deck: try TestScenes.deck())
        config.settings.appearance = .automatic
        config.systemIsDark = false
        let scene = AppStoreScene(configuration: config, measurer: FixedWidthTextMeasurer(), images: FixedImageCatalog())
        #expect(scene.root.environment.palette == .light)
        scene.desktopAppearanceChanged(isDark: true)
        #expect(scene.root.environment.palette == .dark)
        // A device switch remakes the scene with what the desktop says now.
        let remade = try #require(scene.remade(for: .standard) as? AppStoreScene)
        #expect(remade.root.environment.palette == .dark)
        scene.settings.appearance = .light
        scene.desktopAppearanceChanged(isDark: false)
        scene.desktopAppearanceChanged(isDark: true)
        #expect(scene.root.environment.palette == .light)
    }
}
