import SimKit

/// A key that works the scene's clock rather than reaching the scene: Space, `.`, `,` and T, in
/// the window and in a script's `key` line alike (`key space` pauses as Space does).
package enum ClockKey: Equatable, Sendable {
    case togglePause
    case stepFrame
    case stepBack
    case toggleSlowAnimations

    /// The clock's key `key` stands for; nil for a key the scene gets.
    package init?(_ key: Key) {
        switch key {
        case .space: self = .togglePause
        case .period: self = .stepFrame
        case .comma: self = .stepBack
        case .t: self = .toggleSlowAnimations
        default: return nil
        }
    }
}
