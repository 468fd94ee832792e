import Foundation

/// A user's transition file needs CardSim on the shared Swift runtime (a second runtime inside the
/// program makes the file's protocol casts fail; docs/architecture.md), but a program with the
/// runtime inside runs without the toolchain and takes less memory. `make install` installs both:
/// `bin/cardsim` with the runtime inside, and `lib/cardsim/cardsim` on the shared runtime, with
/// the modules a file compiles against beside it. A run with a file on the first hands itself
/// over to the second (`exec`, same arguments), before anything loads; a program with the runtime
/// inside and no such build beside it says what it needs, before anything compiles.
enum SharedRuntimeBuild {
    /// Whether this process runs on the shared Swift runtime (its library is loaded).
    static var isRunning: Bool {
        dlopen("libswiftCore.so", RTLD_NOW | RTLD_NOLOAD) != nil
    }

    /// The shared-runtime build an install puts beside this program, if there is one.
    static var installed: String? {
        let folder = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        let path = folder.deletingLastPathComponent().appendingPathComponent("lib/cardsim/cardsim").path
        return FileManager.default.isExecutableFile(atPath: path) ? path : nil
    }

    /// For a run that loads a file: returns at once on the shared runtime; else runs the installed
    /// shared-runtime build in this process's place, or returns why it cannot load the file.
    static func handOver(arguments: [String]) -> String? {
        guard !isRunning else { return nil }
        guard let build = installed else {
            return "cardsim: this cardsim carries the Swift runtime inside (built with --static-swift-stdlib) and cannot "
                + "load a transition file; install it with `make install`, which installs a build on the shared runtime "
                + "beside it, or run it with `make run`"
        }
        let argv = ([build] + arguments).map { strdup($0) } + [nil]
        execv(build, argv)
        return "cardsim: cannot run \(build): \(String(cString: strerror(errno)))"
    }
}
