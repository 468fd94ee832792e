import Foundation
import Testing
import TestSupport

/// `make install`'s script, as a user and a packager run it: into a temporary prefix, then the
/// installed program run headless from another directory finds its Assets; the desktop entry, icon,
/// man page, completion and metainfo are there and pass their validators; a DESTDIR stage names
/// the prefix only; uninstall removes exactly what it put, and the folders it made.
@Suite("Install: a prefix with the program, its Assets, a desktop entry, an icon, man page, completion, metainfo", .serialized)
struct InstallTests {
    func run(_ executable: String, _ arguments: [String], in directory: String, environment: [String: String] = [:]) throws -> (Int32, String) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: executable)
        p.arguments = arguments
        p.currentDirectoryURL = URL(fileURLWithPath: directory)
        var env = ProcessInfo.processInfo.environment
        for name in ["DISPLAY", "WAYLAND_DISPLAY", "CARDSIM_ASSETS"] { env[name] = nil }
        env["SDL_VIDEODRIVER"] = "offscreen"
        for (k, v) in environment { env[k] = v }
        p.environment = env
        let out = Pipe()
        p.standardOutput = out
        p.standardError = out
        try p.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        return (p.terminationStatus, text)
    }

    @Test("install, run the installed program headless elsewhere, uninstall")
    func installRunUninstall() throws {
        let binary = try #require(CurveFuzzTests.executable(), "build cardsim first (swift build)")
        let root = NSTemporaryDirectory() + "cardsim-install-\(UUID().uuidString)"
        let prefix = root + "/prefix", elsewhere = root + "/elsewhere"
        try FileManager.default.createDirectory(atPath: elsewhere, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }

        let script = RepoPaths.root + "/scripts/install.sh"
        let (status, text) = try run(script, [prefix, binary], in: elsewhere)
        #expect(status == 0, "\(text)")
        let fm = FileManager.default
        #expect(fm.isExecutableFile(atPath: prefix + "/bin/cardsim"))
        #expect(fm.fileExists(atPath: prefix + "/share/cardsim/Assets/Fonts/NanumBarunGothic.ttf"))
        let desktop = try String(contentsOfFile: prefix + "/share/applications/cardsim.desktop", encoding: .utf8)
        #expect(desktop.contains("Exec=\(prefix)/bin/cardsim") && desktop.contains("Icon=cardsim") && desktop.contains("Name=CardSim"))
        let icon = try #require(fm.contents(atPath: prefix + "/share/icons/hicolor/256x256/apps/cardsim.png"))
        // A PNG of 256 × 256.
        let bytes = [UInt8](icon)
        func be(_ i: Int) -> Int { bytes[i..<i + 4].reduce(0) { $0 << 8 | Int($1) } }
        #expect(bytes.count > 24 && be(16) == 256 && be(20) == 256)

        // Run from a directory with no Assets above it: the program finds its own.
        try "wait 0.1\nscreenshot shot.png\n".write(toFile: elsewhere + "/s.txt", atomically: true, encoding: .utf8)
        let (ran, output) = try run(prefix + "/bin/cardsim", ["--headless", "--scale", "0.5", "--script", "s.txt"], in: elsewhere)
        #expect(ran == 0, "\(output)")
        #expect(fm.fileExists(atPath: elsewhere + "/shot.png"), "\(output)")

        // Only what runs: the README's pictures and GIFs stay behind, the demo scripts come.
        let demos = try fm.contentsOfDirectory(atPath: prefix + "/share/cardsim/Assets/Demos")
        #expect(demos.allSatisfy { $0.hasSuffix(".txt") } && demos.contains("tour.txt"), "\(demos)")
        #expect(fm.fileExists(atPath: prefix + "/share/man/man1/cardsim.1"))
        #expect(fm.fileExists(atPath: prefix + "/share/bash-completion/completions/cardsim"))
        #expect(fm.fileExists(atPath: prefix + "/share/doc/cardsim/LICENSE"))

        // A folder that was there before stays, with what else it holds.
        try "mine".write(toFile: prefix + "/share/applications/other.desktop", atomically: true, encoding: .utf8)
        let (removed, log) = try run(script, ["--uninstall", prefix], in: elsewhere)
        #expect(removed == 0, "\(log)")
        #expect(fm.fileExists(atPath: prefix + "/share/applications/other.desktop"))
        try fm.removeItem(atPath: prefix + "/share/applications/other.desktop")
        let left = fm.enumerator(atPath: prefix)?.compactMap { $0 as? String }.filter {
            var isDir: ObjCBool = false
            return fm.fileExists(atPath: prefix + "/" + $0, isDirectory: &isDir) && !isDir.boolValue
        } ?? []
        #expect(left.isEmpty, "left behind: \(left)")
        // Of the folders the install made, only share (holding applications, which held the other
        // file during the uninstall) is left.
        #expect(try fm.contentsOfDirectory(atPath: prefix).filter { $0 != "share" } == [], "\(log)")
        #expect(!fm.fileExists(atPath: prefix + "/share/icons"), "\(log)")
    }

    @Test("DESTDIR stages the install; the desktop entry names PREFIX; validators accept what it writes; the installed program loads a transition file")
    func stagedInstallValidates() throws {
        let binary = try #require(CurveFuzzTests.executable(), "build cardsim first (swift build)")
        let root = NSTemporaryDirectory() + "cardsim-stage-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let script = RepoPaths.root + "/scripts/install.sh"
        // This build runs on the shared runtime already: it is both programs.
        let (status, text) = try run(script, ["/usr", binary, binary], in: root, environment: ["DESTDIR": root + "/stage"])
        #expect(status == 0, "\(text)")
        let usr = root + "/stage/usr"
        let desktop = try String(contentsOfFile: usr + "/share/applications/cardsim.desktop", encoding: .utf8)
        #expect(desktop.contains("Exec=/usr/bin/cardsim\n") && !desktop.contains(root), "\(desktop)")
        let man = try String(contentsOfFile: usr + "/share/man/man1/cardsim.1", encoding: .utf8)
        #expect(!man.contains("@VERSION@") && man.contains(".TH CARDSIM 1"))
        let metainfo = usr + "/share/metainfo/io.github.cardsim.cardsim.metainfo.xml"
        let xml = try String(contentsOfFile: metainfo, encoding: .utf8)
        #expect(xml.contains("<screenshot type=\"default\">") && !xml.contains("@"), "\(xml)")

        // The validators a distribution runs (installed by scripts/setup.sh --test).
        let (valid, report) = try run("/usr/bin/env", ["appstreamcli", "validate", "--no-net", "--explain", metainfo], in: root)
        #expect(valid == 0, "\(report)")
        let (clean, hints) = try run("/usr/bin/env", ["desktop-file-validate", usr + "/share/applications/cardsim.desktop"], in: root)
        #expect(clean == 0 && hints.isEmpty, "\(hints)")

        // What a transition file compiles against is installed, and found from where the program is.
        let modules = try FileManager.default.contentsOfDirectory(atPath: usr + "/lib/cardsim/Modules")
        #expect(["UIKit", "SimKit", "Motion"].allSatisfy { modules.contains($0 + ".swiftmodule") }, "\(modules)")
        // A delegate that gives no animator: UIKit's default transition runs.
        try "import UIKit\n\nclass Fade: NSObject, UIViewControllerTransitioningDelegate {}\n"
            .write(toFile: root + "/Fade.swift", atomically: true, encoding: .utf8)
        try "tap card 1\nsettle\n".write(toFile: root + "/s.txt", atomically: true, encoding: .utf8)
        // No CARDSIM_MODULES: the installed program finds lib/cardsim/Modules from where it is.
        let (ran, output) = try run(usr + "/bin/cardsim", ["--headless", "-v", "--scale", "0.5", "--fps", "20",
                                                           "--transition", "Fade.swift", "--script", "s.txt"],
                                    in: root, environment: ["CARDSIM_MODULES": "", "XDG_CACHE_HOME": root + "/cache"])
        #expect(ran == 0, "\(output)")
        #expect(output.contains("Fade.swift: Fade, compiled"), "\(output)")

        let (removed, log) = try run(script, ["--uninstall", "/usr"], in: root, environment: ["DESTDIR": root + "/stage"])
        #expect(removed == 0, "\(log)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: root + "/stage").isEmpty, "\(log)")
    }
}
