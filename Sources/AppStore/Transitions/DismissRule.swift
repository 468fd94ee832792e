/// How a released drag decides between dismissing and springing back.
public enum DismissRule: String, Sendable, CaseIterable {
    /// libadwaita / iOS: project the position ~120 ms ahead with the finger's velocity.
    case projection
    /// The sheet post's rule: upward velocity, or none in the upper half, cancels; the settle time
    /// is the remaining distance over the velocity, clamped to 0.2–0.4 s.
    case lowerHalf = "lower-half"

    /// `--dismiss-rule`'s words: the rules' names, and `seed3`, the lower-half rule's old name.
    public init?(word: String) {
        if word == Self.deprecatedLowerHalfName { self = .lowerHalf; return }
        self.init(rawValue: word)
    }

    /// What `--dismiss-rule lower-half` was called before its name said what it does.
    public static let deprecatedLowerHalfName = "seed3"
}
