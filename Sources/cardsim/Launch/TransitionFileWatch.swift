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
}
