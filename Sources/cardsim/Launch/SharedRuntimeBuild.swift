import Foundation

/// A user's transition file needs CardSim on the shared Swift runtime (a second runtime inside the
/// program makes the file's protocol casts fail; docs/architecture.md), but a program with the
/// runtime inside runs without the toolchain and takes less memory. So there are two builds: `make
/// install` installs `bin/cardsim` with the runtime inside and `lib/cardsim/cardsim` on the shared
/// runtime, with the modules a file compiles against beside it; `make build` builds `.build/release`
/// with the runtime inside and `.build/shared/release` on the shared one. A run with a file on the
/// first hands itself over to the second (`exec`, same arguments), before anything loads; a program
/// with the runtime inside and no such build beside it says what it needs, before anything compiles.
enum SharedRuntimeBuild {
    /// Whether this process runs on the shared Swift runtime (its library is loaded).
    static var isRunning: Bool {
        dlopen("libswiftCore.so", RTLD_NOW | RTLD_NOLOAD) != nil
    }

    /// The shared-runtime build beside this program, if there is one: an install's
    /// `lib/cardsim/cardsim` (from `bin/`), or `make build`'s `.build/shared/release/cardsim` (from
    /// `.build/<triple>/release/`, where `.build/release` leads).
    static var installed: String? {
        let folder = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        let candidates = [folder.deletingLastPathComponent().appendingPathComponent("lib/cardsim/cardsim"),
                          folder.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/release/cardsim")]
        return candidates.map(\.path).first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// For a run that loads a file: returns at once on the shared runtime; else runs the installed
    /// shared-runtime build in this process's place, or returns why it cannot load the file.
    static func handOver(arguments: [String]) -> String? {
        guard !isRunning else { return nil }
        guard let build = installed else {
            return "cardsim: this cardsim carries the Swift runtime inside (built with --static-swift-stdlib) and cannot "
                + "load a transition file, and no build on the shared runtime is beside it (`make build` and "
                + "`make install` make one)"
        }
        let argv = ([build] + arguments).map { strdup($0) } + [nil]
        execv(build, argv)
        return "cardsim: cannot run \(build): \(String(cString: strerror(errno)))"
    }
}
