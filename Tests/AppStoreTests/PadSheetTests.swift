@testable import AppStore
import Motion
import SimKit
import Testing
import TestSupport

/// On an iPad a page sheet is a card of the readable width, centred, over the dimmed presenter:
/// the sheet style's story and the Account sheet keep to it on every frame, everything in them
/// lays out inside it, and its top bar still drags it away. On a phone it is the screen's width.
@Suite("Sheet on the iPad")
@MainActor
struct PadSheetTests {
    static let pad = Device.iPad11
    /// Where the sheet stands on the 11-inch iPad in portrait.
    static let sheetX = (pad.size.width - 704) / 2

    func scene(_ device: Device = pad) throws -> AppStoreScene {
        var config = AppConfiguration(deck: try TestScenes.deck(), style: .sheet)
        config.device = device
        return AppStoreScene(configuration: config, measurer: FixedWidthTextMeasurer(), images: FixedImageCatalog())
    }

    @Test("the story's sheet is 704 pt wide and centred on every frame of its present and close")
    func storySheetCentred() throws {
        let s = try scene()
        let clock = FrameStepper(scene: s, fps: 60)
        clock.tap(try #require(s.inspector.pointForCard(1)))
        var frames = 0
        while let tr = clock.step().transition, tr.direction == .present {
            let card = try #require(s.inspector.traceState().card)
            #expect(abs(card.x - Self.sheetX) < 1e-6 && abs(card.w - 704) < 1e-6, "present: \(card)")
            frames += 1
        }
        #expect(frames > 30)
        clock.settle()
        let open = try #require(s.inspector.traceState().card)
        #expect(open.x == Self.sheetX && open.y == 44 && open.w == 704, "\(open)")
        clock.tap(try #require(s.inspector.pointForClose()))
        while let tr = clock.step().transition, tr.direction == .dismiss {
            let card = try #require(s.inspector.traceState().card)
            #expect(abs(card.x - Self.sheetX) < 1e-6 && abs(card.w - 704) < 1e-6, "close: \(card)")
        }
        clock.settle()
        #expect(s.inspector.traceState().screen == "today")
    }

    @Test("what the sheet shows lies inside it: the top bar, the close button, the artwork and the body")
    func contentInside() throws {
        let s = try scene()
        let clock = FrameStepper(scene: s, fps: 60)
        clock.tap(try #require(s.inspector.pointForCard(1)))
        clock.settle()
        let story = try #require(s.root.story)
        let sheet = story.view.screenRect
        #expect(sheet.minX == Self.sheetX && sheet.width == 704)
        let inside = sheet.insetBy(dx: -1e-6, dy: -1e-6)
        let bar = try #require(story.view.subviews.first { $0 is SheetTopBar })
        #expect(bar.screenRect.minX == sheet.minX && bar.screenRect.width == sheet.width, "top bar \(bar.screenRect)")
        let close = story.closeButton.screenRect
        #expect(inside.contains(close.origin) && close.maxX <= sheet.maxX - 20 + 1e-6, "close \(close) in \(sheet)")
        let image = story.content.imageView.screenRect
        #expect(abs(image.minX - sheet.minX) < 1e-6 && abs(image.width - sheet.width) < 1e-6, "artwork \(image)")
        let body = story.content.bodyLabel.screenRect
        #expect(body.minX >= sheet.minX + 20 - 1e-6 && body.maxX <= sheet.maxX - 20 + 1e-6, "body \(body) in \(sheet)")
        #expect(abs(body.midX - sheet.midX) < 0.5, "body centred: \(body)")
    }

    @Test("the top bar drags the centred sheet down and away")
    func dragAway() throws {
        let s = try scene()
        let clock = FrameStepper(scene: s, fps: 60)
        clock.tap(try #require(s.inspector.pointForCard(1)))
        clock.settle()
        var finger = Point(Self.pad.size.width / 2, 44 + 28)
        clock.send(.pointerDown(finger, time: clock.time))
        for _ in 0..<40 {
            finger.y += 20
            clock.step([.pointerMove(finger, time: clock.time + 1 / clock.fps)])
        }
        let held = try #require(s.inspector.traceState().card)
        #expect(held.x == Self.sheetX && held.w == 704 && held.y > 600, "\(held)")
        clock.send(.pointerUp(finger, time: clock.time))
        clock.settle()
        #expect(s.inspector.traceState().screen == "today")
    }

    @Test("the avatar's Account sheet is the same centred card")
    func accountSheet() throws {
        let s = try scene()
        let clock = FrameStepper(scene: s, fps: 60)
        let header = try #require(s.root.today.header)
        let avatar = header.avatarFrame.offsetBy(dx: header.screenRect.minX, dy: header.screenRect.minY).center
        clock.tap(avatar)
        clock.settle()
        let account = try #require(s.root.presentedViewController)
        let frame = account.view.screenRect
        #expect(frame.minX == Self.sheetX && frame.width == 704 && frame.minY == 44, "\(frame)")
    }

    @Test("on a phone the sheet is the screen's width", arguments: [Device.iPhoneSE, .iPhone14])
    func phoneFullWidth(device: Device) throws {
        let s = try scene(device)
        let clock = FrameStepper(scene: s, fps: 60)
        clock.tap(try #require(s.inspector.pointForCard(1)))
        clock.settle()
        let open = try #require(s.inspector.traceState().card)
        #expect(open.x == 0 && open.w == device.size.width && open.y == 44, "\(open)")
    }
}
