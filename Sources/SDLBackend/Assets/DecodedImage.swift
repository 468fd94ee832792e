import CSDL2
import Dispatch

/// An image file decoded to 32-bit pixels, no larger than it can be drawn, and whether any pixel is
/// translucent. Decoding touches no renderer, so it may run on any thread (`ImageCache` decodes
/// ahead on a queue of its own); making it a texture is the renderer's thread's job.
final class DecodedImage: @unchecked Sendable {
    // Unchecked: the surface is written only while decoding, then handed over whole to one reader.
    let surface: SDLSurface
    let translucent: Bool
    /// The file's own size in pixels, before fitting.
    let fileSize: (width: Int, height: Int)

    /// Decodes `path`, scaled down (aspect kept) to fit `maxWidth` × `maxHeight` pixels.
    init(path: String, maxWidth: Int, maxHeight: Int) throws {
        var surface = try SDLSurface(loading: path).converted(to: SDL_PIXELFORMAT_ARGB8888)
        fileSize = (surface.width, surface.height)
        let fit = min(1, Double(maxWidth) / Double(surface.width), Double(maxHeight) / Double(surface.height))
        if fit < 1 {
            let w = max(1, Int((Double(surface.width) * fit).rounded())), h = max(1, Int((Double(surface.height) * fit).rounded()))
            let small = try SDLSurface(width: w, height: h, format: SDL_PIXELFORMAT_ARGB8888)
            try surface.stretchLinear(into: small)
            surface = small
        }
        // An image with no translucent pixel can be copied without blending, which is several
        // times faster on the software renderer.
        let (w, h) = (surface.width, surface.height)
        translucent = try surface.withPixels { pixels, stride in
            // One AND over every row, which the compiler vectorises, where a closure per pixel
            // would not.
            var all: UInt32 = 0xFFFF_FFFF
            for y in 0..<h { for p in UnsafeBufferPointer(start: pixels + y * stride, count: w) { all &= p } }
            return all >> 24 != 0xFF
        }
        self.surface = surface
    }

    /// A decode started on `queue`; `wait()` returns its result once it is done.
    final class Pending: @unchecked Sendable {
        // Unchecked: `result` is written once on the queue before `done` is signalled, and read
        // only after waiting for `done`.
        private var result: Result<DecodedImage, any Error>?
        private let done = DispatchSemaphore(value: 0)
        /// The bytes it will hold, from the file's header (counted against the budget meanwhile).
        let bytes: Int

        init(path: String, maxWidth: Int, maxHeight: Int, bytes: Int, on queue: DispatchQueue) {
            self.bytes = bytes
            queue.async { [self] in
                result = Result { try DecodedImage(path: path, maxWidth: maxWidth, maxHeight: maxHeight) }
                done.signal()
            }
        }

        /// Whether the decode has finished (without waiting for it).
        var isDone: Bool {
            guard done.wait(timeout: .now()) == .success else { return false }
            done.signal()
            return true
        }

        func wait() throws -> DecodedImage {
            done.wait()
            done.signal()
            return try result!.get()
        }
    }
}
