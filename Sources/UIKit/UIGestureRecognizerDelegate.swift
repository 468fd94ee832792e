import SimKit

/// UIGestureRecognizerDelegate: `gestureRecognizerShouldBegin(_:)` and
/// `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`, both optional, honoured by SimKit's
/// recognisers (`recognizer.delegate = self`, held weakly).
public typealias UIGestureRecognizerDelegate = GestureRecognizerDelegate
