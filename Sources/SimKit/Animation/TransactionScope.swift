/// What the animation calls running now are inside: the innermost `View.animate` block, a
/// `performWithoutAnimation`, a property animator collecting its animations block, a percent-driven
/// transition recording its blocks. UIKit's animation calls are static and know no window, so it
/// keeps this per thread (CATransaction's stack); here it is bound to the running task for the
/// length of one call (`with`), and the enclosing scope is back when the call returns. Nothing
/// stays set between calls, so there is no state to reset between tests, and a clock firing its
/// timers runs them `outside` any scope, as a run loop's timers run outside every open block.
///
///     TransactionScope.with({ $0.suppressed = true }) { view.alpha = 0 }   // no animation
struct TransactionScope: Sendable {
    /// The innermost open `View.animate` block.
    var transaction: AnimationTransaction?
    /// Set inside `performWithoutAnimation`: changes apply at once even inside a block.
    var suppressed = false
    /// The property animator collecting its animations block.
    var recorder: PropertyRecorder?
    /// The percent-driven transition that holds the animations created now (`TransitionTimebase.record`).
    var timebase: TransitionTimebase?

    /// The scope of the running task: empty outside every call that opens one.
    @TaskLocal static var current = TransactionScope()

    /// Runs `body` inside the current scope as `change` alters it.
    static func with<R>(_ change: (inout TransactionScope) -> Void, _ body: () throws -> R) rethrows -> R {
        var scope = current
        change(&scope)
        return try $current.withValue(scope, operation: body)
    }

    /// Runs `body` outside every open scope: timers and drivers a clock fires belong to no block.
    static func outside<R>(_ body: () throws -> R) rethrows -> R {
        try $current.withValue(TransactionScope(), operation: body)
    }
}
