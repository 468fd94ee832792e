import Foundation
import Motion
import SDLBackend
import SimKit

/// `cardsim curve KIND [options]`: prints a motion curve as CSV (`t,value,velocity`, one row per
/// frame at k/fps up to the end) for people who tune motion, and with `--plot FILE.png` draws it.
/// `args` are the arguments after `curve`. Returns the exit status: 0, 2 for bad arguments (with the
/// bad option named on stderr), 1 when the plot cannot be written.
///
///     cardsim curve spring --duration 0.6 --damping 0.7 --velocity 0.7 --fps 60
@MainActor
func runCurveCommand(_ args: [String]) -> Int32 {
    let request: CurveRequest
    do {
        request = try CurveRequest(args)
    } catch let error as LaunchOptionError {
        return fail(error.message, 2)
    } catch {
        return fail("cardsim: \(error) (see cardsim curve --help)", 2)
    }
    var csv = "t,value,velocity\n"
    for row in request.rows() {
        csv += String(format: "%.6f,%.9f,%.9f\n", row.t, row.value, row.velocity)
    }
    StandardStream.output.write(csv)
    guard let path = request.plotPath else { return 0 }
    do {
        let size = CurvePlot.defaultSize
        try SDLBackend.PNGExport.write(commands: request.plot.drawCommands(size: size), size: size, scale: 2, to: path)
        StandardStream.error.write("cardsim: plot written to \(path)\n")
        return 0
    } catch {
        StandardStream.error.write("cardsim: cannot write \(path): \(error)\n")
        return 1
    }
}

/// A bad argument, described for stderr.
struct CurveArgumentError: Error, CustomStringConvertible {
    var description: String
}

/// The parsed `cardsim curve` arguments.
struct CurveRequest {
    enum Kind {
        case timing(any TimingCurve, title: String)
        case decay(Decay)
        case rubber(dimension: Double, coefficient: Double, step: Double)
    }

    var kind: Kind
    var fps = 60.0
    var plotPath: String?

    init(_ args: [String]) throws {
        var options = try CurveOptions(args)
        guard !options.positionals.isEmpty else {
            throw CurveArgumentError(description: "which curve? spring, bezier, decay or rubber")
        }
        let name = options.positionals.removeFirst()
        fps = try options.number("--fps", default: 60, valid: { $0 > 0 && $0 <= 10_000 }, "a number of frames per second in 0...10000")
        plotPath = options.take("--plot")
        if let path = plotPath, !path.lowercased().hasSuffix(".png") {
            throw CurveArgumentError(description: "--plot needs a .png file name (got '\(path)')")
        }
        switch name {
        case "spring": kind = try Self.spring(&options)
        case "bezier": kind = try Self.bezier(&options)
        case "decay":
            let velocity = try options.number("--velocity", valid: { _ in true }, "a velocity in points per second")
            let position = try options.number("--position", default: 0, valid: { _ in true }, "a position in points")
            let rateText = options.take("--rate") ?? "normal"
            let rate: Double
            switch rateText {
            case "normal": rate = Decay.normal
            case "fast": rate = Decay.fast
            default:
                guard let value = Double(rateText), value > 0, value < 1 else {
                    throw CurveArgumentError(description: "--rate must be normal, fast or a number between 0 and 1 (got '\(rateText)')")
                }
                rate = value
            }
            kind = .decay(Decay(position: position, velocity: velocity, rate: rate))
        case "rubber":
            let dimension = try options.number("--dimension", valid: { $0 > 0 }, "a positive length in points")
            let coefficient = try options.number("--coefficient", default: RubberBand.defaultCoefficient, valid: { $0 > 0 }, "a positive number")
            let step = try options.number("--step", default: 1, valid: { $0 > 0 && $0 <= dimension }, "a positive step no longer than the dimension")
            kind = .rubber(dimension: dimension, coefficient: coefficient, step: step)
        default:
            throw CurveArgumentError(description: "unknown curve '\(name)': use spring, bezier, decay or rubber")
        }
        try options.finish()
        // Numbers each in range can still make a curve that never ends (a spring of mass 1e300 never
        // settles; a rubber band of 1e300 pt in steps of 1e-300): count the rows before making them
        //.
        let count = rowCount
        guard count.isFinite, count <= Self.maxRows else {
            throw CurveArgumentError(description: "this curve would take \(count.isFinite ? String(format: "%.3g", count) : "endless") "
                                     + "rows; at most \(Int(Self.maxRows)): use a lower --fps or a larger --step, or values that settle sooner")
        }
    }

