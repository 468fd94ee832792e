@testable import AppStore
import Testing

/// `--param`, `set param` and presets all go through `StyleTuning`: unknown names and values out
/// of range are refused with a message that names what is known.
@Suite("Style tuning")
struct StyleTuningTests {
    @Test("a set value is what the style's parameters read; the default removes the override")
    func setAndRead() throws {
        var t = StyleTuning()
        try t.set("zoom.present.damping", to: 0.6)
        #expect(t.parameters(for: .zoom)["present.damping"] == 0.6)
        #expect(t.parameters(for: .appstore)["present.damping"] == 0.7, "other styles keep theirs")
        try t.set("zoom.present.damping", to: 0.85)
        #expect(t == StyleTuning(), "back at the table's value is no tuning at all")
    }

    @Test("an unknown style or parameter names the known ones; a value out of range names the range")
    func refusals() {
        var t = StyleTuning()
        #expect(throws: SettingsError.self) { try t.set("bogus.x", to: 1) }
        do { try t.set("zoom.present.dmping", to: 0.5) } catch {
            #expect(error.message.contains("zoom.present.damping"), "\(error.message)")
        }
        do { try t.set("zoom.present.damping", to: 2) } catch {
            #expect(error.message.contains("from 0.05 to 1") && error.message.contains("got 2"), "\(error.message)")
        }
        do { try t.set(assignment: "zoom.present.damping=abc") } catch {
            #expect(error.message.contains("got 'abc'"), "\(error.message)")
        }
        #expect(throws: SettingsError.self) { try t.set(assignment: "zoom.present.damping") }
        #expect(t == StyleTuning(), "nothing half-applied")
    }

    @Test("a preset reads strictly, names the line of a problem, and writes back the same tuning")
    func presets() throws {
        let text = "{\n  \"zoom.present.damping\": 0.6,\n  \"appstore.close.duration\": 0.45\n}\n"
        let t = try StyleTuning.decodePreset(Array(text.utf8))
        #expect(t.value(of: "zoom.present.damping") == 0.6 && t.value(of: "appstore.close.duration") == 0.45)
        #expect(try StyleTuning.decodePreset(Array(t.encodedPreset().utf8)) == t)
        do {
            _ = try StyleTuning.decodePreset(Array("{\n  \"zoom.present.damping\": 0.6,\n  \"zoom.nope\": 1\n}".utf8))
            Issue.record("an unknown name was taken")
        } catch { #expect(error.line == 3, "\(error)") }
        do {
            _ = try StyleTuning.decodePreset(Array("{\"zoom.present.damping\": \"soft\"}".utf8))
            Issue.record("a string was taken")
        } catch { #expect(error.message.contains("expected a number"), "\(error)") }
    }

    @Test("--param after --preset wins; a take's script lines carry every tuned value")
    func layering() throws {
        var preset = StyleTuning(), flags = StyleTuning()
        try preset.set("zoom.present.damping", to: 0.6)
        try preset.set("zoom.present.duration", to: 0.7)
        try flags.set("zoom.present.damping", to: 0.5)
        let t = flags.applied(over: preset)
        #expect(t.value(of: "zoom.present.damping") == 0.5 && t.value(of: "zoom.present.duration") == 0.7)
        #expect(t.scriptLines == ["set param zoom.present.damping 0.5", "set param zoom.present.duration 0.7"])
    }
}
