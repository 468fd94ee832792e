import Foundation

extension VideoRecorder {
    /// Refuses an output path that cannot be written, before anything renders: an unknown extension,
    /// a missing or unwritable folder, a file where a folder is wanted or the other way round.
    /// - Throws: `RecordingError` with exit status 2 and a message naming the path.
    public static func checkWritable(path: String) throws {
        guard !path.isEmpty else { throw RecordingError.badPath("--record needs a path") }
        let format = try RecordingFormat(path: path)
        let fm = FileManager.default
        var isDirectory: ObjCBool = false
        let exists = fm.fileExists(atPath: path, isDirectory: &isDirectory)
        if exists {
            if format == .pngDirectory, !isDirectory.boolValue {
                throw RecordingError.badPath("\(path): exists and is not a directory")
            }
            if format != .pngDirectory, isDirectory.boolValue {
                throw RecordingError.badPath("\(path): is a directory")
            }
            // A folder receives new files; an existing file is replaced by rename, so its folder counts.
            if format == .pngDirectory { return try writableDirectory(path, for: path) }
        }
        let parent = URL(fileURLWithPath: path).deletingLastPathComponent().path
        var parentIsDirectory: ObjCBool = false
        guard fm.fileExists(atPath: parent, isDirectory: &parentIsDirectory) else {
            throw RecordingError.badPath("\(path): the folder \(parent) does not exist")
        }
        guard parentIsDirectory.boolValue else {
            throw RecordingError.badPath("\(path): \(parent) is not a folder")
        }
        try writableDirectory(parent, for: path)
    }

    private static func writableDirectory(_ dir: String, for path: String) throws {
        guard access(dir, W_OK | X_OK) == 0 else {
            throw RecordingError.badPath("\(path): cannot write in \(dir) (\(String(cString: strerror(errno))))")
        }
    }
}
