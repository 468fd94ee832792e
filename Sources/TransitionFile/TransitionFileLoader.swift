import Foundation
import UIKit

/// Turns `--transition FILE[:ClassName]` into a delegate CardSim can present with: reads and
/// checks the file, compiles it (once: the library is cached by content) against the UIKit,
/// SimKit and Motion modules of the build that runs, with a generated source that exports a
/// factory for the delegate class, loads it into this process and makes one delegate to check it.
/// Every problem is a ``TransitionFileError`` before anything renders.
///
///     let loader = TransitionFileLoader(modules: ".build/debug/Modules", cache: .standard())
///     let file = try loader.load("FadeScale.swift")
///     story.transitioningDelegate = file.library.makeDelegate()
public struct TransitionFileLoader: Sendable {
    /// The folder with UIKit.swiftmodule, SimKit.swiftmodule and Motion.swiftmodule.
    public var modules: String
    public var cache: TransitionCache
    public var environment: [String: String]

    public init(modules: String, cache: TransitionCache,
                environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.modules = modules; self.cache = cache; self.environment = environment
    }

    /// A file ready to run.
    public struct Loaded: Sendable {
        public let source: TransitionSource
        /// The file's name without its folder: the style's name, the trace's and the title's.
        public var name: String { (source.path as NSString).lastPathComponent }
        /// Whether this load compiled it (false: the cache had it).
        public let compiled: Bool
        public let library: TransitionLibrary
    }

    /// A file compiled (or found in the cache), not yet loaded: what a background compile hands
    /// back to the main thread.
    public struct Compiled: Sendable {
        public let source: TransitionSource
        public let compiled: Bool
        let libraryPath: String
    }

    @MainActor
    public func load(_ spec: String) throws(TransitionFileError) -> Loaded {
        try open(compile(spec))
    }

    /// Reads the file and compiles it into the cache unless the cache has it. It touches nothing
    /// of the scene, so it may run on any thread: the window compiles an edited file off the main
    /// thread and keeps drawing meanwhile.
    public func compile(_ spec: String) throws(TransitionFileError) -> Compiled {
        let source = try TransitionSource.read(spec)
        let uikit = "\(modules)/UIKit.swiftmodule"
        guard FileManager.default.fileExists(atPath: uikit) else {
            throw .file(source.path, "CardSim's UIKit module is not in \(modules); a transition file compiles against "
                + "the modules of the build that runs it")
        }
        let compiler = try SwiftCompiler.find(environment: environment, builtWith: SwiftCompiler.version(ofModule: uikit))
        let key = TransitionCache.key(source: source, compiler: compiler, modules: modules)
        let libraryPath = cache.libraryPath(key: key)
        let compiled = !FileManager.default.fileExists(atPath: libraryPath)
        if compiled { try compile(source, compiler: compiler, key: key, into: libraryPath) } else { cache.markUsed(libraryPath) }
        cache.evict(sparing: libraryPath)
        return Compiled(source: source, compiled: compiled, libraryPath: libraryPath)
    }

    /// Loads a compiled file into this process and makes one delegate to check it.
    @MainActor
    public func open(_ file: Compiled) throws(TransitionFileError) -> Loaded {
        let source = file.source
        let library: TransitionLibrary
        do { library = try TransitionLibrary.open(file.libraryPath) } catch {
            throw .file(source.path, "its compiled library \(file.libraryPath) cannot be loaded: \(error.reason)")
        }
        TransitionTrapReport.watch(library: file.libraryPath, file: source.path)
        guard library.makeDelegate() != nil else {
            throw .at(source.path, line: source.line, column: source.column,
                      "\(source.className) adopts neither this CardSim's UIViewControllerTransitioningDelegate nor its UINavigationControllerDelegate once "
                      + "loaded; CardSim must run on the shared Swift runtime (not built with --static-swift-stdlib)")
        }
        return Loaded(source: source, compiled: file.compiled, library: library)
    }

