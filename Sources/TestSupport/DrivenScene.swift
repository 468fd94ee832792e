import Playback
import SimKit
import Session

/// A scene played a frame at a time through a `FrameDriver`, as a headless lane plays it (its
/// journal, and a fresh scene for the dry run of a tap): each step gives the frame's display list
/// and the frames a tap would bring (`FrameDriver.upcomingFrames`).
@MainActor
package final class DrivenScene {
    package let driver: FrameDriver
    package var scene: Scene { driver.scene }
    /// Frames played so far: frame k is at k / fps seconds, as a headless run plays it.
    package private(set) var frame = 0
    private let fps: Double

    /// `make` makes the scene and, for the dry runs, each fresh one like it.
    package init(fps: Double = 60, make: @escaping () -> Scene) {
        self.fps = fps
        let first = make()
        driver = FrameDriver(scene: first, screen: first.screenSize)
        driver.makeScene = make
    }

    /// One frame: the clock moves to it, `events` arrive stamped with its time, the scene moves on.
    package func step(_ events: [InputEvent] = []) -> (commands: [DrawCommand], ahead: [[DrawCommand]]) {
        frame += 1
        let time = Double(frame) / fps
        driver.beginFrame(wall: time)
        for e in events { driver.deliverScripted(e.retimed(time)) }
        driver.finishInput()
        return (driver.scene.render(), driver.upcomingFrames())
    }
}
