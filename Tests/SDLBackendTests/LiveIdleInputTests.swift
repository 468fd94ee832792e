import AppStore
import CSDL2
import Foundation
import SimKit
import Testing
import TestSupport
@testable import SDLBackend
import Playback
import Session

/// Input after the window has been idle is handled in the next frame, with its animation: the
/// idle wait used to hold an event that the frame pacing had already taken off SDL's queue, for
/// up to half a second, and the close or wheel glide it started was then over in one frame.
@Suite("Live window: input after an idle wait", .serialized)
@MainActor
struct LiveIdleInputTests {
    @Test("Esc on an open story and a wheel notch, each after an idle wait, animate from their first frame")
    func inputAfterIdle() throws {
        setenv("SDL_VIDEODRIVER", "offscreen", 1)
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("cardsim-idle-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let tracePath = dir.appendingPathComponent("trace.jsonl").path
        var c = LiveRunner.Configuration()
        c.software = true
        c.scale = 1
        c.trace = tracePath
        c.script = ScriptSource(text: "tap card 1\nsettle\n", file: "open.txt")
        let deck = try CardDeck.load(path: RepoPaths.cardsJSON)
        let runner = LiveRunner(configuration: c, assets: RenderProbe.assets) { measurer, images in
            AppStoreScene(configuration: AppConfiguration(deck: deck), measurer: measurer, images: images)
        }
        // A pointer move wakes the idle window; the key or notch follows a few milliseconds later,
        // while that frame is drawn or paced, as a real mouse's or xdotool's events do.
        let pusher = Thread {
            func push(_ fill: (inout SDL_Event) -> Void) {
                var e = SDL_Event()
                fill(&e)
                _ = SDL_PushEvent(&e)
            }
            func wakeThen(_ fill: @escaping (inout SDL_Event) -> Void) {
                push { $0.type = SDL_MOUSEMOTION.rawValue; $0.motion.x = 200; $0.motion.y = 300 }
                usleep(4_000)
                push(fill)
            }
            usleep(4_500_000)   // the story is open, its toast gone, the window idle
            wakeThen { $0.type = SDL_KEYDOWN.rawValue; $0.key.keysym.sym = SDL_Keycode(bitPattern: SDLK_ESCAPE.rawValue) }
            usleep(2_500_000)
            wakeThen {
                $0.type = SDL_MOUSEWHEEL.rawValue; $0.wheel.y = -1; $0.wheel.preciseY = -1
                $0.wheel.direction = UInt32(SDL_MOUSEWHEEL_NORMAL.rawValue)
            }
            usleep(1_500_000)
            push { $0.type = SDL_QUIT.rawValue }
        }
        pusher.start()
        try runner.run()

        let frames = try String(contentsOfFile: tracePath, encoding: .utf8).split(separator: "\n").map {
            try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        func progress(_ f: [String: Any], _ direction: String) -> Double? {
            guard let t = f["transition"] as? [String: Any], t["direction"] as? String == direction else { return nil }
            return t["progress"] as? Double
        }
        let firstClose = try #require(frames.firstIndex { progress($0, "dismiss") != nil }, "Esc never closed the story")
        let p = try #require(progress(frames[firstClose], "dismiss"))
        #expect(p < 0.2, "the close is \(p) through in its first frame")
        let scroll = frames[firstClose...].compactMap { $0["scrollY"] as? Double }
        let firstMoved = try #require(scroll.first { $0 > 0 }, "the notch never scrolled")
        #expect(firstMoved < 0.8 * EventTranslator.pointsPerNotch, "the notch is \(firstMoved) pt along in its first frame")
    }
}
