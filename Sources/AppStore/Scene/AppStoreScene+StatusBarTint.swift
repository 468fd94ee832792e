import SimKit

/// Which colours the status bar's glyphs take, from what lies under them: iOS draws them light over
/// dark content (`preferredStatusBarStyle`), so they stay readable.
extension AppStoreScene {
    /// The palette the status bar draws in this frame: light glyphs over the black a shrunk
    /// presenter leaves at the top; the card's own text colour's over a story's artwork; else the
    /// appearance's.
    var statusBarPalette: Palette {
        if statusBarIsOverBlack { return .dark }
        if let ink = artworkTextColorUnderStatusBar {
            return 0.299 * ink.r + 0.587 * ink.g + 0.114 * ink.b > 0.5 ? .dark : .light
        }
        return root.environment.palette
    }

    /// Whether the presenting screen has shrunk below the status bar's line (the sheet's presenter at
    /// 0.9 leaves 42 pt of black at the top): iOS then draws the bar light.
    var statusBarIsOverBlack: Bool {
        guard let p = root.storyTransition?.presenter else { return false }
        return Metrics.screen.height / 2 * (1 - p.scale) + p.y > Metrics.statusBarHeight / 2
    }

    /// Where the status bar draws its glyphs: "9:41" on the left, the icons on the right.
    static let statusBarGlyphs = Rect(30, 14, 340, 24)

    /// The text colour of the card whose artwork lies under all the status bar's glyphs, drawn at
    /// least half opaque (a story open in a style that keeps the status bar, or one on its way);
    /// nil when something else shows there. The card's text colour is the one chosen to read over
    /// its artwork: the seeds' black glyphs over the bundled dark skies were unreadable.
    var artworkTextColorUnderStatusBar: Color? {
        guard let story = root.story else { return nil }
        let shown: View? = root.activeAnimator?.cardView ?? (story.isViewLoaded ? story.view : nil)
        guard let outer = shown, let content = Self.storyContent(in: outer) else { return nil }
        let artwork = content.imageView
        guard !artwork.isHidden, artwork.drawnAlpha >= 0.5 else { return nil }
        let visible = artwork.screenRect.intersection(outer.screenRect).intersection(content.screenRect)
        return visible.encloses(Self.statusBarGlyphs) ? content.card.textColor : nil
    }

    /// The story content inside `view` (the view itself, or the first one in its subtree).
    private static func storyContent(in view: View) -> StoryContentView? {
        if let content = view as? StoryContentView { return content }
        for sub in view.subviews { if let found = storyContent(in: sub) { return found } }
        return nil
    }
}
