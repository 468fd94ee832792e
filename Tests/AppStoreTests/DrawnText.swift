import SimKit
import TestSupport

/// One line of text as it lands on the screen: its box after every layer's stretch, how opaque it
/// is drawn (the layers' opacities included), and the clip it is drawn through (nil: the screen).
struct DrawnText {
    let run: TextRun
    let box: Rect
    let alpha: Double
    let clip: Rect?

    /// Every line of text in `commands`, layers walked, boxes measured with `measurer`.
    @MainActor
    static func all(in commands: [DrawCommand], measurer: TextMeasurer) -> [DrawnText] {
        var out: [DrawnText] = []
        func walk(_ cs: [DrawCommand], origin: Point, k: Double, alpha: Double, outer: Rect?) {
            func place(_ r: Rect) -> Rect { Rect(origin.x + r.minX * k, origin.y + r.minY * k, r.width * k, r.height * k) }
            func meet(_ a: Rect?, _ b: Rect?) -> Rect? {
                guard let a else { return b }
                guard let b else { return a }
                return a.intersection(b)
            }
            var scissor: Rect?
            for c in cs {
                switch c {
                case .clip(let r): scissor = r
                case .text(let run):
                    let size = measurer.size(of: run.text, font: run.font)
                    let box = place(Rect(run.origin.x, run.origin.y, size.width * run.scale, size.height * run.scale))
                    out.append(DrawnText(run: run, box: box, alpha: run.color.a * alpha, clip: meet(outer, scissor.map(place))))
                case .layer(let l):
                    let clip = meet(meet(outer, scissor.map(place)), place(l.clip.rect))
                    let dest = place(l.dest)
                    walk(l.content, origin: dest.origin, k: dest.width / l.size.width, alpha: alpha * l.alpha, outer: clip)
                default: break
                }
            }
        }
        walk(commands, origin: .zero, k: 1, alpha: 1, outer: nil)
        return out
    }
}
