/// A language the app's text comes in; `--lang en|ko` picks one.
public enum Language: String, Sendable, CaseIterable {
    case en
    case ko
}
