import Foundation
import SimKit

/// Turns a parsed card file into cards, checking each field and naming it on error
/// (`cards[2].en.title`) with the line it is on.
struct CardFileReader {
    let file: String
    let baseDirectory: String
    var checkImage: CardDeck.ImageCheck?

    private static let cardKeys: Set<String> = ["id", "image", "textColor", "en", "ko"]
    private static let textKeys: Set<String> = ["subtitle", "title", "blurb", "body"]

    private func error(_ line: Int, _ path: String, _ message: String) -> CardLoadError {
        CardLoadError(file: file, line: line, message: path.isEmpty ? message : "\(path): \(message)")
    }

    func cards(from root: LocatedJSON) throws(CardLoadError) -> [Card] {
        guard case .object = root.kind else {
            throw error(root.line, "", "expected an object with a \"cards\" array, found \(root.typeName)")
        }
        try rejectUnknown(root, allowed: ["cards"], path: "")
        guard let list = root.member("cards") else {
            throw error(root.line, "", "missing field \"cards\" (an array of cards)")
        }
        guard case .array(let items) = list.kind else {
            throw error(list.line, "cards", "expected an array of cards, found \(list.typeName)")
        }
        guard !items.isEmpty else { throw error(list.line, "cards", "the list is empty; add at least one card") }
        var seen: [String: Int] = [:]
        var cards: [Card] = []
        for (i, item) in items.enumerated() {
            let card = try self.card(item, path: "cards[\(i)]")
            if let first = seen[card.id] {
                throw error(item.member("id")?.line ?? item.line, "cards[\(i)].id", "duplicate id \"\(card.id)\" (also cards[\(first)])")
            }
            seen[card.id] = i
            cards.append(card)
        }
        return cards
    }

    private func card(_ value: LocatedJSON, path: String) throws(CardLoadError) -> Card {
        guard case .object = value.kind else { throw error(value.line, path, "expected a card object, found \(value.typeName)") }
        try rejectUnknown(value, allowed: Self.cardKeys, path: path)
        let id = try string(value, "id", path: path)
        let image = try string(value, "image", path: path)
        let imageLine = value.member("image")!.line
        let resolved = image.hasPrefix("/") || baseDirectory.isEmpty ? image
            : baseDirectory.hasSuffix("/") ? baseDirectory + image : baseDirectory + "/" + image
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: resolved, isDirectory: &isDirectory), !isDirectory.boolValue else {
            throw error(imageLine, "\(path).image", "image file not found: \(resolved)")
        }
        if let why = checkImage?(resolved) {
            throw error(imageLine, "\(path).image", "not an image CardSim can show: \(resolved) (\(why))")
        }
        let colorText = try string(value, "textColor", path: path)
        guard let color = Self.color(hex: colorText) else {
            throw error(value.member("textColor")!.line, "\(path).textColor", "expected \"#RRGGBB\", found \"\(colorText)\"")
        }
        var texts: [Language: CardText] = [:]
        for lang in Language.allCases {
            if let section = value.member(lang.rawValue) {
                texts[lang] = try text(section, path: "\(path).\(lang.rawValue)")
            }
        }
        guard !texts.isEmpty else {
            throw error(value.line, path, "missing text: add an \"en\" or a \"ko\" section (or both)")
        }
        return Card(id: id, imagePath: resolved, textColor: color, texts: texts)
    }

    private func text(_ value: LocatedJSON, path: String) throws(CardLoadError) -> CardText {
        guard case .object = value.kind else {
            throw error(value.line, path, "expected an object with subtitle, title, blurb and body, found \(value.typeName)")
        }
        try rejectUnknown(value, allowed: Self.textKeys, path: path)
        let subtitle = try string(value, "subtitle", path: path, allowEmpty: true)
        let title = try string(value, "title", path: path)
        let blurb = value.member("blurb") == nil ? "" : try string(value, "blurb", path: path, allowEmpty: true)
        guard let body = value.member("body") else { throw error(value.line, path, "missing field \"body\" (an array of paragraphs)") }
        guard case .array(let items) = body.kind else {
            throw error(body.line, "\(path).body", "expected an array of paragraph strings, found \(body.typeName)")
        }
        guard !items.isEmpty else { throw error(body.line, "\(path).body", "needs at least one paragraph") }
        var paragraphs: [String] = []
        for (i, item) in items.enumerated() {
            guard case .string(let s) = item.kind else {
                throw error(item.line, "\(path).body[\(i)]", "expected a string, found \(item.typeName)")
            }
            paragraphs.append(s)
        }
        return CardText(subtitle: subtitle, title: title, blurb: blurb, body: paragraphs)
    }

    /// A required string member; empty strings are refused unless `allowEmpty`.
    private func string(_ object: LocatedJSON, _ key: String, path: String, allowEmpty: Bool = false) throws(CardLoadError) -> String {
        guard let value = object.member(key) else { throw error(object.line, path, "missing field \"\(key)\"") }
        guard case .string(let s) = value.kind else {
            throw error(value.line, "\(path).\(key)", "expected a string, found \(value.typeName)")
        }
        if !allowEmpty && s.trimmingCharacters(in: .whitespaces).isEmpty {
            throw error(value.line, "\(path).\(key)", "must not be empty")
        }
        return s
    }

    private func rejectUnknown(_ object: LocatedJSON, allowed: Set<String>, path: String) throws(CardLoadError) {
        guard case .object(let members) = object.kind else { return }
        for m in members where !allowed.contains(m.key) {
            let field = path.isEmpty ? m.key : "\(path).\(m.key)"
            throw error(m.line, field, "unknown field (expected one of: \(allowed.sorted().joined(separator: ", ")))")
        }
    }

    /// `#RRGGBB` (case-insensitive) to an opaque colour.
    static func color(hex text: String) -> Color? {
        guard text.count == 7, text.first == "#", text.dropFirst().allSatisfy(\.isHexDigit),
              let value = UInt32(text.dropFirst(), radix: 16) else { return nil }
        return Color(hex: value)
    }
}
