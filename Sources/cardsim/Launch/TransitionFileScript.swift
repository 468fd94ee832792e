import AppStore
import Foundation
import Playback
import TransitionFile

/// `set transition FILE` lines: every file a script names is compiled and loaded before anything
/// renders, as `--transition`'s is, and becomes a style of the run; in the window it is watched
/// and reloaded on save as `--transition`'s is (`TransitionFileWatch`). A file that does not load
/// stops the run (exit 2) with the script's line first, then each of swiftc's errors as it words
/// them, so an editor can jump to either.
enum TransitionFileScript {
    /// The files the script at `path` adds to `registry`, each with its style and its watch; none
    /// for a script that does not parse (the full check that follows says why) or names no file.
    /// A file `registry` already runs (the one `--transition` names) is not loaded twice.
    @MainActor
    static func files(forScript path: String, verbose: Bool, registry: TransitionStyleRegistry,
                      environment: [String: String] = ProcessInfo.processInfo.environment) throws(TransitionFileError)
        -> [TransitionFileWatch] {
        guard let data = FileManager.default.contents(atPath: path),
              let script = try? Script.parse([UInt8](data), file: path) else { return [] }
        var loaded: [TransitionFileWatch] = []
        var files: [String: (file: String, line: Int)] = [:]
        for (file, line) in script.transitionFiles {
            let name = ScriptCommand.transitionStyleName(file)
            if let earlier = files[name] {
                guard earlier.file == file else {
                    throw TransitionFileError(lines: ["\(path):\(line): set transition \(file): line \(earlier.line) runs "
                        + "\(earlier.file), also called \(name); a style is named after its file"])
                }
                continue
            }
            files[name] = (file, line)
            guard registry.descriptor(named: name) == nil else { continue }
            do {
                loaded.append(try TransitionFileLaunch.load(file, verbose: verbose, environment: environment))
            } catch {
                throw TransitionFileError(lines: ["\(path):\(line): set transition \(file): the file does not load:"] + error.lines)
            }
        }
        return loaded
    }
}
