import SimKit

extension Bezel {
    /// The scene where `wrap` puts it, with no frame: a headless canvas keeps one size for the
    /// whole recording, so a bezel turned off mid-run leaves the desk colour around the screen.
    public func placeWithoutFrame(_ scene: [DrawCommand]) -> [DrawCommand] {
        var out: [DrawCommand] = [.clip(screenRect)]
        out.reserveCapacity(scene.count + 2)
        for c in scene { out.append(c.offset(by: screenOrigin, within: screenRect)) }
        out.append(.clip(nil))
        return out
    }
}
