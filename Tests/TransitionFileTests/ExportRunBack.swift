@testable import AppStore
import SimKit
import TestSupport
import TransitionFile

/// A built-in style beside its own `--export uikit` file, the file loaded as a user's transition
/// (what `cardsim styles STYLE --export uikit > F.swift && cardsim --transition F.swift` runs): both
/// play the same input on a fresh Today at the same frame rate, and their traces are compared frame
/// by frame. The export is made by the code `cardsim styles` prints with, at the style's defaults.
///
///     let runBack = try ExportRunBack(.expand)
///     let (builtIn, file) = try runBack.play(fps: 60) { try ExportRunBack.presentAndClose($0, $1) }
///     #expect(ExportRunBack.differences(builtIn, file).isEmpty)
@MainActor
final class ExportRunBack {
    let style: CardTransitionStyle
    /// The export's file name: the style's name while the file runs.
    let fileName: String
    /// The export's text.
    let code: String
    private let folder: TransitionFolder
    private let library: TransitionLibrary

    /// Exports `style` and compiles and loads the file; a file that does not compile throws
    /// swiftc's errors.
    init(_ style: CardTransitionStyle) throws {
        self.style = style
        folder = try TransitionFolder()
        fileName = "\(style.rawValue.prefix(1).uppercased())\(style.rawValue.dropFirst())Export.swift"
        code = StyleCode.file(for: style, parameters: StyleTuning().parameters(for: style), flavor: .uikit)
        library = try folder.loader.load(try folder.write(fileName, code)).library
    }

    /// Runs `body` on a fresh Today with the built-in style, then on another with the exported file,
    /// each on a clock of `fps` frames a second, and returns what each run gave.
    func play<T>(fps: Double, _ body: (AppStoreScene, FrameStepper) throws -> T) throws -> (builtIn: T, file: T) {
        let library = library
        let descriptor = TransitionStyleDescriptor.userFile(name: fileName) { library.makeDelegate()! }
        return try TransitionStyleRegistry.$current.withValue(.current.adding(descriptor)) {
            (try run(style.rawValue, fps: fps, body), try run(fileName, fps: fps, body))
        }
    }

    private func run<T>(_ styleName: String, fps: Double, _ body: (AppStoreScene, FrameStepper) throws -> T) throws -> T {
        let scene = try TestScenes.appStore()
        scene.apply(.style(styleName))
        let clock = FrameStepper(scene: scene, fps: fps)
        return try body(scene, clock)
    }

    /// How long a present or a close is given: longer than any style's, and the same for both
    /// runs (a scene's idleness is not: the built-in may keep chrome moving after its transition).
    static let settleTime = 2.5

    /// Steps until `seconds` have passed since `start`.
    static func wait(_ clock: FrameStepper, from start: Double, _ seconds: Double) {
        while clock.time < start + seconds - 1e-9 { clock.step() }
    }

    /// Every frame's trace through a tap on card 1 and the present, then Esc and the close.
    static func presentAndClose(_ scene: AppStoreScene, _ clock: FrameStepper) throws -> [TraceState] {
        try presentAndClose(scene, clock) { scene.inspector.traceState() }
    }

    /// What `frame` says of every frame through a tap on card 1 and the present, then Esc and the
    /// close, with the tap's lift and the Esc arriving inside a frame, drawn right after them, as
    /// the program delivers input (`FrameStepper.step(_:)`): a frame where a transition starts is
    /// drawn before the clock moves again.
    static func presentAndClose<T>(_ scene: AppStoreScene, _ clock: FrameStepper, _ frame: @escaping () -> T) throws -> [T] {
        var states: [T] = []
        clock.onFrame = { states.append(frame()) }
        guard let card = scene.inspector.pointForCard(1) else { return [] }
        func next() -> Double { Double(clock.frame + 1) / clock.fps }
        var start = clock.time
        clock.send(.pointerDown(card, time: clock.time))
        for _ in 0..<Int((0.08 * clock.fps).rounded()) - 1 { clock.step() }
        clock.step([.pointerUp(card, time: next())])
        wait(clock, from: start, settleTime)
        start = clock.time
        clock.step([.key(.escape, time: next())])
        wait(clock, from: start, settleTime)
        clock.onFrame = nil
        return states
    }

