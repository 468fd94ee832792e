// libFuzzer target `script`: `Script.parse(text, file:)` (Sources/Playback/Script) on any bytes,
// read as UTF-8 the way `--script FILE` reads them. Besides "never traps", it checks what the code
// promises: a parsed script writes back (`Script.text`) to text that parses to the same commands,
// and a player can count its frames. Seeds: Fuzz/Corpus/script. Built and run by scripts/fuzz.sh.
import Playback

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScript(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    // With and without what the scene knows: `tap card N`, `tap tab N` and `set style NAME` are
    // checked against the counts and the names only when they are given.
    let known: [(cards: Int?, tabs: Int?, styles: [String]?)] = [(nil, nil, nil), (3, 5, ["appstore", "expand", "sheet", "slide", "zoom"])]
    for (cards, tabs, styles) in known {
        guard let script = try? Script.parse(text, file: "fuzz.txt", cardCount: cards, tabCount: tabs, styleNames: styles) else { continue }
        guard let again = try? Script.parse(script.text, file: "back.txt", cardCount: cards, tabCount: tabs, styleNames: styles) else {
            fatalError("accepted, but its text does not parse:\n\(script.text)")
        }
        precondition(again.commands == script.commands, "text round trip changed the commands:\n\(script.text)")
        precondition(script.estimatedDuration.isFinite, "endless estimated duration")
        MainActor.assumeIsolated {
            for fps in [1.0, 1000.0] { precondition(ScriptPlayer(script: script, fps: fps).estimatedFrameCount >= 1) }
        }
    }
    return 0
}
