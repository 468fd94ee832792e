import CSDL2

extension SDLRenderer {
    /// Runs `body` drawing into `target` (nil: the window or output surface) with SDL's clip set to
    /// `clip` (nil: none), then puts back the target, clip and draw blend mode that were there, even
    /// when `body` throws. Every switch of render target goes through here, so no caller has to
    /// remember to re-apply its clip: SDL keeps one clip and does not restore it across targets.
    ///
    ///     try renderer.withTarget(scratch, clip: nil) { try renderer.copy(image, to: nil) }
    func withTarget<T>(_ target: SDLTexture?, clip: SDL_Rect?, _ body: () throws -> T) throws -> T {
        let savedTarget = self.target
        var savedClip = SDL_Rect()
        SDL_RenderGetClipRect(handle, &savedClip)
        let clipped = SDL_RenderIsClipEnabled(handle) == SDL_TRUE
        var blend = SDL_BLENDMODE_NONE
        SDL_GetRenderDrawBlendMode(handle, &blend)
        try setTarget(target)
        defer {
            // Putting back a target, clip and blend mode that were valid a moment ago: their codes say
            // nothing new, and a failure of the body is the one worth reporting.
            try? setTarget(savedTarget)
            if clipped { SDL_RenderSetClipRect(handle, &savedClip) } else { SDL_RenderSetClipRect(handle, nil) }
            SDL_SetRenderDrawBlendMode(handle, blend)
        }
        try setClip(clip)
        return try body()
    }
}
