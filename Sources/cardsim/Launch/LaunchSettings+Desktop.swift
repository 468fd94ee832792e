import AppStore
import Foundation
import SDLBackend
import Session

/// What the window takes from the desktop it runs on: the folders Ctrl+S and Ctrl+R save in, the
/// first run's toast, and the colour scheme, watched while it runs.
extension LaunchSettings {
    /// Fills in the window's desktop parts; returns the colour scheme's watch, to stop when the
    /// window closes (nil where nothing can change).
    /// - Throws: a `--output-dir` that is not a folder (exit 2).
    func wireDesktop(into c: inout LiveRunner.Configuration, options: LaunchOptions) throws(RunnerError) -> DesktopAppearanceWatch? {
        let folders = try outputFolders(options)
        c.screenshotFolder = folders.pictures
        c.recordingFolder = folders.videos
        if isFirstRun {
            c.greets = true
            // Once: from now on the file says that CardSim has run before, holding the defaults.
            try? file?.write(file?.load().settings ?? AppSettings())
        }
        let watch = DesktopAppearanceWatch(initial: systemIsDark, source: desktopSource, environment: ProcessInfo.processInfo.environment)
        if let watch { c.desktopIsDark = { watch.isDark } }
        return watch
    }

    /// Where Ctrl+S and Ctrl+R save: `--output-dir`, the stored folder, or the desktop's.
    /// - Throws: a `--output-dir` that is not a folder (exit 2). A stored one that has gone is
    ///   said on stderr and passed over: the window still opens.
    func outputFolders(_ options: LaunchOptions) throws(RunnerError) -> (pictures: String, videos: String) {
        let environment = ProcessInfo.processInfo.environment
        var chosen = options.outputDir ?? settings.outputDir
        if let folder = chosen, !Self.isFolder(folder) {
            let message = "the folder \(folder) does not exist"
            guard options.outputDir == nil else { throw RunnerError.badInput("cardsim: --output-dir: " + message) }
            StandardStream.error.write("cardsim: outputDir in \(file?.path ?? "the settings"): \(message); saving in the desktop's folders\n")
            chosen = nil
        }
        return (UserDirectories.folder(.pictures, chosen: chosen, environment: environment),
                UserDirectories.folder(.videos, chosen: chosen, environment: environment))
    }

    static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
