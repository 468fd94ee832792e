import CSDL2

/// A failure reported by SDL, SDL_ttf or SDL_image, carrying the library's own message
/// (`SDL_GetError()`), or a missing file the renderer needs.
///
///     do { try SDLRuntime.initialize(video: true) } catch { print(error) }  // "SDL_Init failed: …"
public enum SDLError: Error, CustomStringConvertible {
    /// `call` returned an error; `message` is what SDL said at that moment.
    case call(String, message: String)
    /// A file the renderer needs could not be found or read; the text says what to do.
    case missingFile(String)

    /// A one-line, human-readable description of the failure.
    public var description: String {
        switch self {
        case let .call(call, message): return "\(call) failed: \(message.isEmpty ? "unknown SDL error" : message)"
        case let .missingFile(text): return text
        }
    }

    /// The error for a failed `call`, capturing SDL_GetError() (TTF_ and IMG_GetError are the same).
    static func last(_ call: String) -> SDLError {
        .call(call, message: String(cString: SDL_GetError()))
    }

    /// Throws when an SDL status code is negative, as SDL's functions report failure.
    static func check(_ status: Int32, _ call: String) throws {
        if status < 0 { throw last(call) }
    }
}
