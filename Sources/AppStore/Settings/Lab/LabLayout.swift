import SimKit

/// The Lab's inset grouped layout (iOS 15+): where content starts, the plot card, a section title
/// and a group of rows.
@MainActor
enum LabLayout {
    /// Where content starts: below the status bar and a 44 pt navigation bar (NavigationController
    /// lays its children out full screen, as UIKit does, and leaves the inset to them).
    static func contentTop(_ metrics: Metrics) -> Double { metrics.statusBarHeight + NavigationBar.barHeight + 12 }
    static let plotHeight = 190.0
    static let margin = 16.0

    /// Puts `plot` at the top of a view `width` wide; returns where the content under it starts.
    static func place(plot: View, width: Double, metrics: Metrics) -> Double {
        let y = contentTop(metrics)
        plot.frame = Rect(margin, y, width - 2 * margin, plotHeight)
        return y + plotHeight + 18
    }

    /// Puts a group's section title at `y`, over its first row's text; returns the group's top.
    static func place(sectionTitle label: Label, at y: Double, width: Double) -> Double {
        let lh = label.measurer.lineHeight(of: label.font)
        label.frame = Rect(margin + 16, y, width - 2 * margin - 32, lh)
        return y + lh + 6
    }

    /// Puts `group` at `y` with `rows` one under another in it, each `rowHeight` tall; returns
    /// where the next group starts.
    static func place(group: View, rows: [View], rowHeight: Double, at y: Double, width: Double) -> Double {
        let w = width - 2 * margin
        group.frame = Rect(margin, y, w, rowHeight * Double(rows.count))
        for (i, row) in rows.enumerated() { row.frame = Rect(0, rowHeight * Double(i), w, rowHeight) }
        return group.frame.maxY + 24
    }
}
