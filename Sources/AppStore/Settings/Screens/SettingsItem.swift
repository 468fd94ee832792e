import SimKit

/// One row of a Settings list, as data: the list view turns it into a ``SettingsRowView`` and
/// updates that row in place when the item changes (a value, a language, a checkmark), so a switch
/// keeps its knob's motion across a reload.
struct SettingsItem {
    /// What sits at the row's right edge.
    enum Accessory: Equatable {
        case none
        /// A chevron: the row pushes a screen.
        case disclosure
        /// A checkmark on the chosen option of a pushed list (nothing on the others).
        case checkmark(Bool)
        /// A switch showing this value.
        case toggle(Bool)
    }

    /// Stable within its list (`row.<id>` is the row view's name, for tests and the trace).
    var id: String
    var title: String
    /// A line under the title in secondary text, wrapped (the Card Transition list's descriptions).
    var subtitle: String?
    /// Right-aligned, in secondary text (Animation Speed's "1×").
    var value: String?
    var icon: SettingsIcon.Glyph?
    var accessory: Accessory = .none
    /// What a tap on the row does; nil rows do not highlight (a switch row, a version line).
    var action: (() -> Void)?
    /// What the switch does when the user flips it.
    var toggled: ((Bool) -> Void)?
}

/// A group of rows under an optional header, with an optional footer (iOS's grouped sections).
struct SettingsSection {
    var header: String?
    var footer: String?
    var items: [SettingsItem]
}
