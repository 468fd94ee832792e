import CSDL2

/// An owned `SDL_Window`.
final class SDLWindow {
    /// The window; valid for the wrapper's lifetime.
    let handle: OpaquePointer

    /// A window of `width` x `height` screen units with SDL_WindowFlags `flags`, centred.
    init(title: String, width: Int, height: Int, flags: UInt32) throws {
        let centered = Int32(bitPattern: SDL_WINDOWPOS_CENTERED_MASK)
        guard let w = SDL_CreateWindow(title, centered, centered, Int32(width), Int32(height), flags) else {
            throw SDLError.last("SDL_CreateWindow")
        }
        handle = w
    }

    deinit { SDL_DestroyWindow(handle) }
}
