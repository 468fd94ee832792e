import CSDL2

/// Runs `body` drawing into `target` (nil: the window or output surface) with SDL's clip set to
/// `clip` (nil: none), then puts back the target, clip and draw blend mode that were there, even
/// when `body` throws. Every switch of render target goes through here, so no caller has to
/// remember to re-apply its clip: SDL keeps one clip and does not restore it across targets.
///
///     try withTarget(scratch.handle, clip: nil, on: renderer) { try copy(image, into: scratch) }
@MainActor
func withTarget<T>(_ target: OpaquePointer?, clip: SDL_Rect?, on renderer: OpaquePointer, _ body: () throws -> T) throws -> T {
    let savedTarget = SDL_GetRenderTarget(renderer)
    var savedClip = SDL_Rect()
    SDL_RenderGetClipRect(renderer, &savedClip)
    let clipped = SDL_RenderIsClipEnabled(renderer) == SDL_TRUE
    var blend = SDL_BLENDMODE_NONE
    SDL_GetRenderDrawBlendMode(renderer, &blend)
    try SDLError.check(SDL_SetRenderTarget(renderer, target), "SDL_SetRenderTarget")
    defer {
        // Putting back a target, clip and blend mode that were valid a moment ago: their codes say
        // nothing new, and a failure of the body is the one worth reporting.
        SDL_SetRenderTarget(renderer, savedTarget)
        if clipped { SDL_RenderSetClipRect(renderer, &savedClip) } else { SDL_RenderSetClipRect(renderer, nil) }
        SDL_SetRenderDrawBlendMode(renderer, blend)
    }
    if var c = clip {
        try SDLError.check(SDL_RenderSetClipRect(renderer, &c), "SDL_RenderSetClipRect")
    } else {
        try SDLError.check(SDL_RenderSetClipRect(renderer, nil), "SDL_RenderSetClipRect")
    }
    return try body()
}

/// Sets the colour and blend mode that fills and clears use. Not checked: SDL fails these only for
/// an invalid renderer or a blend mode the renderer lacks, and these are SDL's built-in modes,
/// which every renderer has (the same reason as `SDLTexture.prepare`).
@MainActor
func setDrawColor(_ c: SDL_Color, blend: SDL_BlendMode, on renderer: OpaquePointer) {
    SDL_SetRenderDrawBlendMode(renderer, blend)
    SDL_SetRenderDrawColor(renderer, c.r, c.g, c.b, c.a)
}
