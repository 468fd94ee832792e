import SimKit

/// Scrolled content on whole pixels. The core says how far scrolling moved each part of a frame
/// (`DrawCommand.scroll`, in points); at this output scale the renderer moves that content by
/// under half a pixel more, so it lands where it would with the scroll rounded to whole pixels:
/// text stays crisp, and a scrolled frame is the last one moved by whole pixels (`FrameDamage`),
/// at any scale. Content that does not scroll is left exactly where it is.
extension DisplayListRenderer {
    /// `commands` with each scrolled run moved onto the pixel grid and the `.scroll` markers left
    /// out; the list itself when it has no marker.
    func placingScrolledContent(_ commands: [DrawCommand]) -> [DrawCommand] {
        guard commands.contains(where: { if case .scroll = $0 { true } else { false } }) else { return commands }
        var out: [DrawCommand] = []
        out.reserveCapacity(commands.count)
        var nudge = Point.zero
        for command in commands {
            if case let .scroll(d) = command {
                nudge = Point(whole(d.x) - d.x, whole(d.y) - d.y)
            } else {
                out.append(nudge == .zero ? command : command.moved(by: nudge))
            }
        }
        return out
    }

    /// `v` points rounded to whole pixels.
    private func whole(_ v: Double) -> Double { (v * scale).rounded() / scale }
}
