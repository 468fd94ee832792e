/// One number a transition style runs on: its dotted name (`present.damping`), its value, unit and
/// range, and where it comes from. A style's numbers are a ``StyleParameterTable``; the animators,
/// the Style Lab, `--param`, presets, the code export and docs/decisions.md all read that table.
///
///     StyleParameter("present.duration", 0.5, .seconds, 0.05...5,
///                    .post("transitionDuration = 0.5"), "the spring the story grows out of the card on")
public struct StyleParameter: Sendable, Equatable {
    /// What the number measures, as `cardsim styles NAME` prints it.
    public enum Unit: String, Sendable, Equatable {
        case seconds = "s"
        case points = "pt"
        case pointsPerSecond = "pt/s"
        /// A damping ratio, a scale, an opacity, a fraction of a distance: no unit.
        case ratio = ""
        /// UIKit's `initialSpringVelocity`: the distance's fraction per second.
        case relativeVelocity = "1/s"
    }

    /// Where the number comes from: the source post (or the library it ports), quoting the line;
    /// or a decision CardSim made, with why.
    public enum Source: Sendable, Equatable {
        case post(String)
        case decided(String)

        /// `post` or `decided`, as the JSON and the table print it.
        public var kind: String {
            switch self {
            case .post: "post"
            case .decided: "decided"
            }
        }

        /// The quoted line, or the reason.
        public var text: String {
            switch self {
            case .post(let line): line
            case .decided(let why): why
            }
        }
    }

    /// Dotted, lower camel case within each part: `present.duration`, `pan.minScale`.
    public let name: String
    /// The default: the post's number, or the decided one.
    public let value: Double
    public let unit: Unit
    /// What `--param`, a preset and the Lab may set it to; the program holds any value inside.
    public let range: ClosedRange<Double>
    public let source: Source
    /// What it does, in a line.
    public let summary: String

    public init(_ name: String, _ value: Double, _ unit: Unit, _ range: ClosedRange<Double>, _ source: Source,
                _ summary: String) {
        precondition(range.contains(value), "\(name): default \(value) outside \(range)")
        self.name = name; self.value = value; self.unit = unit; self.range = range; self.source = source
        self.summary = summary
    }
}
