import AppStore
import Foundation
import SimKit
import Testing
import TestSupport
@testable import SDLBackend
import Playback
import Session

/// The window as `cardsim bench --window` drives it: a script plays in real time, the window closes
/// when it has ended and nothing animates, and the frame times are kept. SDL's offscreen video
/// driver stands in for a display.
@Suite("Live window: a script that ends closes the window", .serialized)
@MainActor
struct LiveRunnerScriptEndTests {
    @Test("quitsAfterScript: the run returns after the script, with every frame's interval")
    func quitsAfterScript() throws {
        setenv("SDL_VIDEODRIVER", "offscreen", 1)
        var c = LiveRunner.Configuration()
        c.software = true
        c.scale = 1
        c.quitsAfterScript = true
        c.script = ScriptSource(text: "wait 0.3\ntap card 1\nsettle\n", file: "end.txt")
        let deck = try CardDeck.load(path: RepoPaths.cardsJSON)
        let runner = LiveRunner(configuration: c, assets: RenderProbe.assets) { measurer, images in
            AppStoreScene(configuration: AppConfiguration(deck: deck), measurer: measurer, images: images)
        }
        let started = Date()
        try runner.run()
        let seconds = Date().timeIntervalSince(started)
        // The wait, the tap and the present's settle: about a second of frames at the display's rate.
        #expect(seconds > 0.5 && seconds < 30, "ran \(seconds) s")
        #expect(runner.stats.frames > 20)
        #expect(runner.stats.intervals.allSatisfy { $0 > 0 })
        #expect(runner.stats.p50 > 0 && runner.stats.p99 >= runner.stats.p50)
        #expect(runner.rendererName == "software")
    }
}

/// The recording indicator sits where iOS puts it: red, inside the status bar, clear of the time.
@Suite("Live window: the recording indicator")
@MainActor
struct RecordingIndicatorTests {
    @Test("a red dot inside the status bar, clear of the time, on every device", arguments: Device.all)
    func inTheStatusBar(device: Device) throws {
        let dot = RecordingDot.commands(on: device)
        #expect(dot.count == 1)
        guard case let .circle(center, radius, _, color) = try #require(dot.first) else {
            Issue.record("not a disc: \(dot)")
            return
        }
        #expect(color.r > 0.9 && color.g < 0.3 && color.b < 0.3, "red: \(color)")
        #expect(center.y + radius <= device.statusBarHeight && center.y - radius >= 0, "inside the status bar")
        // The time, about 34 pt wide, where the status bar lays it out for the device.
        let timeCentre = device.statusBarLayout.timeCentre
        #expect(center.x + radius < timeCentre - 17, "left of the time")
        // On the SE the signal bars take the left edge (6 … 24 pt, then the Wi-Fi fan).
        if device.hasHomeButton { #expect(center.x - radius > 24 + 20, "clear of the signal and Wi-Fi") }
    }
}

/// `?` or F1 lists the window's keys on a sheet.
@Suite("Live window: the list of keys")
@MainActor
struct KeyHelpTests {
    @Test("every key of the window is listed, on a sheet inside the screen")
    func listsTheKeys() throws {
        let commands = KeyHelp.commands(screen: Size(390, 844), measurer: FixedWidthTextMeasurer())
        let texts = commands.compactMap { if case let .text(run) = $0 { run } else { nil } }
        for key in ["Esc", "Ctrl+S", "Ctrl+R", "Ctrl+T or T", "Ctrl+1, 2, …", "Space", ". and ,", "Home, End, L", "? or F1", "Ctrl+Q"] {
            #expect(texts.contains { $0.text == key }, "\(key) is missing")
        }
        for run in texts {
            #expect(run.origin.x >= 0 && run.origin.y >= 0 && run.origin.y < 844, "\(run.text) at \(run.origin)")
        }
        guard case let .fill(dim, colour) = try #require(commands.first) else { Issue.record("no dimming"); return }
        #expect(dim.rect == Rect(0, 0, 390, 844) && colour.a > 0 && colour.a < 1, "the screen behind is dimmed")
    }

    @Test("in each language and appearance, on the narrowest screen: every line fits its row, wrapped; Dark draws dark",
          arguments: [false, true], [false, true])
    func followsLanguageAndAppearance(korean: Bool, dark: Bool) throws {
        let m = FixedWidthTextMeasurer()
        let screen = Device.iPhoneSE.size
        let commands = KeyHelp.commands(screen: screen, measurer: m, look: .init(korean: korean, dark: dark))
        let texts = commands.compactMap { if case let .text(run) = $0 { run } else { nil } }
        #expect(texts.contains { $0.text == (korean ? "키" : "Keys") })
        #expect(KeyHelp.rows.allSatisfy { KeyHelp.korean[$0.key] != nil }, "every key has its Korean row")
        #expect(texts.contains { $0.text.contains(korean ? "느린 애니메이션" : "Slow animations") })
        for run in texts {
            let right = run.origin.x + m.size(of: run.text, font: run.font).width
            #expect(right <= screen.width - KeyHelp.margin - 16 + 1e-9, "'\(run.text)' runs to \(right)")
            #expect(dark ? run.color.r > 0.9 : run.color.r < 0.3, "'\(run.text)' in \(run.color)")
        }
        let panel = commands.compactMap { c -> Color? in
            if case let .fill(r, colour) = c, r.rect.width == screen.width, r.rect.minY > 0 { return colour }
            return nil
        }.first
        #expect(panel == (dark ? Color(hex: 0x1C1C1E) : Color(hex: 0xF2F2F7)))
    }
}
