import Motion

/// Collects the property changes of a property animator's animations block as tracks that the
/// animator can set to any progress (so it can be scrubbed, reversed and continued).
@MainActor
final class PropertyRecorder {
    /// Applies progress p (0 = from, 1 = to, may overshoot with a spring) to one property.
    struct Track { let apply: (Double) -> Void; let clock: AnimationClock? }
    private(set) var tracks: [Track] = []

    func record<V: VectorArithmetic>(_ view: View, _ key: ReferenceWritableKeyPath<View, AnimatedValue<V>>, to target: V) {
        let from = view[keyPath: key].presentation(at: view.animationTime)
        view[keyPath: key].set(from)
        let sizeKey = key == \View.frameValue
        tracks.append(Track(apply: { [weak view] p in
            guard let view else { return }
            view[keyPath: key].set(from + (target - from) * p)
            if sizeKey { view.setNeedsLayout() }
        }, clock: view.clock))
    }

    /// Runs `block` with recording on and returns the tracks it made.
    static func collect(_ block: () -> Void) -> [Track] {
        let recorder = PropertyRecorder()
        let saved = TransactionStack.recorder
        TransactionStack.recorder = recorder
        block()
        TransactionStack.recorder = saved
        return recorder.tracks
    }
}
