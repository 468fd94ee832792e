import Testing
@testable import Session

/// A soak's and a long scrub's count of presents and closes: a cycle ends with its second
/// transition, and the resident memory is sampled then, once.
@Suite("Counting presents and closes")
struct CycleMeterTests {
    @Test("one sample a present and close, taken when the close ends")
    func samplesEachCycle() {
        var reads = 0
        var meter = CycleMeter(residentBytes: { reads += 1; return 1000 * reads })
        // Four transitions end: the second and the fourth close a cycle.
        let frames = [false, true, true, false, false, true, false, true, true, false, true, false]
        for f in frames { meter.observe(isTransitioning: f) }
        #expect(meter.resident == [1000, 2000])
        #expect(reads == 2)
        #expect(!meter.moving)
    }

    @Test("memory that cannot be read is a 0 sample, so cycles still line up")
    func unreadable() {
        var meter = CycleMeter(residentBytes: { nil })
        for f in [true, false, true, false] { meter.observe(isTransitioning: f) }
        #expect(meter.resident == [0])
    }
}
