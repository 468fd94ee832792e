import CSDL2

/// The benchmark's floor: the least a frame can cost at this size on this renderer.
extension OffscreenCanvas {
    /// Milliseconds per iteration for a clear, one full-screen texture copy, a present, and
    /// finishing the frame by reading it back.
    public func measureFloor(iterations: Int) throws -> [Double] {
        var times: [Double] = []
        times.reserveCapacity(iterations)
        for _ in 0..<max(0, iterations) {
            let start = PerformanceCounter.now
            try floorFrame()
            times.append(PerformanceCounter.milliseconds(since: start))
        }
        return times
    }
}
