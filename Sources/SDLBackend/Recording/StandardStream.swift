import Foundation

/// stdout or stderr, written so that a closed terminal or pipe loses the words, never the run.
/// SIGPIPE is ignored while ffmpeg runs (`VideoRecorder`), and Foundation's `FileHandle.write`
/// stops the program on the error a write then returns (EPIPE, or EIO from a terminal that closed):
/// a hang-up's progress line killed CardSim before it finished the file.
///
///     StandardStream.error.write("cardsim: saved take.mp4\n")
public enum StandardStream: Sendable {
    /// stdout: what a command prints, the lines that say where files went.
    case output
    /// stderr: warnings, errors, the progress line.
    case error

    private var descriptor: Int32 { self == .output ? STDOUT_FILENO : STDERR_FILENO }

    /// Writes `text`, or as much of it as the stream still takes.
    public func write(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            guard var p = bytes.baseAddress else { return }
            var left = bytes.count
            while left > 0 {
                let n = Foundation.write(descriptor, p, left)
                if n < 0 && errno == EINTR { continue }
                guard n > 0 else { return }
                p += n
                left -= n
            }
        }
    }
}