    /// The most CSV rows a curve may have: 27 minutes at 60 fps, far past any motion worth plotting.
    static let maxRows = 100_000.0

    /// How many rows `rows()` makes, as a Double so that an endless curve reads as infinity, not a trap.
    private var rowCount: Double {
        switch kind {
        case .timing(let curve, _): return (curve.duration * fps).rounded(.up) + 1
        case .decay(let decay): return (decay.duration(distanceThreshold: 0.5) * fps).rounded(.up) + 1
        case .rubber(let dimension, _, let step): return (2 * dimension / step).rounded(.up) + 1
        }
    }

    private static func spring(_ options: inout CurveOptions) throws -> Kind {
        let velocity = try options.number("--velocity", default: 0, valid: { _ in true }, "a velocity in fractions of the distance per second")
        if options.has("--mass") || options.has("--stiffness") {
            let mass = try options.number("--mass", default: 1, valid: { $0 > 0 }, "a positive mass")
            let stiffness = try options.number("--stiffness", valid: { $0 > 0 }, "a positive stiffness")
            let damping = try options.number("--damping", valid: { $0 > 0 }, "a positive damping coefficient (0 never settles)")
            let spring = Spring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity)
            return .timing(spring, title: "spring mass \(mass) stiffness \(stiffness) damping \(damping) velocity \(velocity)")
        }
        // At least a millisecond (one frame at 1000 fps): UIKit's frequency search starts at 1e4/D,
        // which is infinite for D = 1e-308 and never ended.
        let duration = try options.number("--duration", valid: { $0 >= 0.001 && $0 <= 600 }, "a duration of 0.001 to 600 seconds")
        if options.has("--bounce") {
            if options.has("--damping") { throw CurveArgumentError(description: "--bounce and --damping exclude each other") }
            let bounce = try options.number("--bounce", valid: { $0 > -1 && $0 <= 1 }, "a bounce in -1 < b <= 1")
            return .timing(Spring(duration: duration, bounce: bounce, initialVelocity: velocity),
                           title: "spring duration \(duration) bounce \(bounce) velocity \(velocity)")
        }
        let ratio = try options.number("--damping", valid: { $0 > 0 }, "a positive damping ratio (UIKit clamps it to 1)")
        return .timing(Spring(duration: duration, dampingRatio: ratio, initialVelocity: velocity),
                       title: "UIKit spring duration \(duration) damping \(ratio) velocity \(velocity)")
    }

    private static func bezier(_ options: inout CurveOptions) throws -> Kind {
        let duration = try options.number("--duration", default: 0.25, valid: { $0 >= 0.001 && $0 <= 600 }, "a duration of 0.001 to 600 seconds")
        if let points = options.take("--points") {
            let numbers = points.split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
            guard numbers.count == 4, numbers.allSatisfy(\.isFinite), (0...1).contains(numbers[0]), (0...1).contains(numbers[2]) else {
                throw CurveArgumentError(description: "--points needs x1,y1,x2,y2 with x1 and x2 in 0...1 (got '\(points)')")
            }
            if !options.positionals.isEmpty { throw CurveArgumentError(description: "give a curve name or --points, not both") }
            let curve = CubicBezier(numbers[0], numbers[1], numbers[2], numbers[3])
            return .timing(BezierCurve(curve, duration: duration), title: "bezier \(points) over \(duration) s")
        }
        guard let name = options.positionals.first else {
            throw CurveArgumentError(description: "bezier needs a curve name (\(CubicBezier.presetNames.joined(separator: ", "))) or --points")
        }
        guard let curve = CubicBezier.named(name) else {
            throw CurveArgumentError(description: "unknown bezier '\(name)': use \(CubicBezier.presetNames.joined(separator: ", ")) or --points")
        }
        options.positionals.removeFirst()
        return .timing(BezierCurve(curve, duration: duration), title: "bezier \(name) over \(duration) s")
    }

    /// The CSV rows: every k/fps from 0 up to and including the first frame at or past the end.
    func rows() -> [(t: Double, value: Double, velocity: Double)] {
        switch kind {
        case .timing(let curve, _):
            return frames(until: curve.duration).map { ($0, curve.value(at: $0), curve.velocity(at: $0)) }
        case .decay(let decay):
            return frames(until: decay.duration(distanceThreshold: 0.5)).map { ($0, decay.position(at: $0), decay.velocity(at: $0)) }
        case .rubber(let dimension, let c, let step):
            let count = Int((2 * dimension / step).rounded(.up))
            return (0...count).map { k in
                let x = min(Double(k) * step, 2 * dimension)
                let slope = c / pow(x * c / dimension + 1, 2)
                return (x, RubberBand.offset(overscroll: x, dimension: dimension, coefficient: c), slope)
            }
        }
    }

    private func frames(until end: Double) -> [Double] {
        let last = Int((end * fps - 1e-9).rounded(.up))
        return (0...max(0, last)).map { Double($0) / fps }
    }

    /// The chart for `--plot`.
    var plot: CurvePlot {
        switch kind {
        case .timing(let curve, let title):
            return CurvePlot(title: title, xLabel: "t (s)", yLabel: "progress", xRange: 0...max(curve.duration * 1.1, 1e-3),
                             target: 1, marker: curve.duration) { curve.value(at: $0) }
        case .decay(let decay):
            let end = decay.duration(distanceThreshold: 0.5)
            return CurvePlot(title: "decay v0 \(decay.velocity) pt/s rate \(decay.rate)", xLabel: "t (s)", yLabel: "position (pt)",
                             xRange: 0...max(end * 1.1, 1e-3), target: decay.restingPosition, marker: end) { decay.position(at: $0) }
        case .rubber(let dimension, let c, _):
            return CurvePlot(title: "rubber band dimension \(dimension) c \(c)", xLabel: "overscroll (pt)", yLabel: "offset (pt)",
                             xRange: 0...(2 * dimension), target: dimension, marker: nil) {
                RubberBand.offset(overscroll: $0, dimension: dimension, coefficient: c)
            }
        }
    }
}

