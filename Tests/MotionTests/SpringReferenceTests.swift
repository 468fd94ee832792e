import Testing
@testable import Motion

/// The spring tables of `reference/spring_ref.json` to 1e-6, and the cross-checks of
/// `extras_ref.out.txt`.
@Suite("Springs match the reference tables")
struct SpringReferenceTests {
    @Test("UIKit M1 mapping: omega0, stiffness, damping, clipped progress and velocity")
    func uikitMapping() throws {
        let cases = try ReferenceTables.springs()
        #expect(cases.count == 4)
        for c in cases {
            let spring = Spring(duration: c.duration, dampingRatio: c.dampingRatio, initialVelocity: c.initialVelocity)
            #expect(abs(spring.omega0 - c.M1.omega0) < 1e-6)
            #expect(abs(spring.stiffness - c.M1.stiffness) < 1e-6)
            #expect(abs(spring.damping - c.M1.damping) < 1e-6)
            #expect(spring.mass == 1)
            #expect(spring.duration == c.duration)
            for row in c.rows {
                #expect(abs(spring.value(at: row.t) - row.p_M1_clipped) < 1e-6, "t=\(row.t) case \(c.duration)")
                #expect(abs(1 - spring.solution.displacement(at: row.t) - row.p_M1) < 1e-6)
                #expect(abs(spring.solution.velocity(at: row.t) - row.v_M1) < 1e-6, "v t=\(row.t)")
                if row.t < c.duration - 1e-9 {
                    #expect(abs(spring.velocity(at: row.t) - row.v_M1) < 1e-6)
                } else {
                    #expect(spring.value(at: row.t) == 1 && spring.velocity(at: row.t) == 0)
                }
            }
        }
    }

    @Test("iOS 17 duration/bounce mapping reproduces the M2 column")
    func bounceMapping() throws {
        for c in try ReferenceTables.springs() {
            let spring = Spring(duration: c.duration, bounce: 1 - c.dampingRatio, initialVelocity: c.initialVelocity)
            #expect(abs(spring.stiffness - c.M2.stiffness) < 1e-6)
            #expect(abs(spring.damping - c.M2.damping) < 1e-6)
            for row in c.rows where row.t < spring.duration {
                #expect(abs(spring.value(at: row.t) - row.p_M2) < 1e-6)
            }
        }
    }

    @Test("Apple's documented example: Spring(duration: 0.5, bounce: 0.3)")
    func appleBounceExample() {
        let spring = Spring(duration: 0.5, bounce: 0.3)
        #expect(abs(spring.stiffness - 157.9137) < 1e-4)
        #expect(abs(spring.damping - 17.5929) < 1e-4)
        #expect(abs(spring.dampingRatio - 0.7) < 1e-12)
        let overdamped = Spring(duration: 0.5, bounce: -0.3)
        #expect(abs(overdamped.dampingRatio - 1.428571) < 1e-6)
    }

    @Test("Large positive velocities: the bracketed solve finds the root Newton misses")
    func positiveVelocityRobustness() {
        let cases: [(Double, Double, Double, Double)] = [
            (0.5, 0.7, 5, 18.26167734), (0.5, 0.5, 10, 17.55277228),
            (0.3, 0.8, 20, 21.87421939), (0.5, 1.0, 6, 17.65784425),
        ]
        for (d, zeta, v0, omega) in cases {
            let spring = Spring(duration: d, dampingRatio: zeta, initialVelocity: v0)
            #expect(abs(spring.omega0 - omega) < 1e-7)
        }
    }

    @Test("The App Store clone's springs (extras table)")
    func cloneSprings() {
        let a = Spring(duration: 0.6, dampingRatio: 0.7, initialVelocity: 0)
        #expect(abs(a.omega0 - 16.399411) < 1e-6)
        #expect(abs(a.value(at: 0.3) - 1.041133) < 1e-6)
        let b = Spring(duration: 0.5, dampingRatio: 1.0, initialVelocity: 0)
        #expect(abs(b.omega0 - 18.466827) < 1e-6)
        #expect(abs(b.value(at: 0.25) - 0.944477) < 1e-6)
    }

    @Test("Damping ratio above 1 is clamped to 1 in the UIKit API")
    func clampsOverdamping() {
        let spring = Spring(duration: 0.5, dampingRatio: 3, initialVelocity: 0)
        #expect(spring.dampingRatio == 1)
        #expect(abs(spring.omega0 - 18.466827) < 1e-6)
    }

    @Test("Physical springs run until settled (CASpringAnimation defaults)")
    func physicalSettling() {
        let spring = Spring(mass: 1, stiffness: 100, damping: 10)
        #expect(abs(spring.dampingRatio - 0.5) < 1e-12)
        // |x| last reaches 1e-3 at 1.2701 s (extras table); the speed criterion may only extend it.
        #expect(spring.duration >= 1.2701 && spring.duration < 2.5)
        var t = spring.duration
        while t < spring.duration + 3 {
            #expect(abs(spring.solution.displacement(at: t)) < Spring.settleDisplacement)
            #expect(abs(spring.solution.velocity(at: t)) < Spring.settleVelocity)
            t += 0.001
        }
        let keyboard = Spring(mass: 3, stiffness: 1000, damping: 500)
        #expect(keyboard.dampingRatio > 1)
        #expect(keyboard.duration > 0 && keyboard.duration < 10)
    }

    @Test("relativeVelocity converts points per second into fractions of the distance")
    func relativeVelocity() {
        #expect(Spring.relativeVelocity(pointsPerSecond: 500, from: 100, to: 600) == 1)
        #expect(Spring.relativeVelocity(pointsPerSecond: 500, from: 600, to: 100) == -1)
        #expect(Spring.relativeVelocity(pointsPerSecond: 500, from: 5, to: 5) == 0)
    }
}
