import CSDL2
import Foundation

/// Writes frames as numbered PNGs (`frame-000001.png` …) with SDL_image, for `--record DIR/`.
/// Each file is written whole or not at all (`PNGFile`).
public struct PNGFrameWriter {
    /// The folder the frames go to; created if missing (its parent must exist).
    public let directory: String
    /// Frame size in pixels.
    public let width: Int, height: Int
    /// Whether frames come as B, G, R, A bytes (a headless canvas's own order) rather than R, G, B, A.
    public let bgra: Bool

    /// Prepares `directory`.
    public init(directory: String, width: Int, height: Int, bgra: Bool = false) throws {
        self.directory = directory
        self.bgra = bgra
        self.width = width
        self.height = height
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: false)
        } catch where FileManager.default.fileExists(atPath: directory) {
            // Already there: frames are added to it.
        } catch {
            throw RecordingError("cannot create the folder \(directory): \(error.localizedDescription)")
        }
    }

    /// The file name of frame `number` (from 1).
    public static func fileName(_ number: Int) -> String {
        let digits = String(number)
        return "frame-" + String(repeating: "0", count: max(0, 6 - digits.count)) + digits + ".png"
    }

    /// Writes frame `number` (from 1).
    public func write(rgba: UnsafeRawBufferPointer, number: Int) throws {
        let path = (directory as NSString).appendingPathComponent(Self.fileName(number))
        do { try PNGFile.write(rgba: rgba, width: width, height: height, path: path, bgra: bgra) } catch {
            throw RecordingError("cannot write \(path): \(error)")
        }
    }
}
