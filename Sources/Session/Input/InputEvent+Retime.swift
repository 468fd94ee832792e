import SimKit

extension InputEvent {
    /// The same event stamped with another time: the runner restamps script and window input with
    /// the scene's clock, which runs slower than the wall clock under `--speed` or Ctrl+T.
    public func retimed(_ t: Double) -> InputEvent {
        switch self {
        case .pointerDown(let p, _): return .pointerDown(p, time: t)
        case .pointerMove(let p, _): return .pointerMove(p, time: t)
        case .pointerUp(let p, _): return .pointerUp(p, time: t)
        case .hover(let p, _): return .hover(p, time: t)
        case .pointerCancel: return .pointerCancel(time: t)
        case .wheel(let dx, let dy, let at, _): return .wheel(dx: dx, dy: dy, at: at, time: t)
        case .key(let k, _): return .key(k, time: t)
        }
    }
}
