import Foundation

/// Where compiled transition files are kept, `$XDG_CACHE_HOME/cardsim/transitions` (else
/// `~/.cache/…`), one library a key. The key covers everything the library depends on: the file's
/// bytes, the class made, the compiler's version and the modules it was compiled against (a
/// rebuilt CardSim has other ones, and a library built against the old ones must not load).
///
/// Every save of a watched file is a new key, so the cache is bounded: after each load it keeps
/// the `maxVersions` most recently used libraries, and of those only as many as fit in `maxBytes`
/// (`evict(sparing:)`); the rest, least recently used first, are removed. A library's modification
/// time is its last use: a cache hit touches it (`markUsed`). A library still loaded by a running
/// CardSim may be removed: the process keeps its mapping, and a later load compiles it again.
public struct TransitionCache: Sendable {
    public let directory: String
    /// Libraries kept: a session of edits rarely goes back further, and a library is tens of KiB.
    public var maxVersions = 64
    /// Bytes kept, whatever the count: a bound for files that compile to large libraries.
    public var maxBytes = 64 << 20

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

    /// Records that the library at `path` was used now (its modification time; `utimes` sets it
    /// from the system's clock, which the cache itself never reads).
    public func markUsed(_ path: String) {
        _ = utimes(path, nil)
    }

    /// Removes the least recently used libraries beyond `maxVersions` or `maxBytes`, never
    /// `sparing` (the one just loaded). Returns the paths removed.
    @discardableResult
    public func evict(sparing: String? = nil) -> [String] {
        let fm = FileManager.default
        guard let names = try? fm.contentsOfDirectory(atPath: directory) else { return [] }
        var libraries: [(path: String, used: Double, bytes: Int)] = []
        for name in names where name.hasSuffix(".so") {
            let path = directory + "/" + name
            guard let attributes = try? fm.attributesOfItem(atPath: path) else { continue }
            let used = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            libraries.append((path, used, (attributes[.size] as? NSNumber)?.intValue ?? 0))
        }
        // Newest first; the one spared counts first of all, as the one used last.
        libraries.sort { a, b in
            if (a.path == sparing) != (b.path == sparing) { return a.path == sparing }
            return a.used != b.used ? a.used > b.used : a.path < b.path
        }
        var kept = 0, bytes = 0
        var removed: [String] = []
        for library in libraries {
            if library.path == sparing || (kept < maxVersions && bytes + library.bytes <= maxBytes) {
                kept += 1
                bytes += library.bytes
            } else if (try? fm.removeItem(atPath: library.path)) != nil {
                removed.append(library.path)
            }
        }
        return removed
    }
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
