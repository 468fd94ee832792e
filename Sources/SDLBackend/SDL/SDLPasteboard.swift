import Foundation
import CSDL2
import SimKit

/// The desktop's clipboard through SDL (`SDL_SetClipboardText`), for the scene's Copy as Swift.
/// Needs SDL's video subsystem, so only the live runner makes one.
@MainActor
public final class SDLPasteboard: Pasteboard {
    public init() {}

    /// Puts `string` on the clipboard; a failure (no clipboard owner on this display) is reported
    /// on stderr and otherwise ignored, as the text is printed to stdout as well.
    public func setString(_ string: String) {
        if SDL_SetClipboardText(string) != 0 {
            StandardStream.error.write("cardsim: clipboard: \(String(cString: SDL_GetError()))\n")
        }
    }
}
