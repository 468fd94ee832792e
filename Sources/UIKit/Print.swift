import Foundation
import SimKit

/// Swift's `print` and `debugPrint` as a transition file calls them. A file that imports UIKit
/// gets these in place of the standard library's (a module's declarations shadow those of a module
/// it imports). CardSim runs the file's code again whenever it re-derives a scene from its journal:
/// a seek back, the dry run of a tap while a finger is held still. What the file prints is
/// something the scene does outside itself, so it goes to the scene showing the running window
/// (`Window.printsOutside`), which writes it once, for the scene on screen. Outside any window
/// (code run at load), it goes to stdout at once.
///
///     print("presenting", toView.frame)   // once per present the user sees, never in a replay
@preconcurrency @MainActor
public func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    emit(items.map { String(describing: $0) }.joined(separator: separator) + terminator)
}

/// `debugPrint` (each item as `String(reflecting:)` shows it), gated as `print` is.
@preconcurrency @MainActor
public func debugPrint(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    emit(items.map { String(reflecting: $0) }.joined(separator: separator) + terminator)
}

/// Hands `text` to the running window's host, or writes it where no window runs. Main-actor
/// isolated as the rest of UIKit is: a file's code runs on the scene's turn (its animations,
/// gestures, dispatch and timers); `@preconcurrency` keeps a Swift 5 file's nonisolated code
/// compiling, as Apple's UIKit does.
@MainActor
private func emit(_ text: String) {
    if let outside = Window.running?.printsOutside { return outside(text) }
    FileHandle.standardOutput.write(Data(text.utf8))
}
