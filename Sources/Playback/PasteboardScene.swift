import SimKit

/// A scene that can write to the clipboard; the live runner hands it the desktop's
/// (`(scene as? PasteboardScene)?.pasteboard = …`), headless runs leave it nil.
@MainActor
public protocol PasteboardScene: Scene {
    var pasteboard: Pasteboard? { get set }
}
