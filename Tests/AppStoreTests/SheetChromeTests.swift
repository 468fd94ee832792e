@testable import AppStore
import Motion
import SimKit
import Testing
import TestSupport

/// The sheet post: what the sheet shows around its motion: the story's own scrolling, the status
/// bar, and the avatar's Account sheet.
@Suite("Sheet chrome and the Account sheet")
@MainActor
struct SheetChromeTests: SheetTesting {
    @Test("a drag in the story's body scrolls the story and leaves the sheet where it is")
    func bodyScrolls() throws {
        let scene = try Self.scene()
        let clock = try open(scene)
        let story = try #require(scene.root.story)
        clock.drag(from: Point(195, 600), to: Point(195, 300), duration: 0.3)
        var s = clock.step()
        #expect(s.transition == nil && s.card?.y == 44)
        #expect(story.scrollView.contentOffset.y > 250, "scrolled: \(story.scrollView.contentOffset.y)")
        // Pulled down from the top of the text, it rubber-bands; the sheet does not move.
        clock.settle()
        clock.drag(from: Point(195, 300), to: Point(195, 700), duration: 0.3, release: false)
        s = clock.step()
        #expect(s.transition == nil && s.card?.y == 44)
        clock.send(.pointerUp(Point(195, 700), time: clock.time))
        clock.settle()
        #expect(scene.inspector.traceState().screen == "story")
    }

    @Test("the status bar stays, drawn light over the black the presenter leaves at the top")
    func statusBarLight() throws {
        let scene = try Self.scene()
        func clockColor() -> Color? {
            scene.render().lazy.compactMap { c -> Color? in
                if case .text(let run) = c, run.text == "9:41" { return run.color }
                return nil
            }.first
        }
        #expect(clockColor() == .black)
        let clock = try open(scene)
        #expect(clockColor() == .white)
        clock.send(.key(.escape, time: clock.time))
        clock.settle()
        #expect(clockColor() == .black)
    }

    @Test("the avatar opens the Account sheet the same way, in any card style", arguments: CardTransitionStyle.allCases)
    func accountSheet(style: CardTransitionStyle) throws {
        let scene = try Self.scene(style: style)
        let clock = FrameStepper(scene: scene)
        clock.tap(Self.avatar)
        var s = clock.step()
        #expect(s.screen == "account" && s.transition?.style == "sheet" && s.card == nil)
        clock.settle()
        s = scene.inspector.traceState()
        #expect(s.screen == "account" && s.presenter == TraceState.Presenter(x: 0, y: 0, scale: 0.9, alpha: 0.6))
        let sheet = try #require(scene.root.account?.view)
        #expect(sheet.screenRect.minY == 44)
        let words = texts(scene)
        for w in ["Account", "Jane Appleseed", "jane.appleseed@icloud.com", "Purchased", "Sign Out"] {
            #expect(words.contains(w), "shows \(w)")
        }
        // Dragged down by its top bar, it goes as the story's sheet does.
        let (_, after) = dragAndRelease(clock, to: 564, speed: 1200)
        #expect(after.last?.screen == "today" && after.last?.presenter == nil)
        #expect(!sheet.isDescendant(of: scene.window), "the sheet has left the screen")
    }

    @Test("the Account sheet speaks Korean under --lang ko")
    func accountKorean() throws {
        let scene = try Self.scene(language: .ko)
        let clock = FrameStepper(scene: scene)
        clock.tap(Self.avatar)
        clock.settle()
        let words = texts(scene)
        for w in ["계정", "구입한 항목", "로그아웃"] { #expect(words.contains(w), "shows \(w)") }
        #expect(!words.contains("Account"))
    }

    @Test("the open Account sheet follows a live language and appearance switch")
    func accountLiveSwitch() throws {
        let scene = try Self.scene()
        let clock = FrameStepper(scene: scene)
        clock.tap(Self.avatar)
        clock.settle()
        #expect(texts(scene).contains("Account"))
        scene.root.apply(language: .ko)
        scene.root.apply(palette: .dark)
        let words = texts(scene)
        #expect(words.contains("계정") && words.contains("로그아웃") && !words.contains("Account"))
        let rowFill = scene.render().contains { c in
            if case .fill(_, let color) = c { return color == Palette.dark.groupedRow }
            return false
        }
        #expect(rowFill, "the rows are drawn in the dark palette")
    }

    @Test("Done closes the Account sheet; its rows are split by inset hairlines and have no chevrons")
    func accountDoneSeparatorsChevrons() throws {
        let scene = try Self.scene()
        let clock = FrameStepper(scene: scene)
        clock.tap(Self.avatar)
        clock.settle()
        let commands = scene.render()
        let done = try #require(commands.lazy.compactMap { c -> TextRun? in
            if case .text(let run) = c, run.text == "Done" { return run }
            return nil
        }.first, "a Done button in the bar")
        #expect(done.color == Palette.light.tint && done.origin.x > 300 && done.origin.y < 44 + 56)
        // No chevrons: nothing is drawn with lines in the list (the chevrons were two strokes each).
        let list = try #require(scene.root.account?.list)
        let canvas = Canvas()
        list.render(into: canvas)
        let strokes = canvas.commands.filter { if case .line = $0 { true } else { false } }
        #expect(strokes.isEmpty, "\(strokes.count) chevron strokes on rows that lead nowhere")
        // A hairline between each two account rows, inset 16 pt, none after the last.
        let rows = list.rowFrames
        let hairlines = canvas.commands.filter { c in
            if case .fill(let r, let colour) = c { return r.rect.height <= 0.5 && colour == Palette.light.barHairline }
            return false
        }
        #expect(hairlines.count == Strings(.en).accountRows.count - 1)
        for case .fill(let r, _) in hairlines { #expect(r.rect.minX == rows[1].minX + 16, "inset: \(r.rect)") }
        // A tap on Done closes it, as Esc or the drag does.
        clock.tap(Point(done.origin.x + 10, done.origin.y + 8))
        clock.settle()
        #expect(scene.inspector.traceState().screen == "today")
    }
}
