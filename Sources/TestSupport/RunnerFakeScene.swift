import SimKit
import Playback
import AppStore

/// A scene for the runner tests: remembers every time it was advanced to and every event it got,
/// and stays busy (not idle) until `busyUntil` seconds of scene time.
@MainActor
public final class RunnerFakeScene: Scene, SceneInspector {
    public let screenSize = Device.standard.size
    /// Every scene time it was advanced to, in order.
    public var advances: [Double] = []
    /// Every event it was handed, in order.
    public var events: [InputEvent] = []
    /// Scene time until which it reports itself busy.
    public var busyUntil = 0.0
    /// The last scene time it was advanced to.
    public var now = 0.0
    /// How many frames it has drawn: a scene shown draws every frame, a runner's rehearsal
    /// scene (`FrameDriver.upcomingFrames`) only in a dry run.
    public private(set) var renders = 0

    public init() {}

    public func advance(to time: Double) { now = time; advances.append(time) }
    public func handle(_ event: InputEvent) { events.append(event) }
    public func render() -> [DrawCommand] {
        renders += 1
        return [.fill(RoundedRect(Rect(0, 0, 390, 844)), .white),
         .fill(RoundedRect(Rect(20, 100 + now * 10, 350, 200), radius: 20), Color(hex: 0x3366CC))]
    }
    public var isIdle: Bool { now >= busyUntil }
    public var inspector: SceneInspector { self }

    public func pointForCard(_ index: Int) -> Point? { (1...3).contains(index) ? Point(195, Double(index) * 200) : nil }
    public var cardCount: Int { 3 }
    public func pointForTab(_ index: Int) -> Point? { nil }
    public var tabCount: Int { 2 }
    public func pointForClose() -> Point? { nil }
    public func pointForBack() -> Point? { nil }
    public func traceRecord() -> any TraceRecord {
        TraceState(screen: "today", scrollY: now, statusBar: .init(y: 0, alpha: 1), tabBar: .init(y: 761, alpha: 1), backdrop: 0)
    }
}
