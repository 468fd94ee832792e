import Foundation

/// What `stat` says of a file that changes when it is saved: its inode (an editor that writes a
/// new file and renames it over the old gives a new one), size and modification time to the
/// nanosecond. Nil for a file that is not there (mid-save, between the unlink and the rename).
struct FileStamp: Equatable, Sendable {
    var inode: UInt64
    var size: Int64
    var seconds: Int
    var nanoseconds: Int

    init?(path: String) {
        var s = stat()
        guard stat(path, &s) == 0 else { return nil }
        inode = UInt64(s.st_ino)
        size = Int64(s.st_size)
        seconds = s.st_mtim.tv_sec
        nanoseconds = s.st_mtim.tv_nsec
    }
}
