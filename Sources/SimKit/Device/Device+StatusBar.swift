/// Where a device's status bar draws its glyphs, in points from the screen's top-left: what the
/// app's status bar lays out, what its tint reads over, and where the window's recording dot goes.
extension Device {
    /// The glyphs' middle line, the time's centre, the left edges of the signal bars and the
    /// battery, and the Wi-Fi fan's centre.
    public struct StatusBarLayout: Equatable, Sendable {
        public let midY: Double, timeCentre: Double, signalX: Double, wifiX: Double, batteryX: Double
    }

    /// - Notch (iPhone 14): 9:41 centred at 54, the icons 98 pt from the right edge.
    /// - Dynamic Island: the time and the icons each centred in the ear beside the island, level
    ///   with its middle (decided here from the iPhone 16 Pro's screenshots).
    /// - Home button (SE): the time in the middle of a 20 pt bar, signal and Wi-Fi at the left.
    /// - iPad: the time at the left margin, the icons at the right, in a 24 pt bar.
    public var statusBarLayout: StatusBarLayout {
        let w = size.width
        switch cutout {
        case .notch:
            return StatusBarLayout(midY: 26, timeCentre: 54, signalX: w - 98, wifiX: w - 63, batteryX: w - 48)
        case .island:
            let ear = (w - 126) / 2
            let shift = (w - ear / 2) - (w - 60)   // the icon group's centre is 60 pt from the right
            return StatusBarLayout(midY: islandRect.map { $0.midY } ?? 30, timeCentre: ear / 2, signalX: w - 98 + shift,
                                   wifiX: w - 63 + shift, batteryX: w - 48 + shift)
        case .none where isPad:
            return StatusBarLayout(midY: 12, timeCentre: 20 + 17, signalX: w - 98, wifiX: w - 63, batteryX: w - 48)
        case .none:
            return StatusBarLayout(midY: 10, timeCentre: w / 2, signalX: 6, wifiX: 34 + 6, batteryX: w - 48)
        }
    }
}
