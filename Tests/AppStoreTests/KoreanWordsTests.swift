@testable import AppStore
import Playback
import SimKit
import Testing
import TestSupport

/// In Korean every word the app shows is Korean, on every screen: Today, each style's story, the
/// Account sheet, Settings and each screen it pushes (the Style Lab of every style,
/// the lists), on a phone and the iPad. Names Korean iOS also writes in Latin, keys, units iOS
/// keeps and code (a parameter's name, a post's quoted line) may stay (`EnglishWords`). A screen
/// added to Settings is visited too: the test follows every row that pushes one.
@Suite("Korean words")
@MainActor
struct KoreanWordsTests {
    /// What is shown as it is written: every parameter's name (what `--param` takes), every post
    /// line the style tables quote (code, as the post wrote it), and the words of the copyright
    /// holders' names in About's licences (one by one: a name may wrap over two lines).
    static var quotations: [String] {
        ["NAVER", "Corporation", "The", "Inter", "Project", "Authors", "Sam", "Lantinga"] + CardTransitionStyle.allCases.flatMap { style -> [String] in
            StyleTuning().parameters(for: style).table.parameters.flatMap { p -> [String] in
                if case .post(let line) = p.source { [p.name, line] } else { [p.name] }
            }
        }
    }

    /// The text `scene` draws now, and every label in its view tree that is not hidden (a scroll
    /// view's rows below the screen included).
    func shown(_ scene: AppStoreScene) -> [String] {
        var texts: [String] = scene.render().compactMap { if case let .text(run) = $0 { run.text } else { nil } }
        func walk(_ v: View) {
            guard !v.isHidden else { return }
            if let label = v as? Label { texts.append(label.text) }
            v.subviews.forEach(walk)
        }
        walk(scene.window)
        return texts
    }

    /// Records each English word `scene` shows, saying on which screen.
    func expectKorean(_ scene: AppStoreScene, _ screen: String) {
        let english = shown(scene).flatMap { text in EnglishWords.in(text, quoting: Self.quotations).map { "\($0) in \"\(text)\"" } }
        #expect(english.isEmpty, "\(screen): \(english)")
    }

    func scene(_ device: Device) throws -> AppStoreScene {
        var config = AppConfiguration(deck: try TestScenes.deck(), language: .ko)
        config.device = device
        return AppStoreScene(configuration: config, measurer: FixedWidthTextMeasurer(), images: FixedImageCatalog())
    }

    @Test("Today, every style's story and the Account sheet", arguments: [Device.iPhone14, .iPad11])
    func todayAndStories(device: Device) throws {
        let s = try scene(device)
        let clock = FrameStepper(scene: s, fps: 60)
        clock.settle()
        expectKorean(s, "Today")
        for style in CardTransitionStyle.allCases {
            s.settings.style = style
            clock.tap(try #require(s.inspector.pointForCard(1)))
            for _ in 0..<8 { clock.step() }
            expectKorean(s, "\(style) opening")
            clock.settle()
            expectKorean(s, "\(style) story")
            clock.send(.key(.escape, time: clock.time))
            clock.settle()
        }
        let header = try #require(s.root.today.header)
        clock.tap(header.avatarFrame.offsetBy(dx: header.screenRect.minX, dy: header.screenRect.minY).center)
        clock.settle()
        expectKorean(s, "Account")
    }

    @Test("Settings and every screen it pushes, the Style Lab in every style", arguments: [Device.iPhone14, .iPad11])
    func settings(device: Device) throws {
        let s = try scene(device)
        let clock = FrameStepper(scene: s, fps: 60)
        clock.settle()
        clock.tap(try #require(s.inspector.pointForTab(2)))
        clock.settle()
        let nav = s.root.settingsTab.nav!
        expectKorean(s, "Settings")
        /// Pushes each row of the list on top that pushes a screen, checks it, and its own rows.
        func visitPushes(_ path: String, depth: Int) {
            guard depth < 3, let list = nav.topViewController as? GroupedListViewController else { return }
            for row in list.allRows where row.item.accessory == .disclosure {
                let id = row.item.id
                let before = nav.viewControllers.count
                row.item.action?()
                clock.settle()
                guard nav.viewControllers.count > before else { continue }
                expectKorean(s, "\(path) › \(id)")
                if let lab = nav.topViewController as? StyleLabViewController {
                    lab.presetRow.item.action?()
                    clock.settle()
                    expectKorean(s, "\(path) › \(id) › preset")
                    if nav.viewControllers.count > before + 1 { nav.popViewController(animated: false) }
                }
                visitPushes("\(path) › \(id)", depth: depth + 1)
                while nav.viewControllers.count > before { nav.popViewController(animated: false) }
                clock.settle()
            }
        }
        for style in CardTransitionStyle.allCases {
            s.settings.style = style
            clock.settle()
            visitPushes("Settings (\(style))", depth: 0)
        }
    }

    @Test("the Style Lab follows a live switch to Korean")
    func styleLabLiveSwitch() throws {
        var config = AppConfiguration(deck: try TestScenes.deck(), language: .en)
        config.device = .iPhone14
        let s = AppStoreScene(configuration: config, measurer: FixedWidthTextMeasurer(), images: FixedImageCatalog())
        let clock = FrameStepper(scene: s, fps: 60)
        clock.settle()
        clock.tap(try #require(s.inspector.pointForTab(2)))
        clock.settle()
        let nav = s.root.settingsTab.nav!
        let list = try #require(nav.topViewController as? GroupedListViewController)
        try #require(list.row("styleLab")).item.action?()
        clock.settle()
        #expect(nav.topViewController is StyleLabViewController)
        s.settings.lang = .ko
        clock.settle()
        expectKorean(s, "Style Lab after the switch")
    }
}
