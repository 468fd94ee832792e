import Playback

/// Where the fresh scenes that a seek, a rehearsal or a restart re-derive from come from: the
/// runner's maker of scenes like the first, or the lineage a restart began (a maker of twins of
/// the scene as it stood then). A fresh scene answers for its effects from the log of the scene
/// it stands for, so a replay shows what the live scene showed and acts on nothing itself.
///
///     var source = SceneSource(first: scene)
///     source.make = { AppStoreScene(configuration: config, …) }
///     let fresh = source.freshScene(from: journal.start(for: t).lineage)
@MainActor
package struct SceneSource {
    /// A fresh scene like the first, with the runner's hooks; nil where none can be made.
    package var make: (() -> Scene?)?
    /// The effects the first scene carried out: fresh scenes before any restart answer from it.
    let launchLog: EffectLog?
    /// Reads the speed, touches and bezel the runner carries out, for every fresh scene to show
    /// (`SettingsScene.readsHostSettings`): a derived scene shows what runs, as the one on screen does.
    package var readsHostSettings: (() -> HostSettings)?

    package init(first: Scene) {
        launchLog = (first as? EffectfulScene)?.effects.log
    }

    /// A fresh scene like the first (or like the twin a restart swapped in: `lineage`), answering
    /// for its effects from that scene's log; nil where none can be made.
    package func freshScene(from lineage: SceneLineage? = nil) -> Scene? {
        guard let fresh = lineage.map({ $0.make() }) ?? make?() else { return nil }
        if let log = lineage?.log ?? launchLog { (fresh as? EffectfulScene)?.effects.share(log) }
        (fresh as? SettingsScene)?.readsHostSettings = readsHostSettings
        return fresh
    }
}
