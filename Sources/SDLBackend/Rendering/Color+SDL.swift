import CSDL2
import SimKit

/// The display list's colours as SDL takes them: straight alpha, one byte a channel.
extension Color {
    /// A 0–1 channel (or opacity) as a byte, clamped.
    static func byte(_ v: Double) -> UInt8 { UInt8(max(0, min(255, (v * 255).rounded()))) }

    /// This colour as SDL bytes, its opacity times `alpha`.
    func sdl(alpha: Double = 1) -> SDL_Color {
        SDL_Color(r: Color.byte(r), g: Color.byte(g), b: Color.byte(b), a: Color.byte(a * alpha))
    }
}
