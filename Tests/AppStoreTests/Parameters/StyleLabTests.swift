@testable import AppStore
import Motion
import SimKit
import Testing
import TestSupport

/// The Style Lab: the selected style's whole table as sliders with their sources, built from the
/// table; a slider changes the next transition; Reset, Copy as UIKit / SwiftUI, Save Preset.
@Suite("Style Lab")
@MainActor
struct StyleLabTests {
    final class Clipboard: Pasteboard {
        var text: String?
        func setString(_ s: String) { text = s }
    }

    func rig(style: CardTransitionStyle) throws -> (AppStoreScene, StyleLabViewController, Window) {
        let scene = try TestScenes.appStore(style: style)
        let lab = scene.makeStyleLab()
        let window = Window(size: Metrics.standard.screen)
        lab.view.frame = window.bounds
        window.addSubview(lab.view)
        window.advance(to: 0)
        return (scene, lab, window)
    }

    @Test("a row for each of the style's parameters, with its source under it", arguments: ["appstore", "expand", "sheet", "slide", "zoom"])
    func rowsFromTheTable(style: String) throws {
        let s = try #require(CardTransitionStyle(rawValue: style))
        let (_, lab, _) = try rig(style: s)
        let table = try #require(s.descriptor).parameters
        #expect(lab.rows.map(\.parameter.name) == table.parameters.map(\.name))
        for row in lab.rows {
            #expect(row.slider.value == row.parameter.value)
            #expect(row.captionLabel.text.hasPrefix(row.parameter.source.kind + ": "), "\(row.captionLabel.text)")
        }
        #expect(lab.scroll.contentSize.height > lab.view.bounds.height, "the table scrolls")
    }

    @Test("a slider tunes the next transition; Reset brings back the table's numbers")
    func sliderAndReset() throws {
        let (scene, lab, _) = try rig(style: .zoom)
        let row = try #require(lab.rows.first { $0.parameter.name == "present.damping" })
        row.slider.value = 0.5
        row.slider.onValueChanged?(0.5)
        #expect(scene.settings.tuning.value(of: "zoom.present.damping") == 0.5)
        #expect(scene.root.tuning.parameters(for: .zoom)["present.damping"] == 0.5)
        #expect(row.valueLabel.text.hasSuffix("•"), "a tuned value is marked")
        lab.reset()
        #expect(scene.settings.tuning == StyleTuning() && row.slider.value == 0.85)
    }

    @Test("the plot draws the spring and the curve the table declares, whatever they are called")
    func plotFollowsTheDeclaredParameters() throws {
        // The scene owns the numbers the Lab draws: it is kept for the whole test.
        let (scene, lab, _) = try rig(style: .slide)
        defer { withExtendedLifetime(scene) {} }
        #expect(lab.plot.curves == PlotCurves(springDuration: 0.3, damping: 1, velocity: 0, curveDuration: 0.3))
        let damping = try #require(lab.rows.first { $0.parameter.name == "settle.damping" })
        damping.slider.value = 0.4
        damping.slider.onValueChanged?(0.4)
        #expect(lab.plot.curves.damping == 0.4)
        let curve = try #require(lab.rows.first { $0.parameter.name == "duration" })
        curve.slider.value = 0.9
        curve.slider.onValueChanged?(0.9)
        #expect(lab.plot.curves.curveDuration == 0.9 && lab.plot.curves.velocity == 0)
    }

    @Test("Copy as UIKit and as SwiftUI put the style's file, with the tuned numbers, on the clipboard")
    func copies() throws {
        let (scene, lab, _) = try rig(style: .sheet)
        let clipboard = Clipboard()
        scene.pasteboard = clipboard
        scene.printText = { _ in }
        let row = try #require(lab.rows.first { $0.parameter.name == "presenter.minScale" })
        row.slider.value = 0.8
        row.slider.onValueChanged?(0.8)
        lab.copyCode(.uikit)
        #expect(clipboard.text?.contains("NonModalViewMinScale: CGFloat = 0.8") == true)
        lab.copyCode(.swiftUI)
        #expect(clipboard.text?.contains("import SwiftUI") == true && clipboard.text?.contains("0.8") == true)
    }

