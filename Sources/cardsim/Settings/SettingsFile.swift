import AppStore
import Foundation

/// The settings file on disk: `$XDG_CONFIG_HOME/cardsim/settings.json`, else
/// `~/.config/cardsim/settings.json`. Reading never fails: a missing file is the defaults, and a
/// corrupt, unreadable or unknown-version one is the defaults plus one warning, with the file left
/// as it is. Writing is atomic: a temporary file in the same directory, fsync, rename, so a crash
/// at any point leaves the old file or the new one, never a mix.
///
///     let file = SettingsFile(path: SettingsFile.defaultPath())
///     let loaded = file.load()              // .settings, .exists, .warning
///     try file.write(updated)               // creates the directory on the first change
public struct SettingsFile: Sendable {
    /// What reading found.
    public struct Loaded: Equatable, Sendable {
        /// The stored values, or the defaults when there is no usable file.
        public var settings: AppSettings
        /// Whether a file (usable or not) is at the path.
        public var exists: Bool
        /// What is wrong with the file, naming it, when it is unusable.
        public var warning: String?
    }

    /// A write that did not happen; the old file, if any, is as it was.
    public struct WriteError: Error, Equatable, CustomStringConvertible {
        public var description: String
    }

    public let path: String

    public init(path: String) { self.path = path }

    /// Where the settings live for this user (the XDG base directory rule: a relative or empty
    /// `XDG_CONFIG_HOME` is ignored).
    public static func defaultPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let xdg = environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") {
            return (xdg.hasSuffix("/") ? xdg : xdg + "/") + "cardsim/settings.json"
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return (home.hasSuffix("/") ? home : home + "/") + ".config/cardsim/settings.json"
    }

    /// Reads the file; never throws and never changes it.
    public func load() -> Loaded {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return Loaded(settings: AppSettings(), exists: false, warning: nil)
        }
        func unusable(_ what: String) -> Loaded {
            Loaded(settings: AppSettings(), exists: true,
                   warning: "cardsim: settings file \(path): \(what); using the defaults (the file is left as it is)")
        }
        if isDirectory.boolValue { return unusable("is a directory") }
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { return unusable("cannot be read (\(String(cString: strerror(errno))))") }
        close(fd)
        guard let data = FileManager.default.contents(atPath: path) else { return unusable("cannot be read") }
        do { return Loaded(settings: try AppSettings.decode(Array(data)), exists: true, warning: nil) } catch {
            return unusable(error.description)
        }
    }

    /// Replaces the file with `settings` atomically, creating its directory if needed.
    /// - Parameter beforeRename: runs with the temporary file's path once it is written and synced,
    ///   just before it replaces the file: where a crash test kills the process.
    public func write(_ settings: AppSettings, beforeRename: ((String) -> Void)? = nil) throws(WriteError) {
        let directory = (path as NSString).deletingLastPathComponent
        // Plain system calls from here on when the directory exists: nothing that takes a lock
        // another thread may hold, so a crash test can run this in a forked child.
        var info = stat()
        if stat(directory, &info) != 0 {
            do { try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true) } catch {
                throw WriteError(description: "cardsim: cannot create \(directory): \(error.localizedDescription)")
            }
        }
        let name = (path as NSString).lastPathComponent
        var template = Array("\(directory)/.\(name).XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw failure("cannot create a temporary file in \(directory)") }
        let temp = String(cString: template.withUnsafeBufferPointer { $0.baseAddress! })
        let bytes = Array(settings.encoded().utf8)
        var written = 0
        while written < bytes.count {
            let n = bytes[written...].withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else {
                let e = failure("cannot write \(temp)")
                close(fd); unlink(temp)
                throw e
            }
            written += n
        }
        // The bytes reach the disk before the name does, or a crash could leave an empty new file.
        guard fsync(fd) == 0 else {
            let e = failure("cannot sync \(temp)")
            close(fd); unlink(temp)
            throw e
        }
        // The file's mode follows the umask like any new file, not mkstemp's private 0600.
        let mask = umask(0); umask(mask)
        fchmod(fd, 0o666 & ~mask)
        close(fd)
        beforeRename?(temp)
        guard rename(temp, path) == 0 else {
            let e = failure("cannot replace \(path)")
            unlink(temp)
            throw e
        }
        // The rename itself is durable once the directory is synced.
        let dirFD = open(directory, O_RDONLY | O_DIRECTORY)
        if dirFD >= 0 { fsync(dirFD); close(dirFD) }
    }

    /// Stores the user's change of `keys` to their values in `values`, over what the file holds
    /// (the defaults when it is missing or unusable): flags and scripts that set other keys for this
    /// run are not written back. A value the file cannot hold (a `--speed 0.3`) is left out.
    public func store(_ keys: [AppSettings.Key], from values: AppSettings) throws(WriteError) {
        var stored = load().settings
        for key in keys { try? stored.set(key, to: values.text(of: key)) }
        try write(stored)
    }

    private func failure(_ what: String) -> WriteError {
        WriteError(description: "cardsim: \(what): \(String(cString: strerror(errno)))")
    }
}
