import SimKit

/// What `#selector(handlePan(_:))` becomes in a transition file. Swift on Linux has no
/// Objective-C runtime, so before compiling, CardSim rewrites each `#selector(name(_:))` in place
/// (same line) to `Selector.method(EnclosingType.name(_:))`, an unapplied method reference that
/// calls the target's method with the sender, and blanks `@objc` (docs/uikit.md).
///
///     let pan = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
public struct Selector {
    let invoke: @MainActor (AnyObject, Any) -> Void

    /// A method that takes the sender (`handlePan(_:)`); nothing is called when the target or the
    /// sender is of another type, as a selector the target does not answer does nothing useful.
    public static func method<Target: AnyObject, Sender>(_ method: @escaping @MainActor (Target) -> @MainActor (Sender) -> Void) -> Selector {
        Selector { target, sender in
            guard let target = target as? Target, let sender = sender as? Sender else { return }
            method(target)(sender)
        }
    }

    /// A method that takes nothing (`close`).
    public static func method<Target: AnyObject>(_ method: @escaping @MainActor (Target) -> @MainActor () -> Void) -> Selector {
        Selector { target, _ in
            guard let target = target as? Target else { return }
            method(target)()
        }
    }
}
