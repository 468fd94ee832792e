import AppStore
import Foundation
import SimKit
import Testing
import TestSupport
@testable import SDLBackend
@testable import Session

/// The "thin dark line at the slide's seam in one frame of the compare GIF": the README's
/// `--compare appstore,expand,sheet,slide,zoom … --scale 0.5 --fps 30` showed a black column down
/// the presenter's tab bar where it meets the sliding story (frames 21 and 24 of the GIF, story at
/// x = 79 and 4.8 pt, both ways). The story and the presenter were adjacent; the dark pixels were
/// the tab bar's blur: its small result is stretched linearly, and the stretch blends the last
/// column with the texel beyond it, which was left stale (black) when another panel's blur had
/// filled the buffer. `BackdropBlur.padEdges` repeats the edge there;
/// this renders those frames and checks the seam, so the line cannot come back unseen.
@Suite("Slide: no dark line at the seam in a --compare frame", .serialized)
@MainActor
struct SlideSeamPixelTests {
    @Test("every frame of the present: the presenter's tab bar stays light up to the story's edge")
    func seamStaysLight() throws {
        setenv("SDL_VIDEODRIVER", "offscreen", 1)
        var c = HeadlessRunner.Configuration()
        c.scale = 0.5
        let assets = try AssetLocator()
        // The slide second, as in the README's comparison: the panel before it blurs its tab bar
        // into the same buffers first.
        let frame = try HeadlessFrame(configuration: c, labels: ["expand", "slide"], assets: assets)
        let deck = try CardDeck.load(path: RepoPaths.cardsJSON)
        let scenes = [CardTransitionStyle.expand, .slide].map { style in
            AppStoreScene(configuration: AppConfiguration(deck: deck, style: style, avatarPath: RepoPaths.assets + "/Art/avatar.png"),
                          measurer: frame.canvas.textMeasurer, images: frame.canvas.catalog)
        }
        let fps = 30.0, s = c.scale
        let panel = frame.layout.rect(1)
        for scene in scenes { scene.advance(to: 0) }
        let card = try #require(scenes[1].inspector.pointForCard(1))
        var checked = 0
        for n in 1...40 {
            let t = Double(n) / fps
            for scene in scenes {
                scene.advance(to: t)
                // The script's `wait 0.4` then `tap card 1`: down, and up 0.08 s later.
                if n == 12 { scene.handle(.pointerDown(card, time: t)) }
                if n == 14 { scene.handle(.pointerUp(card, time: t)) }
            }
            try frame.render(scenes.map { $0.render() }, overlays: [TouchOverlay(isEnabled: false), TouchOverlay(isEnabled: false)], showsBezel: false)
            let trace = scenes[1].inspector.traceState()
            guard trace.transition?.style == "slide", let storyX = trace.card?.x, storyX > 2, storyX < 386 else { continue }
            // The canvas as drawn, before an export rounds the screen's corners (the seam passes them).
            let px = Pixels(bytes: try frame.canvas.readPixels(), width: frame.pixelSize.0, height: frame.pixelSize.1)
            // The seam in the panel's pixels, and the tab bar's plain material below its labels and
            // beside the home indicator: the presenter's tab bar left of the seam, the story's white
            // margin right of it. Nothing there is dark.
            let seam = Int(((panel.minX + storyX) * s).rounded(.down))
            var darkest = 255
            for yPt in stride(from: 805.0, through: 825.0, by: 2) {
                let y = Int(((panel.minY + yPt) * s).rounded())
                for x in (seam - 3)...(seam + 2) {
                    let p = px.rgb(x, y)
                    darkest = min(darkest, p.r, p.g, p.b)
                }
            }
            #expect(darkest > 150, "frame \(n), story at x = \(storyX) pt: a dark pixel (\(darkest)) at the seam")
            checked += 1
        }
        #expect(checked >= 8, "the slide was drawn mid-way in \(checked) frames")
    }
}
