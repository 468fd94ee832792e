import Foundation
import SimKit
import Playback

/// Writes `--trace` as JSON Lines, one `write(2)` per frame, so a run that is killed still leaves
/// complete lines behind.
public final class TraceWriter {
    private let handle: FileHandle
    public let path: String

    /// Creates (or truncates) the file.
    /// - Throws: `RunnerError.badInput` when the path cannot be written.
    public init(path: String) throws(RunnerError) {
        try Self.checkWritable(path: path)
        guard FileManager.default.createFile(atPath: path, contents: nil),
              let h = FileHandle(forWritingAtPath: path) else {
            throw RunnerError.badInput("cardsim: --trace: cannot write \(path)")
        }
        self.path = path
        handle = h
    }

    /// Refuses a path whose directory is missing or read-only, before anything renders.
    public static func checkWritable(path: String) throws(RunnerError) {
        let dir = URL(fileURLWithPath: path).deletingLastPathComponent().path
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: dir, isDirectory: &isDir), isDir.boolValue else {
            throw RunnerError.badInput("cardsim: --trace: \(path): the folder \(dir) does not exist")
        }
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDir), isDir.boolValue {
            throw RunnerError.badInput("cardsim: --trace: \(path) is a directory")
        }
        let target = FileManager.default.fileExists(atPath: path) ? path : dir
        guard FileManager.default.isWritableFile(atPath: target) else {
            throw RunnerError.badInput("cardsim: --trace: \(path): permission denied")
        }
    }

    /// Appends one line.
    public func write(_ line: TraceLine) {
        handle.write(Data((line.jsonLine() + "\n").utf8))
    }

    deinit { try? handle.close() }
}

/// Why a run stopped early. `exitStatus` follows `cardsim --help`: 2 for bad arguments or input files
/// (reported before anything renders), 1 for a failure while running.
public enum RunnerError: Error, Equatable, CustomStringConvertible {
    case badInput(String)
    case failure(String)

    public var description: String {
        switch self { case .badInput(let m), .failure(let m): return m }
    }

    public var exitStatus: Int32 {
        switch self { case .badInput: return 2; case .failure: return 1 }
    }
}
