/// A transitioning or navigation delegate that is handed the view the user tapped to start its
/// transition (a list's cell), before the presentation or push begins, as a list controller's
/// `didSelectItemAt` hands the cell to the delegate it makes. A transition that grows out of that
/// view and shrinks back into it (the zoom) needs it; one that does not, ignores it.
@MainActor
public protocol TappedViewReceiving: AnyObject {
    func tapped(_ view: View)
}
