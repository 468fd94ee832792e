import AppStore
import TestSupport
import Foundation
import Testing
@testable import SDLBackend

/// A card file whose artwork is not an image (a text file called `fake.png`, a cut-off PNG)
/// is refused when it is read, as `FILE:LINE: cards[N].image: message`, not shown as a blank card.
@Suite("Card files: artwork decoded at load")
@MainActor
final class CardImageCheckTests {
    let dir: String

    init() throws {
        dir = NSTemporaryDirectory() + "cardsim-images-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: RepoPaths.root + "/Assets/Art/avatar.png", toPath: dir + "/ok.png")
        try "not a picture\n".write(toFile: dir + "/fake.png", atomically: true, encoding: .utf8)
        let png = try Data(contentsOf: URL(fileURLWithPath: dir + "/ok.png"))
        try png.prefix(60).write(to: URL(fileURLWithPath: dir + "/cut.png"))
    }

    // A class, so that each test's folder goes when the test does.
    deinit { try? FileManager.default.removeItem(atPath: dir) }

    private func load(second image: String) throws -> CardDeck {
        let json = """
        {"cards": [
          {"id": "a", "image": "ok.png", "textColor": "#FFFFFF", "en": {"subtitle": "S", "title": "T", "body": ["p"]}},
          {"id": "b", "image": "\(image)", "textColor": "#FFFFFF", "en": {"subtitle": "S", "title": "T", "body": ["p"]}}
        ]}
        """
        try json.write(toFile: dir + "/cards.json", atomically: true, encoding: .utf8)
        return try CardDeck.load(path: dir + "/cards.json", checkImage: ImageFileCheck.problem(at:))
    }

    @Test(arguments: ["fake.png", "cut.png"])
    func aFileThatDoesNotDecodeIsRefusedWithItsLineAndField(image: String) {
        do {
            _ = try load(second: image)
            Issue.record("\(image) was accepted")
        } catch let error as CardLoadError {
            #expect(error.description.hasPrefix("\(dir)/cards.json:3: cards[1].image: not an image CardSim can show: \(dir)/\(image) ("),
                    "\(error.description)")
        } catch {
            Issue.record("\(error)")
        }
    }

    @Test func realImagesLoad() throws {
        #expect(try load(second: "ok.png").cards.count == 2)
        #expect(ImageFileCheck.problem(at: RepoPaths.root + "/Assets/Art/avatar.png") == nil)
    }
}
