import Foundation

/// The cards of the Today screen, loaded from a JSON file such as `Assets/cards.json`.
///
///     do { deck = try CardDeck.load(path: "my-cards.json") }
///     catch let e as CardLoadError { print(e) }   // my-cards.json:12: cards[1].image: …
///
/// The file format, documented for users with an example in docs/cards.md (every field is checked;
/// unknown fields are errors so typos are caught):
///
///     {"cards": [
///       {"id": "aurora", "image": "Art/aurora.png", "textColor": "#FFFFFF",
///        "en": {"subtitle": "APP OF THE DAY", "title": "…", "blurb": "…", "body": ["…", "…"]},
///        "ko": {"subtitle": "오늘의 앱", "title": "…", "blurb": "…", "body": ["…"]}}
///     ]}
///
/// - `image` is resolved relative to the directory of the JSON file and must exist.
/// - `textColor` is `"#RRGGBB"`.
/// - `en` and `ko` are each optional, but one must be there; a missing one falls back to the
///   other (see ``Card/text(_:)``). `blurb` may be omitted (no bottom line); `body` needs at
///   least one paragraph.
public struct CardDeck: Sendable, Equatable {
    /// The cards in display order; never empty when loaded from a file.
    public var cards: [Card]

    /// Creates a deck from cards made in code.
    public init(cards: [Card]) {
        self.cards = cards
    }

    /// Says why the image file at a path cannot be shown (it does not decode), or nil when it can.
    /// The backend decodes; the model only names the field and line (`cards[1].image: …`).
    public typealias ImageCheck = (String) -> String?

    /// Reads and validates the card file at `path`; `checkImage` decodes each card's artwork, so a
    /// text file named `fake.png` is refused at load, not drawn as a blank card.
    /// - Throws: ``CardLoadError`` naming the file, the line and the field that is wrong.
    public static func load(path: String, checkImage: ImageCheck? = nil) throws(CardLoadError) -> CardDeck {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            let why = !exists ? "no such file" : isDirectory.boolValue ? "is a directory, not a file" : "cannot be read"
            throw CardLoadError(file: path, line: nil, message: "cannot open card file: \(why)")
        }
        return try parse(data: data, file: path, baseDirectory: directory(of: path), checkImage: checkImage)
    }

    /// Parses card JSON already in memory. `file` names it in errors; images are resolved
    /// against `baseDirectory` ("" means the current directory).
    public static func parse(data: Data, file: String, baseDirectory: String,
                             checkImage: ImageCheck? = nil) throws(CardLoadError) -> CardDeck {
        var parser = LocatedJSONParser(bytes: Array(data))
        let root: LocatedJSON
        do {
            root = try parser.parse()
        } catch {
            throw CardLoadError(file: file, line: error.line, message: "invalid JSON: \(error.message)")
        }
        let reader = CardFileReader(file: file, baseDirectory: baseDirectory, checkImage: checkImage)
        return CardDeck(cards: try reader.cards(from: root))
    }

    /// The directory part of a path, "" for a bare file name; "/" stays "/".
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        if slash == path.startIndex { return "/" }
        return String(path[..<slash])
    }
}
