import Foundation
import Testing
@testable import cardsim

/// What the executable reads from the desktop: its colour scheme (the portal, gsettings) and the
/// Pictures and Videos folders (user-dirs.dirs).
@Suite("Desktop: colour scheme answers and the user's Pictures and Videos folders")
struct DesktopPlacesTests {
    @Test("the portal's color-scheme: 1 dark, 2 light, 0 no preference; either wrapping of the variant")
    func portal() {
        #expect(DesktopAppearance.portalPrefersDark("(<<uint32 1>>,)\n") == true)
        #expect(DesktopAppearance.portalPrefersDark("(<uint32 2>,)") == false)
        #expect(DesktopAppearance.portalPrefersDark("(<<uint32 0>>,)") == nil)
        #expect(DesktopAppearance.portalPrefersDark("Error: GDBus.Error") == nil)
    }

    @Test("the portal is asked only where a session bus is (GLib would otherwise start one)")
    func sessionBus() {
        #expect(DesktopAppearance.hasSessionBus(["DBUS_SESSION_BUS_ADDRESS": "unix:path=/run/user/1000/bus"]))
        #expect(!DesktopAppearance.hasSessionBus([:]))
        #expect(!DesktopAppearance.hasSessionBus(["XDG_RUNTIME_DIR": "/nonexistent-runtime"]))
    }

    @Test("gsettings' color-scheme: prefer-dark, prefer-light, default")
    func gsettings() {
        #expect(DesktopAppearance.gsettingsPrefersDark("'prefer-dark'\n") == true)
        #expect(DesktopAppearance.gsettingsPrefersDark("'prefer-light'") == false)
        #expect(DesktopAppearance.gsettingsPrefersDark("'default'") == nil)
    }

    @Test("a running desktop's changes: the portal's SettingChanged and gsettings monitor's lines")
    func monitorLines() {
        let portal = "/org/freedesktop/portal/desktop: org.freedesktop.portal.Settings.SettingChanged "
            + "('org.freedesktop.appearance', 'color-scheme', <uint32 1>)"
        #expect(DesktopAppearanceWatch.change(in: portal, source: .portal) == .some(true))
        #expect(DesktopAppearanceWatch.change(in: portal.replacingOccurrences(of: "uint32 1", with: "uint32 0"), source: .portal) == .some(nil))
        #expect(DesktopAppearanceWatch.change(in: portal.replacingOccurrences(of: "color-scheme", with: "accent-color"),
                                              source: .portal) == nil)
        #expect(DesktopAppearanceWatch.change(in: "color-scheme: 'prefer-light'", source: .gsettings) == .some(false))
        #expect(DesktopAppearanceWatch.change(in: "color-scheme: 'default'", source: .gsettings) == .some(nil))
        #expect(DesktopAppearanceWatch.change(in: "gtk-theme: 'Adwaita'", source: .gsettings) == nil)
    }

    @Test("user-dirs.dirs: $HOME paths, absolute paths, comments, and a folder disabled to $HOME")
    func userDirs() {
        let text = """
        # This file is written by xdg-user-dirs-update
        XDG_DESKTOP_DIR="$HOME/Desktop"
        XDG_PICTURES_DIR="$HOME/Bilder"
        XDG_VIDEOS_DIR="/data/videos"
        """
        #expect(UserDirectories.configured(.pictures, in: text, home: "/home/ana") == "/home/ana/Bilder")
        #expect(UserDirectories.configured(.videos, in: text, home: "/home/ana") == "/data/videos")
        #expect(UserDirectories.configured(.pictures, in: "XDG_PICTURES_DIR=\"$HOME\"", home: "/h") == "/h")
        #expect(UserDirectories.configured(.videos, in: "", home: "/h") == nil)
    }

    @Test("the folder chosen wins; else the configured one; else ~/Pictures, made when saving; never the current directory")
    func folderOrder() throws {
        let home = try makeTemporaryDirectory("cardsim-home")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let fm = FileManager.default
        try fm.createDirectory(atPath: home + "/.config", withIntermediateDirectories: true)
        let env = ["HOME": home]
        #expect(UserDirectories.folder(.pictures, chosen: "/x", environment: env) == "/x")
        // As xdg-user-dirs-update makes the default folders: the one missing is named, and made when a file goes in.
        #expect(UserDirectories.folder(.pictures, chosen: nil, environment: env) == home + "/Pictures")
        #expect(UserDirectories.folder(.videos, chosen: nil, environment: env) == home + "/Videos")
        try fm.createDirectory(atPath: home + "/Fotos", withIntermediateDirectories: true)
        try "XDG_PICTURES_DIR=\"$HOME/Fotos\"\n".write(toFile: home + "/.config/user-dirs.dirs", atomically: true, encoding: .utf8)
        #expect(UserDirectories.folder(.pictures, chosen: nil, environment: env) == home + "/Fotos")
        // Not in the file: the default, as for no file.
        #expect(UserDirectories.folder(.videos, chosen: nil, environment: env) == home + "/Videos")
    }

    @Test("a folder user-dirs.dirs disables (set to $HOME), or that the user removed, is the home folder, as xdg-user-dir answers")
    func disabledOrRemovedFolder() throws {
        let home = try makeTemporaryDirectory("cardsim-home")
        defer { try? FileManager.default.removeItem(atPath: home) }
        try FileManager.default.createDirectory(atPath: home + "/.config", withIntermediateDirectories: true)
        try "XDG_PICTURES_DIR=\"$HOME\"\nXDG_VIDEOS_DIR=\"$HOME/Filme\"\n"
            .write(toFile: home + "/.config/user-dirs.dirs", atomically: true, encoding: .utf8)
        let env = ["HOME": home]
        #expect(UserDirectories.folder(.pictures, chosen: nil, environment: env) == home)
        // xdg-user-dirs-update points a configured folder that is gone at $HOME: the user removed it.
        #expect(UserDirectories.folder(.videos, chosen: nil, environment: env) == home)
    }
}
