import Foundation
import SimKit
import Testing
@testable import AppStore

/// The bundled cards load, with artwork and both languages.
@Suite("Bundled cards")
struct CardDeckTests {
    let deck: CardDeck
    let root = CardFixture.repoRoot()

    init() throws {
        deck = try CardDeck.load(path: CardFixture.repoRoot() + "/Assets/cards.json")
    }

    @Test func loadsAtLeastSixCardsWithUniqueIDs() {
        #expect(deck.cards.count >= 6)
        #expect(Set(deck.cards.map(\.id)).count == deck.cards.count)
    }

    @Test func everyImageIsAPortraitPNGResolvedNextToTheFile() throws {
        for card in deck.cards {
            #expect(card.imagePath.hasPrefix(root + "/Assets/Art/"), "\(card.id): \(card.imagePath)")
            let data = try Data(contentsOf: URL(fileURLWithPath: card.imagePath))
            #expect(Array(data.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "\(card.id) is not a PNG")
            // IHDR width and height, big-endian, right after the signature and chunk header.
            let bytes = Array(data[16..<24])
            let width = bytes[0..<4].reduce(0) { $0 << 8 | Int($1) }
            let height = bytes[4..<8].reduce(0) { $0 << 8 | Int($1) }
            #expect(width == 700 && height == 900, "\(card.id): \(width)x\(height)")
        }
        #expect(FileManager.default.fileExists(atPath: root + "/Assets/Art/avatar.png"))
    }

    @Test func everyCardIsWrittenInBothLanguages() {
        for card in deck.cards {
            #expect(card.texts.count == 2, "\(card.id)")
            for lang in Language.allCases {
                let text = card.text(lang)
                #expect(!text.subtitle.isEmpty && !text.title.isEmpty && !text.blurb.isEmpty, "\(card.id) \(lang)")
                #expect(text.body.count >= 4, "\(card.id) \(lang): \(text.body.count) paragraphs")
            }
            let hangul = card.text(.ko).title.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }
            #expect(hangul, "\(card.id): Korean title has no Hangul")
            #expect(card.text(.en).title != card.text(.ko).title)
        }
    }

    @Test func textColoursAreOpaque() {
        for card in deck.cards { #expect(card.textColor.a == 1) }
        #expect(deck.cards.contains { $0.textColor == .white })
    }

    @Test func relativePathsStayRelativeToTheCurrentDirectory() {
        #expect(CardDeck.directory(of: "Assets/cards.json") == "Assets")
        #expect(CardDeck.directory(of: "cards.json") == "")
        #expect(CardDeck.directory(of: "/cards.json") == "/")
        #expect(CardDeck.directory(of: "/a/b/cards.json") == "/a/b")
    }

    @Test func missingLanguageFallsBackToTheOther() throws {
        let deck = try CardFixture(#"""
        {"cards": [{"id": "a", "image": "a.png", "textColor": "#1d1D1F",
          "ko": {"subtitle": "오늘의 앱", "title": "제목", "body": ["하나"]}}]}
        """#).load()
        let card = try #require(deck.cards.first)
        #expect(card.text(.en) == card.text(.ko))
        #expect(card.text(.en).title == "제목")
        #expect(card.text(.en).blurb == "")
        #expect(card.textColor == Color(hex: 0x1D1D1F))
    }
}
