import AppStore
import Foundation
import SimKit
import TransitionFile

/// `--transition FILE[:ClassName]`: loads the file before anything renders and makes it the style
/// of the run. The modules it compiles against are the running build's: `CARDSIM_MODULES`, else
/// `Modules/` beside the executable (where SwiftPM puts them).
enum TransitionFileLaunch {
    /// The style the file gives, named after it, and the watch that reloads it in the window; its
    /// problems as the compiler words them.
    @MainActor
    static func load(_ spec: String, verbose: Bool,
                     environment: [String: String] = ProcessInfo.processInfo.environment) throws(TransitionFileError)
        -> TransitionFileWatch {
        let loader = TransitionFileLoader(modules: modulesFolder(environment: environment),
                                          cache: .standard(environment: environment), environment: environment)
        let file = try loader.load(spec)
        if verbose {
            let how = file.compiled ? "compiled" : "loaded from the cache"
            FileHandle.standardError.write(Data("cardsim: \(file.source.path): \(file.source.className), \(how)\n".utf8))
        }
        let source = UserFileSource(name: file.name, makeDelegate: delegateMaker(file.library))
        return TransitionFileWatch(style: .userFile(source), source: source,
                                   watcher: TransitionFileWatcher(spec: spec, loaded: file, loader: loader))
    }

    /// Each tapped card's delegate from `library`. Its load made one already: the same library
    /// makes the same class every time.
    static func delegateMaker(_ library: TransitionLibrary) -> @MainActor () -> TransitioningDelegate {
        {
            guard let delegate = library.makeDelegate() else { preconditionFailure("a delegate the load checked") }
            return delegate
        }
    }

    /// The modules a file compiles against: `CARDSIM_MODULES`, else `Modules/` beside the
    /// executable (a build folder, or an install's `lib/cardsim/`), else an install's
    /// `../lib/cardsim/Modules` (`make install` puts them there, beside the shared-runtime build).
    static func modulesFolder(environment: [String: String]) -> String {
        if let folder = environment["CARDSIM_MODULES"], !folder.isEmpty { return folder }
        let folder = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        let beside = folder.appendingPathComponent("Modules").path
        let installed = folder.deletingLastPathComponent().appendingPathComponent("lib/cardsim/Modules").path
        return !FileManager.default.fileExists(atPath: beside) && FileManager.default.fileExists(atPath: installed) ? installed : beside
    }
}
