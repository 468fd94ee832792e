import Session

extension LiveEvent {
    /// The window's tool for one of the clock's keys, as a script's `key` line works it.
    init(_ key: ClockKey) {
        switch key {
        case .togglePause: self = .togglePause
        case .stepFrame: self = .stepFrame
        case .stepBack: self = .stepBack
        case .toggleSlowAnimations: self = .toggleSlowAnimations
        }
    }
}
