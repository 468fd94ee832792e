/// The transition styles the app offers. Settings, scripts (`set style`), `--style`, the window's
/// Ctrl+1… keys, `--help` and the trace all read their names from here, so a new style is its
/// folder plus one line in `builtIn`.
///
/// `current` is a task-local, so a style defined elsewhere (a test's) is offered only inside
/// `TransitionStyleRegistry.$current.withValue(.current.adding(style)) { … }`.
public struct TransitionStyleRegistry: Sendable {
    /// The styles in the order Settings lists them: one line per style. The first is the default
    /// (`CardTransitionStyle.standard`).
    static let builtIn: [TransitionStyleDescriptor] = [
        .appStore,
        .expand,
        .sheet,
        .slide,
        .zoom,
    ]

    /// The styles in effect.
    @TaskLocal public static var current = TransitionStyleRegistry(builtIn)

    /// Every style, in order.
    public let all: [TransitionStyleDescriptor]

    init(_ descriptors: [TransitionStyleDescriptor]) { all = descriptors }

    public func descriptor(named name: String) -> TransitionStyleDescriptor? { all.first { $0.style.rawValue == name } }

    /// These styles and `descriptor` after them (in place of one of the same name).
    public func adding(_ descriptor: TransitionStyleDescriptor) -> TransitionStyleRegistry {
        TransitionStyleRegistry(all.filter { $0.style != descriptor.style } + [descriptor])
    }
}
