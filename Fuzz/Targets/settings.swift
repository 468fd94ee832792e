// libFuzzer target `settings`: `AppSettings.decode(_:)` (Sources/AppStore/Settings/AppSettings+JSON.swift),
// the settings.json reader, on any bytes. A file it accepts must survive a write and a read:
// decoding `encoded()` gives the same settings (what SettingsFile.write then load does).
// Seeds: Fuzz/Corpus/settings. Built and run by scripts/fuzz.sh.
import AppStore

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSettings(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let settings = try? AppSettings.decode(bytes) else { return 0 }
    let text = settings.encoded()
    guard let again = try? AppSettings.decode(Array(text.utf8)) else {
        fatalError("accepted, but its encoding does not decode:\n\(text)")
    }
    precondition(again == settings, "encode/decode changed the settings:\n\(text)")
    return 0
}
