import Foundation
import Session

/// The names of the files the window saves (Ctrl+S, Ctrl+R) and how its toasts show their paths.
extension LiveRunner {
    /// `name` when neither it nor its companions (the same stem with each of `companions` as extension)
    /// exist, else `stem-2.ext`, `stem-3.ext`…: two Ctrl+S or Ctrl+R in one second overwrote each other.
    static func freshName(_ name: String, companions: [String] = [],
                          exists: (String) -> Bool = { FileManager.default.fileExists(atPath: $0) }) -> String {
        let dot = name.lastIndex(of: ".") ?? name.endIndex
        let stem = String(name[..<dot]), ext = String(name[dot...])
        for n in 1... {
            let candidate = n == 1 ? stem : "\(stem)-\(n)"
            let taken = exists(candidate + ext) || companions.contains { exists(candidate + "." + $0) }
            if !taken { return candidate + ext }
        }
        return name
    }

    /// A name for a new file `name` in `folder` that overwrites nothing (`freshName`). The folder
    /// is made when missing: the desktop's Pictures and Videos are named whether or not they exist,
    /// as xdg-user-dirs makes them; a folder that cannot be made fails the save, which says where.
    static func newFile(_ name: String, in folder: String?, companions: [String] = []) -> String {
        if let folder, !folder.isEmpty {
            try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        return freshName(inFolder(folder, name), companions: companions)
    }

    /// `name` in `folder`, or in the current directory when there is none.
    static func inFolder(_ folder: String?, _ name: String) -> String {
        guard let folder, !folder.isEmpty else { return name }
        return folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// "Saved cardsim-….png in ~/Pictures": the name, then the folder, so the toast wraps between them.
    static func saved(_ path: String, also: String? = nil) -> String {
        let url = URL(fileURLWithPath: path)
        return (["Saved", url.lastPathComponent] + (also.map { [$0] } ?? []) + ["in", shown(url.deletingLastPathComponent().path)])
            .joined(separator: " ")
    }

    /// A path as a toast shows it: the home folder as `~`, so the folder and the name fit.
    static func shown(_ path: String, home: String = ProcessInfo.processInfo.environment["HOME"] ?? NSHomeDirectory()) -> String {
        guard !home.isEmpty, home != "/", path.hasPrefix(home + "/") else { return path }
        return "~" + path.dropFirst(home.count)
    }

    /// `cardsim-2026-11-30-094100.ext`, as the Simulator names its files.
    static func timestampedName(ext: String) -> String {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.dateFormat = "yyyy-MM-dd-HHmmss"
        return "cardsim-\(f.string(from: Date())).\(ext)"
    }
}
