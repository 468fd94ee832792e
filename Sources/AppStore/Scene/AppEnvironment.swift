import SimKit

/// What every screen of the app needs to know: language, date, and the backend's text and image
/// services. Passed down explicitly; nothing is global.
@MainActor
public struct AppEnvironment {
    public var language: Language
    public var date: SimDate
    public var measurer: TextMeasurer
    public var images: ImageCatalog
    /// The round account button's picture, if the deck has one.
    public var avatarPath: String?
    public var strings: Strings { Strings(language) }
    /// The colours of the appearance in effect (Light or Dark); views never test the appearance.
    public var palette = Palette.light
    /// The simulated device's layout: every size a view takes from the screen comes from here.
    public let metrics: Metrics

    public init(language: Language, date: SimDate, measurer: TextMeasurer, images: ImageCatalog, avatarPath: String?,
                metrics: Metrics = .standard) {
        self.language = language; self.date = date; self.measurer = measurer; self.images = images; self.avatarPath = avatarPath
        self.metrics = metrics
    }
}
