import Foundation
import Testing
import TransitionFile

/// A compiled file is kept by its content (and the compiler's and modules' identity): the second
/// load of the same file compiles nothing, an edited file compiles again.
@Suite("Compiled transition files are cached by content")
@MainActor
struct TransitionCacheTests {
    @Test("the second load takes the cached library; an edit compiles anew")
    func cached() throws {
        let folder = try TransitionFolder()
        let path = try folder.write("Cached.swift", "import UIKit\n\nclass Cached: NSObject, UIViewControllerTransitioningDelegate {}\n")
        #expect(try folder.loader.load(path).compiled)
        let library = try #require(folder.cachedLibraries().first)
        let stored = try FileManager.default.attributesOfItem(atPath: folder.cache.directory + "/" + library)[.modificationDate] as? Date
        let again = try folder.loader.load(path)
        #expect(!again.compiled)
        #expect(again.library.makeDelegate() != nil)
        #expect(try FileManager.default.attributesOfItem(atPath: folder.cache.directory + "/" + library)[.modificationDate] as? Date == stored)
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
}
