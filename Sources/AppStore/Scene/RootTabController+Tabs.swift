import SimKit

/// The tab bar as on iOS: a tap on another item switches to its tab; a tap on the
/// selected item again takes that tab home: Today's list scrolls to the top, Settings pops to its
/// root, both animated.
extension RootTabController {
    static let todayTab = 0, settingsTab = 1

    /// The tabs' titles in the bar's order.
    nonisolated static func tabTitles(_ s: Strings) -> [String] { [s.today, s.settings] }

    func tabTapped(_ index: Int) {
        guard presentedViewController == nil else { return }
        if index != selectedIndex {
            select(index)
        } else if index == Self.todayTab {
            today.scrollView.setContentOffset(.zero, animated: true)
        } else {
            settingsTab.nav.popToRootViewController(animated: true)
        }
    }

    /// Escape: closes a story or the Account sheet, or goes back one screen in Settings.
    func goBack() {
        if presentedViewController != nil || pushedStory != nil { closeStory(); return }
        if selectedIndex == Self.settingsTab { settingsTab.nav.popViewController(animated: true) }
    }

    /// The scroll view of the screen on top of the visible tab.
    var visibleScrollView: ScrollView? {
        if selectedIndex == Self.settingsTab {
            switch settingsTab.nav.topViewController {
            case let list as GroupedListViewController: return list.scrollView
            case let lab as StyleLabViewController: return lab.scroll
            default: return nil
            }
        }
        return today.scrollView
    }

    /// The Settings tab on top, showing the choice list `kind` over the Settings root, without
    /// animation: where a scene remade on another device opens.
    func showSettingsScreen(_ kind: ChoiceListViewController.Kind) {
        select(Self.settingsTab)
        settingsTab.nav.popToRootViewController(animated: false)
        settingsTab.nav.pushViewController(ChoiceListViewController(navigator: settingsTab, kind: kind), animated: false)
        window?.layoutIfNeeded()
    }
}
