@testable import AppStore
import Playback
import SimKit
import Testing
import TestSupport

/// The device is a parameter of the whole scene: its screen, status bar and safe areas size every
/// screen and transition, on an iPhone SE (no notch, a home button), a 16 Pro (the Dynamic Island)
/// and an iPad (a grid of cards).
@Suite("Devices")
@MainActor
struct DeviceLayoutTests {
    func scene(_ device: Device, style: CardTransitionStyle = .appstore) throws -> AppStoreScene {
        var config = AppConfiguration(deck: try TestScenes.deck(), style: style)
        config.device = device
        return AppStoreScene(configuration: config, measurer: FixedWidthTextMeasurer(), images: FixedImageCatalog())
    }

    @Test("the trace names the device and its size", arguments: Device.all)
    func traceNamesTheDevice(device: Device) throws {
        let s = try scene(device)
        #expect(s.screenSize == device.size)
        #expect(s.inspector.traceState().device == .init(name: device.name, w: device.size.width, h: device.size.height))
        // The tab bar sits on the device's bottom inset.
        let bar = s.inspector.traceState().tabBar
        #expect(abs(bar.y - (device.size.height - device.tabBarItemsHeight - device.bottomInset)) < 1e-9)
    }

    @Test("every style opens a card to the device's full screen (the sheet to its width) and closes it back into its place",
          arguments: [Device.iPhoneSE, .iPad11], CardTransitionStyle.allCases)
    func stylesFillTheDevice(device: Device, style: CardTransitionStyle) throws {
        let s = try scene(device, style: style)
        let clock = FrameStepper(scene: s, fps: 60)
        let cell = s.root.today.cardFrameOnScreen(0)
        clock.tap(try #require(s.inspector.pointForCard(1)))
        clock.settle()
        let open = try #require(s.inspector.traceState().card)
        let sheetTop = style == .sheet ? 44.0 : 0
        let width = style == .sheet ? Metrics(device).sheetWidth : device.size.width
        #expect(abs(open.x - (device.size.width - width) / 2) < 1 && abs(open.y - sheetTop) < 1 && abs(open.w - width) < 1,
                "\(style) on \(device): \(open)")
        #expect(abs(open.h - (device.size.height - sheetTop)) < 1 || style == .sheet, "\(style) on \(device): \(open)")
        clock.send(.key(.escape, time: clock.time))
        clock.settle()
        #expect(s.inspector.traceState().screen == "today")
        let back = s.root.today.cardFrameOnScreen(0)
        #expect(abs(back.minX - cell.minX) < 1 && abs(back.minY - cell.minY) < 1 && abs(back.width - cell.width) < 1)
    }

    @Test("an iPad lays Today out as two columns with 20 pt gutters in the readable width; an iPhone as one, 20 pt in")
    func grid() throws {
        let pad = try scene(.iPad11)
        let (a, b, c) = (pad.root.today.cellFrame(0), pad.root.today.cellFrame(1), pad.root.today.cellFrame(2))
        #expect(a.minY == b.minY && abs(b.minX - a.maxX - 20) < 1e-9 && c.minX == a.minX && c.minY > a.maxY)
        #expect(abs((a.minX + b.maxX) / 2 - Device.iPad11.size.width / 2) < 1e-9, "centred")
        #expect(b.maxX - a.minX <= Metrics.readableWidth)
        let se = try scene(.iPhoneSE)
        let f = se.root.today.cellFrame(0)
        #expect(f.minX == 20 && f.width == Device.iPhoneSE.size.width - 40)
    }

    @Test("an iPad's status bar shows the date beside the time, in the scene's language; a phone's none")
    func iPadStatusBarDate() throws {
        func texts(_ s: AppStoreScene) -> [TextRun] {
            let canvas = Canvas()
            s.statusBar.render(into: canvas)
            return canvas.commands.compactMap { if case let .text(run) = $0 { run } else { nil } }
        }
        let pad = try scene(.iPad11)
        let runs = texts(pad)
        let time = try #require(runs.first { $0.text == "9:41" })
        let date = try #require(runs.first { $0.text == "Mon Nov 30" }, "\(runs.map(\.text))")
        #expect(date.origin.x > time.origin.x && abs(date.origin.y - time.origin.y) < 2)
        pad.settings.lang = .ko
        #expect(texts(pad).contains { $0.text == "11월 30일 (월)" })
        #expect(texts(try scene(.iPhoneSE)).map(\.text) == ["9:41"])
    }

