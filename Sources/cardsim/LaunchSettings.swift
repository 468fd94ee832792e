import AppStore
import Foundation
import SDLBackend

/// The settings a run starts with and the file the user's changes go to: the stored
/// values (unless `--no-settings`, or headless without `--settings`), under the flags.
struct LaunchSettings {
    var settings: AppSettings
    /// Where the Settings screen's changes are stored; nil when this run ignores stored settings.
    var file: SettingsFile?
    /// The desktop's dark preference for Automatic; nil headless (a recording must not depend on
    /// the desktop it was made on) and where nothing says.
    var systemIsDark: Bool?
    /// No settings file was there yet: the window's first run, which shows how to see the keys.
    var isFirstRun = false

    /// Reads the file (a bad one: the defaults and one warning on stderr, the file untouched).
    static func resolve(_ options: LaunchOptions, headless: Bool) -> LaunchSettings {
        let environment = ProcessInfo.processInfo.environment
        let path = options.settingsPath(headless: headless, environment: environment)
        let file = path.map(SettingsFile.init(path:))
        let loaded = file?.load()
        if let warning = loaded?.warning { FileHandle.standardError.write(Data((warning + "\n").utf8)) }
        return LaunchSettings(settings: options.applyingFlags(to: loaded?.settings ?? AppSettings()), file: file,
                              systemIsDark: headless ? nil : DesktopAppearance.prefersDark(environment: environment),
                              isFirstRun: !headless && loaded?.exists == false)
    }

    /// Where Ctrl+S and Ctrl+R save: `--output-dir`, the stored folder, or the desktop's.
    /// - Throws: a `--output-dir` that is not a folder (exit 2). A stored one that has gone is
    ///   said on stderr and passed over: the window still opens.
    func outputFolders(_ options: LaunchOptions) throws(RunnerError) -> (pictures: String?, videos: String?) {
        let environment = ProcessInfo.processInfo.environment
        var chosen = options.outputDir ?? settings.outputDir
        if let folder = chosen, !Self.isFolder(folder) {
            let message = "the folder \(folder) does not exist"
            guard options.outputDir == nil else { throw RunnerError.badInput("cardsim: --output-dir: " + message) }
            FileHandle.standardError.write(Data("cardsim: outputDir in \(file?.path ?? "the settings"): \(message); saving in the desktop's folders\n".utf8))
            chosen = nil
        }
        return (UserDirectories.folder(.pictures, chosen: chosen, environment: environment),
                UserDirectories.folder(.videos, chosen: chosen, environment: environment))
    }

    static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// Stores what the user changes on the Settings screen; a failed write is said, not fatal.
    @MainActor
    func persistUserChanges(of scene: AppStoreScene) {
        guard let file else { return }
        scene.onUserSettingsChange = { keys, values in
            do { try file.store(keys, from: values) } catch {
                FileHandle.standardError.write(Data(("\(error)" + "\n").utf8))
            }
        }
    }
}
