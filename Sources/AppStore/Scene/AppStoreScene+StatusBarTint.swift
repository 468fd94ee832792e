import SimKit

/// Which style the status bar takes, from what lies under it: iOS draws its glyphs dark or light
/// (`preferredStatusBarStyle` of the view controller whose content is under the bar), never a
/// blend of the two, so they stay readable.
extension AppStoreScene {
    /// The glyphs' colour for this frame: the card's text colour when a story's artwork covers at
    /// least half of the glyphs' area (the story is then what lies under the bar, and its
    /// artwork's style wins), else the colour of what lies around it. The bar cross-fades to it
    /// when it changes (`StatusBarView.setTint`); a blend weighted by the artwork's share left
    /// the glyphs grey, unreadable on either ground, while a story was held half way.
    var statusBarTint: Color {
        let around = (statusBarIsOverBlack ? Palette.dark : root.environment.palette).label
        guard let (ink, share) = artworkUnderStatusBar, share >= 0.5 else { return around }
        return (0.299 * ink.r + 0.587 * ink.g + 0.114 * ink.b > 0.5 ? Palette.dark : Palette.light).label
    }

    /// Whether the presenting screen has shrunk below the status bar's line (the sheet's presenter at
    /// 0.9 leaves 42 pt of black at the top): iOS then draws the bar light.
    var statusBarIsOverBlack: Bool {
        guard let p = root.storyTransition?.presenter else { return false }
        return device.size.height / 2 * (1 - p.scale) + p.y > device.statusBarHeight / 2
    }

    /// Where the status bar draws its glyphs on this device: from 24 pt left of the time's centre
    /// (or the SE's signal bars) to past the battery, 24 pt tall about the glyphs' middle
    /// ((30, 14, 340, 24) on the iPhone 14).
    static func statusBarGlyphs(on device: Device) -> Rect {
        let l = device.statusBarLayout
        let left = min(l.timeCentre - 24, l.signalX), right = l.batteryX + 28
        return Rect(left, max(0, l.midY - 12), right - left, 24)
    }

    /// The text colour of the card whose artwork shows under the status bar's glyphs (a story open
    /// in a style that keeps the status bar, or one on its way), and the share of the glyphs' area
    /// it covers, times how opaque it is drawn; nil when none shows there. The card's text colour is
    /// the one chosen to read over its artwork: the source posts' black glyphs over the bundled dark skies
    /// were unreadable.
    var artworkUnderStatusBar: (ink: Color, share: Double)? {
        guard let story = root.story else { return nil }
        let shown: View? = root.activeAnimator?.cardView ?? (story.isViewLoaded ? story.view : nil)
        guard let outer = shown, let content = Self.storyContent(in: outer) else { return nil }
        let artwork = content.imageView
        guard !artwork.isHidden, artwork.drawnAlpha > 0 else { return nil }
        let visible = artwork.screenRect.intersection(outer.screenRect).intersection(content.screenRect)
            .intersection(Self.statusBarGlyphs(on: device))
        let glyphs = Self.statusBarGlyphs(on: device)
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
