import Foundation
import Playback

extension LaunchOptions {
    /// Whether the run loads a user's transition file: `--transition`, a `--compare` entry that is
    /// a file, or a script's `set transition` (a script that does not parse loads none; the check
    /// that follows says why).
    var loadsTransitionFile: Bool {
        if transition != nil { return true }
        if compare?.contains(where: LaunchOptions.isTransitionFile) == true { return true }
        guard let path = script, let data = FileManager.default.contents(atPath: path),
              let parsed = try? Script.parse([UInt8](data), file: path) else { return false }
        return !parsed.transitionFiles.isEmpty
    }
}
