import SimKit
/// The settings a runner carries out for its scene: the clock's speed, the touch rings and the
/// phone frame. A `SettingsScene` keeps them with its other settings (its Settings screen shows
/// and changes them); the runner writes them when it changes them (`--speed`, `set speed`,
/// Ctrl+T) and follows when the scene does.
public struct HostSettings: Equatable, Sendable {
    /// The animation time factor in effect (`--speed` times Ctrl+T's 0.1 when that is on).
    public var speed: Double
    /// Touch rings shown.
    public var touches: Bool
    /// Phone frame drawn.
    public var bezel: Bool

    public init(speed: Double = 1, touches: Bool = false, bezel: Bool = false) {
        self.speed = speed; self.touches = touches; self.bezel = bezel
    }
}