    private func compile(_ source: TransitionSource, compiler: SwiftCompiler, key: String,
                         into libraryPath: String) throws(TransitionFileError) {
        let fm = FileManager.default
        do { try fm.createDirectory(atPath: cache.directory, withIntermediateDirectories: true) } catch {
            throw .file(source.path, "cannot make the cache folder \(cache.directory): \(error.localizedDescription)")
        }
        let unique = "\(key)-\(ProcessInfo.processInfo.processIdentifier)"
        let factoryPath = "\(cache.directory)/\(unique)-factory.swift"
        let temporary = "\(cache.directory)/\(unique).so.partial"
        defer { try? fm.removeItem(atPath: factoryPath); try? fm.removeItem(atPath: temporary) }
        do { try Self.factorySource(className: source.className).write(toFile: factoryPath, atomically: true, encoding: .utf8) } catch {
            throw .file(source.path, "cannot write to the cache folder \(cache.directory): \(error.localizedDescription)")
        }
        // Target-action as tutorials write it needs a rewrite (`TargetActionRewrite`): the copy is
        // compiled under `#sourceLocation`, so every message still names the user's file and line.
        var compiled = source.path
        if let rewritten = TargetActionRewrite.rewrite(source.bytes) {
            compiled = "\(cache.directory)/\(unique)-source.swift"
            let escaped = source.path.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            let text = "#sourceLocation(file: \"\(escaped)\", line: 1)\n" + String(decoding: rewritten, as: UTF8.self)
            do { try text.write(toFile: compiled, atomically: true, encoding: .utf8) } catch {
                throw .file(source.path, "cannot write to the cache folder \(cache.directory): \(error.localizedDescription)")
            }
        }
        defer { if compiled != source.path { try? fm.removeItem(atPath: compiled) } }
        let (status, output) = compiler.compileLibrary([compiled, factoryPath], moduleName: "CardSimFile_\(key)",
                                                       modules: modules, output: temporary)
        guard status == 0 else { throw Self.compileErrors(output, source: source, factoryPath: factoryPath) }
        // Renamed into place whole, so a second CardSim never loads a library half written.
        guard rename(temporary, libraryPath) == 0 else {
            throw .file(source.path, "cannot store the compiled library in \(cache.directory): \(String(cString: strerror(errno)))")
        }
    }

    /// The generated source: a C-named function that makes the delegate class with `init()`.
    static func factorySource(className: String) -> String {
        """
        import UIKit

        @_cdecl("\(TransitionLibrary.factorySymbol)")
        public func cardsimMakeTransitioningDelegate() -> UnsafeMutableRawPointer {
            let bits = MainActor.assumeIsolated { UInt(bitPattern: Unmanaged.passRetained(\(className)() as AnyObject).toOpaque()) }
            return UnsafeMutableRawPointer(bitPattern: bits)!
        }

        """
    }

    /// swiftc's errors as `FILE:LINE:COL: error: …`, in its order; one in the generated factory is
    /// told at the delegate class, since that is what the user can change.
    static func compileErrors(_ output: String, source: TransitionSource, factoryPath: String) -> TransitionFileError {
        var lines: [String] = []
        for line in output.split(separator: "\n").map(String.init) {
            guard let range = line.range(of: ": error: ") else { continue }
            let place = line[..<range.lowerBound], message = line[range.upperBound...]
            if place.hasPrefix(factoryPath + ":") {
                lines.append("\(source.path):\(source.line):\(source.column): error: CardSim makes \(source.className) "
                    + "with \(source.className)(), which does not compile: \(message)")
            } else if place.split(separator: ":").count >= 3 {
                lines.append(line)
            } else {
                lines.append("cardsim: --transition \(source.path): \(message)")
            }
        }
        if lines.isEmpty {
            let tail = output.split(separator: "\n").suffix(5).joined(separator: "\n")
            lines = ["cardsim: --transition \(source.path): swiftc failed:\n\(tail)"]
        }
        return TransitionFileError(lines: lines)
    }
}
