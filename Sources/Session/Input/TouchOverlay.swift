import SimKit

/// The iOS Simulator's "show touches": a translucent ring where the pointer presses and while it
/// drags, and a fainter ring where it hovers. Drawn as ordinary DrawCommands after the scene's, so
/// the rings land in screenshots, videos and PNG sequences alike.
public struct TouchOverlay: Sendable {
    /// Finger-sized: about the contact patch of a fingertip on an iPhone, in points.
    public static let radius = 22.0

    public var isEnabled: Bool
    public private(set) var position: Point?
    public private(set) var isDown = false

    public init(isEnabled: Bool) { self.isEnabled = isEnabled }

    /// Follows every event delivered to the scene.
    public mutating func track(_ event: InputEvent) {
        switch event {
        case .pointerDown(let p, _): position = p; isDown = true
        case .pointerMove(let p, _): position = p
        case .pointerUp(let p, _): position = p; isDown = false
        case .hover(let p, _): position = p
        case .pointerCancel: isDown = false
        case .wheel(_, _, let p, _): position = p
        case .key: break
        }
    }

    /// The rings for this frame, in screen points; empty when disabled or the pointer is unknown.
    public func commands() -> [DrawCommand] {
        guard isEnabled, let p = position else { return [] }
        let r = Self.radius
        if isDown {
            return [
                .circle(center: p, radius: r, lineWidth: 0, color: Color(white: 0.5, alpha: 0.35)),
                .circle(center: p, radius: r, lineWidth: 2, color: Color(white: 1, alpha: 0.8)),
                .circle(center: p, radius: r + 1.5, lineWidth: 1, color: Color(white: 0, alpha: 0.25)),
            ]
        }
        return [
            .circle(center: p, radius: r, lineWidth: 0, color: Color(white: 0.5, alpha: 0.12)),
            .circle(center: p, radius: r, lineWidth: 1.5, color: Color(white: 1, alpha: 0.45)),
        ]
    }
}
