import Foundation
import Testing
@testable import TransitionFile

/// A compiled file is kept by its content (and the compiler's and modules' identity): the second
/// load of the same file compiles nothing, an edited file compiles again. The cache keeps the
/// most recently used versions only, by count and by size.
@Suite("Compiled transition files are cached by content, the least recently used evicted")
@MainActor
struct TransitionCacheTests {
    @Test("the second load takes the cached library; an edit compiles anew")
    func cached() throws {
        let folder = try TransitionFolder()
        let path = try folder.write("Cached.swift", "import UIKit\n\nclass Cached: NSObject, UIViewControllerTransitioningDelegate {}\n")
        #expect(try folder.loader.load(path).compiled)
        let library = try #require(folder.cachedLibraries().first)
        let stored = try FileManager.default.attributesOfItem(atPath: folder.cache.directory + "/" + library)[.systemFileNumber] as? Int
        let again = try folder.loader.load(path)
        #expect(!again.compiled)
        #expect(again.library.makeDelegate() != nil)
        // Not written again (a compile renames a new file into place).
        #expect(try FileManager.default.attributesOfItem(atPath: folder.cache.directory + "/" + library)[.systemFileNumber] as? Int == stored)
        try folder.write("Cached.swift", "import UIKit\n\n// edited\nclass Cached: NSObject, UIViewControllerTransitioningDelegate {}\n")
        #expect(try folder.loader.load(path).compiled)
        #expect(folder.cachedLibraries().count == 2)
    }

    @Test("the cache lives under XDG_CACHE_HOME, else ~/.cache")
    func location() {
        #expect(TransitionCache.standard(environment: ["XDG_CACHE_HOME": "/x/cache", "HOME": "/home/u"]).directory
            == "/x/cache/cardsim/transitions")
        #expect(TransitionCache.standard(environment: ["HOME": "/home/u"]).directory == "/home/u/.cache/cardsim/transitions")
        #expect(TransitionCache.standard(environment: ["XDG_CACHE_HOME": "relative", "HOME": "/home/u"]).directory
            == "/home/u/.cache/cardsim/transitions")
    }

    @Test("beyond the newest N versions or M bytes the least recently used go; the one just loaded stays")
    func evictsLeastRecentlyUsed() throws {
        let folder = try TransitionFolder()
        var cache = folder.cache
        try FileManager.default.createDirectory(atPath: cache.directory, withIntermediateDirectories: true)
        /// A library of `bytes`, last used at `used` seconds.
        func library(_ name: String, used: Double, bytes: Int = 100) throws {
            let path = cache.directory + "/" + name + ".so"
            FileManager.default.createFile(atPath: path, contents: Data(count: bytes))
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: used)], ofItemAtPath: path)
        }
        try library("a", used: 1000)
        try library("b", used: 3000)
        try library("c", used: 2000)
        try library("d", used: 4000)
        FileManager.default.createFile(atPath: cache.directory + "/notes.txt", contents: Data(count: 10))
        cache.maxVersions = 3
        #expect(cache.evict(sparing: nil).map { ($0 as NSString).lastPathComponent } == ["a.so"])
        // The one just loaded stays even when it is the oldest; the next oldest goes instead.
        cache.maxVersions = 2
        #expect(cache.evict(sparing: cache.directory + "/c.so").map { ($0 as NSString).lastPathComponent } == ["b.so"])
        #expect(Set(folder.cachedLibraries()) == ["c.so", "d.so"])
        // By size: 150 bytes hold one library of 100.
        cache.maxVersions = 10
        cache.maxBytes = 150
        #expect(cache.evict(sparing: nil).map { ($0 as NSString).lastPathComponent } == ["c.so"])
        #expect(folder.cachedLibraries() == ["d.so"])
        #expect(FileManager.default.fileExists(atPath: cache.directory + "/notes.txt"), "only libraries are evicted")
    }

    @Test("loading keeps the cache bounded, and a cache hit counts as a use")
    func loadsEvict() throws {
        let folder = try TransitionFolder()
        var cache = folder.cache
        cache.maxVersions = 2
        let loader = TransitionFileLoader(modules: TransitionFolder.modules, cache: cache)
        func version(_ n: Int) throws -> String {
            try folder.write("Kept.swift", "import UIKit\n\n// version \(n)\nclass Kept: NSObject, UIViewControllerTransitioningDelegate {}\n")
        }
        let first = try loader.compile(try version(1)).libraryPath
        let second = try loader.compile(try version(2)).libraryPath
        #expect(Set(folder.cachedLibraries().map { cache.directory + "/" + $0 }) == [first, second])
        // Version 1 again: taken from the cache, and now the most recently used.
        #expect(try !loader.compile(try version(1)).compiled)
        let third = try loader.compile(try version(3)).libraryPath
        #expect(Set(folder.cachedLibraries().map { cache.directory + "/" + $0 }) == [first, third], "version 2 was used least recently")
    }
}
