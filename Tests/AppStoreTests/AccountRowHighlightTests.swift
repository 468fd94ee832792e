@testable import AppStore
import SimKit
import Testing
import TestSupport

/// The Account sheet's rows answer a press as a table's do: the row turns systemGray4 while
/// pressed and fades back once the finger lifts or leaves it.
@Suite("Account rows highlight when pressed")
@MainActor
struct AccountRowHighlightTests {
    func highlightFills(_ scene: AppStoreScene, _ palette: Palette) -> [Rect] {
        scene.render().compactMap { c in
            if case .fill(let r, let colour) = c, colour.r == palette.cellHighlight.r, colour.g == palette.cellHighlight.g,
               colour.b == palette.cellHighlight.b, colour.a > 0.01 { return r.rect }
            return nil
        }
    }

    @Test("pressed: the row is highlighted under its title; lifted: it fades out", arguments: [1, 3])
    func pressAndLift(row: Int) throws {
        let scene = try SheetChromeTests.scene()
        let clock = FrameStepper(scene: scene)
        clock.tap(SheetChromeTests.avatar)
        clock.settle()
        let list = try #require(scene.root.account?.list)
        let frame = list.rowFrames[row]
        let p = list.screenMapping.point(frame.center)
        #expect(highlightFills(scene, .light).isEmpty)
        clock.send(.pointerDown(p, time: clock.time))
        clock.step()
        let lit = highlightFills(scene, .light)
        #expect(lit.contains { $0.contains(p) }, "highlight under the finger: \(lit)")
        // The title is drawn over the highlight.
        let commands = scene.render()
        let fillIndex = commands.firstIndex { c in
            if case .fill(let r, let colour) = c { return colour.r == Palette.light.cellHighlight.r && r.rect.contains(p) }
            return false
        }
        let textIndex = commands.lastIndex { c in
            if case .text(let run) = c { return abs(run.origin.y - p.y) < 15 }
            return false
        }
        #expect(fillIndex != nil && textIndex != nil && fillIndex! < textIndex!, "the title over the highlight")
        clock.send(.pointerUp(p, time: clock.time))
        clock.step()
        #expect(!highlightFills(scene, .light).isEmpty, "it fades, not snaps")
        for _ in 0..<30 { clock.step() }
        #expect(highlightFills(scene, .light).isEmpty)
        #expect(scene.inspector.traceState().screen == "account")
    }

    @Test("a finger that slides off the row takes the highlight away")
    func slideOff() throws {
        let scene = try SheetChromeTests.scene()
        let clock = FrameStepper(scene: scene)
        clock.tap(SheetChromeTests.avatar)
        clock.settle()
        let list = try #require(scene.root.account?.list)
        let p = list.screenMapping.point(list.rowFrames[2].center)
        clock.send(.pointerDown(p, time: clock.time))
        clock.step()
        #expect(!highlightFills(scene, .light).isEmpty)
        clock.step([.pointerMove(p + Point(0, 120), time: clock.time + 1 / 60)])
        for _ in 0..<30 { clock.step() }
        #expect(highlightFills(scene, .light).isEmpty)
    }
}
