import CSDL2

/// Starts SDL, SDL_ttf and SDL_image once per process. Idempotent: SDL's own "was init" flags are
/// the state, so there is no Swift global to reset between tests.
///
///     try SDLRuntime.initialize(video: false)   // offscreen software rendering needs no video
public enum SDLRuntime {
    /// Initialises SDL (with the video subsystem when `video`), SDL_ttf, and SDL_image for PNG and JPG.
    public static func initialize(video: Bool) throws {
        if SDL_WasInit(0) == 0 {
            returnLargeBlocks()
            noSignalHandlers()
            try SDLError.check(SDL_Init(0), "SDL_Init")
        }
        if video && SDL_WasInit(SDL_INIT_VIDEO) == 0 {
            try SDLError.check(SDL_InitSubSystem(SDL_INIT_VIDEO), "SDL_InitSubSystem(VIDEO)")
        }
        if TTF_WasInit() == 0 {
            try SDLError.check(TTF_Init(), "TTF_Init")
        }
        let wanted = Int32(IMG_INIT_PNG.rawValue | IMG_INIT_JPG.rawValue)
        // IMG_Init returns the flags now initialised; calling it again is cheap and harmless.
        if IMG_Init(wanted) & wanted != wanted {
            throw SDLError.last("IMG_Init(PNG|JPG)")
        }
    }

    /// Pixel buffers are megabytes each and come and go (an image dropped and loaded again, a
    /// scratch texture grown). glibc maps blocks above a threshold that it raises to the largest
    /// block freed; past that, freed buffers stay in the heap, resident. A fixed threshold returns
    /// each to the system when it is freed (4 MB less at the tour's peak).
    static func returnLargeBlocks() {
        #if os(Linux)
        _ = mallopt(M_MMAP_THRESHOLD, 128 * 1024)
        #endif
    }

    /// SDL turns SIGINT and SIGTERM into a quit event and leaves SIGHUP to kill the process; CardSim
    /// handles all three itself (`InterruptFlag`), the same way in the window and headless.
    static func noSignalHandlers() {
        // False only when the environment overrides the hint: the user's choice.
        SDL_SetHint(SDL_HINT_NO_SIGNAL_HANDLERS, "1")
    }
}
