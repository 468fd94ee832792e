import SimKit

/// The scene's clock for UIKit's static time calls (`DispatchTime.now()`, `DispatchQueue.main`,
/// `Timer`): the one whose frame, event or transition runs the file's code right now. A file's
/// code never reads the wall clock, so two runs of a script give the same frames, and a scene
/// re-derived from its inputs fires its own timers in its own world.
@MainActor
enum SceneTime {
    static func clock(for api: String) -> AnimationClock {
        guard let clock = Window.running?.animationClock else {
            preconditionFailure("\(api) was called outside a scene's frame, event or transition: CardSim runs it on the scene's clock, which has none here")
        }
        return clock
    }
}
