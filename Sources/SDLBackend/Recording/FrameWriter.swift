import Foundation

/// Hands frames to a `VideoRecorder` on a thread of its own, so that encoding (the pipe to ffmpeg,
/// PNG files) overlaps drawing: the window's frame loop is never held up by it (encoding on the
/// loop's thread made a take's frames miss their budget), and a headless recording draws the
/// next frame while ffmpeg takes the last.
///
///     let writer = FrameWriter(recorder: recorder)
///     var pixels = writer.spareBuffer()     // a written frame's memory, to be filled again
///     ...                                   // read the frame into `pixels`
///     try writer.append(pixels, count: 2)   // one picture for two video frames; returns at once
///     try writer.repeatLast()               // the same picture once more (nothing changed)
///     try writer.drain()                    // every frame written; then recorder.finish()
///
/// The queue holds at most `byteBound` bytes of frames (never fewer than two), the frame being
/// written included; a picture that stands for several video frames (after a stall) is queued once
/// with its count. Nothing is dropped: when the encoder falls that far behind, `append` waits for
/// room, and each such wait is counted (`stalls`, `stallSeconds`) so the take can say so. A failure
/// on the writer thread comes back from the next `append` or from `drain`.
///
/// A written frame's array comes back through `spareBuffer()`, so a long recording reuses a few
/// frames' memory instead of allocating (and zeroing) one per frame. A queued frame is a value:
/// whatever the caller does to its own array after `append` never reaches the frame being written.
final class FrameWriter: @unchecked Sendable {
    /// A few frames of a 2 px/pt take, enough to ride out an encoder's hiccup without holding a
    /// long recording in memory.
    static let byteBound = 32 << 20

    private let recorder: VideoRecorder
    private let capacity: Int
    // Everything below is guarded by `condition`.
    private let condition = NSCondition()
    private var queue: [(pixels: [UInt8], count: Int)] = []
    /// Whether the writer thread is writing `queue.first` now (its count is then fixed).
    private var writing = false
    /// Frames already written, whose memory the next frames may reuse.
    private var spares: [[UInt8]] = []
    /// The picture appended last, for `repeatLast` once it has left the queue.
    private var last: [UInt8]?
    private var queuedBytes = 0
    private var closing = false
    private var dropping = false
    private var stopped = false
    private var failure: (any Error)?

    /// Video frames handed over so far (the caller's thread only).
    private(set) var framesQueued = 0
    /// How often `append` had to wait for room, and for how long in all (the caller's thread only).
    private(set) var stalls = 0
    private(set) var stallSeconds = 0.0

    /// Two frames: one being written while the next waits, which is all a headless recording
    /// needs to overlap drawing and encoding; a deeper queue only held memory (32 MiB more at the
    /// tour's peak).
    static func doubleBuffered(_ recorder: VideoRecorder) -> FrameWriter {
        FrameWriter(recorder: recorder, byteBound: 2 * recorder.width * recorder.height * 4)
    }

    /// Starts the writer thread for `recorder`, which from now on only that thread uses until
    /// `drain` or `abort` returns.
    init(recorder: VideoRecorder, byteBound: Int = FrameWriter.byteBound) {
        self.recorder = recorder
        capacity = max(byteBound, 2 * recorder.width * recorder.height * 4)
        let thread = Thread { [self] in run() }
        thread.name = "cardsim frame writer"
        thread.start()
    }

    /// Queues `pixels` (RGBA, the recorder's size) for `count` video frames; waits only while the
    /// queue is full.
    func append(_ pixels: [UInt8], count: Int = 1) throws {
        condition.lock()
        defer { condition.unlock() }
        if let failure { throw failure }
        waitForRoom { !queue.isEmpty && queuedBytes + pixels.count > capacity }
        if let failure { throw failure }
        queue.append((pixels, count))
        queuedBytes += pixels.count
        framesQueued += count
        last = pixels
        condition.broadcast()
    }

    /// Queues the picture appended last for one more video frame: a frame that nothing changed is
    /// neither read back nor copied again. It only counts up a queued frame when it can.
    ///
    /// It waits while as many video frames wait as the queue holds pictures (never fewer than two):
    /// repeats cost the loop nothing, so without the wait an idle screen ran the whole recording
    /// ahead of ffmpeg and then sat in `drain`, where a Ctrl+C or SIGTERM was never looked at
    /// (a 30 s take ran to its end), and the progress line counted frames nobody had encoded.
    func repeatLast() throws {
        condition.lock()
        if let last, !last.isEmpty {
            let bound = max(2, capacity / last.count)
            waitForRoom { queue.reduce(0) { $0 + $1.count } >= bound }
        }
        if let failure { condition.unlock(); throw failure }
        guard let last else { condition.unlock(); return }
        if let end = queue.indices.last, end > 0 || !writing {
            queue[end].count += 1
            framesQueued += 1
            condition.unlock()
            return
        }
        // The picture is being written, or was: queue it again (the same memory, shared, not copied).
        condition.unlock()
        try append(last)
    }

    /// Waits, with the lock held by the caller, while `full` says the queue has no room and the
    /// writer neither failed nor stopped; a wait is counted in `stalls` and `stallSeconds`.
    private func waitForRoom(_ full: () -> Bool) {
        guard full() else { return }
        stalls += 1
        let start = Stopwatch()
        while full(), failure == nil, !stopped { condition.wait() }
        stallSeconds += start.elapsed
    }

    /// An array to read the next frame into: a written frame's, when one is free (its old pixels
    /// still in it), else empty. Only the queue's arrays are ever written from, so filling this one
    /// never touches a frame being written.
    func spareBuffer() -> [UInt8] {
        condition.lock()
        defer { condition.unlock() }
        // Not the last picture's memory: `repeatLast` may still queue it, and filling it would copy it.
        let lastAddress = last?.withUnsafeBufferPointer { $0.baseAddress }
        guard let i = spares.firstIndex(where: { s in s.withUnsafeBufferPointer { $0.baseAddress } != lastAddress }) else { return [] }
        return spares.remove(at: i)
    }

    /// Waits until every queued frame is written and the thread has stopped.
    /// - Throws: the writer's failure, if it had one.
    func drain() throws {
        condition.lock()
        defer { condition.unlock() }
        closing = true
        condition.broadcast()
        while !stopped { condition.wait() }
        if let failure { throw failure }
    }

    /// Drops what is queued and waits for the frame being written, then the thread stops.
    func abort() {
        condition.lock()
        defer { condition.unlock() }
        closing = true
        dropping = true
        queue.removeAll()
        queuedBytes = 0
        condition.broadcast()
        while !stopped { condition.wait() }
    }

    private func run() {
        condition.lock()
        while true {
            while queue.isEmpty, !closing { condition.wait() }
            guard let item = queue.first, !dropping else { break }
            writing = true
            condition.unlock()
            var error: (any Error)?
            do {
                for _ in 0..<item.count { try recorder.append(rgba: item.pixels) }
            } catch let e { error = e }
            condition.lock()
            writing = false
            if let error {
                failure = error
                break
            }
            if !dropping {
                let done = queue.removeFirst()
                queuedBytes -= done.pixels.count
                // Two spares cover a frame being filled while the last picture is kept for
                // `repeatLast`; more would only hold memory (5.3 MB a frame at 2 px/pt).
                if spares.count < 2 { spares.append(done.pixels) }
            }
            condition.broadcast()
        }
        queue.removeAll()
        queuedBytes = 0
        spares.removeAll()
        last = nil
        stopped = true
        condition.broadcast()
        condition.unlock()
    }
}