    /// Presets kept in memory, as the executable keeps them in files.
    final class Shelf: PresetLibrary {
        var files: [String: StyleTuning] = [:]
        var stored: String??
        func presetNames() -> [String] { files.keys.sorted() }
        func loadPreset(named name: String) -> StyleTuning? { files[name] }
        func savePreset(_ tuning: StyleTuning, style: CardTransitionStyle) -> String? {
            let name = "\(style.rawValue)-\(files.count + 1).json"
            files[name] = tuning
            return name
        }
        func storeChoice(_ name: String?) { stored = .some(name) }
    }

    @Test("Save Preset saves the tuning and makes it the chosen preset, stored for the next launch")
    func savePreset() throws {
        let (scene, lab, _) = try rig(style: .slide)
        let shelf = Shelf()
        scene.presets = shelf
        let row = try #require(lab.rows.first { $0.parameter.name == "duration" })
        row.slider.value = 0.5
        row.slider.onValueChanged?(0.5)
        lab.save()
        #expect(shelf.files["slide-1.json"]?.value(of: "slide.duration") == 0.5)
        #expect(scene.settings.preset == "slide-1.json" && shelf.stored == .some("slide-1.json"))
    }

    @Test("without a library (headless) Save Preset saves nothing and chooses nothing")
    func savePresetHeadless() throws {
        let (scene, lab, _) = try rig(style: .slide)
        lab.save()
        #expect(scene.settings.preset == nil)
    }

    @Test("The preset list shows None and the saved presets; a choice loads its numbers and is stored")
    func choosePreset() throws {
        let scene = try TestScenes.appStore(style: .zoom)
        let shelf = Shelf()
        var soft = StyleTuning()
        try soft.set("zoom.present.damping", to: 0.6)
        shelf.files = ["zoom-1.json": soft, "zoom-2.json": StyleTuning()]
        scene.presets = shelf
        let list = ChoiceListViewController(navigator: scene.root.settingsTab, kind: .preset)
        let items = list.sections().flatMap(\.items)
        #expect(items.map(\.title) == ["None", "zoom-1", "zoom-2"])
        #expect(items.first?.accessory == .checkmark(true))
        items[1].action?()
        #expect(scene.settings.preset == "zoom-1.json" && shelf.stored == .some("zoom-1.json"))
        #expect(scene.root.tuning.parameters(for: .zoom)["present.damping"] == 0.6, "the next zoom runs on the preset")
        #expect(list.sections().flatMap(\.items)[1].accessory == .checkmark(true))
        items[0].action?()
        #expect(scene.settings.preset == nil && scene.settings.tuning == StyleTuning() && shelf.stored == .some(nil))
        // A preset that went missing changes nothing.
        shelf.files["zoom-1.json"] = nil
        scene.choosePreset("zoom-1.json")
        #expect(scene.settings.preset == nil)
    }

    @Test("the Style Lab's Preset row opens the saved presets; a choice there moves the Lab's sliders")
    func presetRowInTheLab() throws {
        let f = try SettingsFixture()
        let shelf = Shelf()
        var soft = StyleTuning()
        try soft.set("appstore.present.damping", to: 0.6)
        shelf.files = ["appstore-1.json": soft]
        f.scene.presets = shelf
        f.tapRow("styleLab")
        let lab = try #require(f.nav.topViewController as? StyleLabViewController)
        #expect(lab.presetRow.valueLabel.text == "None")
        f.clock.tap(lab.presetRow.screenRect.center)
        f.clock.settle()
        #expect(f.top.screenName == "preset")
        f.tapRow("appstore-1.json")
        #expect(f.scene.settings.preset == "appstore-1.json")
        // Back in the Lab, the row it was opened from lets go of its highlight.
        f.nav.popViewController(animated: true)
        f.clock.settle()
        #expect(f.nav.topViewController === lab && !lab.presetRow.isHighlighted)
        let damping = try #require(lab.rows.first { $0.parameter.name == "present.damping" })
        #expect(damping.slider.value == 0.6 && lab.presetRow.valueLabel.text == "appstore-1")
    }

    @Test("a flick through the Lab keeps the scene busy until its list stops, as Today's does")
    func flickedLabIsNotIdle() throws {
        let f = try SettingsFixture()
        f.tapRow("styleLab")
        let lab = try #require(f.nav.topViewController as? StyleLabViewController)
        f.clock.drag(from: Point(195, 700), to: Point(195, 300), duration: 0.1)
        #expect(lab.scroll.isDecelerating, "the flick glides")
        #expect(!f.scene.isIdle, "a script's settle waits for it")
        f.clock.settle()
        #expect(lab.scroll.isIdle && lab.scroll.contentOffset.y > 400)
    }
}
