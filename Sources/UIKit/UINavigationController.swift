import SimKit

/// UINavigationController: SimKit's stack (`pushViewController(_:animated:)`,
/// `popViewController(animated:)`, `popToRootViewController(animated:)`, `viewControllers`,
/// `topViewController`, `delegate`), whose push and pop run through the delegate's animator and
/// interaction controller. `UINavigationController.Operation` is `.none`, `.push` or `.pop`.
/// A file's delegate adopts ``UINavigationControllerDelegate`` and is set as `delegate` as written
/// (`navigationController.delegate = self`).
public typealias UINavigationController = NavigationController
