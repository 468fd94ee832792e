import CSDL2
import Glibc

extension SDLRuntime {
    /// Video drivers that open no window anyone can see. SDL falls back to them when X11 and Wayland
    /// fail (a stale `DISPLAY=:99`), and the simulator then ran invisibly until killed.
    static let invisibleDrivers: Set<String> = ["offscreen", "dummy", "evdev"]

    /// Why no window can be shown, or nil when SDL's video starts on a driver that shows one (and is
    /// then left started for the window). A driver the user forces with `SDL_VIDEODRIVER` is believed.
    ///
    ///     if let why = SDLRuntime.displayProblem() { print("no usable display: \(why)") }
    public static func displayProblem() -> String? {
        func env(_ name: String) -> String { getenv(name).map { String(cString: $0) } ?? "" }
        let display = env("DISPLAY"), wayland = env("WAYLAND_DISPLAY"), forced = env("SDL_VIDEODRIVER")
        if forced.isEmpty {
            if display.isEmpty && wayland.isEmpty { return "DISPLAY and WAYLAND_DISPLAY are unset" }
            // Only the systems the environment names: probing Wayland without WAYLAND_DISPLAY printed
            // "XDG_RUNTIME_DIR is invalid", and the whole list ends in the invisible drivers.
            let drivers = (display.isEmpty ? [] : ["x11"]) + (wayland.isEmpty ? [] : ["wayland"])
            // False only when SDL_VIDEODRIVER in the environment overrides it: the user's choice.
            SDL_SetHint(SDL_HINT_VIDEODRIVER, drivers.joined(separator: ","))
        }
        let named = [display.isEmpty ? nil : "DISPLAY=\(display)", wayland.isEmpty ? nil : "WAYLAND_DISPLAY=\(wayland)"]
            .compactMap { $0 }.joined(separator: ", ")
        noSignalHandlers()
        if SDL_WasInit(0) == 0, SDL_Init(0) < 0 { return "SDL: \(String(cString: SDL_GetError()))" }
        if SDL_WasInit(SDL_INIT_VIDEO) == 0, SDL_InitSubSystem(SDL_INIT_VIDEO) < 0 {
            return "cannot open \(named.isEmpty ? "SDL_VIDEODRIVER=\(forced)" : named) (\(String(cString: SDL_GetError())))"
        }
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
        if Self.invisibleDrivers.contains(driver.lowercased()), forced.lowercased() != driver.lowercased() {
            SDL_QuitSubSystem(SDL_INIT_VIDEO)
            return "SDL found only its \(driver) driver, which shows no window"
        }
        return nil
    }
}
