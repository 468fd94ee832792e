/// Turns a monotonic tick counter (SDL_GetPerformanceCounter) into seconds since start and a frame
/// delta. The one place the live loop reads time; everything downstream receives numbers.
///
///     var clock = FrameClock(frequency: SDL_GetPerformanceFrequency(), start: SDL_GetPerformanceCounter())
///     let dt = clock.tick(SDL_GetPerformanceCounter())
public struct FrameClock: Sendable {
    /// Ticks per second.
    public let frequency: UInt64
    private var last: UInt64
    /// Seconds since `start`, the sum of every delta handed out.
    public private(set) var elapsed: Double = 0

    public init(frequency: UInt64, start: UInt64) {
        self.frequency = max(1, frequency)
        last = start
    }

    /// Seconds since the previous tick. A counter that runs backwards (some virtual machines, a
    /// wrapped counter) yields 0 instead of a negative or enormous delta, as in Dear ImGui's backend.
    public mutating func tick(_ counter: UInt64) -> Double {
        guard counter > last else { last = max(last, counter); return 0 }
        let dt = Double(counter - last) / Double(frequency)
        last = counter
        elapsed += dt
        return dt
    }
}
