@testable import AppStore
import SimKit
import Testing
import TestSupport

/// An iPad's status bar writes the date as iPadOS does in the scene's language: en-US's weekday,
/// month and day ("Sun Dec 6"), Korean's month, day and weekday ("12월 6일 (일)"), beside the time.
@Suite("Status bar date")
@MainActor
struct StatusBarDateTests {
    static let sunday = SimDate(iso: "2026-12-06")!

    @Test("in English, the weekday, the month and the day, as an en-US iPad writes them")
    func english() {
        #expect(Strings(.en).statusBarDate(Self.sunday) == "Sun Dec 6")
        #expect(Strings(.en).statusBarDate(.reference) == "Mon Nov 30")
    }

    @Test("in Korean, the month, the day and the weekday in brackets, as a Korean iPad writes them")
    func korean() {
        #expect(Strings(.ko).statusBarDate(Self.sunday) == "12월 6일 (일)")
    }

    @Test("the iPad's status bar draws the date in the same order as the header beside it")
    func drawn() throws {
        var config = AppConfiguration(deck: try TestScenes.deck())
        config.device = .iPad11
        config.date = Self.sunday
        let scene = AppStoreScene(configuration: config, measurer: FixedWidthTextMeasurer(), images: FixedImageCatalog())
        let canvas = Canvas()
        scene.statusBar.render(into: canvas)
        let texts = canvas.commands.compactMap { if case let .text(run) = $0 { run.text } else { nil } }
        #expect(texts == ["9:41", "Sun Dec 6"], "\(texts)")
    }
}
