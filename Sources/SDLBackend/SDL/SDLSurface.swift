import CSDL2

/// An owned `SDL_Surface`, freed when the wrapper goes away.
final class SDLSurface {
    /// The surface; valid for the wrapper's lifetime.
    let handle: UnsafeMutablePointer<SDL_Surface>

    /// Takes ownership of a surface an SDL call returned, or throws SDL's error for `call`.
    init(taking surface: UnsafeMutablePointer<SDL_Surface>?, _ call: String) throws {
        guard let surface else { throw SDLError.last(call) }
        handle = surface
    }

    /// A blank 32-bit surface of `format`.
    convenience init(width: Int, height: Int, format: SDL_PixelFormatEnum) throws {
        try self.init(taking: SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 32, format.rawValue),
                      "SDL_CreateRGBSurfaceWithFormat")
    }

    /// Loads an image file with SDL_image.
    convenience init(loading path: String) throws {
        try self.init(taking: IMG_Load(path), "IMG_Load(\(path))")
    }

    var width: Int { Int(handle.pointee.w) }
    var height: Int { Int(handle.pointee.h) }
    var pitch: Int { Int(handle.pointee.pitch) }

    /// Runs `body` over the pixels of this 32-bit surface (the row stride in pixels), locked while
    /// it runs: the one way CardSim reads or writes a surface's memory.
    func withPixels<T>(_ body: (UnsafeMutablePointer<UInt32>, Int) throws -> T) throws -> T {
        try SDLError.check(SDL_LockSurface(handle), "SDL_LockSurface")
        defer { SDL_UnlockSurface(handle) }
        guard let p = handle.pointee.pixels, handle.pointee.format.pointee.BytesPerPixel == 4 else {
            throw SDLError.call("SDL_LockSurface", message: "not a 32-bit surface with pixels")
        }
        return try body(p.assumingMemoryBound(to: UInt32.self), pitch / 4)
    }

    /// This surface converted to `format` (a new surface).
    func converted(to format: SDL_PixelFormatEnum) throws -> SDLSurface {
        try SDLSurface(taking: SDL_ConvertSurfaceFormat(handle, format.rawValue, 0), "SDL_ConvertSurfaceFormat")
    }

    deinit { SDL_FreeSurface(handle) }
}
