import CSDL2
import Foundation
import SDLBackend
import Testing

/// Copy as Swift: `SDLPasteboard` puts text on the desktop's clipboard. It needs a real
/// X display (the offscreen driver has no clipboard), so it runs when `CARDSIM_CLIPBOARD_DISPLAY`
/// names one: `make test` starts an Xvfb for it (scripts/with-xvfb.sh).
@Suite("SDL clipboard", .serialized)
@MainActor
struct PasteboardTests {
    nonisolated static let display = ProcessInfo.processInfo.environment["CARDSIM_CLIPBOARD_DISPLAY"]

    @Test("setString puts the text on SDL's clipboard, where SDL reads it back",
          .enabled(if: display != nil))
    func roundTrip() throws {
        setenv("DISPLAY", Self.display!, 1)
        setenv("SDL_VIDEODRIVER", "x11", 1)
        #expect(SDL_InitSubSystem(SDL_INIT_VIDEO) == 0, "\(String(cString: SDL_GetError()))")
        defer { SDL_QuitSubSystem(SDL_INIT_VIDEO) }
        // X11 clipboard ownership needs a window.
        let window = SDL_CreateWindow("clipboard", 0, 0, 10, 10, SDL_WINDOW_HIDDEN.rawValue)
        defer { if let window { SDL_DestroyWindow(window) } }
        let text = "UIView.animate(withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.7, …)\n.spring(duration: 0.3866991, bounce: 0.3) 모션"
        SDLPasteboard().setString(text)
        let back = try #require(SDL_GetClipboardText())
        defer { SDL_free(back) }
        #expect(String(cString: back) == text)
    }
}
