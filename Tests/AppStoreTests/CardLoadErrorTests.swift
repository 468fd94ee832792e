import Foundation
import Testing
@testable import AppStore

/// A bad card file names the file, the line and the field (`FILE:LINE:`), so
/// `cardsim --cards FILE` can print it and exit with status 2.
@Suite("Bad card files")
struct CardLoadErrorTests {
    /// A valid one-card file; cases below break one thing each. Lines: 1 `{"cards"`, 2 the card,
    /// 3 `"en"`, 4 `"body"`, 5 `]}`.
    static func file(id: String = #""id": "a""#, image: String = "a.png", color: String = "#FFFFFF",
                     en: String = #""en": {"subtitle": "S", "title": "T", "blurb": "B","#,
                     body: String = #""body": ["p1", "p2"]}"#) -> String {
        """
        {"cards": [
          {\(id), "image": "\(image)", "textColor": "\(color)",
           \(en)
                  \(body)}
        ]}
        """
    }

    static let cases: [(json: String, expected: String)] = [
        ("{\"cards\": [\n  {\"id\": \"a\" \"image\": \"a.png\"}\n]}",
         #"DIR/cards.json:2: invalid JSON: unexpected '"'; expected ',' or '}'"#),
        ("{\"cards\": [\n  1,\n]}", "DIR/cards.json:3: invalid JSON: unexpected ']'; expected a value"),
        ("{\"cards\": [\n  {\"id\": \"a\n]}", #"DIR/cards.json:2: invalid JSON: line break inside a string (write \n, or close the quote)"#),
        ("{\"cards\": [\n  {\"id\": tru}]}", "DIR/cards.json:2: invalid JSON: unexpected 't'; expected a value"),
        ("{\"cards\": []}\n\n}", "DIR/cards.json:3: invalid JSON: unexpected '}' after the end of the JSON value"),
        ("\n", "DIR/cards.json:2: invalid JSON: the file is empty; expected a JSON object"),
        ("[1, 2]", #"DIR/cards.json:1: expected an object with a "cards" array, found an array"#),
        ("{}", #"DIR/cards.json:1: missing field "cards" (an array of cards)"#),
        ("{\n  \"card\": []}", "DIR/cards.json:2: card: unknown field (expected one of: cards)"),
        ("{\"cards\": {}}", "DIR/cards.json:1: cards: expected an array of cards, found an object"),
        ("{\"cards\":\n []}", "DIR/cards.json:2: cards: the list is empty; add at least one card"),
        (file(en: #""en": {"subtitle": "S", "blurb": "B","#), #"DIR/cards.json:3: cards[0].en: missing field "title""#),
        (file(en: #""en": {"subtitle": "S", "title": 5, "blurb": "B","#), "DIR/cards.json:3: cards[0].en.title: expected a string, found a number"),
        (file(en: #""en": {"subtitle": "S", "title": " ", "blurb": "B","#), "DIR/cards.json:3: cards[0].en.title: must not be empty"),
        (file(en: #""en": {"subtitle": "S", "titel": "T", "blurb": "B","#),
         "DIR/cards.json:3: cards[0].en.titel: unknown field (expected one of: blurb, body, subtitle, title)"),
        (file(color: "red"), ##"DIR/cards.json:2: cards[0].textColor: expected "#RRGGBB", found "red""##),
        (file(color: "#FFF"), ##"DIR/cards.json:2: cards[0].textColor: expected "#RRGGBB", found "#FFF""##),
        (file(image: "Art/missing.png"), "DIR/cards.json:2: cards[0].image: image file not found: DIR/Art/missing.png"),
        (file(id: #""id": 7"#), "DIR/cards.json:2: cards[0].id: expected a string, found a number"),
        (file(id: #""name": "a""#), #"DIR/cards.json:2: cards[0].name: unknown field (expected one of: en, id, image, ko, textColor)"#),
        (file(en: #""fr": {"subtitle": "S", "title": "T", "blurb": "B","#),
         "DIR/cards.json:3: cards[0].fr: unknown field (expected one of: en, id, image, ko, textColor)"),
        (file(en: #""en": "hello", "x": {"#).replacingOccurrences(of: #""x": {"#, with: #""ko": {"title": 1,"#),
         "DIR/cards.json:3: cards[0].en: expected an object with subtitle, title, blurb and body, found a string"),
        (file(body: #""body": ["p1", 2]}"#), "DIR/cards.json:4: cards[0].en.body[1]: expected a string, found a number"),
        (file(body: #""body": []}"#), "DIR/cards.json:4: cards[0].en.body: needs at least one paragraph"),
        (file(body: #""body": "p1"}"#), "DIR/cards.json:4: cards[0].en.body: expected an array of paragraph strings, found a string"),
        ("{\"cards\": [\n  {\"id\": \"a\", \"image\": \"a.png\", \"textColor\": \"#FFFFFF\"}]}",
         #"DIR/cards.json:2: cards[0]: missing text: add an "en" or a "ko" section (or both)"#),
        ("{\"cards\": [\n  {\"id\": \"a\", \"textColor\": \"#FFFFFF\"}]}", #"DIR/cards.json:2: cards[0]: missing field "image""#),
        ("{\"cards\": [\n  {\"id\": \"a\", \"image\": \"a.png\", \"textColor\": \"#FFFFFF\", \"en\": {\"title\": \"T\", \"body\": [\"p\"]}},\n  \"b\"]}",
         #"DIR/cards.json:2: cards[0].en: missing field "subtitle""#),
    ]

    @Test(arguments: cases)
    func badFileNamesFileLineAndField(json: String, expected: String) throws {
        #expect(try CardFixture(json).loadError() == expected)
    }

    @Test func theValidTemplateLoads() throws {
        let deck = try CardFixture(Self.file()).load()
        #expect(deck.cards.count == 1)
        #expect(deck.cards[0].text(.en) == CardText(subtitle: "S", title: "T", blurb: "B", body: ["p1", "p2"]))
    }

    @Test func secondCardIsCountedFromZeroAndDuplicateIDsAreRefused() throws {
        let card = ##"{"id": "a", "image": "a.png", "textColor": "#FFFFFF", "en": {"subtitle": "S", "title": "T", "body": ["p"]}}"##
        #expect(try CardFixture("{\"cards\": [\n\(card),\n\"x\"]}").loadError()
            == "DIR/cards.json:3: cards[1]: expected a card object, found a string")
        #expect(try CardFixture("{\"cards\": [\n\(card),\n\n\(card)]}").loadError()
            == #"DIR/cards.json:4: cards[1].id: duplicate id "a" (also cards[0])"#)
    }

    @Test func missingFileHasNoLine() {
        let path = FileManager.default.temporaryDirectory.path + "/cardsim-no-such-\(UUID().uuidString).json"
        #expect(throws: CardLoadError(file: path, line: nil, message: "cannot open card file: no such file")) {
            try CardDeck.load(path: path)
        }
        #expect(CardLoadError(file: "x.json", line: nil, message: "m").description == "x.json: m")
        #expect(CardLoadError(file: "x.json", line: 3, message: "m").description == "x.json:3: m")
    }

    @Test func aDirectoryIsNotACardFile() {
        let dir = FileManager.default.temporaryDirectory.path
        #expect(throws: CardLoadError(file: dir, line: nil, message: "cannot open card file: is a directory, not a file")) {
            try CardDeck.load(path: dir)
        }
    }
}
