import Foundation
import SimKit

/// The small rounded square left of a Settings row, a white glyph on a colour (iOS Settings'
/// 29 pt icons with their 7 pt corners). The glyphs are drawn from shapes, like the tab bar's, so
/// nothing depends on an icon font.
@MainActor
final class SettingsIcon: View {
    enum Glyph: Equatable {
        case transition, speed, touches, bezel, device, language, appearance, reduceMotion, styleLab, about

        /// iOS Settings' palette of icon colours, one per kind of row.
        var color: Color {
            switch self {
            case .transition: return Color(hex: 0xAF52DE)
            case .speed: return Color(hex: 0xFF9500)
            case .touches: return Color(hex: 0x5856D6)
            case .bezel: return Color(hex: 0x8E8E93)
            case .device: return Color(hex: 0x30B0C7)
            case .language: return Color(hex: 0x34AADC)
            case .appearance: return Color(hex: 0x007AFF)
            case .reduceMotion: return Color(hex: 0x34C759)
            case .styleLab: return Color(hex: 0x5AC8FA)
            case .about: return Color(hex: 0x8E8E93)
            }
        }
    }

    static let side = 29.0
    var glyph: Glyph { didSet { backgroundColor = glyph.color } }

    init(_ glyph: Glyph) {
        self.glyph = glyph
        super.init(frame: Rect(0, 0, SettingsIcon.side, SettingsIcon.side))
        name = "settingsIcon"
        cornerRadius = 7
        backgroundColor = glyph.color
        isUserInteractionEnabled = false
    }

    override func draw(in rect: Rect, canvas: Canvas) {
        let c = rect.center, w = Color.white
        switch glyph {
        case .transition:
            // Two cards, one sliding over the other.
            canvas.fill(Rect(c.x - 9, c.y - 7, 11, 14), radius: 2, color: w.withAlpha(0.55))
            canvas.fill(Rect(c.x - 3, c.y - 7, 12, 14), radius: 2, color: w)
        case .speed:
            // A gauge: a ring and a needle.
            canvas.circle(center: c, radius: 8.5, lineWidth: 2, color: w)
            canvas.line(from: c, to: Point(c.x + 5, c.y - 4.5), width: 2.2, color: w)
        case .touches:
            canvas.circle(center: c, radius: 8, lineWidth: 2, color: w.withAlpha(0.6))
            canvas.circle(center: c, radius: 4.5, color: w)
        case .bezel:
            canvas.fill(Rect(c.x - 6, c.y - 10, 12, 20), radius: 3, color: w)
            canvas.fill(Rect(c.x - 4.5, c.y - 8, 9, 16), radius: 1.5, color: glyph.color)
        case .device:
            // A tablet behind a phone.
            canvas.fill(Rect(c.x - 9, c.y - 8, 13, 16), radius: 2, color: w.withAlpha(0.55))
            canvas.fill(Rect(c.x + 1, c.y - 6, 8, 14), radius: 2, color: w)
            canvas.fill(Rect(c.x + 2.5, c.y - 4.5, 5, 11), radius: 1, color: glyph.color)
        case .language:
            canvas.circle(center: c, radius: 9, lineWidth: 1.8, color: w)
            canvas.line(from: Point(c.x - 9, c.y), to: Point(c.x + 9, c.y), width: 1.6, color: w)
            canvas.line(from: Point(c.x, c.y - 9), to: Point(c.x, c.y + 9), width: 1.6, color: w)
        case .appearance:
            // Half light, half dark.
            canvas.circle(center: c, radius: 8.5, lineWidth: 1.8, color: w)
            let half = (0...12).map { k -> Point in
                let a = -Double.pi / 2 + Double.pi * Double(k) / 12
                return Point(c.x + 8.5 * cos(a), c.y + 8.5 * sin(a))
            }
            canvas.polygon(half, color: w)
        case .reduceMotion:
            canvas.circle(center: Point(c.x - 4, c.y), radius: 5, lineWidth: 2, color: w)
            canvas.circle(center: Point(c.x + 4, c.y), radius: 5, lineWidth: 2, color: w)
        case .styleLab:
            // Three sliders, their thumbs at different values: a table of numbers to tune.
            for (i, x) in [-4.0, 5.0, -1.0].enumerated() {
                let y = c.y - 6 + 6 * Double(i)
                canvas.line(from: Point(c.x - 9, y), to: Point(c.x + 9, y), width: 1.5, color: w)
                canvas.circle(center: Point(c.x + x, y), radius: 2.5, color: w)
            }
        case .about:
            canvas.circle(center: Point(c.x, c.y - 6), radius: 1.8, color: w)
            canvas.fill(Rect(c.x - 1.5, c.y - 2, 3, 10), radius: 1.5, color: w)
        }
    }
}
