import Foundation

/// The window's frame times, summed up by `--verbose` on exit (issue 12: recording in the window
/// made 29–46 frames over 20 ms and nobody could count them): the time from one frame's start to
/// the next, left out after the loop slept for lack of anything to do.
struct FrameStats {
    /// A frame that took longer than this is a stutter at 60 Hz (a frame and a fifth).
    static let longFrame = 0.020

    private(set) var frames = 0
    private(set) var longFrames = 0
    private(set) var longest = 0.0
    private var last: Double?

    /// Notes that a frame started at `wall` seconds; `afterIdle` when the loop slept before it.
    mutating func frameStarted(at wall: Double, afterIdle: Bool) {
        defer { last = wall }
        guard let last, !afterIdle else { return }
        let interval = wall - last
        frames += 1
        if interval > Self.longFrame { longFrames += 1 }
        longest = max(longest, interval)
    }

    /// "912 frames, 3 over 20 ms (longest 35.2 ms)".
    var summary: String {
        String(format: "%d frames, %d over %.0f ms (longest %.1f ms)", frames, longFrames, Self.longFrame * 1000, longest * 1000)
    }
}
