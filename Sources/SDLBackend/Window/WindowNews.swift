/// What something the window watches for the user (a `--transition` file being edited) has to
/// say, asked once a frame through `LiveRunner.Configuration.watch`.
public enum WindowNews: Sendable, Equatable {
    /// A short message, shown as a toast ("Reloaded FadeScale.swift").
    case toast(String)
    /// A problem shown over the screen until it is solved: a file's first compile error.
    case problem(String)
    /// The problem on screen is gone.
    case solved
}
