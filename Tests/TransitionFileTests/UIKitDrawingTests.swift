import SimKit
import Testing
import TestSupport
import UIKit

/// What a transition file draws besides plain views: `UILabel`, `UIImageView` with
/// `UIImage(named:)`, `snapshotView(afterScreenUpdates:)` and the layer's shadow, each as the
/// display list shows it (with the tests' fixed-width measurer and image sizes).
@Suite("UILabel, UIImageView, snapshots and shadows draw")
@MainActor
struct UIKitDrawingTests {
    private func window() -> Window {
        let window = Window(size: CGSize(width: 390, height: 844))
        window.textMeasurer = FixedWidthTextMeasurer()
        window.imageCatalog = FixedImageCatalog()
        window.namedImagePaths = ["/cards/Art/aurora.png", "/cards/Art/ocean.png"]
        return window
    }

    private func drawn(_ window: Window) -> [DrawCommand] {
        let canvas = Canvas()
        window.render(into: canvas)
        return canvas.commands
    }

    private func texts(_ commands: [DrawCommand]) -> [TextRun] {
        commands.compactMap { if case .text(let run) = $0 { run } else { nil } }
    }

    @Test("a label draws its text in its font and colour, centred vertically, placed by its alignment; 0 lines wraps")
    func label() throws {
        let window = window()
        let label = UILabel(frame: CGRect(x: 10, y: 20, width: 200, height: 100))
        label.text = "Hi"
        label.font = UIFont.systemFont(ofSize: 21, weight: .medium)
        label.textColor = .red
        label.textAlignment = .center
        window.addSubview(label)
        let run = try #require(texts(drawn(window)).first)
        #expect(run.text == "Hi" && run.font == Font(size: 21, weight: .semibold) && run.color == .red)
        #expect(abs(run.origin.x - (10 + (200 - 28) / 2)) < 1e-9 && abs(run.origin.y - (20 + (100 - 25) / 2)) < 1e-9)
        label.textAlignment = .right
        #expect(abs((texts(drawn(window)).first?.origin.x ?? 0) - (10 + 200 - 28)) < 1e-9)

        label.text = "one two three four five six seven"
        label.numberOfLines = 0
        label.textAlignment = .left
        let lines = texts(drawn(window))
        #expect(lines.count > 1 && lines.map(\.text).joined(separator: " ") == label.text)
        #expect(UIFont.systemFont(ofSize: 10, weight: .light).font.weight == .regular)
        #expect(UIFont.systemFont(ofSize: 10, weight: .heavy).font.weight == .bold)
    }

    @Test("UIImage(named:) finds the cards' artwork by file name; an image view draws it by its content mode")
    func imageView() throws {
        let window = window()
        let image = try #require(window.during { UIImage(named: "aurora") })
        #expect(window.during { UIImage(named: "ocean.png") } != nil)
        #expect(window.during { UIImage(named: "missing") } == nil)
        let view = UIImageView(image: image)
        #expect(view.frame.size == CGSize(width: 700, height: 900))
        view.frame = CGRect(x: 0, y: 0, width: 350, height: 350)
        view.contentMode = .scaleAspectFit
        window.addSubview(view)
        let fit = drawn(window).compactMap { if case .image(let name, let dest, _, _) = $0 { (name, dest) } else { nil } }
        let w = 350 * 700.0 / 900
        #expect(fit.count == 1 && fit[0].0 == "/cards/Art/aurora.png")
        #expect(abs(fit[0].1.minX - (175 - w / 2)) < 1e-9 && abs(fit[0].1.width - w) < 1e-9 && fit[0].1.height == 350)
        view.contentMode = .scaleAspectFill
        view.clipsToBounds = true
        let fill = drawn(window).compactMap { if case .image(_, let dest, let clip, _) = $0 { (dest, clip) } else { nil } }
        #expect(fill.count == 1 && fill[0].0.width == 350 && abs(fill[0].0.height - 450) < 1e-9 && fill[0].1.rect == view.frame)
    }

