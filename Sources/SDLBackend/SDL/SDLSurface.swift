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

    /// A surface over `pixels` that the caller owns (32 bits a pixel, `pitch` bytes a row), for
    /// the length of `body` only: SDL does not copy or free the memory, so the surface must not
    /// outlive it.
    static func borrowing<T>(_ pixels: UnsafeMutableRawPointer, width: Int, height: Int, pitch: Int,
                             format: SDL_PixelFormatEnum, _ body: (SDLSurface) throws -> T) throws -> T {
        let surface = try SDLSurface(taking: SDL_CreateRGBSurfaceWithFormatFrom(pixels, Int32(width), Int32(height), 32,
                                                                                Int32(pitch), format.rawValue),
                                     "SDL_CreateRGBSurfaceWithFormatFrom")
        return try body(surface)
    }

    var width: Int { Int(handle.pointee.w) }
    var height: Int { Int(handle.pointee.h) }
    var pitch: Int { Int(handle.pointee.pitch) }
    /// Its pixel format (`SDL_PIXELFORMAT_…`).
    var format: SDL_PixelFormatEnum { SDL_PixelFormatEnum(rawValue: handle.pointee.format.pointee.format) }
    /// The bits of alpha in a pixel (0: the format has no alpha).
    var alphaMask: UInt32 { handle.pointee.format.pointee.Amask }

    /// The memory of a 32-bit surface that needs no lock (any but an RLE-encoded one, which CardSim
    /// never makes), its row stride in pixels: where a renderer drawing into the surface leaves
    /// its pixels, read and written between draws without a lock, which would make SDL refuse
    /// to blit into it. Nil for any other surface.
    var memory: (pixels: UnsafeMutablePointer<UInt32>, stride: Int)? {
        guard handle.pointee.flags & UInt32(SDL_RLEACCEL) == 0, handle.pointee.format.pointee.BytesPerPixel == 4,
              let p = handle.pointee.pixels else { return nil }
        return (p.assumingMemoryBound(to: UInt32.self), pitch / 4)
    }

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

    /// Stretches all of this surface over all of `destination` with bilinear filtering (both
    /// 32-bit, of one format).
    func stretchLinear(into destination: SDLSurface) throws {
        try SDLError.check(SDL_SoftStretchLinear(handle, nil, destination.handle, nil), "SDL_SoftStretchLinear")
    }

    /// Writes the surface to `path` as a PNG, with SDL_image.
    func savePNG(_ path: String) throws {
        try SDLError.check(IMG_SavePNG(handle, path), "IMG_SavePNG(\(path))")
    }

    deinit { SDL_FreeSurface(handle) }
}
