import SimKit
import UIKit

/// A phone-sized window holding one 100 × 100 view at its origin, for the UIKit module's unit
/// tests: the view animates on the window's clock, which `advance(to:)` moves.
@MainActor
func windowWithView() -> (Window, UIView) {
    let window = Window(size: CGSize(width: 390, height: 844))
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.addSubview(view)
    return (window, view)
}
