@testable import AppStore
import SimKit
import Testing
import TestSupport

/// The language switched live from the Settings screen relabels every screen at once,
/// and nothing is clipped (measured with the fixed-width measurer: a Korean or English word never
/// runs into a value, an accessory or out of its group).
@Suite("Settings language")
@MainActor
struct SettingsLanguageTests {
    /// Every row's text fits: the title is as wide as its words and ends before the value, the
    /// value before the accessory, a wrapped line inside the row; the bar's title inside the bar.
    func expectUnclipped(_ screen: GroupedListViewController, _ f: SettingsFixture, _ what: String) {
        for row in screen.allRows {
            let m = row.titleLabel.measurer
            let titleW = m.size(of: row.titleLabel.text, font: row.titleLabel.font).width
            #expect(row.titleLabel.frame.width >= titleW - 1e-9, "\(what) \(row.name ?? ""): title cut")
            let valueW = m.size(of: row.valueLabel.text, font: row.valueLabel.font).width
            #expect(row.valueLabel.frame.width >= valueW - 1e-9)
            if !row.valueLabel.text.isEmpty {
                // Side by side with a gap, or (too long for that) the value under the title.
                let t = row.titleLabel.frame, v = row.valueLabel.frame
                #expect(t.maxX + 8 <= v.minX || t.maxY <= v.minY, "\(what) \(row.name ?? ""): title runs into value")
                #expect(v.maxY <= row.bounds.height + 1e-9)
            }
            #expect(row.valueLabel.frame.maxX <= row.accessoryX + 1e-9 && row.titleLabel.frame.maxX <= row.accessoryX + 1e-9,
                    "\(what) \(row.name ?? ""): into the accessory")
            if !row.subtitleLabel.isHidden {
                let lines = row.subtitleLabel.lines(forWidth: row.subtitleLabel.frame.width)
                #expect(lines.allSatisfy { m.size(of: $0, font: row.subtitleLabel.font).width <= row.subtitleLabel.frame.width + 1e-9 })
                #expect(row.subtitleLabel.frame.maxY <= row.bounds.height - SettingsRowView.vPad + 1e-9, "\(what): subtitle out of its row")
            }
            #expect(row.frame.maxX <= row.superview!.bounds.width + 1e-9)
        }
        let bar = f.nav.navigationBar
        #expect(bar.titleLabel.frame.minX >= bar.backButton.frame.maxX - 1e-9 || f.nav.viewControllers.count == 1,
                "\(what): title under the back button")
        #expect(bar.titleLabel.frame.maxX <= bar.bounds.width)
    }

    @Test("English → 한국어 from the Language list: every screen relabelled at once, nothing clipped")
    func liveSwitch() throws {
        let f = try SettingsFixture()
        expectUnclipped(f.top, f, "en root")
        f.tapRow("language")
        f.tapRow("ko")
        // The same frame: the list, the bar, the tab bar and Today's header, with no restart.
        #expect(f.scene.settings.lang == .ko && f.stored.keys == [[.lang]])
        #expect(f.nav.navigationBar.titleLabel.text == "언어" && f.nav.navigationBar.backLabel.text == "설정")
        #expect(f.top.row("ko")?.item.accessory == .checkmark(true))
        #expect(f.scene.root.tabBar.items.map(\.title) == ["투데이", "설정"])
        expectUnclipped(f.top, f, "ko language")
        f.clock.send(.key(.escape, time: f.clock.time)); f.clock.settle()
        #expect(f.top.row("language")?.item.value == "한국어" && f.top.row("cardTransition")?.item.title == "카드 전환")
        expectUnclipped(f.top, f, "ko root")
        for id in ["cardTransition", "animationSpeed", "appearance", "about"] {
            f.tapRow(id)
            expectUnclipped(f.top, f, "ko \(id)")
            f.clock.send(.key(.escape, time: f.clock.time)); f.clock.settle()
        }
    }

    @Test("launched in Korean (--lang ko), every screen fits too")
    func korean() throws {
        let f = try SettingsFixture(language: .ko)
        #expect(f.nav.navigationBar.largeTitleLabel.text == "설정")
        expectUnclipped(f.top, f, "ko root")
        for id in ["cardTransition", "language", "about"] {
            f.tapRow(id)
            expectUnclipped(f.top, f, "ko \(id)")
            f.clock.send(.key(.escape, time: f.clock.time)); f.clock.settle()
        }
    }

    @Test("About in Korean: a licence's description is Korean; a product keeps its name")
    func aboutKorean() throws {
        let f = try SettingsFixture()
        f.tapRow("language")
        f.tapRow("ko")
        f.clock.send(.key(.escape, time: f.clock.time)); f.clock.settle()
        f.tapRow("about")
        #expect(f.top.row("licence5")?.item.title == "카드 그림과 이야기")
        #expect(f.top.row("licence5")?.item.subtitle?.hasPrefix("CardSim을 위해") == true)
        #expect(f.top.row("licence3")?.item.title == "Inter")
    }
}
