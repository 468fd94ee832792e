import Foundation

/// Reads a file a user named (`--script`), saying why when it cannot: the system's own words
/// ("No such file or directory", "Permission denied"), as other command-line tools say them.
enum InputFile {
    struct Problem: Error { var reason: String }

    static func read(_ path: String) throws(Problem) -> Data {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw Problem(reason: "is a folder, not a file")
        }
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { throw Problem(reason: String(cString: strerror(errno))) }
        close(fd)
        guard let data = FileManager.default.contents(atPath: path) else { throw Problem(reason: "cannot be read") }
        return data
    }
}
