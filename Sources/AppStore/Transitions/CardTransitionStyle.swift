/// The five card transitions of the seeds (DESIGN.md, "The seeds, mapped"): which one runs when a
/// card is tapped. The raw value is the name used by `--style`, `set style`, settings and the trace.
public enum CardTransitionStyle: String, Sendable, CaseIterable {
    /// Seed 1: the App Store card that springs open over a blurred Today screen.
    case appstore
    /// Seed 2: grows out of the cell, then fills the screen; fades away to dismiss.
    case expand
    /// Seed 3: a sheet over the shrunk, dimmed presenter, dragged down by its top bar.
    case sheet
    /// Seed 4: slides in from the right while the presenter slides out to the left.
    case slide
    /// Seed 5: zooms out of the tapped card and resizes back into it.
    case zoom

    /// The names, in order, as a user types them.
    public static var names: [String] { allCases.map(\.rawValue) }
}
