/// The Style Lab's words for a user's transition file, in both languages.
extension Strings {
    /// "FadeScale.swift · reloaded 2×", and the last error below it while the file does not compile.
    @MainActor
    func userFileStatus(_ file: UserFileSource) -> String {
        let ko = language == .ko
        let state = switch file.state {
        case .loaded: ko ? "불러옴" : "loaded"
        case .compiling: ko ? "컴파일 중…" : "compiling…"
        case .reloaded: ko ? "다시 불러옴 \(file.reloads)회" : "reloaded \(file.reloads)×"
        case .failed: ko ? "컴파일 안 됨: 마지막으로 된 버전이 실행 중" : "does not compile: the last good version runs"
        }
        return ["\(file.name) · \(state)", file.lastError].compactMap { $0 }.joined(separator: "\n")
    }
}
