@testable import AppStore
import SimKit
import Testing
import TestSupport

/// A monkey on every device: thousands of random taps, drags, wheel notches and keys, anywhere on
/// the screen and at any moment, in every style. The trace stays finite on every frame and the app
/// comes to rest at the end.
@Suite("Devices: a monkey run on each")
@MainActor
struct DeviceMonkeyTests {
    /// SplitMix64: the same events every run.
    struct Seeded: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// Every number in a trace state, found by reflection (the JSON writer turns a NaN into null,
    /// so the line itself would hide one).
    func numbers(_ value: Any) -> [Double] {
        if let d = value as? Double { return [d] }
        return Mirror(reflecting: value).children.flatMap { numbers($0.value) }
    }

    @Test("2,000 random events, every trace number finite, at rest at the end", arguments: Device.all)
    func monkey(device: Device) throws {
        var config = AppConfiguration(deck: try TestScenes.deck())
        config.device = device
        let scene = AppStoreScene(configuration: config, measurer: FixedWidthTextMeasurer(), images: FixedImageCatalog())
        let clock = FrameStepper(scene: scene)
        var rng = Seeded(state: UInt64(device.size.width * 1000 + device.size.height))
        let w = device.size.width, h = device.size.height
        func point() -> Point { Point(Double.random(in: 0...w, using: &rng), Double.random(in: 0...h, using: &rng)) }
        let styles = CardTransitionStyle.allCases
        var events = 0, frames = 0
        while events < 2_000 {
            let t = clock.time
            switch Int.random(in: 0..<10, using: &rng) {
            case 0..<4:
                clock.send(.pointerDown(point(), time: t))
                _ = clock.step()
                clock.send(.pointerUp(point(), time: clock.time))
            case 4..<6:
                clock.drag(from: point(), to: point(), duration: Double.random(in: 0.02...0.4, using: &rng))
            case 6:
                clock.send(.wheel(dx: 0, dy: Double.random(in: -120...120, using: &rng), at: point(), time: t))
            case 7:
                clock.send(.key(.escape, time: t))
            case 8:
                scene.apply(.style(styles[Int.random(in: 0..<styles.count, using: &rng)].rawValue))
            default:
                clock.send(.pointerCancel(time: t))
            }
            events += 1
            for _ in 0..<Int.random(in: 0...6, using: &rng) {
                let state = clock.step()
                frames += 1
                guard numbers(state).allSatisfy({ $0.isFinite }) else {
                    Issue.record("\(device): not finite at frame \(frames): \(state)")
                    return
                }
            }
        }
        clock.send(.pointerCancel(time: clock.time))
        clock.settle(limit: 30)
        #expect(scene.isIdle, "\(device): still moving after the monkey: \(scene.inspector.traceState())")
        let finite = numbers(scene.inspector.traceState()).allSatisfy { $0.isFinite }
        #expect(finite, "\(device): a number in the last trace is not finite")
    }
}
