import Foundation

/// The folders Ctrl+S and Ctrl+R save into: `--output-dir`, else the stored `outputDir`, else the
/// desktop's Pictures and Videos folders as `xdg-user-dir` answers: `XDG_PICTURES_DIR` and
/// `XDG_VIDEOS_DIR` in `user-dirs.dirs`, else `~/Pictures` and `~/Videos`. Never the current
/// directory: started from a source tree, takes landed in it. A default folder that is missing
/// is made when the first file goes in (`LiveRunner.newFile`), as xdg-user-dirs-update makes it.
///
///     UserDirectories.folder(.pictures, chosen: nil, environment: env)   // "/home/ana/Pictures"
enum UserDirectories {
    enum Kind: String {
        case pictures = "PICTURES", videos = "VIDEOS"
        /// The English name xdg-user-dirs gives the folder, and the default under `$HOME`.
        var fallback: String { self == .pictures ? "Pictures" : "Videos" }
    }

    /// Where the window saves files of `kind`, which may not exist yet.
    static func folder(_ kind: Kind, chosen: String?, environment: [String: String]) -> String {
        if let chosen { return chosen }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        let config = environment["XDG_CONFIG_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? home + "/.config"
        if let text = try? String(contentsOfFile: config + "/user-dirs.dirs", encoding: .utf8),
           let dir = configured(kind, in: text, home: home) {
            // A folder set to $HOME is disabled, and xdg-user-dirs-update points one the user removed
            // at $HOME too: they no longer want it, so it is not made again.
            return isFolder(dir) ? dir : home
        }
        return home + "/" + kind.fallback
    }

    /// `XDG_PICTURES_DIR="$HOME/Pictures"` from user-dirs.dirs' shell syntax: a quoted path,
    /// absolute or starting `$HOME/`. xdg-user-dirs points a folder it disables at `$HOME` itself.
    static func configured(_ kind: Kind, in text: String, home: String) -> String? {
        for line in text.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("XDG_\(kind.rawValue)_DIR="), let eq = trimmed.firstIndex(of: "=") else { continue }
            var value = trimmed[trimmed.index(after: eq)...].trimmingCharacters(in: .whitespaces)
            if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 { value = String(value.dropFirst().dropLast()) }
            if value == "$HOME" { return home }
            if value.hasPrefix("$HOME/") { return home + value.dropFirst("$HOME".count) }
            return value.hasPrefix("/") ? value : nil
        }
        return nil
    }

    private static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
