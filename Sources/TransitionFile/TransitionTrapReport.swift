import Foundation

/// Says which transition file stopped CardSim when its code traps (a force-unwrapped nil, an
/// index out of range, a `fatalError`): a crash handler that looks down the stack for a frame in
/// a loaded file's library and writes, on stderr, "cardsim: your transition FadeScale.swift
/// stopped CardSim…". Swift's runtime has printed `FILE:LINE: Fatal error: …` just before where
/// it knows the line (a file compiled at -Onone, as CardSim compiles them, gives it for a
/// force-unwrap and for `fatalError`). Then the handler that was there before (Swift's
/// backtracer, or the default) takes over, so the exit status and any backtrace stay as they were.
///
/// Decided: a handler in the process rather than running the file in a child process first. A
/// probe would have to play every path of the user's code (each tap, drag and completion) to find
/// a trap before the window does; the trap happens where the user's code runs, in CardSim's
/// process, and saying there which file it was is what the user needs to fix it. A window keeps
/// going all the same: it runs as a supervised child, which the parent opens again after a trap
/// (`WindowSupervisor`, cardsim).
///
/// Outputs a run writes as it goes (`--trace`) are named with `removeOnTrap(_:)`: the handler
/// removes them when it names a file, so a trapped run leaves no output that looks finished (a
/// recording is written under a hidden `.NAME.part` name and renamed only when it is complete).
///
/// A signal handler cannot capture anything, so where the libraries are mapped is kept in storage
/// of its own, allocated once, and only read in the handler (no allocation, no locks).
public enum TransitionTrapReport {
    private static let capacity = 256
    private static let signals: [Int32] = [SIGILL, SIGTRAP, SIGSEGV, SIGBUS]
    /// Where each loaded library is mapped (from /proc/self/maps), and the message naming its file.
    nonisolated(unsafe) private static let starts = UnsafeMutablePointer<UInt>.allocate(capacity: capacity)
    nonisolated(unsafe) private static let ends = UnsafeMutablePointer<UInt>.allocate(capacity: capacity)
    nonisolated(unsafe) private static let owners = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: capacity)
    nonisolated(unsafe) private static var ranges = 0
    nonisolated(unsafe) private static let frames = UnsafeMutablePointer<UnsafeMutableRawPointer?>.allocate(capacity: 128)
    nonisolated(unsafe) private static let previous = UnsafeMutablePointer<sigaction>.allocate(capacity: 32)
    nonisolated(unsafe) private static var backtrace: Backtrace?
    /// Paths to remove when a loaded file traps, and the line that says so, for each.
    private static let outputCapacity = 8
    nonisolated(unsafe) private static let outputs = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: outputCapacity)
    nonisolated(unsafe) private static let removals = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: outputCapacity)
    nonisolated(unsafe) private static var outputCount = 0
    nonisolated(unsafe) private static var watched: [String] = []
    private static let lock = NSLock()
    /// glibc's backtrace(3), looked up at run time: Swift's Glibc module does not import execinfo.h.
    private typealias Backtrace = @convention(c) (UnsafeMutablePointer<UnsafeMutableRawPointer?>?, Int32) -> Int32

    /// From now on, a trap in the library at `libraryPath` (loaded) names `file`, the path the user gave.
    public static func watch(library libraryPath: String, file: String) {
        lock.withLock {
            let name = (file as NSString).lastPathComponent
            let message = strdup("cardsim: your transition \(name) stopped CardSim: its code trapped (\(file); the "
                + "line above says where and why, where Swift gives it). Fix it and run again.\n")
            for (start, end) in mappings(of: libraryPath) where ranges < capacity {
                starts[ranges] = start
                ends[ranges] = end
                owners[ranges] = message
                ranges += 1
            }
            if !watched.contains(file) { watched.append(file) }
            if backtrace == nil { install() }
        }
    }

    /// The files given to `watch`, in the order they were loaded (once each).
    public static var files: [String] {
        lock.withLock { watched }
    }

    /// From now on, a trap in a loaded file removes the output at `path` (`--trace`).
    public static func removeOnTrap(_ path: String) {
        lock.withLock {
            guard outputCount < outputCapacity else { return }
            outputs[outputCount] = strdup(path)
            removals[outputCount] = strdup("cardsim: removed the unfinished \(path)\n")
            outputCount += 1
        }
    }

    /// Removes the outputs named with `removeOnTrap(_:)` and says so on stderr; for a run that
    /// ends because a loaded file's code is stuck.
    public static func removeOutputs() {
        lock.withLock { removeNamedOutputs() }
    }

    /// Only calls that are safe in a signal handler (`unlink`, `write`).
    private static func removeNamedOutputs() {
        for k in 0..<outputCount {
            if let path = outputs[k], unlink(path) == 0, let said = removals[k] { _ = write(2, said, strlen(said)) }
        }
    }

    /// The address ranges the file at `path` is mapped at in this process.
    private static func mappings(of path: String) -> [(UInt, UInt)] {
        guard let maps = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8) else { return [] }
        return maps.split(separator: "\n").compactMap { line in
            guard line.hasSuffix(" " + path) || line.hasSuffix("\t" + path) else { return nil }
            let bounds = line.prefix { $0 != " " }.split(separator: "-")
            guard bounds.count == 2, let start = UInt(bounds[0], radix: 16), let end = UInt(bounds[1], radix: 16) else { return nil }
            return (start, end)
        }
    }

    private static func install() {
        guard let symbol = dlsym(nil, "backtrace") else { return }
        let function = unsafeBitCast(symbol, to: Backtrace.self)
        // backtrace() loads its unwinder on the first call, which may allocate: not in the handler.
        _ = function(frames, 1)
        backtrace = function
        for signal in signals {
            var action = sigaction()
            action.__sigaction_handler.sa_sigaction = handler
            action.sa_flags = SA_SIGINFO
            sigemptyset(&action.sa_mask)
            sigaction(signal, &action, previous + Int(signal))
        }
    }

    /// Writes the message of the first loaded library on the stack, then puts the previous
    /// handler back; the trapping instruction runs again on return and that handler takes it.
    private static let handler: @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void = { signal, _, _ in
        let depth = Int(TransitionTrapReport.backtrace?(TransitionTrapReport.frames, 128) ?? 0)
        search: for k in 0..<depth {
            let address = UInt(bitPattern: TransitionTrapReport.frames[k])
            for j in 0..<TransitionTrapReport.ranges
            where address >= TransitionTrapReport.starts[j] && address < TransitionTrapReport.ends[j] {
                if let message = TransitionTrapReport.owners[j] { _ = write(2, message, strlen(message)) }
                TransitionTrapReport.removeNamedOutputs()
                break search
            }
        }
        sigaction(signal, TransitionTrapReport.previous + Int(signal), nil)
    }
}
