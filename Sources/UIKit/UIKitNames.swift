import Motion
import SimKit

// UIKit's names for what SimKit already has in UIKit's shape. The module does not re-export
// Foundation, as iOS's UIKit does: on Linux, Foundation has CGFloat, CGRect, CGPoint and CGSize of
// its own, which are not SimKit's, so a view's frame could not take Foundation's CGRect. Here
// CGRect *is* SimKit's Rect, and `view.frame = CGRect(x: 0, y: 0, width: 10, height: 10)` is the
// line a tutorial writes. What Foundation gives a transition file besides (TimeInterval) is
// declared here too; a file that imports Foundation as well gets an ambiguity error at its line,
// never a silent mix (docs/uikit.md).

/// UIView: SimKit's view, model and presentation values apart as in Core Animation.
public typealias UIView = View
/// UIViewController.
public typealias UIViewController = ViewController
/// UIColor (sRGB, straight alpha).
public typealias UIColor = Color
/// UIViewController.modalPresentationStyle's type; CardSim presents with `.custom`.
public typealias UIModalPresentationStyle = ViewController.ModalPresentationStyle
/// UIViewPropertyAnimator, with UIKit's interruptible timeline.
public typealias UIViewPropertyAnimator = PropertyAnimator
/// Where a property animator ended (`.end`, `.start`, `.current`).
public typealias UIViewAnimatingPosition = AnimatorTimeline.Position

/// CGFloat: a Double, as it is on every 64-bit Apple platform.
public typealias CGFloat = Double
/// Foundation's TimeInterval: seconds.
public typealias TimeInterval = Double
/// CGRect, CGPoint, CGSize: SimKit's geometry in points.
public typealias CGRect = Rect
public typealias CGPoint = Point
public typealias CGSize = Size
/// CGAffineTransform: scale and translation (a rotation is refused at compile time).
public typealias CGAffineTransform = Transform
