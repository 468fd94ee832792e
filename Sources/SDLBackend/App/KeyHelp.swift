import SimKit

/// The window's keys, listed on a sheet that `?` or F1 shows, as an iOS sheet rises over what is
/// behind it: a dimmed screen, a rounded panel from the bottom with a grabber, one row a key. Like
/// the toast it is drawn in the window only, never in a recording or a screenshot.
@MainActor
enum KeyHelp {
    /// Each key and what it does, in the window's words.
    static let rows: [(key: String, does: String)] = [
        ("Drag, wheel", "Touch and scroll, like a finger"),
        ("Esc", "Close a story, go back"),
        ("Ctrl+S", "Screenshot"),
        ("Ctrl+R", "Start or stop recording"),
        ("Ctrl+T or T", "Slow animations (10×)"),
        ("Ctrl+1, 2, …", "Card transition style, in Settings' order"),
        ("Space", "Pause and show the timeline"),
        (". and ,", "Step a frame forward, back"),
        ("Home, End, L", "Timeline: first, last frame; loop"),
        ("? or F1", "Show or hide these keys"),
        ("Ctrl+Q", "Quit"),
    ]

    static let titleFont = Font(size: 17, weight: .semibold), keyFont = Font(size: 15, weight: .semibold)
    static let textFont = Font(size: 15, weight: .regular)
    /// Points: the row height, the panel's side margin and its top corners' radius (iOS's sheet).
    static let rowHeight = 36.0, margin = 20.0, cornerRadius = 10.0

    /// The sheet over a screen of `screen` points.
    static func commands(screen: Size, measurer: TextMeasurer) -> [DrawCommand] {
        let height = 72 + rowHeight * Double(rows.count) + 40
        let panel = Rect(0, screen.height - height, screen.width, height + cornerRadius)
        var out: [DrawCommand] = [
            .fill(RoundedRect(Rect(0, 0, screen.width, screen.height)), Color(white: 0, alpha: 0.4)),
            .fill(RoundedRect(panel, radius: cornerRadius), Color(hex: 0xF2F2F7)),
            .fill(RoundedRect(Rect(screen.width / 2 - 18, panel.minY + 6, 36, 5), radius: 2.5), Color(hex: 0xC7C7CC)),
        ]
        let title = "Keys"
        let tw = measurer.size(of: title, font: titleFont).width
        out.append(.text(TextRun(title, font: titleFont, color: .black, origin: Point((screen.width - tw) / 2, panel.minY + 24))))
        let listTop = panel.minY + 60
        out.append(.fill(RoundedRect(Rect(margin, listTop, screen.width - 2 * margin, rowHeight * Double(rows.count)), radius: 10), .white))
        let keyColumn = margin + 16, textColumn = margin + 120
        for (i, row) in rows.enumerated() {
            let y = listTop + rowHeight * Double(i)
            let lh = measurer.lineHeight(of: textFont)
            out.append(.text(TextRun(row.key, font: keyFont, color: .black, origin: Point(keyColumn, y + (rowHeight - lh) / 2))))
            out.append(.text(TextRun(row.does, font: textFont, color: Color(hex: 0x3C3C43),
                                     origin: Point(textColumn, y + (rowHeight - lh) / 2))))
            if i < rows.count - 1 {
                out.append(.fill(RoundedRect(Rect(keyColumn, y + rowHeight - 0.5, screen.width - margin - keyColumn, 0.5)),
                                 Color.separator))
            }
        }
        return out
    }
}
