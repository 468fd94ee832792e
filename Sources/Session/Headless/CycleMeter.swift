/// Counts a session's presents and closes as its frames go by, and samples the resident memory
/// once each close has ended: what a soak and a long scrub measure a session's cost along. A
/// cycle is two transitions, the present and the dismissal.
///
///     var meter = CycleMeter(residentBytes: Soak.residentBytes)
///     meter.observe(isTransitioning: record.isTransitioning)   // each frame
///     meter.resident   // one sample a cycle
package struct CycleMeter {
    /// Resident memory in bytes at the end of each cycle (index 0: cycle 1); 0 where it could not be read.
    package private(set) var resident: [Int] = []
    /// Whether the last frame observed was in a transition.
    package private(set) var moving = false
    private var transitionsEnded = 0
    private let residentBytes: () -> Int?

    /// `residentBytes`: the process's resident memory now (the backend reads it).
    package init(residentBytes: @escaping () -> Int?) { self.residentBytes = residentBytes }

    /// Notes one frame; a transition that ended with it ends a cycle every second time.
    package mutating func observe(isTransitioning: Bool) {
        if moving, !isTransitioning {
            transitionsEnded += 1
            if transitionsEnded % 2 == 0 { resident.append(residentBytes() ?? 0) }
        }
        moving = isTransitioning
    }
}
