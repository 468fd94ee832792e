import Foundation
import SDLBackend
import Session

/// `cardsim bench --transition FILE.swift`: how long a launch with a user's transition file takes
/// to its first frame, compiled anew and taken from the cache, against the built-in style.
extension BenchCommand {
    /// Seconds from launch to the first frame, the median of each kind's runs.
    struct TransitionLaunchFigures {
        var file: String
        var runs: Int
        var style: String
        var builtIn: Double
        var cached: Double
        var compiled: Double
    }

    /// Runs this cardsim as a child, headless for one frame (`--duration` of a frame, no output),
    /// `runs` times each: with the built-in `style`; with `file` in an empty cache (the
    /// compile included); with `file` in the cache a compile filled. Nothing of the user's cache is
    /// touched: each run's cache is a temporary folder.
    static func measureTransitionLaunch(file: String, style: String, runs: Int = 3) throws -> TransitionLaunchFigures {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
        let folder = NSTemporaryDirectory() + "cardsim-bench-launch-\(ProcessInfo.processInfo.processIdentifier)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        func launch(_ extra: [String], cache: String) throws -> Double {
            try runChild(executable, ["--headless", "--no-settings", "--duration", "0.016"] + extra, cache: cache, what: "the launch")
        }
        var builtIn: [Double] = [], cached: [Double] = [], compiled: [Double] = []
        for run in 0..<runs {
            builtIn.append(try launch(["--style", style], cache: "\(folder)/none"))
            let cache = "\(folder)/run\(run)"
            compiled.append(try launch(["--transition", file], cache: cache))
            cached.append(try launch(["--transition", file], cache: cache))
        }
        return TransitionLaunchFigures(file: file, runs: runs, style: style, builtIn: percentile(builtIn, 0.5),
                                       cached: percentile(cached, 0.5), compiled: percentile(compiled, 0.5))
    }

    /// Runs this program's `executable` with `arguments` and its cache in `cache` to its exit, and
    /// returns the seconds it took; a run that fails throws what it printed.
    static func runChild(_ executable: String, _ arguments: [String], cache: String, what: String) throws -> Double {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: executable)
        p.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = cache
        p.environment = environment
        let errors = Pipe()
        p.standardError = errors
        p.standardOutput = FileHandle.nullDevice
        let clock = Stopwatch()
        try p.run()
        let said = errors.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        let seconds = clock.elapsed
        guard p.terminationStatus == 0 else {
            throw RunnerError.failure("cardsim bench --transition: \(what) failed:\n" + String(decoding: said, as: UTF8.self))
        }
        return seconds
    }

    static func transitionLaunchLine(_ f: TransitionLaunchFigures, json: Bool) -> String {
        if json {
            return "{\"transitionLaunch\":{\"file\":\"\(f.file)\",\"runs\":\(f.runs),\"style\":\"\(f.style)\",\"builtInS\":\(f.builtIn),"
                + "\"cachedS\":\(f.cached),\"compiledS\":\(f.compiled)}}"
        }
        return String(format: "launch to the first frame, headless, median of %d: built-in %@ %.2f s; %@ cached %.2f s (%+.2f); %@ compiled %.2f s",
                      f.runs, f.style, f.builtIn, f.file, f.cached, f.cached - f.builtIn, f.file, f.compiled)
    }
}
