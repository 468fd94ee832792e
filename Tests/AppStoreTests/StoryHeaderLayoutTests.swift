@testable import AppStore
import SimKit
import Testing
import TestSupport

/// The App Store card's story as the source post lays it out, and the tab bar copy it animates.
@Suite("Story header layout and the falling tab bar")
@MainActor
struct StoryHeaderLayoutTests {
    func content(expanded: Bool) throws -> StoryContentView {
        let card = try #require(try TestScenes.deck().cards.first)
        let v = StoryContentView(card: card, environment: AppEnvironment(language: .en, date: .reference,
                                 measurer: FixedWidthTextMeasurer(), images: FixedImageCatalog(), avatarPath: nil), expanded: expanded)
        v.frame = expanded ? Rect(0, 0, Metrics.standard.screen.width, Metrics.standard.screen.height) : Rect(0, 0, 350, 420)
        v.layoutIfNeeded()
        return v
    }

    @Test("expanded, the subtitle sits at the safe area's top and the title 10 pt under it")
    func expanded() throws {
        let v = try content(expanded: true)
        #expect(v.subtitleLabel.frame.minY == Metrics.standard.statusBarHeight + StoryContentView.expandedTopMargin)
        #expect(v.titleLabel.frame.minY == v.subtitleLabel.frame.maxY + 10)
        #expect(v.subtitleLabel.frame.minX == 20 && abs(v.subtitleLabel.frame.width - Metrics.standard.screen.width * 0.8) < 1e-9)
    }

    @Test("in the card, 20 pt in and 6 pt apart")
    func collapsed() throws {
        let v = try content(expanded: false)
        #expect(v.subtitleLabel.frame.minY == 20)
        #expect(v.titleLabel.frame.minY == v.subtitleLabel.frame.maxY + 6)
    }

    @Test("the tab bar copy a present animates has its other item disabled, and drawn dimmer")
    func fallingTabBarItemDisabled() throws {
        let bar = TabBarView(items: [.init(title: "Today", isEnabled: true), .init(title: "Settings", isEnabled: true)],
                             selectedIndex: 0, measurer: FixedWidthTextMeasurer(), metrics: .standard)
        bar.frame = Rect(0, 761, Metrics.standard.screen.width, Metrics.standard.tabBarHeight)
        let copy = bar.makeCopy()
        #expect(copy.items.map(\.isEnabled) == [true, false])
        func labelColour(_ view: View, _ title: String) -> Color? {
            let canvas = Canvas()
            canvas.screen = Rect(0, 0, 390, 844)
            view.render(into: canvas)
            for case let .text(run) in canvas.commands where run.text == title { return run.color }
            return nil
        }
        let enabled = try #require(labelColour(bar, "Settings")), disabled = try #require(labelColour(copy, "Settings"))
        #expect(disabled.a < enabled.a * 0.5, "disabled \(disabled), enabled \(enabled)")
        #expect(labelColour(copy, "Today") == labelColour(bar, "Today"))
    }
}
