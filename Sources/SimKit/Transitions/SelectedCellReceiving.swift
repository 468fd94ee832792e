/// A transitioning delegate that wants the list's selected cell before a presentation asks it for
/// animators: what an iOS list controller hands over by hand in `didSelectItemAt` (a card
/// transition opens from the cell and closes into it). The app that presents calls it once per
/// tapped cell, before `animationController(forPresented:presenting:source:)`; a delegate that does
/// not adopt it is never told, as a tutorial's file that knows nothing of the list.
@MainActor
public protocol SelectedCellReceiving: AnyObject {
    /// `cell` is the tapped cell itself, in the list's view hierarchy: its frame on screen is
    /// `cell.convert(cell.bounds, to: nil)`, and hiding it hides the list's card.
    func willPresent(fromSelectedCell cell: View)
}
