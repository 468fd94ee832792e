import SimKit

/// Switching between Light and Dark live (`set appearance`, the Settings screen): every screen
/// takes the new palette in the same frame; stories opened later are built with it.
extension RootTabController {
    func apply(palette: Palette) {
        environment.palette = palette
        tabBar.palette = palette
        today.apply(palette: palette)
        settingsTab.apply(palette: palette)
        if let story, story.isViewLoaded { story.apply(palette: palette) }
    }
}
