@testable import AppStore
import SimKit
import Testing
import TestSupport

/// The Today list asks its image catalog for the artwork it will draw soon, like UIKit's
/// prefetching data source, so the backend can decode it before it scrolls into view.
@Suite("Today prefetches artwork near the visible list")
@MainActor
struct TodayPrefetchTests {
    /// A catalog that records what it was asked to prefetch.
    final class RecordingCatalog: ImageCatalog {
        var asked: [[String]] = []
        func imageSize(_ name: String) -> Size? { Size(700, 900) }
        func prefetch(_ names: [String]) { asked.append(names) }
    }

    @Test("at the top the cards within a screen are asked for, nearest first; scrolling asks for those coming next")
    func asksForCardsNearTheViewport() throws {
        let catalog = RecordingCatalog()
        let deck = try TestScenes.deck()
        let scene = AppStoreScene(configuration: AppConfiguration(deck: deck), measurer: FixedWidthTextMeasurer(), images: catalog)
        _ = scene.render()
        let today = scene.root.today
        let paths = deck.cards.map(\.imagePath)
        let first = try #require(catalog.asked.last)
        // The first card is nearest the middle of the screen at the top; the last is screens away.
        #expect(first.first == paths[0] || first.first == paths[1])
        #expect(first.contains(paths[2]), "the card just below the screen is asked for")
        #expect(!first.contains(paths[paths.count - 1]), "a card several screens down is not")
        #expect(Set(first).count == first.count)
        // Scrolled to the end: the last cards are asked for, nearest first, the top ones no longer.
        let end = today.scrollView.contentSize.height - Metrics.standard.screen.height
        today.scrollView.contentOffset = Point(0, end)
        let last = try #require(catalog.asked.last)
        #expect(last.first == paths[paths.count - 1] || last.first == paths[paths.count - 2])
        #expect(!last.contains(paths[0]))
    }
}
