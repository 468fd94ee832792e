import Foundation

/// Where compiled transition files are kept, `$XDG_CACHE_HOME/cardsim/transitions` (else
/// `~/.cache/…`), one library a key. The key covers everything the library depends on: the file's
/// bytes, the class made, the compiler's version and the modules it was compiled against (a
/// rebuilt CardSim has other ones, and a library built against the old ones must not load).
public struct TransitionCache: Sendable {
    public let directory: String

    public init(directory: String) { self.directory = directory }

    public static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) -> TransitionCache {
        let base = environment["XDG_CACHE_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? (environment["HOME"] ?? NSTemporaryDirectory()) + "/.cache"
        return TransitionCache(directory: base + "/cardsim/transitions")
    }

    /// The key, as 16 hex digits.
    static func key(source: TransitionSource, compiler: SwiftCompiler, modules: String) -> String {
        var hash = FNV1a()
        hash.add(Array("cardsim-transition-2".utf8))
        hash.add(source.bytes)
        hash.add(Array(source.className.utf8))
        hash.add(Array(compiler.version.utf8))
        for module in ["UIKit", "SimKit", "Motion"] {
            let path = "\(modules)/\(module).swiftmodule"
            let attributes = try? FileManager.default.attributesOfItem(atPath: path)
            let size = (attributes?[.size] as? NSNumber)?.int64Value ?? -1
            let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? -1
            hash.add(Array("\(path) \(size) \(modified)".utf8))
        }
        return String(hash.value, radix: 16).leftPadded(to: 16)
    }

    func libraryPath(key: String) -> String { "\(directory)/\(key).so" }
}

/// 64-bit FNV-1a: a stable hash for cache keys (Swift's `Hasher` is seeded per process).
struct FNV1a {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ bytes: [UInt8]) {
        for b in bytes { value = (value ^ UInt64(b)) &* 0x0000_0100_0000_01B3 }
        // A separator, so ("ab", "c") and ("a", "bc") differ.
        value = (value ^ 0xFF) &* 0x0000_0100_0000_01B3
    }
}

extension String {
    func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
