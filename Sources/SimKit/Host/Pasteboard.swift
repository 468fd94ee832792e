/// UIPasteboard's general pasteboard, as far as CardSim writes to it: the backend puts text on the
/// desktop's clipboard (SDL's); the core only calls this, and a headless run has none.
///
///     scene.pasteboard?.setString("UIView.animate(withDuration: 0.6, …)")
@MainActor
public protocol Pasteboard: AnyObject {
    /// Replaces the clipboard's contents with `string`.
    func setString(_ string: String)
}
