import SimKit

/// A scene for the runner tests: remembers every time it was advanced to and every event it got,
/// and stays busy (not idle) until `busyUntil` seconds of scene time.
@MainActor
final class RunnerFakeScene: Scene, SceneInspector {
    let screenSize = Size(390, 844)
    var advances: [Double] = []
    var events: [InputEvent] = []
    var busyUntil = 0.0
    var now = 0.0

    func advance(to time: Double) { now = time; advances.append(time) }
    func handle(_ event: InputEvent) { events.append(event) }
    func render() -> [DrawCommand] {
        [.fill(RoundedRect(Rect(0, 0, 390, 844)), .white),
         .fill(RoundedRect(Rect(20, 100 + now * 10, 350, 200), radius: 20), Color(hex: 0x3366CC))]
    }
    var isIdle: Bool { now >= busyUntil }
    var inspector: SceneInspector { self }

    func pointForCard(_ index: Int) -> Point? { (1...3).contains(index) ? Point(195, Double(index) * 200) : nil }
    var cardCount: Int { 3 }
    func pointForTab(_ index: Int) -> Point? { nil }
    var tabCount: Int { 2 }
    func pointForClose() -> Point? { nil }
    func pointForBack() -> Point? { nil }
    func traceState() -> TraceState {
        TraceState(screen: "today", scrollY: now, statusBar: .init(y: 0, alpha: 1), tabBar: .init(y: 761, alpha: 1), backdrop: 0)
    }
}
