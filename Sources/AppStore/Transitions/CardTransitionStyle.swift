import Foundation

/// A card transition style, by the name `--style`, `set style`, the settings file and the trace use.
/// Only a registered style has a value (`init(rawValue:)` is nil for any other name); each style's
/// folder declares its own `static let` and its `TransitionStyleDescriptor`, and
/// `TransitionStyleRegistry.builtIn` lists them, one line each, in the order Settings shows them.
public struct CardTransitionStyle: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: String

    /// The registered style called `rawValue`, or nil.
    public init?(rawValue: String) {
        guard TransitionStyleRegistry.current.descriptor(named: rawValue) != nil else { return nil }
        self.rawValue = rawValue
    }

    /// A style's own name, for its folder's `static let` and descriptor.
    init(name: String) { rawValue = name }

    public var description: String { rawValue }

    /// Every registered style, in the order Settings lists them and Ctrl+1… picks them.
    public static var allCases: [CardTransitionStyle] { TransitionStyleRegistry.current.all.map(\.style) }

    /// The style a fresh install, a missing setting and an unknown stored name use: the registry's
    /// first, so the default is written once, in `TransitionStyleRegistry.builtIn`.
    public static var standard: CardTransitionStyle { TransitionStyleRegistry.current.all[0].style }

    /// The names, in order, as a user types them.
    public static var names: [String] { allCases.map(\.rawValue) }

    /// What this style is called and does, and how it is made.
    public var descriptor: TransitionStyleDescriptor? { TransitionStyleRegistry.current.descriptor(named: rawValue) }
}
