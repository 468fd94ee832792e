/// A large backdrop blur that a coming frame will draw, named ahead with everything that frame
/// draws before it: the Today screen a pressed card will blur behind the story it opens. The
/// backend may draw that screen and blur it during the press, a step a frame, so that the
/// present's first blurred frame copies both back instead of paying for them (`DrawCommand.prepareBackdrop`).
public struct BackdropAhead: Hashable, Sendable {
    /// What the frame draws before the blur, from its first command.
    public var prefix: [DrawCommand]
    /// The blur's area, radius (points) and tint, as its `.backdropBlur` will have them.
    public var area: RoundedRect
    public var radius: Double
    public var tint: Color

    public init(prefix: [DrawCommand], area: RoundedRect, radius: Double, tint: Color) {
        self.prefix = prefix
        self.area = area
        self.radius = radius
        self.tint = tint
    }

    /// The blur that `commands` draw last, with everything drawn before it (smaller blurs, a
    /// bar's, included); nil when they draw none.
    public init?(lastBlurIn commands: [DrawCommand]) {
        guard let i = commands.lastIndex(where: { if case .backdropBlur = $0 { true } else { false } }),
              case let .backdropBlur(area, radius, tint, _) = commands[i] else { return nil }
        self.init(prefix: Array(commands[..<i]), area: area, radius: radius, tint: tint)
    }
}