    @Test("a snapshot draws what the view drew when it was taken, and not what changed after")
    func snapshot() throws {
        let window = window()
        let card = UIView(frame: CGRect(x: 20, y: 100, width: 300, height: 200))
        card.backgroundColor = .systemBlue
        let title = UILabel(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
        title.text = "Card"
        card.addSubview(title)
        window.addSubview(card)
        let snapshot = try #require(card.snapshotView(afterScreenUpdates: false))
        #expect(snapshot.frame == CGRect(x: 0, y: 0, width: 300, height: 200))
        card.removeFromSuperview()
        snapshot.frame = CGRect(x: 0, y: 400, width: 150, height: 100)
        window.addSubview(snapshot)
        card.backgroundColor = .red
        title.text = "Changed"
        let layers = drawn(window).compactMap { if case .layer(let l) = $0 { l } else { nil } }
        let layer = try #require(layers.first)
        #expect(layer.dest == snapshot.frame && layer.size == CGSize(width: 300, height: 200), "the picture stretches to the view")
        #expect(layer.content.contains { if case .fill(_, let c) = $0 { c == .systemBlue } else { false } })
        #expect(texts(layer.content).map(\.text) == ["Card"])
    }

    @Test("a layer's shadow draws once its opacity is set, with its colour, radius, offset and path")
    func shadow() {
        let window = window()
        let view = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        view.backgroundColor = .white
        window.addSubview(view)
        view.layer.shadowColor = UIColor.black.cgColor
        view.layer.shadowRadius = 8
        let shadows = { self.drawn(window).compactMap { if case .shadow(let r, let b, let o, let c) = $0 { (r, b, o, c) } else { nil } } }
        #expect(shadows().isEmpty && view.layer.shadowOpacity == 0, "UIKit's default opacity is 0")
        view.layer.shadowOpacity = 0.5
        view.layer.shadowOffset = CGSize(width: 0, height: 4)
        view.layer.shadowPath = UIBezierPath(roundedRect: CGRect(x: 10, y: 10, width: 80, height: 80), cornerRadius: 12).cgPath
        let drawn = shadows()
        #expect(drawn.count == 1)
        #expect(drawn.first?.0 == RoundedRect(CGRect(x: 60, y: 60, width: 80, height: 80), radius: 12))
        #expect(drawn.first?.1 == 8 && drawn.first?.2 == CGPoint(0, 4) && drawn.first?.3 == UIColor.black.withAlpha(0.5))
    }
}

/// `UIView.transition(with:duration:options:animations:completion:)` with a cross-dissolve: the
/// change is made at once, and the old picture fades out over it.
@Suite("UIView.transition cross-dissolves")
@MainActor
struct UIViewTransitionTests {
    @Test("the old content's snapshot fades out along the curve over the new content, then goes")
    func crossDissolve() {
        let window = Window(size: CGSize(width: 390, height: 844))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.backgroundColor = .systemBlue
        window.addSubview(view)
        var finished: Bool?
        UIView.transition(with: view, duration: 0.5, options: [.transitionCrossDissolve, .curveLinear],
                          animations: { view.backgroundColor = .red }, completion: { finished = $0 })
        #expect(view.presentationBackgroundColor == .red && view.subviews.count == 1)
        window.advance(to: 0.2)
        #expect(abs((view.subviews.first?.presentationAlpha ?? 0) - 0.6) < 1e-9)
        window.advance(to: 0.5)
        #expect(view.subviews.isEmpty && finished == true)

        finished = nil
        UIView.transition(with: view, duration: 0.5, options: [], animations: { view.alpha = 0.5 }, completion: { finished = $0 })
        #expect(view.presentationAlpha == 0.5 && view.subviews.isEmpty && finished == true, "no transition option: at once")
    }
}
