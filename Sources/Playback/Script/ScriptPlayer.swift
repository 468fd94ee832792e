import SimKit
/// Plays a `Script` on a virtual clock, one frame at a time, as timed input events.
///
///     let player = ScriptPlayer(script: script, fps: 60)
///     for frame in 0... {
///         let t = Double(frame) / 60
///         let actions = player.step(at: t, scene: scene)   // before the scene advances to t
///         scene.advance(to: t)
///         for case .input(let e) in actions { scene.handle(e) }
///         if player.isFinished && scene.isIdle { break }
///     }
///
/// Every event carries the time of the frame it belongs to, so the same script at the same fps
/// always gives the same events: the player never looks at a clock. Commands that take no time run
/// in the same frame one after another; `wait` adds to a nominal script time, so many short waits
/// do not drift with the frame rate.
@MainActor
public final class ScriptPlayer {
    /// How long `tap` holds the pointer down (docs/scripts.md), in seconds.
    public nonisolated static let tapHold = 0.08
    /// The longest a `settle` waits for the scene to become idle, in seconds.
    public nonisolated static let settleLimit = 10.0
    /// Frame times within this are the same instant; absorbs rounding in `frame / fps`.
    nonisolated static let epsilon = 1e-6

    /// A command that spans frames and is still running.
    private enum Pending {
        case tapUp(due: Double, at: Point)
        case drag(from: Point, to: Point, start: Double, duration: Double, line: Int)
        case settle(start: Double, line: Int)
    }

    /// The script being played.
    public let script: Script
    /// Frames per second of the runner; only informs `estimatedFrameCount`.
    public let fps: Double
    private var next = 0
    private var pending: Pending?
    /// Script time at which the next command is due; nil until the first step.
    private var cursor: Double?
    private var lastTime = 0.0
    /// Time of the first step: `at` times count from it.
    private var origin: Double?
    /// Time of the step before this one: an `at` event is never stamped before it.
    private var previousTime = 0.0
    /// The latest stamp given to an event, so stamps never go back.
    private var lastStamp = -Double.infinity
    private var pointer: Point?
    private var isDown = false

    /// Creates a player at the script's first command.
    public init(script: Script, fps: Double) {
        self.script = script
        self.fps = fps
    }

    /// True once every command has run and the last `wait` has passed.
    public var isFinished: Bool {
        guard next == script.entries.count, pending == nil else { return false }
        return (cursor ?? lastTime) <= lastTime + Self.epsilon
    }

    /// Frames the script needs at `fps` when every `settle` returns at once, for progress lines.
    /// The parser's ranges keep this far inside Int; the clamp is for scripts built in code.
    public var estimatedFrameCount: Int {
        let frames = (script.estimatedDuration * fps).rounded(.up)
        let most = 1e15   // exact as a Double and as an Int
        return frames.isFinite ? Int(min(max(frames, 0), most)) + 1 : Int(most)
    }

    /// The actions due at the frame at `time` (seconds, not decreasing). Call once per frame before the
    /// scene advances to `time`; named places (`tap card N` …) are looked up now, from `scene`.
    public func step(at time: Double, scene: Scene) -> [ScriptAction] {
        var actions: [ScriptAction] = []
        if cursor == nil { cursor = time; origin = time; lastTime = time }
        previousTime = lastTime
        lastTime = time
        while true {
            if let pending {
                let done = finishPending(pending, time: time, scene: scene, into: &actions)
                noteStamps(actions)
                guard done else { return actions }
                self.pending = nil
                cursor = time
            }
            guard next < script.entries.count, var due = cursor else { return actions }
            let entry = script.entries[next]
            // `at T` is due at T since the script began (or at once, when the script is already past it).
            if case .at(let t, _) = entry.command { due = max(due, (origin ?? time) + t); cursor = due }
            guard due <= time + Self.epsilon else { return actions }
            next += 1
            run(entry, time: time, scene: scene, into: &actions)
            noteStamps(actions)
            // The scene after a seek is another one: what follows is looked up on it, next frame.
            if case .seek = entry.command { return actions }
        }
    }

    private func noteStamps(_ actions: [ScriptAction]) {
        for case .input(let e) in actions.reversed() { lastStamp = max(lastStamp, e.time); break }
    }

    /// The stamp of an event the script says happened at script time `t`: exactly then, unless that is
    /// before the previous frame or an event already given (a hand-written `at` behind a `settle`),
    /// and never after this frame.
    private func stamp(_ t: Double, frame time: Double) -> Double {
        min(time, max((origin ?? time) + t, previousTime, lastStamp))
    }

