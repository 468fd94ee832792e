import SimKit
/// The settings a runner carries out for its scene: the clock's speed, the touch rings, the
/// phone frame and the device (another device is another scene, which the runner makes). The
/// runner owns them: a `SettingsScene` reads them from it (`readsHostSettings`) to show them, is
/// told when they change (`hostSettingsChanged`), and asks for others (`onHostSettingsChange`).
public struct HostSettings: Equatable, Sendable {
    /// The animation time factor in effect (`--speed` times Ctrl+T's 0.1 when that is on).
    public var speed: Double
    /// Touch rings shown.
    public var touches: Bool
    /// Phone frame drawn.
    public var bezel: Bool
    /// The device the scene runs on. A scene asks for another one through `onHostSettingsChange`;
    /// the runner answers by remaking it (`SettingsScene.remade(for:)`) or refuses.
    public var device: Device

    public init(speed: Double = 1, touches: Bool = false, bezel: Bool = false, device: Device = .standard) {
        self.speed = speed; self.touches = touches; self.bezel = bezel; self.device = device
    }
}
