@testable import AppStore
import SimKit
import Testing
import TestSupport

/// An open story's subtitle and title start below the safe area, with a margin, in every style on
/// every device: the status bar's time, where a style keeps the bar, never sits on the label.
@Suite("An open story's labels sit below the status bar")
@MainActor
struct StoryLabelSafeAreaTests {
    /// The least room between the bottom of the time's line box and the top of the subtitle's, in
    /// points: below this the two read as one block (an iPad's showed 2 pt).
    static let clearance = 6.0

    @Test("below the safe area's top by the margin, and clear of the time", arguments: Device.all, CardTransitionStyle.allCases)
    func belowTheStatusBar(device: Device, style: CardTransitionStyle) throws {
        var config = AppConfiguration(deck: try TestScenes.deck(), style: style)
        config.device = device
        let scene = AppStoreScene(configuration: config, measurer: FixedWidthTextMeasurer(), images: FixedImageCatalog())
        let clock = FrameStepper(scene: scene)
        clock.tap(try #require(scene.inspector.pointForCard(1)))
        clock.settle()
        let story = try #require(scene.root.story)
        let (subtitle, title) = (story.content.subtitleLabel.screenRect, story.content.titleLabel.screenRect)
        #expect(subtitle.minY >= device.statusBarHeight + StoryContentView.expandedTopMargin - 1e-9, "\(device) \(style): \(subtitle)")
        #expect(title.minY > subtitle.maxY)
        // Where the style keeps the status bar, its time's line box ends well above the label.
        for case let .text(run) in scene.render() where run.text == "9:41" {
            let bottom = run.origin.y + FixedWidthTextMeasurer().lineHeight(of: run.font) * run.scale
            #expect(subtitle.minY - bottom >= Self.clearance, "\(device) \(style): time ends at \(bottom), label starts at \(subtitle.minY)")
        }
    }
}
