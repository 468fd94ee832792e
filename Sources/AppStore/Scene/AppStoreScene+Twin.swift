import SimKit
import Playback

/// When a fresh scene would be this one: a runner swaps it for such a twin where a long session
/// rests, so that re-deriving a moment (a seek) starts there and not at the session's start.
extension AppStoreScene {
    /// Fresh scenes with this scene's settings, date, device and hooks, opened on Today, storing
    /// nothing; nil unless one would be this scene: at rest on Today, nothing presented, Settings
    /// at its root and scrolled to its top, so no screen out of sight holds anything a fresh one
    /// lacks. What Today shows (its scroll) the runner checks by drawing both.
    public func twinMaker() -> (() -> Scene)? {
        guard isAtHome, isIdle else { return nil }
        let make = makeRemade(for: device, opensOnDevice: false)
        // The pointer resting over the window is part of what the trace shows: a twin has it where
        // this scene has it (a hover only places it, and no finger is down at rest).
        let pointer = window.pointer
        return {
            let twin = make()
            if let pointer { twin.window.handle(.hover(pointer, time: 0)) }
            return twin
        }
    }

    private var isAtHome: Bool {
        guard root.selectedIndex == RootTabController.todayTab, root.presentedViewController == nil,
              root.settingsTab.zoom == nil else { return false }
        let stack = root.settingsTab.nav.viewControllers
        guard stack.count == 1 else { return false }
        if let list = stack.first as? GroupedListViewController, list.isViewLoaded, list.scrollView.contentOffset != .zero {
            return false
        }
        return true
    }
}
