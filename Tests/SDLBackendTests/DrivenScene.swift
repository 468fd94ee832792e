import Playback
import SimKit
@testable import SDLBackend

/// A scene played a frame at a time through a `FrameDriver`, as a headless lane plays it (its
/// journal, and a fresh scene for the dry run of a tap): each step gives the frame's display list
/// and the frames a tap would bring (`FrameDriver.upcomingFrames`).
@MainActor
final class DrivenScene {
    let driver: FrameDriver
    let fps: Double
    private(set) var frame = 0
    var time: Double { Double(frame) / fps }
    var scene: Scene { driver.scene }

    /// `make` makes the scene and, for the dry runs, each fresh one like it.
    init(fps: Double = 60, make: @escaping () -> Scene) {
        self.fps = fps
        let first = make()
        driver = FrameDriver(scene: first, screen: first.screenSize)
        driver.makeScene = make
    }

    /// One frame: the clock moves to it, `events` arrive stamped with its time, the scene moves on.
    func step(_ events: [InputEvent] = []) -> (commands: [DrawCommand], ahead: [[DrawCommand]]) {
        frame += 1
        driver.beginFrame(wall: time)
        for e in events { driver.deliverScripted(e.retimed(time)) }
        driver.finishInput()
        return (driver.scene.render(), driver.upcomingFrames())
    }
}
