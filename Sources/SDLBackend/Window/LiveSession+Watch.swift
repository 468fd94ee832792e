import SimKit

/// What the window watches for the user (`Configuration.watch`): its toasts are shown as any
/// other, and a problem stays on screen, over the phone, until the watch says it is solved.
extension LiveSession {
    func followWatch() {
        guard let watch = configuration.watch else { return }
        for news in watch(wallTime) {
            switch news {
            case .toast(let message): show(message)
            case .problem(let message): problem = ProblemBanner(message)
            case .solved: problem = nil
            }
        }
    }
}
