import SimKit

/// The story shown as a sheet: its list scrolls in the sheet below the top bar (the story's own
/// scrolling, untouched by the sheet's drag), and the close button sits on the artwork's corner as
/// it does full screen.
extension StoryViewController: SheetContent {
    var sheetTitle: String? { nil }

    func layoutInSheet(size: Size, below top: Double) {
        scrollView.frame = Rect(0, top, size.width, size.height - top)
        closeButton.frame.origin.y = top + 12
    }
}
