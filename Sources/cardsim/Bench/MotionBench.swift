import Motion

/// Micro-benchmark of the Motion math for `cardsim bench`: evaluations per second of a UIKit spring
/// (value and velocity), of a cubic bezier (value), and UIKit spring solves (construction, which
/// searches ω₀). Reads the clock, which is why it lives in the executable and not in Motion.
///
///     let figures = runMotionBench()   // ["springEvalsPerSec": 2.1e7, ...]
func runMotionBench() -> [String: Double] {
    let spring = Spring(duration: 0.6, dampingRatio: 0.7, initialVelocity: 0.7)
    let bezier = CubicBezier.easeInOut
    let evaluations = 2_000_000
    var sink = 0.0

    let springRate = perSecond(evaluations) {
        for i in 0..<evaluations {
            let t = Double(i % 600) * 0.001
            sink += spring.value(at: t) + spring.velocity(at: t)
        }
    }
    let bezierRate = perSecond(evaluations) {
        for i in 0..<evaluations {
            sink += bezier.value(x: Double(i % 1000) * 0.001)
        }
    }
    let solves = 20_000
    let solveRate = perSecond(solves) {
        for i in 0..<solves {
            sink += Spring(duration: 0.3 + Double(i % 50) * 0.01, dampingRatio: 0.7, initialVelocity: 0.5).omega0
        }
    }
    // Keeps the optimiser from discarding the loops.
    if sink.isNaN { print("") }
    return ["springEvalsPerSec": springRate, "bezierEvalsPerSec": bezierRate, "springSolvesPerSec": solveRate]
}

/// `count` divided by the seconds `work` took on the monotonic clock.
private func perSecond(_ count: Int, _ work: () -> Void) -> Double {
    let elapsed = ContinuousClock().measure(work)
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    return seconds > 0 ? Double(count) / seconds : 0
}
