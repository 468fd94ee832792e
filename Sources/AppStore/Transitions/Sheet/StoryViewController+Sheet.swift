import SimKit

/// The story shown as a sheet: its list scrolls in the sheet below the top bar (the story's own
/// scrolling, untouched by the sheet's drag), laid out for the sheet's width (an iPad's is narrower
/// than its screen), and the close button sits on the artwork's corner as it does full screen.
extension StoryViewController: SheetContent {
    var sheetTitle: String? { nil }

    func layoutInSheet(size: Size, below top: Double) {
        scrollView.frame = Rect(0, top, size.width, size.height - top)
        content.expandedWidth = size.width
        content.frame = Rect(0, 0, size.width, content.expandedContentHeight)
        scrollView.contentSize = content.frame.size
        closeButton.frame.origin = Point(size.width - closeButton.frame.width - CloseButton.margin, top + 12)
    }
}
