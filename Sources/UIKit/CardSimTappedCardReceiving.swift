import SimKit

/// How a transition file gets Today's tapped card, which an iOS list controller hands to its
/// delegate in `didSelectItemAt` (`zoom.referenceView = cell`). CardSim makes the delegate with
/// `init()` and, when its class adopts this, calls `tapped(_:)` with the card's view before it
/// presents or pushes the story. iOS has no such protocol, so a file adopts it inside `#if CARDSIM`:
///
///     #if CARDSIM
///     extension CustomZoomTransition: CardSimTappedCardReceiving {
///         func tapped(_ card: UIView) { referenceView = card }
///     }
///     #endif
public typealias CardSimTappedCardReceiving = TappedViewReceiving

extension TransitioningDelegateBridge: TappedViewReceiving {
    /// Hands the card to the file's object, when it takes one.
    public func tapped(_ view: View) { (delegate as? TappedViewReceiving)?.tapped(view) }
}
