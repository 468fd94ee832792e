import SimKit
import Playback

/// The window's keys, listed on a sheet that `?` or F1 shows, as an iOS sheet rises over what is
/// behind it: a dimmed screen, a rounded panel from the bottom with a grabber, one row a key. Like
/// the toast it is drawn in the window only, never in a recording or a screenshot. It speaks the
/// scene's language and takes its appearance, as every other sheet does; a description too long
/// for its column wraps.
@MainActor
enum KeyHelp {
    /// Each key and what it does, in the window's words.
    static let rows: [(key: String, does: String)] = [
        ("Drag, wheel", "Touch and scroll, like a finger"),
        ("Esc", "Close a story, go back"),
        ("Ctrl+S", "Screenshot"),
        ("Ctrl+R", "Start or stop recording"),
        ("Ctrl+T or T", "Slow animations (10×)"),
        ("Ctrl+1, 2, …", "Transition for the next card"),
        ("Space", "Pause; show the timeline"),
        (". and ,", "Step a frame forward, back"),
        ("Home, End, L", "Timeline's ends; loop"),
        ("? or F1", "Show or hide these keys"),
        ("Ctrl+Q", "Quit"),
    ]
    /// The rows in Korean, by their English key; a row without one stays English.
    static let korean: [String: (key: String, does: String)] = [
        "Drag, wheel": ("드래그, 휠", "손가락처럼 터치하고 스크롤"),
        "Esc": ("Esc", "이야기 닫기, 뒤로 가기"),
        "Ctrl+S": ("Ctrl+S", "스크린샷"),
        "Ctrl+R": ("Ctrl+R", "녹화 시작 또는 멈춤"),
        "Ctrl+T or T": ("Ctrl+T 또는 T", "느린 애니메이션 (10×)"),
        "Ctrl+1, 2, …": ("Ctrl+1, 2, …", "다음 카드의 전환 스타일"),
        "Space": ("Space", "일시 정지, 타임라인 보기"),
        ". and ,": (". 과 ,", "한 프레임 앞으로, 뒤로"),
        "Home, End, L": ("Home, End, L", "타임라인 처음과 끝; 반복"),
        "? or F1": ("? 또는 F1", "이 키 목록 보기 또는 숨기기"),
        "Ctrl+Q": ("Ctrl+Q", "종료"),
    ]

    /// The sheet's words and colours: its language and appearance.
    @MainActor
    struct Look {
        var korean = false
        var dark = false

        /// The scene's language and appearance (Automatic draws light: the runner does not know the
        /// desktop's).
        init(scene: Scene?) {
            let settings = (scene as? SettingsScene)?.sceneSettings ?? []
            korean = settings.contains(.language("ko"))
            dark = settings.contains(.appearance("dark"))
        }

        init(korean: Bool = false, dark: Bool = false) { self.korean = korean; self.dark = dark }

        var title: String { korean ? "키" : "Keys" }
        var rows: [(key: String, does: String)] {
            korean ? KeyHelp.rows.map { KeyHelp.korean[$0.key] ?? $0 } : KeyHelp.rows
        }
        /// iOS's sheet colours: grouped background and rows, elevated in Dark.
        var panel: Color { dark ? Color(hex: 0x1C1C1E) : Color(hex: 0xF2F2F7) }
        var list: Color { dark ? Color(hex: 0x2C2C2E) : .white }
        var grabber: Color { dark ? Color(hex: 0x48484A) : Color(hex: 0xC7C7CC) }
        var label: Color { dark ? .white : .black }
        var secondary: Color { dark ? Color(hex: 0xEBEBF5, alpha: 0.6) : Color(hex: 0x3C3C43) }
    }

    static let titleFont = Font(size: 17, weight: .semibold), keyFont = Font(size: 15, weight: .semibold)
    static let textFont = Font(size: 15, weight: .regular)
    /// Points: the row height, the panel's side margin and its top corners' radius (iOS's sheet).
    static let rowHeight = 36.0, margin = 20.0, cornerRadius = 10.0

    /// The sheet over a screen of `screen` points, in `look`.
    static func commands(screen: Size, measurer: TextMeasurer, look: Look = Look()) -> [DrawCommand] {
        let rows = look.rows
        let keyColumn = margin + 16, textColumn = margin + 120
        let textWidth = screen.width - margin - 16 - textColumn
        let lh = measurer.lineHeight(of: textFont)
        let wrapped = rows.map { TextLayout.wrap($0.does, font: textFont, width: textWidth, measurer: measurer, maxLines: 3) }
        let heights = wrapped.map { max(rowHeight, lh * Double($0.count) + 16) }
        let listHeight = heights.reduce(0, +)
        let height = 72 + listHeight + 40
        let panel = Rect(0, screen.height - height, screen.width, height + cornerRadius)
        var out: [DrawCommand] = [
            .fill(RoundedRect(Rect(0, 0, screen.width, screen.height)), Color(white: 0, alpha: 0.4)),
            .fill(RoundedRect(panel, radius: cornerRadius), look.panel),
            .fill(RoundedRect(Rect(screen.width / 2 - 18, panel.minY + 6, 36, 5), radius: 2.5), look.grabber),
        ]
        let tw = measurer.size(of: look.title, font: titleFont).width
        out.append(.text(TextRun(look.title, font: titleFont, color: look.label, origin: Point((screen.width - tw) / 2, panel.minY + 24))))
        let listTop = panel.minY + 60
        out.append(.fill(RoundedRect(Rect(margin, listTop, screen.width - 2 * margin, listHeight), radius: 10), look.list))
        var y = listTop
        for (i, row) in rows.enumerated() {
            let h = heights[i]
            let top = y + (h - lh * Double(wrapped[i].count)) / 2
            out.append(.text(TextRun(row.key, font: keyFont, color: look.label, origin: Point(keyColumn, top))))
            for (k, line) in wrapped[i].enumerated() {
                out.append(.text(TextRun(line, font: textFont, color: look.secondary, origin: Point(textColumn, top + lh * Double(k)))))
            }
            if i < rows.count - 1 {
                out.append(.fill(RoundedRect(Rect(keyColumn, y + h - 0.5, screen.width - margin - keyColumn, 0.5)),
                                 Color.separator))
            }
            y += h
        }
        return out
    }
}
