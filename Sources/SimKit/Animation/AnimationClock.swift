import Motion

/// The scene's notion of "now", in seconds, and the timers that fire animation completions.
/// The backend advances it; views read it when an animation starts, so nothing in the core reads a
/// real clock.
@MainActor
public final class AnimationClock {
    public private(set) var now: Double = 0
    private var timers: [(time: Double, order: Int, action: () -> Void)] = []
    private var nextOrder = 0
    private var drivers: [(Double) -> Bool] = []
    /// The transitions on this clock whose animations are read at their own local time, by id:
    /// each window's own, so one scene's held transition is nothing to another's.
    var timebases: [Int: TransitionTimebase] = [:]
    private var lastTimebaseID = 0
    /// The transitions running on this clock, from their start until they complete. The window
    /// owns its clock, so it owns what runs on it: dropping the window abandons them (``stop()``).
    private var transitions: [ObjectIdentifier: TransitionContext] = [:]

    public init(now: Double = 0) { self.now = now }

    /// Moves time forward and fires due timers in time order; going backwards is ignored, as a
    /// guard against a misbehaving source.
    public func advance(to time: Double) {
        TransactionScope.outside { fireDue(at: time) }
    }

    private func fireDue(at time: Double) {
        if time > now { now = time }
        if !drivers.isEmpty {
            let running = drivers
            drivers = []
            let kept = running.filter { $0(now) }
            drivers = kept + drivers
        }
        while let i = dueTimerIndex() {
            let timer = timers.remove(at: i)
            timer.action()
        }
    }

    /// Runs `action` on the first `advance` at or after `time`.
    public func schedule(at time: Double, _ action: @escaping () -> Void) {
        timers.append((time, nextOrder, action))
        nextOrder += 1
    }

    /// Calls `tick` on every advance until it returns false (property animators).
    public func addDriver(_ tick: @escaping (Double) -> Bool) { drivers.append(tick) }

    /// True while a timer is waiting (an animation completion is still to come).
    public var hasPendingTimers: Bool { !timers.isEmpty || !drivers.isEmpty }

    private func dueTimerIndex() -> Int? {
        var best: Int?
        for (i, t) in timers.enumerated() where t.time <= now + 1e-9 {
            if let b = best, (timers[b].time, timers[b].order) <= (t.time, t.order) { continue }
            best = i
        }
        return best
    }

    /// Keeps a transition until it completes.
    func hold(_ transition: TransitionContext) { transitions[ObjectIdentifier(transition)] = transition }

    /// A transition has completed.
    func release(_ transition: TransitionContext) { transitions[ObjectIdentifier(transition)] = nil }

    /// Drops everything waiting to run: its window is gone, so nothing will advance it again.
    /// Timers, drivers and timebases hold closures that hold views (which hold this clock) and
    /// transitions (which hold controllers); abandoned transitions let go of their controllers.
    func stop() {
        timers = []
        drivers = []
        timebases = [:]
        let running = transitions.values
        transitions = [:]
        for t in running { t.abandon() }
    }

    /// An id for a new timebase on this clock.
    func nextTimebaseID() -> Int {
        lastTimebaseID += 1
        return lastTimebaseID
    }

    /// The time every view on this clock reads its animations at: the clock's, and each live
    /// timebase's local time.
    public var animationTime: AnimationTime {
        guard !timebases.isEmpty else { return AnimationTime(now) }
        return AnimationTime(now, timebases: timebases.mapValues { $0.localTime(at: now) })
    }
}
