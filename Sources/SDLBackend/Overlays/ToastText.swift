import Foundation
import Playback

/// The window's own words, its toasts, in the scene's language (`set lang`, Settings › Language):
/// a Korean session reads Korean toasts, as it reads every other label.
///
///     show(ToastText(scene: scene).slowAnimations(on: true))
struct ToastText {
    let korean: Bool

    init(korean: Bool) { self.korean = korean }

    @MainActor
    init(scene: Scene?) {
        korean = (scene as? SettingsScene)?.sceneSettings.contains(.language("ko")) ?? false
    }

    private func pick(_ en: String, _ ko: String) -> String { korean ? ko : en }

    var bezelAfterTake: String { pick("The bezel changes after the recording (Ctrl+R)", "베젤은 녹화가 끝나면 바뀝니다 (Ctrl+R)") }
    var deviceAfterTake: String { pick("The device changes after the recording (Ctrl+R)", "기기는 녹화가 끝나면 바뀝니다 (Ctrl+R)") }
    var scriptForAnotherDevice: String {
        pick("Script stopped: it was written for another device", "스크립트를 멈췄습니다: 다른 기기용으로 쓰였습니다")
    }
    func slowAnimations(on: Bool) -> String {
        on ? pick("Slow animations on (10×)", "느린 애니메이션 켬 (10×)") : pick("Slow animations off", "느린 애니메이션 끔")
    }
    /// The first frame's notice of slow animations stored last run.
    var slowAtLaunch: String { pick("Slow animations on: T to turn off", "느린 애니메이션 켜짐: T로 끄기") }
    func paused(_ on: Bool) -> String {
        on ? pick("Paused — press . to step", "일시 정지 — . 키로 한 프레임씩") : pick("Resumed", "다시 재생")
    }
    func style(_ title: String, key n: Int) -> String { pick("Card transition: \(title) (Ctrl+\(n))", "카드 전환: \(title) (Ctrl+\(n))") }
    var youHaveControl: String { pick("Script stopped — you have control", "스크립트를 멈췄습니다 — 직접 조작하세요") }
    /// "Saved NAME in ~/Pictures": the name and the folder, so they wrap between the two.
    @MainActor
    func saved(_ path: String, andScript: Bool = false) -> String {
        let url = URL(fileURLWithPath: path)
        let name = url.lastPathComponent, folder = LiveRunner.shown(url.deletingLastPathComponent().path)
        return pick(LiveRunner.saved(path, also: andScript ? "and its replayable script" : nil),
                    andScript ? "\(folder)에 \(name)과 재생 스크립트를 저장했습니다" : "\(folder)에 \(name)을(를) 저장했습니다")
    }
    var screenshotFailed: String { pick("Screenshot failed", "스크린샷을 저장하지 못했습니다") }
    func recording(_ size: String) -> String { pick("Recording \(size)… Ctrl+R stops", "녹화 중 \(size)… Ctrl+R로 멈춤") }
    var cannotRecord: String { pick("Cannot record", "녹화할 수 없습니다") }
    var recordingFailed: String { pick("Recording failed", "녹화에 실패했습니다") }
    func playing(_ file: String) -> String { pick("Playing \(file) — click to take over", "\(file) 재생 중 — 클릭하면 직접 조작합니다") }
    /// The launch's word on the renderer, only where the window is not where a user would expect
    /// it, on the GPU: `auto` chose software over OpenGL drawn on the CPU, or there is no OpenGL.
    /// A renderer asked for, or the GPU, is said by `-v` alone: a toast at every launch would be
    /// noise, and a renderer's name is not the phone's business.
    func rendererNotice(_ name: String, _ choice: RendererChoice) -> String? {
        switch choice.reason {
        case .asked, .gpu: return nil
        case .cpuRasterizer(let gl):
            let short = gl.split(separator: " ").first.map(String.init) ?? gl
            return pick("Renderer: software (OpenGL here is \(short), drawn on the CPU)",
                        "렌더러: 소프트웨어 (이 OpenGL은 CPU로 그리는 \(short))")
        case .noOpenGL: return pick("Renderer: software (no OpenGL)", "렌더러: 소프트웨어 (OpenGL 없음)")
        }
    }
    var scriptFinished: String { pick("Script finished", "스크립트가 끝났습니다") }
    /// The first run's word on how to see the keys.
    var greeting: String { pick("Press ? to see the keys", "? 키를 누르면 키 목록이 보입니다") }
    /// L with no transition seen yet.
    var nothingToLoop: String { pick("Nothing to loop yet: open a card first", "아직 반복할 전환이 없습니다: 먼저 카드를 여세요") }
    /// The loop turned on, for the style named `title` (`TimelineText.title(of:)`).
    func looping(_ title: String) -> String { pick("Looping \(title) — L to stop", "\(title) 반복 중 — L로 멈춤") }
    /// Paused part way through a transition: what has run of it loops.
    func loopingSoFar(_ title: String) -> String {
        pick("Looping \(title) as far as it has run — L to stop", "\(title)의 지금까지 부분 반복 중 — L로 멈춤")
    }
    var loopOff: String { pick("Loop off", "반복 끔") }
}
