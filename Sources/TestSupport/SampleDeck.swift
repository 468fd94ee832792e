import AppStore
import Foundation
import SimKit

/// The repository's own files, found from this source file so tests run from any directory.
public enum RepoPaths {
    public static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()
    public static var assets: String { root + "/Assets" }
    public static var cardsJSON: String { assets + "/cards.json" }
}

/// Scenes for tests.
@MainActor
public enum TestScenes {
    /// The bundled deck, loaded once per call (tests stay independent).
    public static func deck() throws -> CardDeck { try CardDeck.load(path: RepoPaths.cardsJSON) }

    /// The App Store scene with the fake measurer and image catalog.
    public static func appStore(language: Language = .en, rule: DismissRule = .projection,
                                style: CardTransitionStyle = .appstore) throws -> AppStoreScene {
        let config = AppConfiguration(deck: try deck(), language: language, style: style, dismissRule: rule)
        return AppStoreScene(configuration: config, measurer: FixedWidthTextMeasurer(), images: FixedImageCatalog())
    }
}
