import CSDL2

/// Asks OpenGL what draws it (GL_RENDERER), through a hidden window and a context of its own, so
/// that `RendererChoice` can decide before the window's renderer is made.
@MainActor
public enum OpenGLProbe {
    private static let glRenderer: UInt32 = 0x1F01

    /// What `preference` comes to on this machine (OpenGL is probed unless software was asked
    /// for). SDL's video is started for the probe if it was not running, and stopped after, so a
    /// later offscreen canvas still gets its own driver; without a display, OpenGL counts as absent.
    public static func choice(_ preference: RendererChoice.Preference) -> RendererChoice {
        guard preference != .software else { return RendererChoice.decide(preference, openGL: nil) }
        let wasRunning = SDL_WasInit(SDL_INIT_VIDEO) != 0
        guard (try? SDLRuntime.initialize(video: true)) != nil else { return RendererChoice.decide(preference, openGL: nil) }
        defer { if !wasRunning { SDL_QuitSubSystem(SDL_INIT_VIDEO) } }
        return RendererChoice.decide(preference, openGL: rendererString())
    }

    /// What `--renderer auto` picks for a window on this display, or nil when there is no usable
    /// display (`SDLRuntime.displayProblem`); SDL's video is left as it was found, so an offscreen
    /// canvas made later still gets its own driver (`cardsim bench`).
    public static func autoChoiceOnThisDisplay() -> RendererChoice? {
        let wasRunning = SDL_WasInit(SDL_INIT_VIDEO) != 0
        defer { if !wasRunning { SDL_QuitSubSystem(SDL_INIT_VIDEO) } }
        guard SDLRuntime.displayProblem() == nil else { return nil }
        return choice(.auto)
    }

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
