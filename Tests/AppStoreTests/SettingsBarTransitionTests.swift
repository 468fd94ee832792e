@testable import AppStore
import SimKit
import Testing
import TestSupport

/// The navigation bar during Settings' pushes and pops, frame by frame from the display list, as
/// UIKit animates it alongside the screens: titles move and fade with the transition's own
/// progress (read from the screens), the large title rides in its screen, Reduce Motion fades
/// in place, the swipe back scrubs the bar and a cancelled one puts it back.
@Suite("Settings' navigation bar follows the push or pop")
@MainActor
struct SettingsBarTransitionTests {
    let width = 390.0

    func bar(_ f: SettingsFixture) -> BarSnapshot { BarSnapshot(f.scene.render()) }

    /// The fixture's settings after one frame: the tab opened on the last event, and a frame lays
    /// the screen out before it draws it (as the program's loop does).
    func fixture(fps: Double = 60) throws -> SettingsFixture {
        let f = try SettingsFixture(fps: fps)
        f.clock.step()
        return f
    }

    /// Steps until the transition has ended, recording the bar and the transition's progress,
    /// read from `moving`'s x (its width at the end) or, fading, from `fading`'s opacity.
    func record(_ f: SettingsFixture, progress: () -> Double) -> (bars: [BarSnapshot], progress: [Double]) {
        var bars: [BarSnapshot] = [], ps: [Double] = []
        for _ in 0..<Int(f.clock.fps) {
            let running = f.clock.step().transition != nil
            bars.append(bar(f))
            ps.append(running ? progress() : 1)
            if !running { break }
        }
        return (bars, ps)
    }

    /// Between frames nothing in the bar moves more than the screens (a width times the progress
    /// made) or fades faster than the progress; each title moves and fades one way only.
    /// `covered`: titles that ride in a screen another covers whole at the start or end (a
    /// cross-fade's, a zoom's), so they may come or go at once, unseen.
    func expectFollows(_ bars: [BarSnapshot], _ ps: [Double], _ label: String, covered: Set<String> = []) {
        let keys = Set(bars.flatMap(\.runs.keys))
        for key in keys {
            var dirX = 0.0, dirA = 0.0
            for i in 1..<bars.count {
                let dp = abs(ps[i] - ps[i - 1])
                let r0 = bars[i - 1].runs[key], r1 = bars[i].runs[key]
                // A title comes or goes faded out (the frame skips one under 0.001), or at the
                // screen's left edge (the frame skips one wholly off screen).
                if (r0 == nil) != (r1 == nil), let r = r0 ?? r1, !covered.contains(key) {
                    #expect(r.alpha <= dp + 1e-3 || r.x < 0, "\(label) \(key) pops in or out at \(r), frame \(i)")
                }
                guard let a0 = r0?.alpha, let a1 = r1?.alpha else { continue }
                #expect(abs(a1 - a0) <= dp + 1e-6, "\(label) \(key) fades \(a0)→\(a1) for progress \(dp), frame \(i)")
                if abs(a1 - a0) > 1e-9 {
                    #expect(dirA == 0 || (a1 - a0) * dirA > 0, "\(label) \(key) fades both ways, frame \(i)")
                    dirA = a1 - a0
                }
                guard let x0 = bars[i - 1].runs[key]?.x, let x1 = bars[i].runs[key]?.x else { continue }
                #expect(abs(x1 - x0) <= width * dp + 1e-6, "\(label) \(key) jumps \(x0)→\(x1), frame \(i)")
                if abs(x1 - x0) > 1e-9 {
                    #expect(dirX == 0 || (x1 - x0) * dirX > 0, "\(label) \(key) moves both ways, frame \(i)")
                    dirX = x1 - x0
                }
            }
        }
        for i in 1..<bars.count {
            let dp = abs(ps[i] - ps[i - 1])
            #expect(abs(bars[i].chevron - bars[i - 1].chevron) <= dp + 1e-6, "\(label) chevron, frame \(i)")
        }
    }

