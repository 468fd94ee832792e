import Foundation
import SDLBackend

/// The child's side of `WindowSupervisor`: the marks it leaves in the supervisor's folder (its
/// window opened; a frame was stuck, and the words for it), and the problem a reopened window
/// shows. Plain files, because a process that is about to die can still write one.
enum SupervisedWindow {
    private static let openedMark = "window"
    private static let stuckMark = "stuck"

    /// The supervisor's folder, in a supervised child.
    static var folder: String? { ProcessInfo.processInfo.environment[WindowSupervisor.folderVariable] }

    /// The problem this reopened window shows until the file reloads; nil in a first window.
    static var notice: String? { ProcessInfo.processInfo.environment[WindowSupervisor.noticeVariable] }

    /// Says the window is about to open: a trap from now on reopens it.
    static func windowOpens() {
        guard let folder else { return }
        FileManager.default.createFile(atPath: folder + "/" + openedMark, contents: nil)
    }

    /// Leaves the watchdog's words for the supervisor.
    static func stuck(_ message: String) {
        guard let folder else { return }
        FileManager.default.createFile(atPath: folder + "/" + stuckMark, contents: Data(message.utf8))
    }

    static func clearMarks(in folder: String) {
        for mark in [openedMark, stuckMark] { try? FileManager.default.removeItem(atPath: folder + "/" + mark) }
    }

    static func windowOpened(in folder: String) -> Bool {
        FileManager.default.fileExists(atPath: folder + "/" + openedMark)
    }

    static func stuckMessage(in folder: String) -> String? {
        FileManager.default.contents(atPath: folder + "/" + stuckMark).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The window's watch, showing `notice` first (from the first frame until the file reloads
    /// or the panel is otherwise solved), then whatever `inner` says.
    @MainActor
    static func watch(showing notice: String?, then inner: (@MainActor @Sendable (Double) -> [WindowNews])?)
        -> (@MainActor @Sendable (Double) -> [WindowNews])? {
        guard let notice else { return inner }
        let shown = NoticeState()
        return { wall in
            var news: [WindowNews] = []
            if !shown.done { shown.done = true; news.append(.problem(notice)) }
            return news + (inner?(wall) ?? [])
        }
    }

    @MainActor
    private final class NoticeState {
        var done = false
    }
}
