import CSDL2
import Foundation

/// Every PNG CardSim writes goes through here: screenshots (`OffscreenCanvas.savePNG`), PNG
/// frames (`PNGFrameWriter`), curve plots and the app icon, with SDL_image.
public enum PNGFile {
    /// Saves one RGBA image (`width * height * 4` bytes, rows top to bottom) as a PNG, through a
    /// temporary file in the same folder, so a failure never leaves a half-written image.
    /// `bgra`: the bytes are B, G, R, A instead.
    public static func write(rgba: UnsafeRawBufferPointer, width: Int, height: Int, path: String, alpha: Bool = false,
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
        let tmp = path + ".tmp-\(getpid())"
        do {
            // SDL_image only reads the pixels.
            try SDLSurface.borrowing(UnsafeMutableRawPointer(mutating: base), width: width, height: height, pitch: width * 4,
                                     format: format) { try $0.savePNG(tmp) }
        } catch let SDLError.call(_, message) {
            unlink(tmp)
            throw SDLError.call("IMG_SavePNG(\(path))", message: message)
        }
        guard rename(tmp, path) == 0 else {
            unlink(tmp)
            throw SDLError.call("rename(\(path))", message: String(cString: strerror(errno)))
        }
    }
}
