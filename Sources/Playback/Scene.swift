import SimKit
/// What a backend drives: a simulated screen that takes input, advances to a time and describes its
/// frame as a display list. The app (AppStore) implements it; backends (live window, headless
/// recorder, tests) run it.
///
///     scene.advance(to: t)            // time in seconds, from the backend's clock
///     for e in events { scene.handle(e) }
///     let frame = scene.render()      // [DrawCommand] in points
@MainActor
public protocol Scene: AnyObject {
    /// The simulated screen in points (390 x 844 by default).
    var screenSize: Size { get }
    /// Moves the scene's clock to `time` (seconds, never decreasing) and runs animations and physics.
    func advance(to time: Double)
    /// Delivers one input event; its timestamp is not later than the last `advance` time.
    func handle(_ event: InputEvent)
    /// The current frame.
    func render() -> [DrawCommand]
    /// True when nothing animates, no gesture is active and no scroll is moving (`settle`).
    var isIdle: Bool { get }
    /// Positions a script may name (`tap card N` …) and the trace's fields.
    var inspector: SceneInspector { get }
}

/// Named places and state a script or a trace asks the scene about.
@MainActor
public protocol SceneInspector: AnyObject {
    /// Where to tap to open card `index` (1-based), scrolling it into view is the caller's job;
    /// nil when there is no such card or it is not on screen.
    func pointForCard(_ index: Int) -> Point?
    /// Number of cards that exist, for script validation.
    var cardCount: Int { get }
    /// Centre of tab-bar item `index` (1-based), nil when none.
    func pointForTab(_ index: Int) -> Point?
    var tabCount: Int { get }
    /// Centre of the close button of a presented story, nil when none is on screen.
    func pointForClose() -> Point?
    /// Centre of a navigation back button, nil when none is on screen.
    func pointForBack() -> Point?
    /// The trace fields for this frame (docs/trace.md), without frame/t/frameMs, which the runner adds.
    func traceRecord() -> any TraceRecord
}
