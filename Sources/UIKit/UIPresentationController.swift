import SimKit

/// UIPresentationController: SimKit's, which has UIKit's shape. A file subclasses it as on iOS
/// (`init(presentedViewController:presenting:)`, `containerView`, `presentedView`,
/// `presentedViewController`, `presentingViewController`, `frameOfPresentedViewInContainerView`,
/// the four will-begin/did-end hooks, `containerViewWillLayoutSubviews`,
/// `shouldRemovePresentersView`) and returns it from the delegate's
/// `presentationController(forPresented:presenting:source:)`; CardSim presents the story with it.
public typealias UIPresentationController = PresentationController
