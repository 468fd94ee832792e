@testable import AppStore
import SimKit
import Testing
import TestSupport

/// In Dark, a sheet is drawn in iOS's elevated colours, so its top edge shows against the black
/// behind it: #1C1C1E behind a sheet's content, #2C2C2E for a grouped list's rows. Light keeps
/// its colours.
@Suite("Sheets in Dark are elevated")
@MainActor
struct SheetElevatedColourTests {
    static let elevatedBackground = Color(hex: 0x1C1C1E)
    static let elevatedRow = Color(hex: 0x2C2C2E)

    /// The fills of the frame just drawn that cover more than `minWidth` pt, with their colours.
    func fills(_ scene: AppStoreScene, minWidth: Double) -> [(Rect, Color)] {
        scene.render().compactMap { c in
            if case .fill(let r, let colour) = c, r.rect.width >= minWidth { return (r.rect, colour) }
            return nil
        }
    }

    @Test("the Account sheet: #1C1C1E behind, #2C2C2E rows, no black in the sheet")
    func accountSheet() throws {
        let scene = try SheetChromeTests.scene()
        scene.settings.appearance = .dark
        let clock = FrameStepper(scene: scene)
        clock.tap(SheetChromeTests.avatar)
        clock.settle()
        let sheetFills = fills(scene, minWidth: 300).filter { $0.0.minY >= 44 }
        #expect(sheetFills.contains { $0.1 == Self.elevatedBackground }, "the sheet's ground: \(sheetFills.map(\.1))")
        #expect(sheetFills.contains { $0.1 == Self.elevatedRow }, "the rows")
        #expect(!sheetFills.contains { $0.1 == .black }, "nothing in the sheet is black")
    }

    @Test("a story shown as a sheet: #1C1C1E behind it")
    func storySheet() throws {
        let scene = try SheetChromeTests.scene()
        scene.settings.appearance = .dark
        let clock = FrameStepper(scene: scene)
        clock.tap(try #require(scene.inspector.pointForCard(1)))
        clock.settle()
        let story = try #require(scene.root.story)
        #expect(story.view.backgroundColor == Self.elevatedBackground)
        let sheetFills = fills(scene, minWidth: 300).filter { $0.0.minY >= 44 }
        #expect(sheetFills.contains { $0.1 == Self.elevatedBackground }, "the sheet's top bar: \(sheetFills.map(\.1))")
        #expect(!sheetFills.contains { $0.1 == .black }, "nothing in the sheet is black")
    }

    @Test("Light keeps the grouped grey and white rows")
    func light() throws {
        let scene = try SheetChromeTests.scene()
        let clock = FrameStepper(scene: scene)
        clock.tap(SheetChromeTests.avatar)
        clock.settle()
        let sheetFills = fills(scene, minWidth: 300).filter { $0.0.minY >= 44 }
        #expect(sheetFills.contains { $0.1 == Color(hex: 0xF2F2F7) })
        #expect(sheetFills.contains { $0.1 == .white })
    }
}
