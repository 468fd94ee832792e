import SimKit

/// CardSim's Today playing an iOS list controller's part: a file's delegate that adopts this is
/// handed the tapped cell before the story is presented, as `didSelectItemAt` hands it over on iOS.
/// It is CardSim's own, so a file declares the conformance inside `#if CARDSIM` (docs/uikit.md).
public typealias TappedViewReceiving = SimKit.TappedViewReceiving
