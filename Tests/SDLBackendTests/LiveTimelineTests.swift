import AppStore
import Foundation
import SimKit
import Testing
import TestSupport
@testable import SDLBackend
import Playback
@testable import Session

/// The window's timeline after the script a user's session was: scrubbing back works on a device
/// chosen in Settings › Device, and the loop turns off as it turns on.
@Suite("The window's timeline", .serialized)
@MainActor
struct LiveTimelineTests {
    /// The session of a window that ran `script` and closed.
    static func session(after script: String) throws -> LiveSession {
        setenv("SDL_VIDEODRIVER", "offscreen", 1)
        var c = LiveRunner.Configuration()
        c.software = true
        c.scale = 1
        c.quitsAfterScript = true
        c.script = ScriptSource(text: script, file: "session.txt")
        let deck = try CardDeck.load(path: RepoPaths.cardsJSON)
        let runner = LiveRunner(configuration: c, assets: RenderProbe.assets) { measurer, images in
            AppStoreScene(configuration: AppConfiguration(deck: deck), measurer: measurer, images: images)
        }
        try runner.run()
        return try #require(runner.session)
    }

    @Test("after Settings › Device, a seek back shows the new device's earlier frame")
    func seekAfterDeviceSwitch() throws {
        let session = try Self.session(after: DeviceSwitchRunnerTests.chooseIPad)
        #expect(session.device == .iPad11)
        let now = session.sceneClock.time
        #expect(session.driver.seek(to: now - 0.1), "no scene to re-derive the earlier frame from")
        #expect(session.sceneClock.time == now - 0.1)
        #expect(session.scene.screenSize == Size(834, 1194), "the re-derived scene is on the iPad")
        let trace = TraceLine(frame: 0, t: 0, state: session.scene.inspector.traceRecord(), frameMs: 0).jsonLine()
        #expect(trace.contains("\"top\":\"device\""), "on the screen the choice was made: \(trace.prefix(300))")
    }

    @Test("L turns a loop off, also after the loop went back to the start of the transition")
    func loopTurnsOff() throws {
        let session = try Self.session(after: "tap card 1\nwait 1.5\n")
        let span = try #require(session.timeline.transitions.span)
        #expect(span.end != nil)
        session.toggleLoop()
        #expect(session.timeline.loop.looping == span.start...span.last)
        // The loop went back to the start: the timeline sees the transition run again, unfinished.
        let sample = try #require(span.samples.first).sample
        session.timeline.loop.transitions.observe(time: span.start + 0.05, sample: sample)
        #expect(session.timeline.transitions.span?.end == nil)
        session.toggleLoop()
        #expect(session.timeline.loop.looping == nil)
    }

    @Test("L part way through a present loops what has run of it")
    func loopWhatHasRun() throws {
        let session = try Self.session(after: "tap card 1\nwait 0.2\n")
        let span = try #require(session.timeline.transitions.span)
        #expect(span.end == nil, "still opening")
        session.toggleLoop()
        #expect(session.timeline.loop.looping == span.start...span.last)
        #expect(span.last > span.start)
    }
}
