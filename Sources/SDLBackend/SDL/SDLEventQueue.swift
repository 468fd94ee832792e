import CSDL2

/// SDL's event queue and its millisecond ticks, the scale SDL stamps each event with. The window's
/// loop takes its input here; `EventTranslator` turns each event into a `LiveEvent`.
///
///     while let event = SDLEventQueue.poll() { handle(event) }
///     if let event = SDLEventQueue.wait(milliseconds: 500) { early.append(event) }
enum SDLEventQueue {
    /// The next event, or nil when none is waiting.
    static func poll() -> SDL_Event? {
        var event = SDL_Event()
        return SDL_PollEvent(&event) != 0 ? event : nil
    }

    /// The next event, waiting up to `milliseconds` for one (SDL pumps meanwhile, so an event is
    /// stamped when it arrives); nil when none came.
    static func wait(milliseconds: Int32) -> SDL_Event? {
        var event = SDL_Event()
        return SDL_WaitEventTimeout(&event, milliseconds) != 0 ? event : nil
    }

    /// Whether an event is waiting, once what the system holds has been pumped into the queue.
    static var hasPending: Bool {
        SDL_PumpEvents()
        return SDL_HasEvents(SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue) == SDL_TRUE
    }

    /// Milliseconds since SDL started: the scale of `SDL_Event`'s time stamps.
    static var ticks: UInt32 { SDL_GetTicks() }

    /// Blocks the calling thread for `milliseconds`, pumping nothing.
    static func delay(milliseconds: UInt32) { SDL_Delay(milliseconds) }
}
