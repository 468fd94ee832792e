import CSDL2

/// Asks OpenGL what draws it (GL_RENDERER), through a hidden window and a context of its own, so
/// that `RendererChoice` can decide before the window's renderer is made.
@MainActor
enum OpenGLProbe {
    private static let glRenderer: UInt32 = 0x1F01

    /// GL_RENDERER of the OpenGL SDL would use ("llvmpipe (LLVM 15.0.6, 256 bits)", "NVIDIA
    /// GeForce RTX 3060/PCIe/SSE2"…); nil when no OpenGL context can be made. Needs SDL's video.
    static func rendererString() -> String? {
        guard let window = SDL_CreateWindow("CardSim probe", 0, 0, 1, 1, SDL_WINDOW_OPENGL.rawValue | SDL_WINDOW_HIDDEN.rawValue) else {
            return nil
        }
        defer { SDL_DestroyWindow(window) }
        guard let context = SDL_GL_CreateContext(window) else { return nil }
        defer { SDL_GL_DeleteContext(context) }
        typealias GetString = @convention(c) (UInt32) -> UnsafePointer<UInt8>?
        guard let address = SDL_GL_GetProcAddress("glGetString") else { return nil }
        let getString = unsafeBitCast(address, to: GetString.self)
        return getString(glRenderer).map { String(cString: $0) }
    }
}
