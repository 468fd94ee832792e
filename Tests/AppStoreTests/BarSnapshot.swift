@testable import AppStore
import SimKit

/// The navigation bar as one frame's display list draws it, whatever animates it: each title by
/// the role its font gives it (inline title, back title, large title) and its words, with where
/// it starts and how opaque it is; and the back chevron's opacity. A title the frame does not draw
/// (faded out, or not there) is absent.
struct BarSnapshot: Equatable {
    struct Run: Equatable { var x: Double; var alpha: Double }
    enum Role: String { case title, back, large }
    var runs: [String: Run] = [:]
    var chevron = 0.0

    /// The bar's inline row lies between the status bar (47 pt) and 47 + 44 pt; its large title
    /// lies below it, at 34 pt bold.
    static let inlineTop = 47.0, inlineBottom = 91.0

    init(_ commands: [DrawCommand]) {
        for c in commands {
            switch c {
            case let .text(run):
                let role: Role
                if run.font == .system(34, .bold) { role = .large }
                else if inline(run.origin.y), run.font == .system(17, .semibold) { role = .title }
                else if inline(run.origin.y), run.font == .system(17) { role = .back }
                else { continue }
                runs[Self.key(role, run.text)] = Run(x: run.origin.x, alpha: run.color.a)
            case let .line(from, _, width, color) where width == 3 && from.x < 30 && inline(from.y):
                chevron = color.a
            default: continue
            }
        }
    }

    private func inline(_ y: Double) -> Bool { y > Self.inlineTop && y < Self.inlineBottom }

    static func key(_ role: Role, _ text: String) -> String { role.rawValue + ":" + text }

    func run(_ role: Role, _ text: String) -> Run? { runs[Self.key(role, text)] }
    /// The opacity a title shows with: 0 when the frame does not draw it.
    func alpha(_ role: Role, _ text: String) -> Double { run(role, text)?.alpha ?? 0 }
}
