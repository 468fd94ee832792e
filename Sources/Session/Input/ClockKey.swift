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

    /// What pressing a key asks of the driver beyond the clock it has worked.
    package enum Outcome: Equatable {
        /// Nothing more (or nothing at all: a step while the clock runs).
        case done
        /// The clock's running speed changed: the scene is told.
        case speedChanged
        /// `,` while paused: the scene a frame back, which only re-deriving it can show.
        case seekBack(to: Double)
    }

    /// Works `clock` as the key says, a step being `step` wall seconds; `.` and `,` work only
    /// while it is paused, as in the iOS Simulator.
    package func work(_ clock: inout SceneClock, step: Double) -> Outcome {
        switch self {
        case .togglePause:
            clock.isPaused.toggle()
        case .stepFrame where clock.isPaused:
            clock.step(frameDuration: step)
        case .stepBack where clock.isPaused:
            return .seekBack(to: clock.time - step * clock.runningSpeed)
        case .toggleSlowAnimations:
            clock.toggleSlowAnimations()
            return .speedChanged
        case .stepFrame, .stepBack:
            break
        }
        return .done
    }
}
