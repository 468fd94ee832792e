import CSDL2

/// The benchmark's floor: the least a frame can cost at this size on this renderer.
extension OffscreenCanvas {
    /// Milliseconds per iteration for a clear, one full-screen texture copy, a present, and
    /// finishing the frame by reading it back.
    public func measureFloor(iterations: Int) throws -> [Double] {
        var times: [Double] = []
        times.reserveCapacity(iterations)
        let frequency = Double(SDL_GetPerformanceFrequency())
        for _ in 0..<max(0, iterations) {
            let start = SDL_GetPerformanceCounter()
            try floorFrame()
            times.append(Double(SDL_GetPerformanceCounter() - start) / frequency * 1000)
        }
        return times
    }
}
