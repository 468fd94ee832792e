import CSDL2

extension SDL_BlendMode {
    /// Writes the source's alpha and keeps the target's colour: makes a target opaque (or any
    /// alpha) without touching its colours.
    static let alphaOnly = SDL_ComposeCustomBlendMode(
        SDL_BLENDFACTOR_ZERO, SDL_BLENDFACTOR_ONE, SDL_BLENDOPERATION_ADD,
        SDL_BLENDFACTOR_ONE, SDL_BLENDFACTOR_ZERO, SDL_BLENDOPERATION_ADD)
}
