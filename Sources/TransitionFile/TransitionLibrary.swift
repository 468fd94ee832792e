import Foundation
import SimKit
import UIKit

/// A compiled transition file loaded into CardSim: its library, opened once and never closed (the
/// runtime keeps its classes registered), and the factory the generated source exports.
public struct TransitionLibrary: @unchecked Sendable {
    /// The C name of the generated factory: it returns the delegate, +1 retained, as an opaque pointer.
    static let factorySymbol = "cardsim_make_transitioning_delegate"
    typealias Factory = @convention(c) () -> UnsafeMutableRawPointer

    private let factory: Factory

    /// Opens the library at `path`, binding the symbols it leaves open (UIKit's, SimKit's) to
    /// this process's own: the one copy of the kit.
    static func open(_ path: String) throws(TransitionLibrary.OpenError) -> TransitionLibrary {
        guard let handle = dlopen(path, RTLD_NOW | RTLD_LOCAL) else {
            throw OpenError(reason: dlerror().map { String(cString: $0) } ?? "dlopen failed")
        }
        guard let symbol = dlsym(handle, factorySymbol) else {
            throw OpenError(reason: "\(factorySymbol) is missing")
        }
        return TransitionLibrary(factory: unsafeBitCast(symbol, to: Factory.self))
    }

    struct OpenError: Error { var reason: String }

    /// A new delegate from the file, under SimKit's protocol: a ``TransitioningDelegateBridge``
    /// when the class adopts UIViewControllerTransitioningDelegate (the story is presented), else a
    /// ``NavigationDelegateBridge`` when it adopts UINavigationControllerDelegate (the story is
    /// pushed). Nil when it adopts neither of this process's protocols (the library was bound to
    /// another copy of the kit or another Swift runtime).
    @MainActor
    public func makeDelegate() -> TransitioningDelegate? {
        let object = Unmanaged<AnyObject>.fromOpaque(factory()).takeRetainedValue()
        return TransitioningDelegateBridge(object: object) ?? NavigationDelegateBridge(object: object)
    }
}
