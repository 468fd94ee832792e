import Foundation

/// The acceptance tables of `reference/`, copied into `Fixtures/` so the tests need nothing outside
/// the repository; read through `#filePath`, so no resource bundle is involved.
enum ReferenceTables {
    struct SpringCase: Decodable {
        struct M1: Decodable { let omega0: Double, stiffness: Double, damping: Double }
        struct M2: Decodable { let omega0: Double, stiffness: Double, damping: Double }
        struct Row: Decodable {
            let t: Double, p_M1: Double, p_M1_clipped: Double, v_M1: Double, p_M2: Double
        }
        let duration: Double, dampingRatio: Double, initialVelocity: Double
        let M1: M1, M2: M2, rows: [Row]
    }

    struct BezierCase: Decodable {
        struct Row: Decodable { let x: Double, exact: Double }
        let controlPoints: [Double]
        let rows: [Row]
    }

    struct Scroll: Decodable {
        struct DecayCase: Decodable {
            let rate: Double, v0: Double, end_continuous: Double, time_to_half_point: Double
            let offset_t: [String: Double], velocity_t: [String: Double]
            enum CodingKeys: String, CodingKey {
                case rate, v0, end_continuous, offset_t, velocity_t
                case time_to_half_point = "time_to_0.5pt"
            }
        }
        struct RubberCase: Decodable { let x: Double, d: Double, c: Double, f: Double }
        let decay: [DecayCase]
        let rubber: [RubberCase]
    }

    static func url(_ name: String, filePath: String = #filePath) -> URL {
        URL(fileURLWithPath: filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures").appendingPathComponent(name)
    }

    static func load<T: Decodable>(_ type: T.Type, _ name: String) throws -> T {
        try JSONDecoder().decode(T.self, from: Data(contentsOf: url(name)))
    }

    static func springs() throws -> [SpringCase] { try load([SpringCase].self, "spring_ref.json") }
    static func beziers() throws -> [String: BezierCase] { try load([String: BezierCase].self, "bezier_ref.json") }
    static func scroll() throws -> Scroll { try load(Scroll.self, "scroll_ref.json") }
}

/// SplitMix64: a seeded generator, so every "random" property test is reproducible.
struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Central difference, the numerical derivative the analytic velocities are checked against.
func numericalDerivative(_ f: (Double) -> Double, at t: Double, h: Double = 1e-6) -> Double {
    (f(t + h) - f(t - h)) / (2 * h)
}
