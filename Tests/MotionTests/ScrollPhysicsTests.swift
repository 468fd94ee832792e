import Testing
@testable import Motion

/// UIScrollView's deceleration and rubber band against `reference/scroll_ref.json` to 1e-6.
@Suite("Decay and rubber band")
struct ScrollPhysicsTests {
    @Test("Decay offsets, velocities, resting position and time to rest")
    func decayTable() throws {
        let table = try ReferenceTables.scroll()
        #expect(table.decay.count == 6)
        for row in table.decay {
            let decay = Decay(position: 0, velocity: row.v0, rate: row.rate)
            #expect(abs(decay.restingPosition - row.end_continuous) < 1e-6)
            #expect(abs(decay.duration(distanceThreshold: 0.5) - row.time_to_half_point) < 1e-6)
            for (key, expected) in row.offset_t {
                let t = try #require(Double(key))
                #expect(abs(decay.position(at: t) - expected) < 1e-6)
                #expect(abs(decay.velocity(at: t) - (row.velocity_t[key] ?? .nan)) < 1e-6)
            }
        }
    }

    @Test("Decay velocity is the derivative of position, and the threshold time is exact")
    func decayProperties() {
        let decay = Decay(position: 120, velocity: -3000, rate: Decay.fast)
        for t in [0.01, 0.1, 0.3] {
            #expect(abs(numericalDerivative(decay.position, at: t) - decay.velocity(at: t)) < 1e-4)
        }
        let rest = decay.duration(velocityThreshold: 1)
        #expect(abs(abs(decay.velocity(at: rest)) - 1) < 1e-9)
        #expect(decay.restingPosition < 120)
        #expect(Decay(position: 0, velocity: 0.5).duration() == 0)
    }

    @Test("Rubber band table, sign and inverse")
    func rubberBand() throws {
        for row in try ReferenceTables.scroll().rubber {
            let f = RubberBand.offset(overscroll: row.x, dimension: row.d, coefficient: row.c)
            #expect(abs(f - row.f) < 1e-6)
            #expect(abs(RubberBand.offset(overscroll: -row.x, dimension: row.d) + row.f) < 1e-6)
            #expect(abs(RubberBand.overscroll(offset: f, dimension: row.d) - row.x) < 1e-9)
            #expect(abs(RubberBand.overscroll(offset: -f, dimension: row.d) + row.x) < 1e-9)
        }
        #expect(RubberBand.offset(overscroll: 1e12, dimension: 844) < 844)
        #expect(RubberBand.overscroll(offset: 900, dimension: 844).isFinite)
        #expect(abs(numericalDerivative({ RubberBand.offset(overscroll: $0, dimension: 844) }, at: 0) - 0.55) < 1e-6)
    }
}
