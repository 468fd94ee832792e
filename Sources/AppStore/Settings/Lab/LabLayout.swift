import SimKit

/// The Labs' inset grouped layout (iOS 15+): where content starts, the plot card's height and the
/// groups' margin, shared by the Motion Lab and the Style Lab so their pages line up.
@MainActor
enum LabLayout {
    /// Where content starts: below the status bar and a 44 pt navigation bar (NavigationController
    /// lays its children out full screen, as UIKit does, and leaves the inset to them).
    static func contentTop(_ metrics: Metrics) -> Double { metrics.statusBarHeight + NavigationBar.barHeight + 12 }
    static let plotHeight = 190.0
    static let margin = 16.0
}
