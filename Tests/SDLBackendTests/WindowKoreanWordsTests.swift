import Foundation
import Playback
import SimKit
import Testing
import TestSupport
@testable import SDLBackend
@testable import Session

/// In Korean the window's own words are Korean too: every toast, the keys sheet and the timeline
/// panel (title, clock, Loop, legend, hints). And none of the window's drawn words is written as a
/// literal beside the drawing, where a new one would stay English: each comes from a words type
/// with both languages.
@Suite("Korean words in the window")
@MainActor
struct WindowKoreanWordsTests {
    func expectKorean(_ texts: [String], _ what: String, quoting: [String] = []) {
        let english = texts.flatMap { t in EnglishWords.in(t, quoting: quoting).map { "\($0) in \"\(t)\"" } }
        #expect(english.isEmpty, "\(what): \(english)")
    }

    @Test("every toast")
    func toasts() {
        let w = ToastText(korean: true)
        let gl = "llvmpipe (LLVM 15.0.7, 256 bits)"
        var texts = [w.bezelAfterTake, w.deviceAfterTake, w.scriptForAnotherDevice, w.slowAnimations(on: true),
                     w.slowAnimations(on: false), w.slowAtLaunch, w.paused(true), w.paused(false),
                     w.style("시트", key: 3), w.youHaveControl, w.screenshotFailed, w.recording("1920×1080"),
                     w.cannotRecord, w.recordingFailed, w.playing("tour.txt"), w.scriptFinished,
                     w.greeting, w.nothingToLoop, w.looping("시트"), w.loopOff]
        texts.append(w.saved("/home/user/Pictures/CardSim 2026-12-06 at 09.41.00.png"))
        texts.append(w.saved("/home/user/Videos/CardSim 2026-12-06 at 09.41.00.mp4", andScript: true))
        for reason in [RendererChoice.Reason.cpuRasterizer(gl), .noOpenGL] {
            if let notice = w.rendererNotice("software", RendererChoice(software: true, reason: reason)) { texts.append(notice) }
        }
        expectKorean(texts, "toasts", quoting: ["CardSim 2026-12-06 at 09.41.00.png", "CardSim 2026-12-06 at 09.41.00.mp4", "llvmpipe"])
    }

    @Test("the keys sheet")
    func keys() {
        let commands = KeyHelp.commands(screen: Size(390, 844), measurer: FixedWidthTextMeasurer(), look: .init(korean: true))
        expectKorean(commands.texts, "keys")
    }

    @Test("the timeline panel: its title, clock, Loop, legend and hints")
    func timeline() throws {
        var t = TransitionTimeline()
        t.observe(time: 1, sample: nil)
        for k in 1...30 {
            let p = Double(k) / 30
            t.observe(time: 1 + Double(k) / 60,
                      sample: TransitionSample(style: "sheet", direction: "present", progress: p, frame: Rect(0, 800 * (1 - p), 390, 800),
                                               radius: 10 * p, alpha: p, scale: 0.9 + 0.1 * p, backdrop: 0.4 * p))
        }
        t.observe(time: 1.6, sample: nil)
        let words = TimelineText(korean: true, styleTitles: ["sheet": "시트"])
        let panel = TimelinePanel(span: try #require(t.span), screen: Size(390, 844), time: 1.3, loops: false, text: words)
        let texts = panel.commands(measurer: FixedWidthTextMeasurer()).texts
        #expect(texts.count >= 9, "\(texts)")
        expectKorean(texts, "timeline")
        // In English it still reads as it did.
        let english = TimelinePanel(span: try #require(t.span), screen: Size(390, 844), time: 1.3, loops: false)
        #expect(english.commands(measurer: FixedWidthTextMeasurer()).texts.contains("Loop"))
    }

    /// The window's words drawn or shown as a literal, outside the words types.
    @Test("no drawn word is a literal beside its drawing")
    func noLiterals() throws {
        let root = URL(fileURLWithPath: RepoPaths.root + "/Sources")
        let patterns = [#"show\(""#, #"Toast\(""#, #"TextRun\(""#, #"greeting = ""#, #"\.text\(""#]
        var found: [String] = []
        for folder in ["SDLBackend/Window", "SDLBackend/Overlays", "SDLBackend/Timeline", "cardsim"] {
            let dir = root.appendingPathComponent(folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: dir.path) where name.hasSuffix(".swift") {
                // The curve plot is a picture of a curve for a terminal user, not the window's.
                if name == "CurvePlot.swift" { continue }
                let text = try String(contentsOf: dir.appendingPathComponent(name), encoding: .utf8)
                for (i, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    if patterns.contains(where: { line.range(of: $0, options: .regularExpression) != nil }) {
                        found.append("\(folder)/\(name):\(i + 1): \(line.trimmingCharacters(in: .whitespaces))")
                    }
                }
            }
        }
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
    }
}

extension [DrawCommand] {
    var texts: [String] { compactMap { if case let .text(run) = $0 { run.text } else { nil } } }
}