    /// Advances a spanning command; true when it is done.
    private func finishPending(_ pending: Pending, time: Double, scene: Scene,
                               into actions: inout [ScriptAction]) -> Bool {
        switch pending {
        case .tapUp(let due, let p):
            guard time >= due - Self.epsilon else { return false }
            actions.append(.input(.pointerUp(p, time: time)))
            isDown = false
            return true
        case .drag(let from, let to, let start, let duration, _):
            // Moves start the frame after the press so the press has a frame of its own.
            guard time > start + Self.epsilon else { return false }
            let done = time >= start + duration - Self.epsilon
            let f = done ? 1 : (time - start) / duration
            let p = done ? to : from + (to - from) * f
            pointer = p
            actions.append(.input(.pointerMove(p, time: time)))
            if done {
                actions.append(.input(.pointerUp(p, time: time)))
                isDown = false
            }
            return done
        case .settle(let start, let line):
            // The frame that runs `settle` has not yet delivered this frame's events, so idleness
            // is only believed from the next frame on.
            guard time > start + Self.epsilon else { return false }
            if scene.isIdle { return true }
            guard time >= start + Self.settleLimit - Self.epsilon else { return false }
            actions.append(.warning(message(line, "settle: still animating after \(Int(Self.settleLimit)) s, going on")))
            return true
        }
    }

    private func run(_ entry: Script.Entry, time: Double, scene: Scene, into actions: inout [ScriptAction]) {
        switch entry.command {
        case .wait(let s):
            cursor = (cursor ?? time) + s
        case .tap(let target):
            guard let p = resolve(target, scene: scene) else {
                actions.append(.warning(message(entry.line, "\(entry.command): nothing to tap there now")))
                return
            }
            press(p, time: time, into: &actions)
            pending = .tapUp(due: time + Self.tapHold, at: p)
        case .press(let p):
            press(p, time: time, into: &actions)
        case .move(let p):
            pointer = p
            actions.append(.input(isDown ? .pointerMove(p, time: time) : .hover(p, time: time)))
        case .hover(let p):
            pointer = p
            actions.append(.input(.hover(p, time: time)))
        case .release, .releaseAt:
            guard isDown, let p = pointer else {
                actions.append(.warning(message(entry.line, "\(entry.command): the pointer is not pressed")))
                return
            }
            isDown = false
            if case .releaseAt(let q) = entry.command { pointer = q }
            actions.append(.input(.pointerUp(pointer ?? p, time: time)))
        case .at(let t, let command):
            let inner = Script.Entry(line: entry.line, command: command)
            run(inner, time: command.isInstant ? stamp(t, frame: time) : time, scene: scene, into: &actions)
        case .drag(let from, let to, let duration):
            press(from, time: time, into: &actions)
            pending = .drag(from: from, to: to, start: time, duration: duration, line: entry.line)
        case .scroll(let dy, let at):
            let size = scene.screenSize
            let p = at ?? Point(size.width / 2, size.height / 2)
            actions.append(.input(.wheel(dx: 0, dy: dy, at: p, time: time)))
        case .key(let key):
            actions.append(.input(.key(key, time: time)))
        case .screenshot(let path):
            actions.append(.screenshot(path))
        case .settle:
            pending = .settle(start: time, line: entry.line)
        case .end:
            next = script.entries.count
            actions.append(.end)
        case .setSpeed(let f):
            actions.append(.setSpeed(f))
        case .setTouches(let on):
            actions.append(.setTouches(on))
        case .setBezel(let on):
            actions.append(.setBezel(on))
        case .set(let setting):
            actions.append(.setScene(setting))
        case .setTransition(let file):
            actions.append(.setScene(.style(ScriptCommand.transitionStyleName(file))))
        case .seek(let t):
            actions.append(.seek(t))
        case .setDevice:
            break   // the runner made the scene for it before the first frame
        }
    }

    private func press(_ p: Point, time: Double, into actions: inout [ScriptAction]) {
        // A press while pressed would leave the scene with a gesture it never sees end.
        if isDown, let old = pointer { actions.append(.input(.pointerUp(old, time: time))) }
        pointer = p
        isDown = true
        actions.append(.input(.pointerDown(p, time: time)))
    }

    private func resolve(_ target: ScriptCommand.Target, scene: Scene) -> Point? {
        switch target {
        case .point(let p): return p
        case .card(let n): return scene.inspector.pointForCard(n)
        case .tab(let n): return scene.inspector.pointForTab(n)
        case .close: return scene.inspector.pointForClose()
        case .back: return scene.inspector.pointForBack()
        }
    }

    private func message(_ line: Int, _ text: String) -> String { "\(script.file):\(line): \(text)" }
}
