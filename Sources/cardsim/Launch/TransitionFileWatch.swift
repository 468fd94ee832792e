import AppStore
import SDLBackend
import TransitionFile

/// A user's transition file as the window runs it: saving the file recompiles it off the main
/// thread (`TransitionFileWatcher`), the next tap uses the new version (`UserFileSource`), and
/// the window says so ("Reloaded FadeScale.swift"), or shows the first compile error until the
/// file compiles again while the last good version keeps running.
///
///     configuration.watch = file.news
@MainActor
final class TransitionFileWatch {
    /// The run's style, named after the file.
    let style: TransitionStyleDescriptor
    let source: UserFileSource
    let watcher: TransitionFileWatcher

    init(style: TransitionStyleDescriptor, source: UserFileSource, watcher: TransitionFileWatcher) {
        self.style = style
        self.source = source
        self.watcher = watcher
    }

    /// Each file's spec (`--transition`'s or a `set transition` line's) by the style it runs as.
    static func specs(_ watches: [TransitionFileWatch]) -> [String: String] {
        Dictionary(watches.map { ($0.style.style.rawValue, $0.watcher.spec) }, uniquingKeysWith: { first, _ in first })
    }

    /// Once a frame: looks at the file (`wall` in seconds) and turns what happened into what the
    /// window shows.
    func news(at wall: Double) -> [WindowNews] {
        var out: [WindowNews] = []
        for news in watcher.poll(at: wall) {
            switch news {
            case .compiling:
                // Said at once: a compile takes a second or two, and the window keeps running it.
                source.compiling()
                out.append(.toast("Compiling \(source.name)…"))
            case .reloaded(let file):
                source.reloaded(makeDelegate: TransitionFileLaunch.delegateMaker(file.library))
                out += [.solved, .toast("Reloaded \(file.name)")]
            case .failed(let error):
                let first = error.lines.first ?? error.description
                source.failed(first)
                out.append(.problem(first))
            }
        }
        return out
    }

    /// The window's hook.
    var windowWatch: @MainActor @Sendable (Double) -> [WindowNews] {
        { [self] wall in news(at: wall) }
    }

    /// The window's hook for several files (`--transition` and a script's `set transition`
    /// files): each is looked at once a frame. The window has one problem panel, so a file that
    /// reloads clears it only when no other file still fails to compile; until then the panel
    /// shows the first file's error that remains. Nil for no file.
    static func windowWatch(of files: [TransitionFileWatch]) -> (@MainActor @Sendable (Double) -> [WindowNews])? {
        guard !files.isEmpty else { return nil }
        if files.count == 1 { return files[0].windowWatch }
        let problems = FileProblems()
        return { wall in
            var out: [WindowNews] = []
            var changed = false
            for (k, file) in files.enumerated() {
                for news in file.news(at: wall) {
                    switch news {
                    case .toast: out.append(news)
                    case .problem(let message): problems.byFile[k] = message; changed = true
                    case .solved: problems.byFile[k] = nil; changed = true
                    }
                }
            }
            if changed {
                out.append(problems.byFile.keys.min().flatMap { problems.byFile[$0] }.map(WindowNews.problem) ?? .solved)
            }
            return out
        }
    }

    /// Each file's error still on screen, by the file's place in the list.
    @MainActor
    private final class FileProblems {
        var byFile: [Int: String] = [:]
    }
}
