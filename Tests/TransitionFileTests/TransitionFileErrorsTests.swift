import Foundation
import Testing
@testable import TransitionFile

/// What is wrong with a transition file is said before anything compiles or renders, as a
/// compiler says it: FILE:LINE:COL first.
@Suite("A transition file's problems, FILE:LINE:COL")
@MainActor
struct TransitionFileErrorsTests {
    let folder: TransitionFolder
    init() throws { folder = try TransitionFolder() }

    private func problem(_ spec: String) -> [String] {
        do { _ = try TransitionSource.read(spec); return [] } catch { return error.lines }
    }

    @Test("a file with no delegate class says what CardSim looks for")
    func noDelegate() throws {
        let path = try folder.write("None.swift", "import UIKit\n\nclass Animator: NSObject {}\n")
        #expect(problem(path) == ["\(path):1:1: error: no class adopts UIViewControllerTransitioningDelegate or "
            + "UINavigationControllerDelegate; CardSim presents with one (`class MyTransition: NSObject, "
            + "UIViewControllerTransitioningDelegate`)"])
    }

    @Test("two delegate classes: the second is named at its line, with how to choose; FILE:Class chooses")
    func twoDelegates() throws {
        let path = try folder.write("Two.swift", """
            import UIKit
            // class Commented: NSObject, UIViewControllerTransitioningDelegate {}
            class First: NSObject, UIViewControllerTransitioningDelegate {}
            let text = "class InString: UIViewControllerTransitioningDelegate {"
            class Second: NSObject {}
            extension Second: UIViewControllerTransitioningDelegate {}

            """)
        #expect(problem(path) == ["\(path):6:11: error: Second and First (line 3) both adopt "
            + "UIViewControllerTransitioningDelegate; name the one to run: --transition \(path):Second"])
        let chosen = try TransitionSource.read(path + ":Second")
        #expect(chosen.className == "Second" && chosen.line == 5 && chosen.column == 1)
        #expect(problem(path + ":Third") == ["\(path):1:1: error: no class Third in this file (\(path):Third names it)"])
    }

    @Test("an empty file, a binary file, a missing file and a folder are refused by name")
    func badFiles() throws {
        let empty = try folder.write("Empty.swift", "\n  \n")
        #expect(problem(empty) == ["\(empty):1:1: error: the file is empty; it needs a class that adopts "
            + "UIViewControllerTransitioningDelegate"])
        let binary = folder.path + "/Binary.swift"
        try Data([0x7F, 0x45, 0x4C, 0x46, 0, 1, 2, 0xFF]).write(to: URL(fileURLWithPath: binary))
        #expect(problem(binary) == ["\(binary):1:1: error: not Swift source: the file holds binary data"])
        #expect(problem(folder.path + "/Missing.swift") == ["cardsim: --transition \(folder.path)/Missing.swift: no such file"])
        #expect(problem(folder.path) == ["cardsim: --transition \(folder.path): is a folder, not a Swift file"])
    }

    @Test("compile errors are swiftc's, each at the file's own line, and nothing is cached")
    func compileErrors() throws {
        let path = try folder.write("Broken.swift", """
            import UIKit

            class Broken: NSObject, UIViewControllerTransitioningDelegate {
                func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
                    let view: UIView = 42
                    return nil
                }
                func spin(_ view: UIView) { view.transform = CGAffineTransform(rotationAngle: 1) }
            }

            """)
        var lines: [String] = []
        do { _ = try folder.loader.load(path) } catch { lines = error.lines }
        #expect(lines.count == 2)
        #expect(lines.first?.hasPrefix("\(path):5:28: error: ") == true)
        #expect(lines.last?.hasPrefix("\(path):8:") == true && lines.last?.contains("CardSim draws no rotated views") == true)
        #expect(folder.cachedLibraries().isEmpty)
    }

    @Test("a delegate CardSim cannot make with init() is told at the class, not in generated code")
    func needsArguments() throws {
        let path = try folder.write("Args.swift", """
            import UIKit

            class NeedsName: NSObject, UIViewControllerTransitioningDelegate {
                let name: String
                init(name: String) { self.name = name }
            }

            """)
        var lines: [String] = []
        do { _ = try folder.loader.load(path) } catch { lines = error.lines }
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("\(path):3:1: error: CardSim makes NeedsName with NeedsName(), which does not compile: ") == true)
    }
}
