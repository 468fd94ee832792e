import Testing
@testable import SDLBackend

/// `--renderer auto` reads OpenGL's GL_RENDERER: Mesa's CPU rasterizers lose to SDL's software
/// renderer, so they get it; a GPU keeps OpenGL. A forced choice is kept whatever the string.
@Suite("Renderer choice")
struct RendererChoiceTests {
    @Test("auto picks software when GL_RENDERER names llvmpipe, softpipe or swrast, and says which",
          arguments: ["llvmpipe (LLVM 15.0.6, 256 bits)", "softpipe", "Mesa X11 swrast", "Software Rasterizer", "LLVMPIPE"])
    func cpuRasterizers(gl: String) {
        let choice = RendererChoice.decide(.auto, openGL: gl)
        #expect(choice == RendererChoice(software: true, reason: .cpuRasterizer(gl)))
        #expect(choice.explanation == "auto: OpenGL here is \(gl), drawn on the CPU")
    }

    @Test("auto keeps OpenGL on a GPU",
          arguments: ["NVIDIA GeForce RTX 3060/PCIe/SSE2", "Mesa Intel(R) UHD Graphics 620 (KBL GT2)",
                      "AMD Radeon RX 6600 (navi23, LLVM 15.0.6, DRM 3.49, 6.1.0-13-amd64)", "virgl (NVIDIA GeForce GTX 1080)"])
    func gpus(gl: String) {
        #expect(RendererChoice.decide(.auto, openGL: gl) == RendererChoice(software: false, reason: .gpu(gl)))
    }

    @Test("without OpenGL every preference ends on software, saying why unless it was asked for")
    func noOpenGL() {
        #expect(RendererChoice.decide(.auto, openGL: nil) == RendererChoice(software: true, reason: .noOpenGL))
        #expect(RendererChoice.decide(.opengl, openGL: nil) == RendererChoice(software: true, reason: .noOpenGL))
        #expect(RendererChoice.decide(.software, openGL: nil) == RendererChoice(software: true, reason: .asked))
    }

    @Test("opengl and software are kept as asked, whatever OpenGL is")
    func forced() {
        #expect(RendererChoice.decide(.opengl, openGL: "llvmpipe (LLVM 15.0.6, 256 bits)") == RendererChoice(software: false, reason: .asked))
        #expect(RendererChoice.decide(.software, openGL: "NVIDIA GeForce RTX 3060/PCIe/SSE2") == RendererChoice(software: true, reason: .asked))
    }

    @Test("the first toast names the renderer and the reason, in English and Korean")
    func toast() {
        let choice = RendererChoice.decide(.auto, openGL: "llvmpipe (LLVM 15.0.6, 256 bits)")
        #expect(ToastText(korean: false).rendererNotice("software", choice) == "Renderer: software (OpenGL here is llvmpipe, drawn on the CPU)")
        #expect(ToastText(korean: true).rendererNotice("software", choice) == "렌더러: 소프트웨어 (이 OpenGL은 CPU로 그리는 llvmpipe)")
        #expect(ToastText(korean: false).rendererNotice("software", RendererChoice.decide(.auto, openGL: nil)) == "Renderer: software (no OpenGL)")
        // On the GPU, or as asked, the launch says nothing: -v does.
        #expect(ToastText(korean: false).rendererNotice("opengl", RendererChoice.decide(.auto, openGL: "NVIDIA GeForce")) == nil)
        #expect(ToastText(korean: false).rendererNotice("software", RendererChoice.decide(.software, openGL: "llvmpipe")) == nil)
    }
}
