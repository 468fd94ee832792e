import SimKit
import Testing

/// A view with `shouldRasterize` that a transform scales, or an animation moves, is drawn as one
/// `.layer`, its subtree unscaled inside; unscaled and at rest, it draws as usual.
@Suite("Rasterised views")
@MainActor
struct RasterizeTests {
    /// A card-like tree: a scaled parent, and a rasterised child with a background, a clip and a
    /// subview.
    static func tree(scale: Double, rasterize: Bool = true) -> (View, View) {
        let parent = View(frame: Rect(20, 100, 200, 100))
        parent.transform = Transform(scaleX: scale, y: scale)
        let content = View(frame: parent.bounds)
        content.backgroundColor = .white
        content.cornerRadius = 12
        content.clipsToBounds = true
        content.shouldRasterize = rasterize
        let badge = View(frame: Rect(10, 10, 40, 20))
        badge.backgroundColor = Color(r: 1, g: 0, b: 0)
        content.addSubview(badge)
        parent.addSubview(content)
        return (parent, content)
    }

    static func render(_ view: View) -> [DrawCommand] {
        let canvas = Canvas()
        canvas.screen = Rect(0, 0, 390, 844)
        view.render(into: canvas)
        return canvas.commands
    }

    /// `tree` at scale 1 in a window on its own clock.
    static func unscaledTree() -> (AnimationClock, Window, content: View) {
        let clock = AnimationClock()
        let window = Window(size: Size(390, 844), clock: clock)
        let (parent, content) = tree(scale: 1)
        window.addSubview(parent)
        return (clock, window, content)
    }

    /// How many `.layer` commands `view` draws.
    static func layerCount(_ view: View) -> Int { render(view).filter { if case .layer = $0 { true } else { false } }.count }

