import Foundation
import Testing
@testable import Motion

/// Properties of springs on random parameters (seeded, so failures reproduce).
@Suite("Springs behave on random parameters")
struct SpringPropertyTests {
    /// A mix of all three parameterisations and all three damping regimes.
    static func randomSprings(count: Int, seed: UInt64) -> [Spring] {
        var rng = SeededRandom(seed: seed)
        return (0..<count).map { i in
            switch i % 3 {
            case 0:
                return Spring(duration: .random(in: 0.05...2, using: &rng),
                              dampingRatio: .random(in: 0.05...1.5, using: &rng),
                              initialVelocity: .random(in: -20...40, using: &rng))
            case 1:
                return Spring(mass: .random(in: 0.2...5, using: &rng),
                              stiffness: .random(in: 10...2000, using: &rng),
                              damping: .random(in: 1...150, using: &rng),
                              initialVelocity: .random(in: -20...20, using: &rng))
            default:
                return Spring(duration: .random(in: 0.1...2, using: &rng),
                              bounce: .random(in: -0.8...0.9, using: &rng),
                              initialVelocity: .random(in: -10...10, using: &rng))
            }
        }
    }

    @Test("No NaN or infinity anywhere, and a finite positive duration")
    func finite() {
        for spring in Self.randomSprings(count: 300, seed: 1) {
            #expect(spring.duration.isFinite && spring.duration > 0)
            #expect(spring.omega0.isFinite && spring.omega0 > 0)
            for i in 0...200 {
                let t = spring.duration * 1.2 * Double(i) / 200
                #expect(spring.value(at: t).isFinite && spring.velocity(at: t).isFinite)
            }
        }
    }

    @Test("Velocity equals the numerical derivative of the value")
    func velocityIsDerivative() {
        for spring in Self.randomSprings(count: 150, seed: 2) {
            let s = spring.solution
            for i in 1..<50 {
                let t = spring.duration * Double(i) / 50
                let numeric = numericalDerivative(s.displacement, at: t)
                let scale = max(1, abs(s.velocity(at: t)))
                #expect(abs(-numeric - s.velocity(at: t)) < 1e-5 * scale, "\(spring) t=\(t)")
            }
        }
    }

    @Test("Springs converge: close to 1 near the end, exactly 1 after")
    func converges() {
        for spring in Self.randomSprings(count: 300, seed: 3) {
            #expect(spring.value(at: spring.duration) == 1)
            #expect(spring.velocity(at: spring.duration + 1) == 0)
            let s = spring.solution
            if spring.parameterization == .durationAndDampingRatio {
                // M1's defining equation: the sine coefficient's envelope is 0.001 at the duration.
                let zeta = spring.dampingRatio, w0 = spring.omega0, d = spring.duration
                let envelope = zeta < 1
                    ? abs((spring.initialVelocity - zeta * w0) / (w0 * (1 - zeta * zeta).squareRoot())) * exp(-zeta * w0 * d)
                    : abs(1 + (w0 - spring.initialVelocity) * d) * exp(-w0 * d)
                #expect(abs(envelope - 0.001) < 1e-9, "\(spring)")
            } else {
                // A free-running spring is cut only once it has settled, and stays settled.
                for i in 0...100 {
                    let t = spring.duration * (1 + Double(i) / 50)
                    #expect(abs(s.displacement(at: t)) < Spring.settleDisplacement)
                    #expect(abs(s.velocity(at: t)) < Spring.settleVelocity)
                }
            }
        }
    }

    @Test("Starts at 0 with the initial velocity")
    func startsAtRest() {
        for spring in Self.randomSprings(count: 100, seed: 4) {
            #expect(spring.value(at: 0) == 0)
            #expect(abs(spring.velocity(at: 0) - spring.initialVelocity) < 1e-9)
            #expect(spring.value(at: -1) == 0 && spring.velocity(at: -1) == 0)
        }
    }

    @Test("Nonsense inputs never produce NaN")
    func nonsenseInputs() {
        let springs = [
            Spring(duration: .nan, dampingRatio: .nan, initialVelocity: .nan),
            Spring(duration: 0, dampingRatio: 0.5, initialVelocity: 0),
            Spring(duration: -1, dampingRatio: 0, initialVelocity: 1e6),
            Spring(mass: 0, stiffness: -1, damping: .infinity),
            Spring(mass: 1, stiffness: 100, damping: 0),
            Spring(duration: 0.5, bounce: .nan),
        ]
        for spring in springs {
            #expect(spring.duration.isFinite)
            for t in [0, 0.01, 0.1, 1, 10.0] {
                #expect(spring.value(at: t).isFinite && spring.velocity(at: t).isFinite)
            }
        }
    }
}
