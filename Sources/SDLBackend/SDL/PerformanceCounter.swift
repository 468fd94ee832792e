import CSDL2

/// SDL's high-resolution counter, for measuring what drawing costs (never for the scene's time).
/// Reading it is reading a clock: only the files docs/architecture.md lists under "Who reads
/// time" call `now`.
///
///     let started = PerformanceCounter.now
///     print(PerformanceCounter.milliseconds(since: started))
enum PerformanceCounter {
    /// The counter now, in ticks of `frequency` a second.
    static var now: UInt64 { SDL_GetPerformanceCounter() }
    /// Ticks a second.
    static var frequency: UInt64 { SDL_GetPerformanceFrequency() }
    /// Milliseconds from `start` (a value of `now`) to now.
    static func milliseconds(since start: UInt64) -> Double {
        Double(SDL_GetPerformanceCounter() &- start) * 1000 / Double(SDL_GetPerformanceFrequency())
    }
}
