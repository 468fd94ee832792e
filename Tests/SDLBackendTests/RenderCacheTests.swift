import SDLBackend
import SimKit
import Testing

/// The work the renderer skips (unchanged frames, reused blurs, hidden commands) never
/// changes a pixel: every frame matches the same frame drawn on a fresh canvas.
@Suite("Render: skipped work leaves the pixels alone") @MainActor
struct RenderCacheTests {
    /// A striped scene with a full-screen backdrop blur at `alpha` and a card over most of it.
    static func frame(alpha: Double, card: Double, background: Color = Color(r: 0.95, g: 0.95, b: 0.97)) -> [DrawCommand] {
        var list: [DrawCommand] = [.fill(RoundedRect(Rect(0, 0, 120, 200), radius: 0), .white),
                                   .fill(RoundedRect(Rect(0, 0, 120, 200), radius: 0), background)]
        for i in 0..<6 {
            list.append(.fill(RoundedRect(Rect(10, Double(i) * 32 + 4, 100, 20), radius: 6), Color(r: Double(i) / 6, g: 0.3, b: 0.8)))
        }
        list.append(.text(TextRun("hidden", font: .system(12), color: .black, origin: Point(20, 500))))
        list.append(.backdropBlur(RoundedRect(Rect(0, 0, 120, 200), radius: 0), radius: 12, tint: Color(r: 1, g: 1, b: 1, a: 0.3), alpha: alpha))
        list.append(.fill(RoundedRect(Rect(card, card, 120 - 2 * card, 200 - 2 * card), radius: 10), .white))
        list.append(.text(TextRun("Card", font: .system(14, .bold), color: .black, origin: Point(card + 8, card + 8))))
        return list
    }

    @Test("a present-like sequence matches fresh renders frame by frame")
    func sequenceMatchesFreshRenders() throws {
        let kept = try RenderProbe.canvas(120, 200, scale: 2)
        let steps: [(Double, Double)] = [(0.2, 30), (0.5, 20), (0.5, 20), (0.8, 10), (1, 4), (1, 4), (0.6, 12)]
        for (alpha, card) in steps {
            let list = Self.frame(alpha: alpha, card: card)
            let got = try RenderProbe.render(kept, list)
            let fresh = try RenderProbe.render(try RenderProbe.canvas(120, 200, scale: 2), list)
            #expect(got.bytes == fresh.bytes, "alpha \(alpha), inset \(card)")
        }
    }

    @Test("a changed background under a reused blur is blurred again")
    func blurFollowsItsContent() throws {
        let kept = try RenderProbe.canvas(120, 200, scale: 2)
        _ = try RenderProbe.render(kept, Self.frame(alpha: 0.5, card: 20))
        let list = Self.frame(alpha: 0.5, card: 20, background: Color(r: 0.2, g: 0.1, b: 0.1))
        let got = try RenderProbe.render(kept, list)
        let fresh = try RenderProbe.render(try RenderProbe.canvas(120, 200, scale: 2), list)
        #expect(got.bytes == fresh.bytes)
        #expect(!got.isWhite(2, 2), "the dark background shows through the blur at the edge")
    }

    /// A prefix under a clipped full-screen blur, then commands over it that change per frame.
    static func presented(alpha: Double, step: Int, background: Color = Color(r: 0.95, g: 0.95, b: 0.97)) -> [DrawCommand] {
        var list: [DrawCommand] = [.fill(RoundedRect(Rect(0, 0, 120, 200), radius: 0), background),
                                   .clip(Rect(0, 20, 120, 160))]
        for i in 0..<6 {
            list.append(.fill(RoundedRect(Rect(10, Double(i) * 32 + 4, 100, 20), radius: 6), Color(r: Double(i) / 6, g: 0.3, b: 0.8)))
            list.append(.text(TextRun("Row \(i)", font: .system(11), color: .black, origin: Point(16, Double(i) * 32 + 18))))
        }
        // The blur runs under the prefix's last clip, and what follows keeps it until the next `.clip`.
        list.append(.backdropBlur(RoundedRect(Rect(0, 0, 120, 200), radius: 0), radius: 10, tint: Color(r: 1, g: 1, b: 1, a: 0.2), alpha: alpha))
        let inset = Double(30 - 3 * step)
        list.append(.fill(RoundedRect(Rect(inset, inset + 10, 120 - 2 * inset, 100), radius: 8), .white))
        list.append(.clip(nil))
        list.append(.text(TextRun("Step \(step)", font: .system(13, .bold), color: .black, origin: Point(inset, 190))))
        return list
    }

    @Test("a kept prefix under a fading blur matches fresh renders, and is really reused")
    func snapshotSequenceMatchesFreshRenders() throws {
        let kept = try RenderProbe.canvas(120, 200, scale: 2)
        let profile = RenderProfile()
        kept.displayList.profile = profile
        let alphas = [0.0, 0.1, 0.3, 0.5, 0.8, 1, 1, 0.9, 0.4, 0]
        for (step, alpha) in alphas.enumerated() {
            let list = Self.presented(alpha: alpha, step: step)
            let got = try RenderProbe.render(kept, list)
            let fresh = try RenderProbe.render(try RenderProbe.canvas(120, 200, scale: 2), list)
            #expect(got.bytes == fresh.bytes, "step \(step), alpha \(alpha)")
        }
        // One capture, then a copy per frame instead of the prefix.
        #expect((profile.kinds["snapshot"]?.count ?? 0) >= alphas.count - 3)
    }

    @Test("a changed prefix is drawn again, not copied from the snapshot")
    func changedPrefixInvalidatesSnapshot() throws {
        let kept = try RenderProbe.canvas(120, 200, scale: 2)
        let profile = RenderProfile()
        kept.displayList.profile = profile
        for step in 0..<4 { _ = try RenderProbe.render(kept, Self.presented(alpha: 0.5, step: step)) }
        #expect((profile.kinds["snapshot"]?.count ?? 0) >= 2, "the steady prefix was captured and copied back")
        let light = Color(r: 0.95, g: 0.95, b: 0.97), dark = Color(r: 0.2, g: 0.1, b: 0.1)
        // Dark (not the kept prefix), light again (the kept one), dark twice (a new capture), light.
        for (step, background) in [(4, dark), (5, light), (6, dark), (7, dark), (8, dark), (9, light)] {
            let list = Self.presented(alpha: 0.5, step: step, background: background)
            let got = try RenderProbe.render(kept, list)
            let fresh = try RenderProbe.render(try RenderProbe.canvas(120, 200, scale: 2), list)
            #expect(got.bytes == fresh.bytes, "step \(step)")
            #expect(got.isWhite(2, 2) == false && (got.rgb(2, 2).r < 128) == (background == dark), "step \(step): the right background")
        }
    }
}
