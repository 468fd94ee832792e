import SimKit
import Testing
import TestSupport
@testable import SDLBackend

/// A backdrop named ahead is drawn over everything its frame draws before the blur. Where the
/// window puts the scene inside a bezel, or `--compare` into a panel, that frame starts with the
/// bezel's or the earlier panels' commands: the backdrop's prefix must too, moved as the scene is,
/// or its keys never match the frame's and the work during the press is lost.
@Suite("A backdrop named ahead, placed in a bezel or a panel")
@MainActor
struct BackdropAheadPlacementTests {
    /// A scene whose frame draws `before`, then the screen's blur, and names that backdrop ahead.
    static let before: [DrawCommand] = [
        .fill(RoundedRect(Rect(0, 0, 390, 844)), .white),
        .clip(Rect(0, 0, 390, 100)),
        .fill(RoundedRect(Rect(20, 40, 100, 30), radius: 6), .black),
        .clip(nil),
    ]
    static let blur = DrawCommand.backdropBlur(RoundedRect(Rect(0, 0, 390, 844)), radius: 24, tint: .white, alpha: 0.5)

    /// The prefix and blur of `list`'s last blur, and the backdrop `list` names.
    static func parts(_ list: [DrawCommand]) throws -> (drawn: BackdropAhead, named: BackdropAhead) {
        let i = try #require(list.lastIndex { if case .backdropBlur = $0 { true } else { false } })
        let drawn = try #require(BackdropAhead(lastBlurIn: Array(list[...i])))
        let named = try #require(list.compactMap { if case let .prepareBackdrop(b) = $0 { b } else { nil } }.first)
        return (drawn, named)
    }

    @Test("the named prefix is the placed frame's prefix, in a bezel, placed without one, and in the second panel")
    func prefixFollowsThePlacement() throws {
        let ahead = try #require(BackdropAhead(lastBlurIn: Self.before + [Self.blur]))
        let scene = Self.before + [Self.blur, .prepareBackdrop(ahead)]
        let bezel = Bezel(device: .iPhone14)
        let panels = PanelLayout(panel: Size(390, 844), labels: ["one", "two"])
        for list in [bezel.wrap(scene), bezel.placeWithoutFrame(scene),
                     panels.compose([Self.before, scene], measurer: FixedWidthTextMeasurer())] {
            let (drawn, named) = try Self.parts(list)
            #expect(named.prefix == drawn.prefix)
            #expect(named.area == drawn.area && named.radius == drawn.radius && named.tint == drawn.tint)
        }
    }
}

