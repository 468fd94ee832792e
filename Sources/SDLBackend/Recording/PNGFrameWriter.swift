import CSDL2
import Foundation

/// Writes frames as numbered PNGs (`frame-000001.png` …) with SDL_image, for `--record DIR/`.
/// Each file is written under a temporary name and renamed (`save`), so every PNG in the folder is whole.
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
        do { try Self.save(rgba: rgba, width: width, height: height, path: path, bgra: bgra) } catch {
            throw RecordingError("cannot write \(path): \(error)")
        }
    }

    /// Saves one RGBA image (`width * height * 4` bytes, rows top to bottom) as a PNG, through a
    /// temporary file in the same folder, so a failure never leaves a half-written image; also
    /// used for screenshots (`OffscreenCanvas.savePNG`).
    /// `bgra`: the bytes are B, G, R, A instead.
    public static func save(rgba: UnsafeRawBufferPointer, width: Int, height: Int, path: String, alpha: Bool = false,
                            bgra: Bool = false) throws {
        guard rgba.count == width * height * 4, let base = rgba.baseAddress else {
            throw RecordingError("image of \(rgba.count) bytes is not \(width)x\(height) RGBA")
        }
        // XBGR8888 is SDL's name for bytes R, G, B, (unused) in memory on little-endian machines: a
        // screen has no transparency, so the frame's alpha byte is ignored and the PNG is opaque RGB,
        // unless `alpha` asks for it (a screen's rounded corners, `ScreenCorners`): ABGR8888.
        // ARGB8888 and XRGB8888 are B, G, R, A (or unused) in memory.
        let format = bgra ? (alpha ? SDL_PIXELFORMAT_ARGB8888 : SDL_PIXELFORMAT_XRGB8888)
            : alpha ? SDL_PIXELFORMAT_ABGR8888 : SDL_PIXELFORMAT_XBGR8888
        let surface = try SDLSurface(taking: SDL_CreateRGBSurfaceWithFormatFrom(
            UnsafeMutableRawPointer(mutating: base), Int32(width), Int32(height), 32, Int32(width * 4),
            format.rawValue), "SDL_CreateRGBSurfaceWithFormatFrom")
        let tmp = path + ".tmp-\(getpid())"
        guard IMG_SavePNG(surface.handle, tmp) == 0 else {
            let error = SDLError.last("IMG_SavePNG(\(path))")
            unlink(tmp)
            throw error
        }
        guard rename(tmp, path) == 0 else {
            unlink(tmp)
            throw SDLError.call("rename(\(path))", message: String(cString: strerror(errno)))
        }
    }
}
