import SimKit

/// A stand-in scene for running the shell before (or without) the App Store app: a grey list of
/// rounded cards that follows drags and the wheel. It keeps `cardsim` runnable end to end while the
/// app is built, and lets the runners be tried on their own.
@MainActor
public final class PlaceholderScene: Scene, SceneInspector {
    public let screenSize = Size(390, 844)
    private var time = 0.0
    private var scrollY = 0.0
    private var dragStart: (pointer: Double, scroll: Double)?
    private var pointer: TraceState.Pointer?
    private let measurer: TextMeasurer?

    public init(measurer: TextMeasurer? = nil) { self.measurer = measurer }

    public func advance(to time: Double) { self.time = time }

    public func handle(_ event: InputEvent) {
        switch event {
        case .pointerDown(let p, _):
            dragStart = (p.y, scrollY); pointer = .init(x: p.x, y: p.y, down: true)
        case .pointerMove(let p, _):
            if let d = dragStart { scrollY = clamp(d.scroll - (p.y - d.pointer)) }
            pointer = .init(x: p.x, y: p.y, down: true)
        case .pointerUp(let p, _):
            dragStart = nil; pointer = .init(x: p.x, y: p.y, down: false)
        case .hover(let p, _):
            pointer = .init(x: p.x, y: p.y, down: false)
        case .pointerCancel:
            dragStart = nil
        case .wheel(_, let dy, _, _):
            scrollY = clamp(scrollY + dy)
        case .key:
            break
        }
    }

    private func clamp(_ y: Double) -> Double { min(max(0, y), Double(cardCount) * 450 - 500) }

    private func cardRect(_ i: Int) -> Rect { Rect(20, 130 + Double(i - 1) * 450 - scrollY, 350, 420) }

    public func render() -> [DrawCommand] {
        var out: [DrawCommand] = [.fill(RoundedRect(Rect(0, 0, 390, 844)), .white)]
        for i in 1...cardCount {
            let r = cardRect(i)
            guard r.maxY > 0, r.minY < 844 else { continue }
            let hue = Double(i) / Double(cardCount)
            out.append(.shadow(RoundedRect(r, radius: 20), blur: 14, offset: Point(0, 6), color: Color(white: 0, alpha: 0.2)))
            out.append(.fill(RoundedRect(r, radius: 20), Color(r: 0.3 + 0.5 * hue, g: 0.5, b: 0.9 - 0.5 * hue)))
            out.append(.text(TextRun("CARD \(i)", font: .system(28, .bold), color: .white, origin: Point(r.minX + 20, r.minY + 20))))
        }
        out.append(.text(TextRun("Today", font: .system(34, .bold), color: .label, origin: Point(20, 70 - scrollY))))
        return out
    }

    public var isIdle: Bool { dragStart == nil }
    public var inspector: SceneInspector { self }
    public var cardCount: Int { 6 }
    public var tabCount: Int { 2 }

    public func pointForCard(_ index: Int) -> Point? {
        guard (1...cardCount).contains(index) else { return nil }
        let c = cardRect(index).center
        return c.y > 0 && c.y < 760 ? c : nil
    }

    public func pointForTab(_ index: Int) -> Point? { (1...tabCount).contains(index) ? Point(Double(index) * 130, 785) : nil }
    public func pointForClose() -> Point? { nil }
    public func pointForBack() -> Point? { nil }

    public func traceState() -> TraceState {
        TraceState(screen: "today", scrollY: scrollY, statusBar: .init(y: 0, alpha: 1),
                   tabBar: .init(y: 761, alpha: 1), backdrop: 0, pointer: pointer)
    }
}
