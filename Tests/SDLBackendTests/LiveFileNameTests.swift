import Foundation
import Testing
import SimKit
@testable import SDLBackend

/// Ctrl+S and Ctrl+R never overwrite: a name already taken (or whose take script is) gets a suffix.
@Suite("Live: screenshot and take names never overwrite")
@MainActor
struct LiveFileNameTests {
    @Test func aFreeNameIsKept() {
        #expect(LiveRunner.freshName("cardsim-1.png", exists: { _ in false }) == "cardsim-1.png")
    }

    @Test func aTakenNameGetsTheFirstFreeSuffix() {
        let taken: Set = ["cardsim-1.png", "cardsim-1-2.png"]
        #expect(LiveRunner.freshName("cardsim-1.png", exists: taken.contains) == "cardsim-1-3.png")
    }

    @Test func aTakeAvoidsNamesWhoseScriptExists() {
        // The video is free but its replay script is not: both must be new.
        let taken: Set = ["cardsim-1.txt"]
        #expect(LiveRunner.freshName("cardsim-1.mp4", companions: ["txt"], exists: taken.contains) == "cardsim-1-2.mp4")
    }

    @Test("screenshots and takes go into the folder given; the toast shows the home folder as ~")
    func folders() {
        #expect(LiveRunner.inFolder("/home/ana/Pictures", "a.png") == "/home/ana/Pictures/a.png")
        #expect(LiveRunner.inFolder("/home/ana/Pictures/", "a.png") == "/home/ana/Pictures/a.png")
        #expect(LiveRunner.inFolder(nil, "a.png") == "a.png")
        #expect(LiveRunner.shown("/home/ana/Pictures/a.png", home: "/home/ana") == "~/Pictures/a.png")
        #expect(LiveRunner.shown("/data/a.png", home: "/home/ana") == "/data/a.png")
        #expect(LiveRunner.saved("/data/shots/a.png") == "Saved a.png in /data/shots")
    }

    @Test("a screenshot or take whose folder is missing makes the folder, as xdg-user-dirs makes ~/Pictures and ~/Videos")
    func aMissingFolderIsMade() throws {
        let home = NSTemporaryDirectory() + "cardsim-save-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: home) }
        let path = LiveRunner.newFile("a.mp4", in: home + "/Videos", companions: ["txt"])
        #expect(path == home + "/Videos/a.mp4")
        var isFolder: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: home + "/Videos", isDirectory: &isFolder) && isFolder.boolValue)
    }
}
