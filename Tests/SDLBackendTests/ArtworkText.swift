import SimKit

/// The lines of text that a display list draws over artwork (an image drawn before them), where they
/// land on the screen, and the same display list without its text: the backdrop the lines stand on.
/// Rasterised layers are looked into, their content mapped onto the screen as the backend
/// composites it.
enum ArtworkText {
    /// One line of text over artwork.
    struct Line: CustomStringConvertible {
        var text: String
        var font: Font
        /// The colour with every opacity above it (layers) folded into its alpha.
        var color: Color
        /// The line box on screen, in points, cut to what shows (clips, the screen).
        var box: Rect
        var description: String { "\"\(text)\" \(font.size) pt" }
    }

    /// Where a list's points land on the screen: scale, then offset; and what of the screen shows.
    private struct Placement {
        var origin = Point(0, 0)
        var scale = 1.0
        var clip: Rect
        var alpha = 1.0
        func rect(_ r: Rect) -> Rect {
            Rect(origin.x + r.minX * scale, origin.y + r.minY * scale, r.width * scale, r.height * scale)
        }
    }

    /// Something drawn that hides what lies under it: artwork, or anything else opaque.
    private struct Surface {
        var rect: Rect
        var isArt: Bool
    }

    /// The lines in `commands` that stand on an image and that nothing drawn later covers, on a
    /// screen of `screen` points.
    @MainActor
    static func lines(in commands: [DrawCommand], screen: Rect, measurer: TextMeasurer) -> [Line] {
        var surfaces: [Surface] = []
        var out: [(line: Line, drawnOver: Int)] = []
        collect(commands, Placement(clip: screen), surfaces: &surfaces, out: &out, measurer: measurer)
        // A line that something opaque drawn after it covers (the story over Today, a bar) is not seen.
        return out.filter { entry in
            !surfaces[entry.drawnOver...].contains { $0.rect.contains(entry.line.box.center) }
        }.map(\.line)
    }

    @MainActor
    private static func collect(_ commands: [DrawCommand], _ place: Placement, surfaces: inout [Surface],
                                out: inout [(line: Line, drawnOver: Int)], measurer: TextMeasurer) {
        var clip = place.clip
        for command in commands {
            switch command {
            case let .clip(r):
                clip = r.map { place.rect($0).intersection(place.clip) } ?? place.clip
            case let .image(_, dest, imageClip, alpha) where alpha * place.alpha > 0.5:
                let shown = place.rect(dest).intersection(place.rect(imageClip.rect)).intersection(clip)
                if !shown.isEmpty { surfaces.append(Surface(rect: shown, isArt: true)) }
            case let .fill(shape, color) where color.a * place.alpha >= 0.9:
                let shown = place.rect(shape.rect).intersection(clip)
                if !shown.isEmpty { surfaces.append(Surface(rect: shown, isArt: false)) }
            case let .backdropBlur(shape, _, _, alpha) where alpha * place.alpha >= 0.5:
                let shown = place.rect(shape.rect).intersection(clip)
                if !shown.isEmpty { surfaces.append(Surface(rect: shown, isArt: false)) }
            case let .layer(layer) where layer.alpha * place.alpha > 0:
                let s = layer.dest.width / max(layer.size.width, 1e-9)
                let dest = place.rect(layer.dest)
                let inner = Placement(origin: dest.origin, scale: place.scale * s,
                                      clip: dest.intersection(place.rect(layer.clip.rect)).intersection(clip),
                                      alpha: place.alpha * layer.alpha)
                collect(layer.content, inner, surfaces: &surfaces, out: &out, measurer: measurer)
            case let .text(run):
                let size = measurer.size(of: run.text, font: run.font)
                let local = Rect(run.origin.x, run.origin.y, size.width * run.scale, size.height * run.scale)
                let box = place.rect(local).intersection(clip)
                let ink = run.color.withAlpha(run.color.a * place.alpha)
                guard !box.isEmpty, ink.a > 0.05 else { continue }
                // Over artwork: the last thing drawn under the line's middle is an image.
                guard surfaces.last(where: { $0.rect.contains(box.center) })?.isArt == true else { continue }
                out.append((Line(text: run.text, font: run.font, color: ink, box: box), surfaces.count))
            default:
                break
            }
        }
    }

    /// `commands` without any text, in layers too: what the lines of text stand on.
    static func backdrop(_ commands: [DrawCommand]) -> [DrawCommand] {
        commands.compactMap { command in
            switch command {
            case .text: return nil
            case var .layer(layer):
                layer.content = backdrop(layer.content)
                return .layer(layer)
            default: return command
            }
        }
    }
}
