import SimKit

/// Which style each part of the status bar takes, from what lies under it: iOS draws its glyphs
/// dark or light (`preferredStatusBarStyle` of the view controller whose content is under the
/// bar), never a blend of the two, so they stay readable.
extension AppStoreScene {
    /// The time's colour for this frame (`statusBarTint(for:)`).
    var statusBarTint: Color { statusBarTint(for: .time) }

    /// The colour of `part`'s glyphs for this frame: the card's text colour when a story's
    /// artwork covers at least half of the part's area (the story is then what lies under it, and
    /// its artwork's style wins), else the colour of what lies around it. Each part decides for
    /// itself, so a swipe back held part way, the time over Today and the battery over the story,
    /// reads on both; one style for the whole bar left one of them unreadable. The bar cross-fades
    /// to it when it changes (`StatusBarView.setTint`); a blend weighted by the artwork's share
    /// left the glyphs grey, unreadable on either ground, while a story was held half way.
    func statusBarTint(for part: StatusBarView.Part) -> Color {
        let around = (statusBarIsOverBlack ? Palette.dark : root.environment.palette).label
        guard let (ink, share) = artworkUnder(statusBar.area(of: part)), share >= 0.5 else { return around }
        return (0.299 * ink.r + 0.587 * ink.g + 0.114 * ink.b > 0.5 ? Palette.dark : Palette.light).label
    }

    /// Turns each part of the status bar to the style of what lies under it.
    func updateStatusBarTint(animated: Bool) {
        for part in StatusBarView.Part.allCases {
            statusBar.setTint(statusBarTint(for: part), for: part, animated: animated)
        }
    }

    /// Whether some part of the status bar has yet to take the style of what lies under it.
    var statusBarTintIsStale: Bool {
        StatusBarView.Part.allCases.contains { statusBar.tint(of: $0) != statusBarTint(for: $0) }
    }

    /// Whether the presenting screen has shrunk below the status bar's line (the sheet's presenter at
    /// 0.9 leaves 42 pt of black at the top): iOS then draws the bar light.
    var statusBarIsOverBlack: Bool {
        guard let p = root.storyTransition?.presenter else { return false }
        return device.size.height / 2 * (1 - p.scale) + p.y > device.statusBarHeight / 2
    }

    /// The text colour of the card whose artwork shows under `glyphs` (a part of the status bar,
    /// over a story open in a style that keeps the status bar, or one on its way), and the share of
    /// that area it covers, times how opaque it is drawn; nil when none shows there. The card's text
    /// colour is the one chosen to read over its artwork: the source posts' black glyphs over the
    /// bundled dark skies were unreadable.
    func artworkUnder(_ glyphs: Rect) -> (ink: Color, share: Double)? {
        guard let story = root.story else { return nil }
        let shown: View? = root.activeAnimator?.cardView ?? (story.isViewLoaded ? story.view : nil)
        guard let outer = shown, let content = Self.storyContent(in: outer) else { return nil }
        let artwork = content.imageView
        guard !artwork.isHidden, artwork.drawnAlpha > 0 else { return nil }
        let visible = artwork.screenRect.intersection(outer.screenRect).intersection(content.screenRect)
            .intersection(glyphs)
        // A fading story (expand's close) turns the glyphs as it fades.
        let share = max(0, visible.width) * max(0, visible.height) / (glyphs.width * glyphs.height)
            * min(1, artwork.drawnAlpha)
        return share > 0 ? (content.card.textColor, share) : nil
    }

    /// The story content inside `view` (the view itself, or the first one in its subtree).
    private static func storyContent(in view: View) -> StoryContentView? {
        if let content = view as? StoryContentView { return content }
        for sub in view.subviews { if let found = storyContent(in: sub) { return found } }
        return nil
    }
}
