import SimKit
import Session

/// The recording indicator while a take runs: a red dot in the status bar, left of the time, where
/// iOS shows that the screen is being recorded (systemRed), clear of the avatar and of anything the
/// app draws below the bar. The window draws it; a take's video never has it.
enum RecordingDot {
    static func commands(on device: Device) -> [DrawCommand] {
        let (center, radius) = place(on: device)
        return [.circle(center: center, radius: radius, lineWidth: 0, color: Color(hex: 0xFF3B30))]
    }

    /// Level with the time, 35 pt left of its centre (19 pt in on the iPhone 14, as iOS puts it),
    /// and at least 6 pt from the edge; smaller in the 20 and 24 pt bars of the SE and the iPad.
    static func place(on d: Device) -> (center: Point, radius: Double) {
        let bar = d.statusBarLayout, radius = d.statusBarHeight >= 40 ? 5.0 : 4.0
        return (Point(max(radius + 6, bar.timeCentre - 35), bar.midY), radius)
    }
}
