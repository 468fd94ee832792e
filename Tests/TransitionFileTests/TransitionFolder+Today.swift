@testable import AppStore
import SimKit
import Testing
import TestSupport
import TransitionFile

extension TransitionFolder {
    /// Compiles `text` as the file `name` in this folder, and runs `body` with it registered as a
    /// style that ``todayScene(style:)`` can show.
    @MainActor
    func registered(_ name: String, _ text: String, _ body: @MainActor () throws -> Void) throws {
        let library = try loader.load(try write(name, text)).library
        let style = TransitionStyleDescriptor.userFile(name: name) { library.makeDelegate()! }
        try TransitionStyleRegistry.$current.withValue(.current.adding(style)) { try body() }
    }
}

extension TestScenes {
    /// Today in `style`, with a frame stepper at time 0, after a tap on card 1 (the present starts).
    @MainActor
    static func tappedFirstCard(style: String) throws -> (AppStoreScene, FrameStepper) {
        let scene = try appStore()
        scene.apply(.style(style))
        let stepper = FrameStepper(scene: scene)
        stepper.tap(try #require(scene.inspector.pointForCard(1)))
        return (scene, stepper)
    }
}
