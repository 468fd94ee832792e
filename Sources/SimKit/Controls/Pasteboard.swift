/// UIPasteboard's general pasteboard, as far as CardSim writes to it: the backend puts text on the
/// desktop's clipboard (SDL's); the core only calls this, and a headless run has none.
///
///     scene.pasteboard?.setString("UIView.animate(withDuration: 0.6, …)")
@MainActor
public protocol Pasteboard: AnyObject {
    /// Replaces the clipboard's contents with `string`.
    func setString(_ string: String)
}

/// A scene that can write to the clipboard; the live runner hands it the desktop's
/// (`(scene as? PasteboardScene)?.pasteboard = …`), headless runs leave it nil.
@MainActor
public protocol PasteboardScene: Scene {
    var pasteboard: Pasteboard? { get set }
}
