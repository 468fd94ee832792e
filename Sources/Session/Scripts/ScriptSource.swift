import Playback

/// A script's text and the name its messages use.
public struct ScriptSource: Sendable {
    public var text: String
    public var file: String
    public init(text: String, file: String) { self.text = text; self.file = file }

    /// A player for `scene`: card and tab numbers and style names are checked against it (`FILE:LINE:`, exit 2).
    @MainActor
    package func player(for scene: Scene, fps: Double) throws(RunnerError) -> ScriptPlayer {
        do {
            let script = try Script.parse(text, file: file, screenSize: scene.screenSize,
                                          cardCount: scene.inspector.cardCount, tabCount: scene.inspector.tabCount,
                                          styleNames: (scene as? SettingsScene)?.styleChoices.map(\.name))
            return ScriptPlayer(script: try checked(script, for: scene), fps: fps)
        } catch { throw RunnerError.badInput(error.description) }
    }

    /// `script` when its `set device` is the scene's (the runner makes the scene for it).
    @MainActor
    private func checked(_ script: Script, for scene: Scene) throws(ScriptError) -> Script {
        if let (device, line) = script.device, device.size != scene.screenSize {
            throw ScriptError(file: file, line: line, message: "set device \(device.name): this run's screen is "
                + "\(Int(scene.screenSize.width))×\(Int(scene.screenSize.height)) pt; the device is chosen before the run starts")
        }
        return script
    }
}
