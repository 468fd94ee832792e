@testable import AppStore
import Foundation
import SDLBackend
import SimKit
import Testing
import TestSupport

/// However a story is closed, in every style, the close ends where the card already is: the last
/// frame the transition draws and the first frame after it are the same picture, so nothing jumps
/// when the card takes over from the story (software renderer, headless, 1 px/pt).
@Suite("The last frame of a close is the card", .serialized)
@MainActor
struct CloseEndsOnCardPixelTests {
    /// How a story is closed.
    enum Path: String, CaseIterable, Sendable {
        /// The ✕, once the story is up.
        case closeButton
        /// Escape, once the story is up.
        case escape
        /// The style's dismiss drag, slow, let go at rest.
        case drag
        /// The style's dismiss drag, a short fast flick.
        case fling
        /// A finger catches the story while it opens and flings it back.
        case grabInFlight
    }

    /// Between the close's last frame and the next, the card may change as much as it did in the
    /// step before (the last step of a curve), or this share of its area, whichever is more: a
    /// jump (a layout swapped, a card shown at another size) moves whole labels.
    static let maxChangedShare = 0.01

    nonisolated static let styles: [CardTransitionStyle] = [.appstore, .expand, .sheet, .slide, .zoom]

    func scene(_ style: CardTransitionStyle, canvas: OffscreenCanvas) throws -> AppStoreScene {
        let config = AppConfiguration(deck: try TestScenes.deck(), language: .en, style: style)
        return AppStoreScene(configuration: config, measurer: canvas.textMeasurer, images: canvas.catalog)
    }

    /// The style's dismiss gesture from `start`: down for most, along the sheet's top bar, from the
    /// left edge to the right for the slide. `fast`: a short flick.
    func gesture(_ style: CardTransitionStyle, from start: Point?, fast: Bool) -> (Point, Point, Double) {
        switch style {
        case .slide:
            let a = start ?? Point(4, 420)
            return (a, a + Point(fast ? 140 : 330, 0), fast ? 0.08 : 0.4)
        case .sheet:
            let a = start ?? Point(195, 44 + 28)
            return (a, a + Point(0, fast ? 160 : 620), fast ? 0.08 : 0.4)
        default:
            let a = start ?? Point(195, 420)
            return (a, a + Point(0, fast ? 130 : 330), fast ? 0.08 : 0.5)
        }
    }

    /// Pixels of the card's rectangle (inset by 1 pt from its rounded edge) in `b` that no pixel of
    /// `a` within one pixel matches to a few levels: what moved by less than a pixel (a spring's
    /// last fraction of a point, rounded to the pixel grid) is not counted, what jumped is.
    func changed(_ a: Pixels, _ b: Pixels, in card: Rect) -> Int {
        let r = card.insetBy(dx: 1, dy: 1)
        let x0 = Int(r.minX.rounded(.up)), y0 = Int(r.minY.rounded(.up))
        let x1 = min(Int(r.maxX), b.width - 1), y1 = min(Int(r.maxY), b.height - 1)
        var n = 0
        for y in y0..<y1 {
            for x in x0..<x1 {
                let p = b.rgb(x, y)
                var matched = false
                for dy in -1...1 where !matched {
                    for dx in -1...1 where !matched {
                        let q = a.rgb(x + dx, y + dy)
                        matched = max(abs(p.r - q.r), abs(p.g - q.g), abs(p.b - q.b)) <= 24
                    }
                }
                if !matched { n += 1 }
            }
        }
        return n
    }

    @Test("the card's picture in the close's last frame is the card's after it: no more change than the step before",
          arguments: styles, Path.allCases)
    func lastFrameIsTheCard(style: CardTransitionStyle, path: Path) throws {
        let canvas = try RenderProbe.canvas(390, 844, scale: 1)
        let s = try scene(style, canvas: canvas)
        let clock = FrameStepper(scene: s)
        // While the close runs, its last two pictures are kept, and the
        // first picture after it ends.
        var running: [Pixels] = []
        var after: Pixels?
        clock.onFrame = {
            let state = s.inspector.traceState()
            // Only the close's frames are drawn: the present's would cost time and tell nothing.
            // A caught present may close as a present turned back.
            let closing = state.transition != nil && (path == .grabInFlight || state.transition?.direction == .dismiss)
            guard after == nil, closing || (state.transition == nil && !running.isEmpty) else { return }
            let px = try RenderProbe.render(canvas, s.render())
            if closing {
                running = Array((running + [px]).suffix(2))
            } else if state.screen == "today" {
                after = px
            } else {
                running = []
            }
        }
        clock.tap(try #require(s.inspector.pointForCard(1)))
        switch path {
        case .grabInFlight:
            for _ in 0..<8 { clock.step() }
            let card = try #require(s.inspector.traceState().card)
            // Where the story shows now: its top bar for the sheet, its left part for the slide.
            let at = style == .sheet ? Point(card.x + card.w / 2, card.y + 24)
                : style == .slide ? Point(card.x + 30, card.y + card.h / 2)
                : Point(card.x + card.w / 2, card.y + card.h / 2)
            let (a, b, d) = gesture(style, from: at, fast: true)
            clock.drag(from: a, to: b, duration: d)
        case .closeButton, .escape, .drag, .fling:
            clock.settle()
            #expect(s.inspector.traceState().screen == "story")
            switch path {
            case .closeButton: clock.tap(try #require(s.inspector.pointForClose()))
            case .escape: clock.send(.key(.escape, time: clock.time))
            default:
                let (a, b, d) = gesture(style, from: nil, fast: path == .fling)
                clock.drag(from: a, to: b, duration: d)
            }
        }
        for _ in 0..<Int(3 * clock.fps) where after == nil { clock.step() }
        if let error = clock.frameError { throw error }
        #expect(s.inspector.traceState().screen == "today", "\(style) \(path): closed")
        let end = try #require(after, "\(style) \(path): the close ended")
        #expect(running.count == 2, "\(style) \(path): the close drew frames")
        guard running.count == 2 else { return }
        let card = s.root.today.cells[0].screenRect
        let jump = changed(running[1], end, in: card)
        let step = changed(running[0], running[1], in: card)
        let floor = Int(Self.maxChangedShare * card.width * card.height)
        #expect(jump <= max(step, floor), "\(style) \(path): \(jump) pixels of the card change after the close's last frame (the step before: \(step))")
    }
}
