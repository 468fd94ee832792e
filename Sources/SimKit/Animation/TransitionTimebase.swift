import Motion

/// The local time of the `View.animate` blocks a percent-driven transition holds: Core Animation's
/// paused layer time (`speed = 0`, `timeOffset = p × duration`), which is how
/// UIPercentDrivenInteractiveTransition scrubs an animator's UIView animations.
///
/// Animation blocks run inside ``record(_:)`` are stamped with this timebase; their presentation is
/// read at its local time, which stays where ``hold(at:)`` put it while the clock moves on, and
/// runs along a curve to the end (or back to 0) once ``settle(to:curve:)`` lets it go. Completions
/// of those blocks fire on its local time too, so a held transition does not complete on its own.
///
///     let tb = TransitionTimebase(clock: clock)
///     tb.record { View.animate(withDuration: 1) { v.alpha = 0 } }
///     tb.hold(at: 0.25)            // v shows alpha 0.75 until told otherwise
///     tb.settle(to: 1, curve: BezierCurve(.easeInOut, duration: 0.3))
@MainActor
public final class TransitionTimebase {
    let id: Int
    /// The clock it runs on, which keeps it while it is live (`AnimationClock.timebases`); a
    /// timebase is never used without its window, so it does not keep the clock.
    unowned let clock: AnimationClock
    private var held = 0.0
    private var motion: (from: Double, to: Double, begin: Double, curve: any TimingCurve)?
    private var views: [WeakView] = []
    private var completions: [(end: Double, action: (Bool) -> Void)] = []
    private var driving = false
    /// Called once the timebase has settled at 0 (false) or at its end (true) and let its animations go.
    public var onSettled: ((Bool) -> Void)?
    /// Whether settling back to 0 holds there (the animations show their start) until the
    /// transition ends and releases it, instead of dropping them at once: for animations that ride
    /// along a transition which returns on its own time (a navigation bar beside a zoom's return).
    public var holdsAtStart = false
    /// Whether ``settle(to:curve:)`` has been called and not yet reached its target.
    public var isSettling: Bool { motion != nil }

    public init(clock: AnimationClock) {
        id = clock.nextTimebaseID()
        self.clock = clock
        clock.timebases[id] = self
    }

    /// The local time at clock time `t`.
    public func localTime(at t: Double) -> Double {
        guard let m = motion else { return held }
        return m.from + (m.to - m.from) * m.curve.value(at: t - m.begin)
    }

    /// The local time now.
    public var localTime: Double { localTime(at: clock.now) }

    /// Runs `block` so the animations it creates are held on this timebase.
    public func record(_ block: () -> Void) {
        // For the length of the call only, as `View.animate`'s transaction is (`TransactionScope`).
        TransactionScope.with({ $0.timebase = self }, block)
    }

    /// Holds the local time at `time` (seconds), stopping any settling motion.
    public func hold(at time: Double) {
        motion = nil
        held = time
    }

    /// Lets the local time run from where it is to `target` along `curve` (the curve's own duration
    /// is the settling time). Reaching 0 drops the held animations (the views show their model
    /// values, as when Core Animation removes a cancelled transition's animations); reaching
    /// anything else hands them to the clock to finish.
    public func settle(to target: Double, curve: any TimingCurve) {
        let from = localTime
        motion = (from, target, clock.now, curve)
        guard !driving else { return }
        driving = true
        clock.addDriver { [weak self] t in self?.tick(t) ?? false }
    }

    /// Fires due completions; ends the timebase when its motion is over.
    private func tick(_ t: Double) -> Bool {
        guard let m = motion, isLive else { driving = false; return false }
        let local = localTime(at: t)
        if m.to >= m.from { fireCompletions(upTo: local) }
        // A completion may have completed the transition, which releases the timebase.
        guard isLive else { driving = false; return false }
        guard t - m.begin >= m.curve.duration else { return true }
        driving = false
        if holdsAtStart, m.to <= 0 { hold(at: 0); return false }
        end(at: m.to, time: t, completed: m.to > 0)
        return false
    }

    private func fireCompletions(upTo local: Double) {
        while let i = completions.firstIndex(where: { $0.end <= local + 1e-9 }) {
            completions.remove(at: i).action(true)
        }
    }

    private var isLive: Bool { clock.timebases[id] != nil }

    /// Ends the timebase when its transition has completed, wherever its local time is: completed,
    /// the held animations go on from there on the clock; cancelled, they are dropped.
    func release(completed: Bool) {
        guard isLive else { return }
        end(at: localTime, time: clock.now, completed: completed)
    }

    private func end(at local: Double, time t: Double, completed: Bool) {
        guard isLive else { return }
        motion = nil
        held = local
        clock.timebases[id] = nil
        let cancelled = !completed
        for v in views.compactMap(\.view) {
            if cancelled { v.removeAnimations(timebase: id) } else { v.rebaseAnimations(timebase: id, shift: t - local) }
        }
        views = []
        let pending = completions
        completions = []
        for c in pending {
            // Past the end in local time (a block longer than the transition): on the clock from here.
            if cancelled || c.end <= local { c.action(!cancelled) } else { clock.schedule(at: t + c.end - local) { c.action(true) } }
        }
        onSettled?(!cancelled)
    }

    /// Notes a view whose animations carry this timebase's stamp.
    func register(_ view: View) {
        if !views.contains(where: { $0.view === view }) { views.append(WeakView(view: view)) }
    }

    /// Runs `action` when the local time reaches `end` while settling forward.
    func schedule(atLocal end: Double, _ action: @escaping (Bool) -> Void) { completions.append((end, action)) }


    private struct WeakView { weak var view: View? }
}
