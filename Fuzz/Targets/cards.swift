// libFuzzer target `cards`: `CardDeck.parse(data:file:baseDirectory:)` (Sources/AppStore/Model), the
// card file reader behind `CardDeck.load(path:)` and `--cards FILE`, on any bytes: the hand-written
// JSON parser (LocatedJSONParser) and the field checks. Images resolve against the repository's
// Assets folder, so the seeds' "Art/aurora.png" exist and valid decks get through every check; the
// artwork itself is not decoded (that is SDLBackend's ImageFileCheck, not this parser).
// Seeds: Fuzz/Corpus/cards. Built and run by scripts/fuzz.sh.
import AppStore
import Foundation

private let assets = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../Assets").standardized.path

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCards(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Data(UnsafeBufferPointer(start: data, count: size))
    do {
        let deck = try CardDeck.parse(data: bytes, file: "fuzz.json", baseDirectory: assets)
        precondition(!deck.cards.isEmpty, "a parsed deck has no cards")
        precondition(Set(deck.cards.map(\.id)).count == deck.cards.count, "duplicate ids got through")
    } catch {
        // Every refusal names the file (and the line, when there is one).
        precondition(error.description.hasPrefix("fuzz.json"), "error without the file name: \(error.description)")
    }
    return 0
}