    @Test("an open story's body keeps to the readable width, centred, on every device", arguments: Device.all)
    func storyBodyReadableWidth(device: Device) throws {
        let s = try scene(device)
        let clock = FrameStepper(scene: s)
        clock.tap(try #require(s.inspector.pointForCard(1)))
        clock.settle()
        let body = try #require(s.root.story?.content.bodyLabel.frame)
        #expect(body.width <= 672 && abs(body.midX - device.size.width / 2) < 0.5, "\(body) on \(device.name)")
        if !device.isPad { #expect(body.minX == 20 && body.width == device.size.width - 40) }
    }

    @Test("the Today header's words and avatar line up with the cards' edges, on every device", arguments: Device.all)
    func headerOnTheGrid(device: Device) throws {
        let s = try scene(device)
        let today = s.root.today
        let cells = (0..<Metrics(device).gridColumns).map { today.cellFrame($0) }
        let (header, first, right) = (today.header!, cells[0], cells.map(\.maxX).max()!)
        let canvas = Canvas()
        header.render(into: canvas)
        let words = canvas.commands.compactMap { if case let .text(run) = $0 { run.origin.x } else { nil } }
        #expect(!words.isEmpty && words.allSatisfy { abs($0 - first.minX) < 0.5 }, "date and title at \(words), cards at \(first.minX)")
        let avatar = header.screenRect.minX + header.avatarFrame.maxX
        #expect(abs(avatar - right) < 0.5, "avatar's right edge \(avatar), cards' \(right)")
    }

    @Test("an iPad's tab bar centres its items inline, icon beside title, and a tap between them and the edge selects nothing; a phone's spreads them stacked")
    func tabBarLayouts() throws {
        // The bar's titles: its runs below the top of the bar (Today's large title says "Today" too).
        func titles(_ commands: [DrawCommand], on device: Device) -> [TextRun] {
            let top = device.size.height - device.tabBarItemsHeight - device.bottomInset
            return commands.compactMap { if case let .text(r) = $0, r.origin.y > top, ["Today", "Settings"].contains(r.text) { r } else { nil } }
        }
        let pad = try scene(.iPad11)
        let bar = pad.root.tabBar
        let (first, last) = (bar.itemSpans[0], bar.itemSpans[1])
        let width = Device.iPad11.size.width
        #expect(abs((first.lowerBound + last.upperBound) / 2 - width / 2) < 1e-9, "the group is centred")
        #expect(abs(last.lowerBound - first.upperBound - TabBarView.inlineSpacing) < 1e-9)
        #expect(last.upperBound - first.lowerBound < width / 2, "not spread across the bar")
        // Each title sits to the right of its icon's box, on the item row's middle line.
        let padTitles = titles(pad.render(), on: .iPad11)
        #expect(padTitles.count == 2)
        for (run, span) in zip(padTitles, [first, last]) {
            #expect(abs(run.origin.x - (span.lowerBound + TabBarView.inlineIconSide + TabBarView.inlineGap)) < 1e-9)
        }
        // Taps: on an item, it; in the empty ends of the bar, nothing.
        let clock = FrameStepper(scene: pad, fps: 60)
        let y = Device.iPad11.size.height - Device.iPad11.bottomInset - Device.iPad11.tabBarItemsHeight / 2
        clock.tap(Point(width - 40, y))
        clock.settle()
        #expect(pad.inspector.traceState().screen == "today")
        clock.tap(try #require(pad.inspector.pointForTab(2)))
        clock.settle()
        #expect(pad.inspector.traceState().screen == "settings")

        let phone = try scene(.iPhoneSE)
        let phoneWidth = Device.iPhoneSE.size.width
        let centres = [phone.root.tabBar.itemCenter(0).x, phone.root.tabBar.itemCenter(1).x]
        #expect(centres == [phoneWidth / 4, phoneWidth * 3 / 4])
        let phoneTitles = titles(phone.render(), on: .iPhoneSE)
        #expect(phoneTitles.count == 2 && phoneTitles.allSatisfy { $0.origin.y > Device.iPhoneSE.size.height - Device.iPhoneSE.tabBarItemsHeight / 2 },
                "stacked: each title under its icon")
    }

    @Test("the status bar: 9:41 in the middle on an SE; beside the island on a 16 Pro, which draws it; no home indicator on an SE")
    func statusBarAndChrome() throws {
        func run(_ commands: [DrawCommand], _ text: String) -> TextRun? {
            commands.lazy.compactMap { if case let .text(r) = $0, r.text == text { r } else { nil } }.first
        }
        let se = try scene(.iPhoneSE)
        let seFrame = se.render()
        let time = try #require(run(seFrame, "9:41"))
        #expect(abs(time.origin.x + 17 - 375.0 / 2) < 12 && time.origin.y < 20, "\(time.origin)")
        let homeIndicators = seFrame.filter { if case let .fill(r, _) = $0 { r.rect.width == 134 && r.rect.height == 5 } else { false } }
        #expect(homeIndicators.isEmpty)
        let pro = try scene(.iPhone16Pro)
        let proFrame = pro.render()
        let island = try #require(Device.iPhone16Pro.islandRect)
        #expect(proFrame.contains { if case let .fill(r, c) = $0 { r.rect == island && c == .black } else { false } })
        let proTime = try #require(run(proFrame, "9:41"))
        #expect(proTime.origin.x + 40 < island.minX && abs(proTime.origin.y + 10 - island.midY) < 8, "\(proTime.origin)")
    }
}
