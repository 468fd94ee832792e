import AppStore
import Foundation
import Playback
import SimKit

/// `cardsim devices [--json]`: the devices `--device` takes, one a line with its title, size in
/// points and what its top edge has; with `--json`, an array of objects for scripts.
///
///     cardsim devices --json | jq -r '.[].name'
enum DevicesCommand {
    static func lines(json: Bool) -> [String] {
        json ? [jsonText] : Device.all.map { d in
            let size = "\(Int(d.size.width)) × \(Int(d.size.height)) pt"
            return d.name.padding(19) + d.title.padding(19) + size.padding(16) + top(of: d)
                + (d == .standard ? " (default)" : "")
        }
    }

    /// What the device's top edge has, in a user's words.
    static func top(of d: Device) -> String {
        d.cutout == .island ? "Dynamic Island" : d.cutout == .notch ? "notch" : d.hasHomeButton ? "home button" : "flat top"
    }

    private static var jsonText: String {
        let objects = Device.all.map { d in
            "  {\"name\": \(JSONText.quoted(d.name)), \"title\": \(JSONText.quoted(d.title)), "
                + "\"width\": \(Int(d.size.width)), \"height\": \(Int(d.size.height)), \"top\": \(JSONText.quoted(top(of: d))), "
                + "\"tablet\": \(d.isPad), \"default\": \(d == .standard)}"
        }
        return "[\n" + objects.joined(separator: ",\n") + "\n]"
    }
}

private extension String {
    func padding(_ n: Int) -> String { padding(toLength: n, withPad: " ", startingAt: 0) }
}
