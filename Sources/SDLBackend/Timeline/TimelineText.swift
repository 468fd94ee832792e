import Playback

/// The timeline panel's words in the scene's language (`set lang`, Settings › Language), as the
/// toasts and the keys sheet speak it: a Korean session reads a Korean panel.
///
///     TimelinePanel(span: span, screen: screen, time: t, loops: false, text: TimelineText(scene: scene))
struct TimelineText {
    let korean: Bool
    /// Each style's title by its name, as Settings lists them; a style not listed shows its name.
    let styleTitles: [String: String]

    init(korean: Bool = false, styleTitles: [String: String] = [:]) {
        self.korean = korean
        self.styleTitles = styleTitles
    }

    @MainActor
    init(scene: Scene?) {
        let settings = scene as? SettingsScene
        korean = settings?.sceneSettings.contains(.language("ko")) ?? false
        styleTitles = Dictionary((settings?.styleChoices ?? []).map { ($0.name, $0.title) }, uniquingKeysWith: { a, _ in a })
    }

    private func pick(_ en: String, _ ko: String) -> String { korean ? ko : en }

    /// The style called `name` as Settings titles it in Korean; in English its name, as the trace
    /// and `--style` write it.
    func title(of name: String) -> String { korean ? styleTitles[name] ?? name : name }

    /// "Paused · sheet present", "일시 정지 · 시트 열기".
    func title(style: String, direction: String) -> String {
        guard korean else { return "Paused · \(style) \(direction)" }
        let way = ["present": "열기", "dismiss": "닫기", "push": "들어가기", "pop": "돌아가기"][direction] ?? direction
        return "일시 정지 · \(title(of: style)) \(way)"
    }

    /// Where the playhead is in the span: "0.300 s of 0.600 s", "0.300초 / 0.600초".
    func clock(_ t: Double, of duration: Double) -> String {
        let (a, b) = (String(format: "%.3f", t), String(format: "%.3f", duration))
        return pick("\(a) s of \(b) s", "\(a)초 / \(b)초")
    }

    var loop: String { pick("Loop", "반복") }

    /// A curve's name in the legend, by its English one.
    func curve(_ label: String) -> String {
        guard korean else { return label }
        return ["top": "위쪽", "height": "높이", "radius": "모서리", "alpha": "불투명도", "scale": "배율", "blur": "흐림"][label] ?? label
    }

    var hint: String {
        pick("drag to scrub · , . a frame · Home End · L loop · Space plays",
             "드래그로 이동 · , . 한 프레임 · Home End · L 반복 · Space 재생")
    }
}
