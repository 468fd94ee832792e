import Motion

/// Collects the property changes of a property animator's animations block as tracks that the
/// animator can set to any progress (so it can be scrubbed, reversed and continued).
@MainActor
final class PropertyRecorder {
    /// Applies progress p (0 = from, 1 = to, may overshoot with a spring) to one property.
    struct Track { let apply: (Double) -> Void; let clock: AnimationClock? }
    private(set) var tracks: [Track] = []
    /// The views the tracks move, fade or transform without resizing them.
    private(set) var moved: [View] = []

    func record<V: VectorArithmetic>(_ view: View, _ key: ReferenceWritableKeyPath<View, AnimatedValue<V>>, to target: V) {
        let from = view[keyPath: key].presentation(at: view.animationTime)
        view[keyPath: key].set(from)
        let sizeKey = key == \View.frameValue
        let any = key as AnyKeyPath
        let moves = sizeKey ? (from as? Rect)?.size == (target as? Rect)?.size
                            : any == \View.transformValue as AnyKeyPath || any == \View.alphaValue as AnyKeyPath
        if moves, !moved.contains(where: { $0 === view }) { moved.append(view) }
        tracks.append(Track(apply: { [weak view] p in
            guard let view else { return }
            view[keyPath: key].set(from + (target - from) * p)
            if sizeKey { view.setNeedsLayout() }
        }, clock: view.clock))
    }

    /// Runs `block` with recording on and returns the tracks it made, and the views they move
    /// without resizing.
    static func collect(_ block: () -> Void) -> (tracks: [Track], moved: [View]) {
        let recorder = PropertyRecorder()
        TransactionScope.with({ $0.recorder = recorder }, block)
        return (recorder.tracks, recorder.moved)
    }
}
