import Foundation

/// A new empty directory under the system's temporary one, named `prefix-UUID`, for a test's files.
func makeTemporaryDirectory(_ prefix: String) throws -> String {
    let dir = NSTemporaryDirectory() + "\(prefix)-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    return dir
}
