import Testing
@testable import TransitionFile

/// What CardSim cannot draw is a compile error at the file's own line that names the API: 3D
/// transforms, shape layers and masks, sublayers and layer animations. Never a silent no-op.
@Suite("Core Animation CardSim cannot draw is refused at compile time")
@MainActor
struct CoreAnimationRefusalTests {
    @Test("CATransform3D, layer.transform, CAShapeLayer, layer.mask and CABasicAnimation each fail at their line")
    func refusals() throws {
        let folder = try TransitionFolder()
        let path = try folder.write("Flip.swift", """
            import UIKit

            class Flip: NSObject, UIViewControllerTransitioningDelegate {
                func flip(_ view: UIView) {
                    view.layer.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
                    let shape = CAShapeLayer()
                    view.layer.mask = nil
                    view.layer.add(CABasicAnimation(), forKey: "fade")
                    view.transform = CGAffineTransform(rotationAngle: 0.5)
                }
            }

            """)
        var lines: [String] = []
        do { _ = try folder.loader.load(path) } catch { lines = error.lines }
        let expected = [(5, "3D transforms"), (6, "no shapes"), (7, "layer masks"), (8, "animates views, not layers"),
                        (9, "rotated views")]
        for (line, words) in expected {
            #expect(lines.contains { $0.hasPrefix("\(path):\(line):") && $0.contains("error: ") && $0.contains(words) },
                    "line \(line): \(lines)")
        }
        #expect(folder.cachedLibraries().isEmpty)
    }
}