    @Test("moved or faded by an animation without resizing, the subtree is one layer; at rest it draws directly")
    func movingBecomesLayer() throws {
        let (clock, window, content) = Self.unscaledTree()
        func layers() -> Int { Self.layerCount(window) }
        #expect(layers() == 0)
        View.animate(withDuration: 0.3) { content.frame = content.frame.offsetBy(dx: 0, dy: 200) }
        clock.advance(to: 0.1)
        #expect(layers() == 1, "a sheet on its way moves one raster")
        clock.advance(to: 0.5)
        #expect(layers() == 0, "at rest, drawn view by view")
        // Fading: one layer at the view's opacity (group opacity), not each part faded on its own.
        View.animate(withDuration: 0.2) { content.alpha = 0.2 }
        clock.advance(to: 0.6)
        let fading = Self.render(window).compactMap { if case let .layer(l) = $0 { l } else { nil } }
        #expect(fading.count == 1 && fading[0].alpha < 1 && fading[0].alpha > 0.2)
        #expect(fading.first?.content.contains(.fill(RoundedRect(Rect(10, 10, 40, 20)), Color(r: 1, g: 0, b: 0))) == true,
                "drawn opaque inside; the layer carries the opacity")
        clock.advance(to: 1)
        // Resizing: the raster would be drawn anew each frame, so the subtree draws directly.
        View.animate(withDuration: 0.3) { content.frame = Rect(0, 0, 300, 100) }
        clock.advance(to: 1.1)
        #expect(layers() == 0)
    }

    @Test("moved by a property animator, which sets its frame each frame, the subtree is one layer while the animator is active, paused included")
    func movedByAPropertyAnimatorBecomesLayer() throws {
        let (clock, window, content) = Self.unscaledTree()
        func layers() -> Int { Self.layerCount(window) }
        let slide = PropertyAnimator(duration: 0.3, curve: .easeInOut) { content.frame = content.frame.offsetBy(dx: -200, dy: 0) }
        slide.startAnimation()
        clock.advance(to: 0.1)
        #expect(layers() == 1, "a slid story moves one raster")
        slide.pauseAnimation()
        clock.advance(to: 0.2)
        #expect(layers() == 1, "held by a finger mid-way: still one raster")
        slide.continueAnimation(withTimingParameters: nil, durationFactor: 1)
        clock.advance(to: 1)
        #expect(slide.state == .inactive)
        #expect(layers() == 0, "at rest, drawn view by view")
        // Wholly off screen, it draws nothing at all: no raster to take a slot (a view that clips
        // its bounds already drew nothing there; a story does not clip).
        content.clipsToBounds = false
        let out = PropertyAnimator(duration: 0.3, curve: .easeInOut) { content.frame = content.frame.offsetBy(dx: 600, dy: 0) }
        out.startAnimation()
        clock.advance(to: 1.01)
        #expect(layers() == 1)
        clock.advance(to: 1.29)
        #expect(content.screenRect.minX >= 390 && layers() == 0, "past the screen's edge: no layer")
        out.finishAnimation(at: .start)
        // Resized by an animator: the raster would be drawn anew each frame.
        let grow = PropertyAnimator(duration: 0.3, curve: .easeInOut) { content.frame = Rect(0, 0, 300, 100) }
        grow.startAnimation()
        clock.advance(to: 1.4)
        #expect(layers() == 0)
    }

    @Test("scaled, the subtree becomes one layer drawn unscaled from (0, 0), landing on the scaled frame")
    func scaledBecomesLayer() throws {
        let (parent, _) = Self.tree(scale: 0.9)
        let commands = Self.render(parent)
        let layers = commands.compactMap { if case let .layer(l) = $0 { l } else { nil } }
        #expect(layers.count == 1)
        let layer = try #require(layers.first)
        #expect(layer.size == Size(200, 100))
        // Scaled about the parent's centre (120, 150): 180 x 90 at (30, 105).
        #expect(abs(layer.dest.minX - 30) < 1e-9 && abs(layer.dest.minY - 105) < 1e-9)
        #expect(abs(layer.dest.width - 180) < 1e-9 && abs(layer.clip.radius - 12 * 0.9) < 1e-9)
        #expect(layer.isOpaque)
        // Inside: the white background over the whole layer with square corners, and the badge.
        #expect(layer.content.contains(.fill(RoundedRect(Rect(0, 0, 200, 100), radius: 0), .white)))
        #expect(layer.content.contains(.fill(RoundedRect(Rect(10, 10, 40, 20)), Color(r: 1, g: 0, b: 0))))
        // Nothing of the subtree is drawn outside the layer.
        #expect(commands.allSatisfy { if case .fill = $0 { false } else { true } })
    }

    @Test("the layer's content does not change while only the scale does, nor with the corner radius")
    func contentHoldsWhileScaling() throws {
        let (a, _) = Self.tree(scale: 0.96)
        let (b, content) = Self.tree(scale: 0.9)
        content.cornerRadius = 20
        func layer(_ v: View) -> RasterizedLayer? {
            Self.render(v).compactMap { if case let .layer(l) = $0 { l } else { nil } }.first
        }
        let la = try #require(layer(a)), lb = try #require(layer(b))
        #expect(la.content == lb.content)
        #expect(la.dest != lb.dest)
    }

    @Test("unscaled, or without the flag, the view draws as usual")
    func unscaledDrawsDirectly() {
        let (plain, _) = Self.tree(scale: 1)
        let (unflagged, _) = Self.tree(scale: 0.9, rasterize: false)
        for commands in [Self.render(plain), Self.render(unflagged)] {
            #expect(!commands.contains { if case .layer = $0 { true } else { false } })
            #expect(commands.contains { if case .fill = $0 { true } else { false } })
        }
    }

    @Test("a view faded and scaled by its own transform, without shouldRasterize, is one layer carrying the opacity; faded or scaled alone it draws part by part")
    func fadedScaledGroupBecomesLayer() throws {
        // A presenter pushed back behind a sheet by a transition file: Today's root scaled to 0.9
        // and faded to 0.6, with no shouldRasterize set on it.
        let (presenter, _) = Self.tree(scale: 0.9, rasterize: false)
        presenter.alpha = 0.6
        let layers = Self.render(presenter).compactMap { if case let .layer(l) = $0 { l } else { nil } }
        #expect(layers.count == 1)
        #expect(layers.first.map { abs($0.alpha - 0.6) < 1e-9 } == true, "the layer carries the group's opacity")
        let opaqueRed = layers.first?.content.contains { if case let .fill(_, c) = $0 { c == Color(r: 1, g: 0, b: 0) } else { false } }
        #expect(opaqueRed == true, "the parts are drawn opaque inside, not each faded on its own")
        let faded = Self.render(presenter).filter { if case let .fill(_, c) = $0 { c.a < 1 } else { false } }
        #expect(faded.isEmpty, "no part is faded on its own")
        presenter.transform = .identity
        #expect(Self.layerCount(presenter) == 0, "faded at scale 1: drawn part by part, as before")
        presenter.transform = Transform(scaleX: 0.9, y: 0.9)
        presenter.alpha = 1
        #expect(Self.layerCount(presenter) == 0, "scaled and opaque: drawn part by part, as before")
    }
}
