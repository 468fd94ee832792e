import Testing
@testable import Motion

/// CAMediaTimingFunction's presets against `reference/bezier_ref.json` to 1e-6.
@Suite("Cubic bezier timing curves")
struct CubicBezierTests {
    @Test("The five presets match the exact table")
    func presets() throws {
        let table = try ReferenceTables.beziers()
        #expect(table.count == 5)
        for (name, entry) in table {
            let curve = try #require(CubicBezier.named(name))
            let p = entry.controlPoints
            #expect(curve == CubicBezier(p[0], p[1], p[2], p[3]))
            for row in entry.rows {
                #expect(abs(curve.value(x: row.x) - row.exact) < 1e-6, "\(name) x=\(row.x)")
            }
        }
        #expect(CubicBezier.named("bouncy") == nil)
    }

    @Test("Solving x -> t is tight to 1e-9 on random curves")
    func solverPrecision() {
        var rng = SeededRandom(seed: 7)
        for _ in 0..<200 {
            let curve = CubicBezier(.random(in: 0...1, using: &rng), .random(in: -1...2, using: &rng),
                                    .random(in: 0...1, using: &rng), .random(in: -1...2, using: &rng))
            for i in 0...50 {
                let x = Double(i) / 50
                let t = curve.parameter(forX: x)
                let a = 3 * curve.x1, b = 3 * (curve.x2 - curve.x1) - a, c = 1 - a - b
                let xt = ((c * t + b) * t + a) * t
                #expect(abs(xt - x) < 1e-9)
                #expect(curve.value(x: x).isFinite && curve.slope(x: x).isFinite)
            }
        }
    }

    @Test("Slope equals the numerical derivative of the value")
    func slope() {
        for curve in [CubicBezier.easeIn, .easeOut, .easeInOut, .default, CubicBezier(0.3, -0.5, 0.7, 1.5)] {
            for i in 1..<20 {
                let x = Double(i) / 20
                let numeric = numericalDerivative({ curve.value(x: $0) }, at: x)
                #expect(abs(numeric - curve.slope(x: x)) < 1e-5)
            }
        }
        #expect(abs(CubicBezier.easeInOut.slope(x: 0)) < 1e-9)
        #expect(abs(CubicBezier.linear.slope(x: 0.3) - 1) < 1e-12)
    }

    @Test("BezierCurve stretches the curve over its duration")
    func bezierCurve() {
        let curve = BezierCurve(.easeInOut, duration: 0.36)
        #expect(curve.value(at: 0) == 0 && curve.value(at: 0.36) == 1 && curve.value(at: 1) == 1)
        #expect(abs(curve.value(at: 0.18) - 0.5) < 1e-12)
        let numeric = numericalDerivative(curve.value, at: 0.1)
        #expect(abs(numeric - curve.velocity(at: 0.1)) < 1e-5)
        #expect(BezierCurve(.linear, duration: -1).duration == 0)
    }
}