/// The options and bare words after `curve`, read as every command reads them (`ArgumentReader`);
/// every option must be used exactly once.
struct CurveOptions {
    private var values: [String: String] = [:]
    var positionals: [String] = []

    init(_ args: [String]) throws {
        var reader = ArgumentReader(args, command: .curve)
        while let word = try reader.next() {
            switch word {
            case .option(let name):
                guard values[name] == nil else { throw CurveArgumentError(description: "\(name) is given twice") }
                values[name] = try reader.value()
            case .argument(let w): positionals.append(w)
            }
        }
    }

    func has(_ name: String) -> Bool { values[name] != nil }

    mutating func take(_ name: String) -> String? { values.removeValue(forKey: name) }

    /// A finite number that passes `valid`; `default` when absent, an error naming the option otherwise.
    mutating func number(_ name: String, default fallback: Double? = nil, valid: (Double) -> Bool,
                         _ requirement: String) throws -> Double {
        guard let text = take(name) else {
            if let fallback { return fallback }
            throw CurveArgumentError(description: "\(name) is required: \(requirement)")
        }
        guard let value = Double(text), value.isFinite, valid(value) else {
            throw CurveArgumentError(description: "\(name) must be \(requirement) (got '\(text)')")
        }
        return value
    }

    /// Rejects whatever was not used.
    func finish() throws {
        if let name = values.keys.sorted().first {
            throw CurveArgumentError(description: "unknown option \(name) for this curve")
        }
        if let word = positionals.first {
            throw CurveArgumentError(description: "unexpected argument '\(word)'")
        }
    }
}
