@testable import AppStore
import SimKit
import Testing
import TestSupport

/// A tuned number changes what the transition does: each style's present, and the zoom's dismiss,
/// run for as long as the tuned duration says, on the virtual clock.
@Suite("Tuned motion")
@MainActor
struct TunedMotionTests {
    /// Seconds from the tap's release until no transition runs.
    func presentSeconds(_ style: CardTransitionStyle, _ tuning: StyleTuning) throws -> Double {
        let scene = try TestScenes.appStore(style: style)
        scene.settings.tuning = tuning
        let clock = FrameStepper(scene: scene, fps: 60)
        clock.tap(try #require(scene.inspector.pointForCard(1)))
        let t0 = clock.time
        while scene.inspector.traceState().transition != nil && clock.time - t0 < 10 { clock.step() }
        #expect(scene.inspector.traceState().screen == "story", "\(style) opened")
        return clock.time - t0
    }

    @Test("each style's present lasts as long as its tuned duration",
          arguments: [("appstore", "present.duration", 0.6), ("expand", "present.fillDuration", 1.0),
                      ("sheet", "present.duration", 1.0), ("slide", "duration", 0.3), ("zoom", "present.duration", 0.5)])
    func presentFollowsTuning(style: String, name: String, base: Double) throws {
        let s = try #require(CardTransitionStyle(rawValue: style))
        var tuned = StyleTuning()
        try tuned.set("\(style).\(name)", to: base * 2)
        let plain = try presentSeconds(s, StyleTuning())
        let slow = try presentSeconds(s, tuned)
        // The present is `base` longer (a frame either way for where the last frame falls).
        #expect(abs((slow - plain) - base) <= 1.5 / 60, "\(style): \(plain) s, tuned \(slow) s")
    }

    @Test("set param reaches the next transition, not the one running")
    func setParamAppliesNext() throws {
        let scene = try TestScenes.appStore(style: .zoom)
        scene.apply(.param("zoom.present.duration", 1.5))
        #expect(scene.settings.tuning.value(of: "zoom.present.duration") == 1.5)
        #expect(scene.root.tuning.parameters(for: .zoom)["present.duration"] == 1.5)
        #expect(scene.sceneSettings.contains(.param("zoom.present.duration", 1.5)), "a take writes it")
        scene.apply(.param("zoom.nope", 1))
        #expect(scene.settings.tuning.values.count == 1, "an unknown name changes nothing")
    }
}
