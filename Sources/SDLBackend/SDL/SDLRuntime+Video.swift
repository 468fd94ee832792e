import CSDL2

/// What the video system says about the desktop, and the hints that steer it.
extension SDLRuntime {
    /// The area of display `index` that windows may use (without panels and docks), in screen
    /// units; nil when SDL cannot say.
    static func usableBounds(display index: Int) -> SDL_Rect? {
        var r = SDL_Rect()
        return SDL_GetDisplayUsableBounds(Int32(index), &r) == 0 ? r : nil
    }

    /// The video driver SDL runs ("x11", "wayland", "offscreen"…), nil before video is initialised.
    static var videoDriver: String? { SDL_GetCurrentVideoDriver().map { String(cString: $0) } }

    /// Asks SDL to use the video drivers `names` (comma-separated) when video starts. A
    /// `SDL_VIDEODRIVER` in the environment wins: the user's choice.
    static func preferVideoDriver(_ names: String) { SDL_SetHint(SDL_HINT_VIDEODRIVER, names) }

    /// Whether a window's software frames go to the screen through an accelerated renderer
    /// (`SDL_HINT_FRAMEBUFFER_ACCELERATION`); a value in the environment wins.
    static func setFramebufferAcceleration(_ on: Bool) { SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, on ? "1" : "0") }
}
