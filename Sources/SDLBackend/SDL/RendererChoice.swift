/// Which of SDL's renderers draws the window, and why: `--renderer auto|opengl|software`.
///
///     let choice = RendererChoice.decide(.auto, openGL: "llvmpipe (LLVM 15.0.6, 256 bits)")
///     choice.software   // true: Mesa's llvmpipe draws OpenGL on the CPU, slower than SDL's own
///     choice.reason     // "OpenGL here is llvmpipe, drawn on the CPU"
///
/// A machine without a GPU (a VM, a remote desktop, a CI runner) still offers OpenGL through Mesa's
/// CPU rasterizers, so SDL picks it; under Xvfb at 2 px/pt that window missed many times more of
/// its frames in transitions than the software renderer does (docs/performance.md). `auto` picks
/// software when the OpenGL renderer is one of those, and OpenGL otherwise.
public struct RendererChoice: Equatable, Sendable {
    /// What the user asked for.
    public enum Preference: String, CaseIterable, Sendable {
        case auto, opengl, software
    }

    /// Whether the window uses SDL's software renderer.
    public var software: Bool
    /// Why, in a few words for `--verbose` and the first toast (English; `ToastText` translates).
    public var reason: Reason

    /// Why the renderer was chosen.
    public enum Reason: Equatable, Sendable {
        /// `--renderer opengl` or `software` (or `--software`).
        case asked
        /// `auto`, and OpenGL is this CPU rasterizer (its GL_RENDERER string).
        case cpuRasterizer(String)
        /// `auto`, and OpenGL is this GPU.
        case gpu(String)
        /// No OpenGL could be opened (nil: none at all), so the software renderer draws.
        case noOpenGL
    }

    /// Words in GL_RENDERER that name one of Mesa's CPU rasterizers (llvmpipe, softpipe, the old
    /// swrast, whose string is "Software Rasterizer").
    static let cpuRasterizerNames = ["llvmpipe", "softpipe", "swrast", "software rasterizer"]

    /// Whether `glRenderer` (OpenGL's GL_RENDERER string) is a CPU rasterizer.
    public static func isCPURasterizer(_ glRenderer: String) -> Bool {
        let name = glRenderer.lowercased()
        return cpuRasterizerNames.contains { name.contains($0) }
    }

    /// The choice for `preference`, given OpenGL's GL_RENDERER string (nil when no OpenGL context
    /// could be made). `opengl` without OpenGL still falls back to software, as SDL would.
    public static func decide(_ preference: Preference, openGL glRenderer: String?) -> RendererChoice {
        switch preference {
        case .software: return .init(software: true, reason: .asked)
        case .opengl: return glRenderer == nil ? .init(software: true, reason: .noOpenGL) : .init(software: false, reason: .asked)
        case .auto:
            guard let glRenderer else { return .init(software: true, reason: .noOpenGL) }
            return isCPURasterizer(glRenderer) ? .init(software: true, reason: .cpuRasterizer(glRenderer))
                : .init(software: false, reason: .gpu(glRenderer))
        }
    }

    /// The reason in English, e.g. "auto: OpenGL here is llvmpipe (LLVM 15.0.6, 256 bits), drawn on the CPU".
    public var explanation: String {
        switch reason {
        case .asked: return "as asked"
        case .cpuRasterizer(let name): return "auto: OpenGL here is \(name), drawn on the CPU"
        case .gpu(let name): return "auto: OpenGL runs on \(name)"
        case .noOpenGL: return "no OpenGL available"
        }
    }
}
