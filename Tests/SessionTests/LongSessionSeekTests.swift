import AppStore
import Playback
import SimKit
import Testing
import TestSupport
@testable import Session

/// A long session costs what a short one does: where the scene rests at home after a transition,
/// the driver goes on with a fresh twin of it, so the journal holds the last stretches only and a
/// seek replays them, not the whole session; and a seek still shows what the straight run drew.
@Suite("A long session: bounded journal, exact seeks")
@MainActor
struct LongSessionSeekTests {
    static func driven() -> DrivenScene { DrivenScene { try! TestScenes.appStore() } }

    /// Steps until the scene rests (at most `limit` frames); returns each frame's time and list.
    @discardableResult
    static func settle(_ run: DrivenScene, limit: Int = 300) -> [(time: Double, commands: [DrawCommand])] {
        var frames: [(Double, [DrawCommand])] = []
        for _ in 0..<limit {
            let commands = run.step().commands
            frames.append((run.driver.clock.time, commands))
            if run.scene.isIdle, frames.count > 2 { break }
        }
        return frames
    }

    /// Opens card 1 and closes it with Escape, each left to rest; returns the frames of both.
    @discardableResult
    static func cycle(_ run: DrivenScene) throws -> [(time: Double, commands: [DrawCommand])] {
        let card = try #require(run.scene.inspector.pointForCard(1))
        var frames = [(run.driver.clock.time, run.step([.pointerDown(card, time: 0)]).commands)]
        for _ in 0..<4 { frames.append((run.driver.clock.time, run.step().commands)) }
        frames.append((run.driver.clock.time, run.step([.pointerUp(card, time: 0)]).commands))
        frames += settle(run)
        frames.append((run.driver.clock.time, run.step([.key(.escape, time: 0)]).commands))
        frames += settle(run)
        // A few frames at rest, as between a user's taps.
        for _ in 0..<5 { frames.append((run.driver.clock.time, run.step().commands)) }
        return frames
    }

    @Test("the journal holds about two cycles however many presents and closes came before")
    func journalStaysBounded() throws {
        let run = Self.driven()
        _ = run.step()
        try Self.cycle(run)
        let oneCycle = run.driver.journal.entries.count
        for _ in 0..<12 { try Self.cycle(run) }
        #expect(run.driver.journal.entries.count <= 3 * oneCycle,
                "\(run.driver.journal.entries.count) entries after 13 cycles, \(oneCycle) after one")
    }

    @Test("after many cycles a seek into the last present or close shows the straight run's frame")
    func seekAfterManyCycles() throws {
        let run = Self.driven()
        _ = run.step()
        for _ in 0..<6 { try Self.cycle(run) }
        let last = try Self.cycle(run)
        let moving = last.indices.filter { i in i > 0 && last[i].commands != last[i - 1].commands }
        let picks = [moving[moving.count / 4], moving[moving.count / 2], moving[3 * moving.count / 4]]
        for i in picks {
            #expect(run.driver.seek(to: last[i].time))
            #expect(run.driver.scene.render() == last[i].commands, "seek to \(last[i].time)")
        }
        #expect(run.driver.journal.entries.count <= 3 * last.count)
    }

    @Test("scrubbed forward from the close through the rest where the session went on with a twin, each frame is the straight run's")
    func scrubThroughTheRestart() throws {
        let run = Self.driven()
        _ = run.step()
        for _ in 0..<3 { try Self.cycle(run) }
        let last = try Self.cycle(run)
        for i in (last.count - 30)..<last.count {
            #expect(run.driver.seek(to: last[i].time))
            #expect(run.driver.scene.render() == last[i].commands, "seek to \(last[i].time)")
        }
    }

    @Test("the scenes a long session went on from are freed")
    func oldScenesAreFreed() throws {
        let run = Self.driven()
        _ = run.step()
        weak var first = run.scene
        var left: [() -> Scene?] = []
        for _ in 0..<4 {
            try Self.cycle(run)
            weak var shown = run.scene
            left.append { shown }
        }
        #expect(first == nil, "the launch scene")
        #expect(left.dropLast().allSatisfy { $0() == nil }, "\(left.map { $0() != nil })")
    }

    @Test("a scene offers a twin only at rest at home")
    func twinOnlyAtHome() throws {
        let run = Self.driven()
        _ = run.step()
        Self.settle(run)
        #expect((run.scene as? SettingsScene)?.twinMaker() != nil)
        let card = try #require(run.scene.inspector.pointForCard(1))
        _ = run.step([.pointerDown(card, time: 0)])
        _ = run.step([.pointerUp(card, time: 0)])
        Self.settle(run)
        #expect((run.scene as? SettingsScene)?.twinMaker() == nil, "a story is open")
    }
}
