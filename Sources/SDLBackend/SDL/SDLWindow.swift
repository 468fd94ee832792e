import CSDL2

/// An owned `SDL_Window`: its size and place on the desktop, title, icon and display.
///
///     let window = try SDLWindow(title: "CardSim", width: 390, height: 844, resizable: true)
///     window.title = "CardSim — Today"
final class SDLWindow {
    /// The window; valid for the wrapper's lifetime. Only the wrappers in `SDL/` use it.
    let handle: OpaquePointer

    /// A window of `width` x `height` screen units, centred: hidden (an offscreen canvas's), or
    /// shown, resizable and HiDPI (drawable pixels may outnumber screen units).
    init(title: String, width: Int, height: Int, hidden: Bool) throws {
        let centered = Int32(bitPattern: SDL_WINDOWPOS_CENTERED_MASK)
        let flags = hidden ? SDL_WINDOW_HIDDEN.rawValue : SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        guard let w = SDL_CreateWindow(title, centered, centered, Int32(width), Int32(height), flags) else {
            throw SDLError.last("SDL_CreateWindow")
        }
        handle = w
    }

    /// The size in screen units.
    var size: (width: Int, height: Int) {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSize(handle, &w, &h)
        return (Int(w), Int(h))
    }

    /// Resizes the window to `width` x `height` screen units.
    func resize(width: Int, height: Int) { SDL_SetWindowSize(handle, Int32(width), Int32(height)) }

    /// The top-left corner on the desktop, in screen units.
    var position: (x: Int, y: Int) {
        var x: Int32 = 0, y: Int32 = 0
        SDL_GetWindowPosition(handle, &x, &y)
        return (Int(x), Int(y))
    }

    /// Moves the window's top-left corner to (`x`, `y`) on the desktop.
    func move(x: Int, y: Int) { SDL_SetWindowPosition(handle, Int32(x), Int32(y)) }

    /// The smallest size the user can drag the window to.
    func setMinimumSize(width: Int, height: Int) { SDL_SetWindowMinimumSize(handle, Int32(width), Int32(height)) }

    /// The title the desktop shows in its window list and title bar.
    func setTitle(_ title: String) { SDL_SetWindowTitle(handle, title) }

    /// Gives the window `icon` (SDL copies it).
    func setIcon(_ icon: SDLSurface) { SDL_SetWindowIcon(handle, icon.handle) }

    /// Whether the window is minimised (nothing of it shows).
    var isMinimized: Bool { SDL_GetWindowFlags(handle) & SDL_WINDOW_MINIMIZED.rawValue != 0 }

    /// The refresh rate of the display the window is on, in Hz; nil when the display does not say.
    var refreshRate: Int? {
        var mode = SDL_DisplayMode()
        guard SDL_GetWindowDisplayMode(handle, &mode) == 0, mode.refresh_rate > 0 else { return nil }
        return Int(mode.refresh_rate)
    }

    /// The index of the display the window is on (0 when SDL cannot say).
    var displayIndex: Int { max(0, Int(SDL_GetWindowDisplayIndex(handle))) }

    deinit { SDL_DestroyWindow(handle) }
}
