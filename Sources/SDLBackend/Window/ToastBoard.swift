import SimKit
import Session

/// The window's one toast at a time: a notice replaces the one before it, and it goes once it has
/// faded. Drawn over the window only, never into a take or a screenshot.
@MainActor
struct ToastBoard {
    /// The toast on screen, if any.
    private(set) var current: Toast?

    /// Shows `message` from `time` (wall seconds), for `holds` seconds before it fades.
    mutating func show(_ message: String, at time: Double, holds: Double = Toast.hold) {
        current = Toast(message, at: time, holds: holds)
    }

    /// Takes the toast down at once (the timeline says the same thing where it shows).
    mutating func clear() { current = nil }

    /// Forgets a toast that has faded by `time`.
    mutating func expire(at time: Double) {
        if let t = current, !t.isVisible(at: time) { current = nil }
    }

    func commands(at time: Double, screen: Size, measurer: TextMeasurer) -> [DrawCommand] {
        current?.commands(at: time, screen: screen, measurer: measurer) ?? []
    }
}