    /// What a drag on the open story did: every frame from the touch down until the scene settled
    /// after the release, and the screen it settled on.
    struct DragRun {
        var frames: [TraceState]
        var held: TraceState
        var settled: TraceState
    }

    /// Presents card 1, lets it settle, then drags straight down from 300 pt to `to` over
    /// `duration` seconds, holds, lets go and settles.
    static func dragDown(to y: Double, duration: Double) -> (AppStoreScene, FrameStepper) throws -> DragRun {
        { scene, clock in
            guard let card = scene.inspector.pointForCard(1) else { throw RunBackError.noCard }
            clock.tap(card)
            wait(clock, from: 0, settleTime)
            var frames: [TraceState] = []
            clock.onFrame = { frames.append(scene.inspector.traceState()) }
            let from = Point(scene.device.size.width / 2, 300), to = Point(from.x, y)
            clock.drag(from: from, to: to, duration: duration, release: false)
            let held = scene.inspector.traceState()
            clock.send(.pointerUp(to, time: clock.time))
            wait(clock, from: clock.time, settleTime)
            clock.onFrame = nil
            return DragRun(frames: frames, held: held, settled: scene.inspector.traceState())
        }
    }

    enum RunBackError: Error { case noCard }

    /// The images a frame draws (by name), and whether it draws words, inside layers too: what a
    /// frame shows whatever its geometry. A story drawn blank for a frame (its views not yet laid
    /// out) lacks its artwork.
    static func content(of commands: [DrawCommand]) -> Set<String> {
        var out: Set<String> = []
        for command in commands {
            switch command {
            case .image(let name, _, _, _): out.insert("image \(name)")
            // Where each line breaks is left out: a built-in may lay its story out anew at each
            // size (words rewrap as the card grows) where its export scales one layout.
            case .text: out.insert("words")
            case .layer(let layer): out.formUnion(content(of: layer.content))
            default: break
            }
        }
        return out
    }

    /// Where two runs part, one line a frame: the screen, whether a transition runs and which way,
    /// and the card's frame and corner radius within `points`, its opacity within `alpha`.
    /// Empty when they agree on every frame.
    /// With `transitions: false` only the screen and the card are compared.
    static func differences(_ builtIn: [TraceState], _ file: [TraceState], points: Double = 0.5,
                            alpha: Double = 0.01, transitions: Bool = true) -> [String] {
        var out: [String] = []
        if builtIn.count != file.count { out.append("frames: built-in \(builtIn.count), file \(file.count)") }
        for (k, (a, b)) in zip(builtIn, file).enumerated() {
            var parts: [String] = []
            if a.screen != b.screen { parts.append("screen \(a.screen) / \(b.screen)") }
            if transitions, a.transition?.direction != b.transition?.direction {
                parts.append("transition \(a.transition.map { "\($0.direction)" } ?? "none") / \(b.transition.map { "\($0.direction)" } ?? "none")")
            }
            switch (a.card, b.card) {
            case (nil, nil): break
            case let (x?, y?):
                let geometry = [("x", x.x, y.x), ("y", x.y, y.y), ("w", x.w, y.w), ("h", x.h, y.h), ("radius", x.radius, y.radius)]
                for (name, u, v) in geometry where abs(u - v) > points { parts.append("\(name) \(u) / \(v)") }
                if abs(x.alpha - y.alpha) > alpha { parts.append("alpha \(x.alpha) / \(y.alpha)") }
            default:
                parts.append("card \(a.card == nil ? "none" : "shown") / \(b.card == nil ? "none" : "shown")")
            }
            if !parts.isEmpty { out.append("frame \(k): " + parts.joined(separator: ", ")) }
        }
        return out
    }
}