    @Test("push: the title arrives from the right, the old one becomes the back title, the large title leaves with its list",
          arguments: [60.0, 120.0])
    func push(fps: Double) throws {
        let f = try fixture(fps: fps)
        let root = f.top, rootTitle = try #require(root.title)
        let rest = bar(f)
        #expect(rest.run(.large, rootTitle) == .init(x: 16, alpha: 1) && rest.chevron == 0 && rest.runs.count == 1)
        f.tapRow("animationSpeed", settle: false)
        let pushed = f.top, title = try #require(pushed.title)
        var rootXs: [Double] = []
        let (bars, ps) = record(f) {
            rootXs.append(root.view.screenRect.minX)
            return 1 - pushed.view.screenRect.minX / width
        }
        #expect(bars.count >= Int(0.3 * fps) - 1 && ps.contains { $0 > 0.4 && $0 < 0.6 })
        expectFollows([rest] + bars, [0] + ps, "push")
        for (i, b) in bars.enumerated() where ps[i] < 1 {
            let p = ps[i]
            // The large title is part of the list's screen: it moves exactly as the list does.
            if let large = b.run(.large, rootTitle) { #expect(abs(large.x - (rootXs[i] + 16)) < 1e-6 && large.alpha == 1) }
            #expect(abs(b.alpha(.title, title) - p) < 1e-6, "title opacity at \(p)")
            #expect(abs(b.alpha(.back, rootTitle) - p) < 1e-6, "back title opacity at \(p)")
            #expect(abs(b.chevron - p) < 1e-6, "chevron at \(p)")
            if p > 0.05, p < 0.95 {
                let t = try #require(b.run(.title, title)), back = try #require(b.run(.back, rootTitle))
                #expect(t.x > bars.last!.run(.title, title)!.x && back.x > 26, "on their way at \(p)")
            }
        }
        let end = try #require(bars.last)
        #expect(end == bar(f), "the last frame is the rest")
        #expect(Set(end.runs.keys) == [BarSnapshot.key(.title, title), BarSnapshot.key(.back, rootTitle)])
        #expect(end.alpha(.title, title) == 1 && abs(end.run(.back, rootTitle)!.x - 26) < 1e-9 && end.chevron == 1)
    }

    @Test("pop: the title leaves to the right, the back title goes back to the middle and fades, the large title comes with its list",
          arguments: [60.0, 120.0])
    func pop(fps: Double) throws {
        let f = try fixture(fps: fps)
        let root = f.top, rootTitle = try #require(root.title)
        let rest = bar(f)
        f.tapRow("appearance")
        let pushed = f.top, title = try #require(pushed.title)
        let pushedRest = bar(f)
        f.clock.tap(try #require(f.scene.inspector.pointForBack()))
        var rootXs: [Double] = []
        let (bars, ps) = record(f) {
            rootXs.append(root.view.screenRect.minX)
            return pushed.view.screenRect.minX / width
        }
        expectFollows([pushedRest] + bars, [0] + ps, "pop")
        var sawLarge = false
        for (i, b) in bars.enumerated() where ps[i] < 1 {
            let p = ps[i]
            if let large = b.run(.large, rootTitle) {
                sawLarge = true
                #expect(abs(large.x - (rootXs[i] + 16)) < 1e-6, "large title with its list at \(p)")
            }
            #expect(abs(b.alpha(.title, title) - (1 - p)) < 1e-6, "title opacity at \(p)")
            #expect(abs(b.alpha(.back, rootTitle) - (1 - p)) < 1e-6, "back title opacity at \(p)")
            #expect(abs(b.chevron - (1 - p)) < 1e-6, "chevron at \(p)")
        }
        #expect(sawLarge)
        #expect(bars.last == rest && bar(f) == rest, "back at the root's rest")
    }

    /// Drags from the left edge to `x` over `duration` and holds still there for 0.2 s.
    func swipe(_ f: SettingsFixture, to x: Double, duration: Double, record: () -> Void) {
        f.clock.send(.pointerDown(Point(5, 400), time: f.clock.time))
        let n = Int(duration * f.clock.fps)
        for k in 1...n {
            f.clock.step([.pointerMove(Point(5 + (x - 5) * Double(k) / Double(n), 400), time: f.clock.time + 1 / f.clock.fps)])
            record()
        }
        for _ in 0..<Int(0.2 * f.clock.fps) {
            f.clock.step([.pointerMove(Point(x, 400), time: f.clock.time + 1 / f.clock.fps)])
            record()
        }
        f.clock.send(.pointerUp(Point(x, 400), time: f.clock.time))
    }

    @Test("the swipe back scrubs the bar with the screens; let go short, it goes back to the pushed screen's bar",
          arguments: [60.0, 120.0])
    func swipeCancelled(fps: Double) throws {
        let f = try fixture(fps: fps)
        let root = f.top, rootTitle = try #require(root.title)
        f.tapRow("language")
        let pushed = f.top, title = try #require(pushed.title)
        let pushedRest = bar(f)
        var bars = [pushedRest], ps = [0.0]
        swipe(f, to: 120, duration: 0.5) {
            bars.append(bar(f))
            ps.append(pushed.view.screenRect.minX / width)
        }
        let held = try #require(bars.last)
        #expect(ps.last! > 0.2 && ps.last! < 0.35)
        #expect(abs(held.alpha(.title, title) - (1 - ps.last!)) < 1e-6, "the title where the finger holds the screens")
        #expect(abs(held.alpha(.back, rootTitle) - (1 - ps.last!)) < 1e-6)
        #expect(abs(held.run(.large, rootTitle)!.x - (root.view.screenRect.minX + 16)) < 1e-6)
        let (back, backPs) = record(f) { pushed.view.screenRect.minX / width }
        expectFollows(bars, ps, "swipe")
        // Let go, the way back: from where the finger held it, the other way, to the pushed screen's rest.
        expectFollows([held] + back.dropLast() + [pushedRest], [ps.last!] + backPs.dropLast() + [0], "cancel")
        #expect(f.trace.nav.depth == 2)
        #expect(back.last == pushedRest && bar(f) == pushedRest, "the pushed screen's bar again")
    }

    @Test("the swipe back let go past half way pops, and the bar ends at the root's")
    func swipeFinished() throws {
        let f = try fixture()
        let rest = bar(f)
        f.tapRow("language")
        let pushed = f.top
        var bars = [bar(f)], ps = [0.0]
        swipe(f, to: 260, duration: 0.6) {
            bars.append(bar(f))
            ps.append(pushed.view.screenRect.minX / width)
        }
        let (more, morePs) = record(f) { pushed.view.screenRect.minX / width }
        expectFollows(bars + more, ps + morePs, "swipe")
        #expect(f.trace.nav.depth == 1 && bar(f) == rest)
    }

    @Test("Reduce Motion: the titles cross-fade where they rest, with the screens' fade; the large title stays in its list",
          arguments: [60.0, 120.0])
    func reduceMotion(fps: Double) throws {
        let f = try fixture(fps: fps)
        f.clock.tap(f.top.row("reduceMotion")!.toggle!.screenRect.center)
        f.clock.settle()
        let root = f.top, rootTitle = try #require(root.title)
        let rest = bar(f)
        f.tapRow("language", settle: false)
        let pushed = f.top, title = try #require(pushed.title)
        let (bars, ps) = record(f) {
            #expect(root.view.subviews.contains { $0.name == "largeTitleStandIn" }, "the large title rides in its list")
            return pushed.view.presentationAlpha
        }
        expectFollows([rest] + bars, [0] + ps, "fade", covered: [BarSnapshot.key(.large, rootTitle)])
        let end = try #require(bars.last)
        for b in bars {
            for (key, run) in b.runs {
                let still = (rest.runs[key] ?? end.runs[key])!.x
                #expect(run.x == still, "\(key) stays in place")
            }
        }
        for (i, b) in bars.enumerated() where ps[i] < 1 {
            #expect(abs(b.alpha(.title, title) - ps[i]) < 1e-6 && abs(b.chevron - ps[i]) < 1e-6)
            // The large title stays in its list, whole, under the screen that fades in over it.
            #expect(b.run(.large, rootTitle) == .init(x: 16, alpha: 1))
        }
        #expect(end == bar(f) && end.alpha(.title, title) == 1 && end.chevron == 1 && end.run(.large, rootTitle) == nil)
    }
}
