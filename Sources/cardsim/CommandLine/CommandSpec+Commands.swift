import AppStore
import SimKit

/// Every command's options, as `--help` lists them. The parsers take their names from here; the
/// man page (`packaging/cardsim.1`), the completion (`packaging/cardsim.bash`) and the README are
/// held to these lists by `CommandLineDocsTests`.
extension CommandSpec {
    static let run = CommandSpec(word: nil, synopsis: "[options]", summary: "open the window (no display: render the tour to cardsim-demo.mp4)", options: [
        OptionSpec(["--headless"], "render offscreen on a virtual clock of exactly 1/fps per frame; with --script, quit when it has ended and nothing animates"),
        OptionSpec(["--script"], value: "FILE", "play a script (in the window in real time; any click takes over)"),
        OptionSpec(["--record"], value: "PATH", ".mp4, .webm, .gif (through ffmpeg; a GIF keeps at most 20 frames a second), or a directory of numbered PNGs"),
        OptionSpec(["--trace"], value: "PATH", "one JSON object per rendered frame (JSON Lines)"),
        OptionSpec(["--fps"], value: "N", "frames per second of the virtual clock and of recordings, 1 to 1000 (default 60)"),
        OptionSpec(["--speed"], value: "F", "animation time factor, 0.001 to 100; 0.1 is ten times slower (default 1)"),
        OptionSpec(["--scale"], value: "N", "pixels per point, 0.25 to 8 (default 2 headless, 1 for a .gif; the window fits the display)"),
        OptionSpec(["--lang"], value: "en|ko", "interface and card language (default en)"),
        OptionSpec(["--date"], value: "YYYY-MM-DD", "the date Today's header shows (headless default 2026-11-30, so recordings stay the same; the window shows today's)"),
        OptionSpec(["--device"], value: "NAME", "the phone or tablet simulated (default iphone-14; cardsim devices lists them)"),
        OptionSpec(["--style"], value: "NAME", "card transition: \(CardTransitionStyle.names.joined(separator: ", ")) (default appstore)"),
        OptionSpec(["--transition"], value: "FILE[:CLASS]", "present stories with your own UIKit transition file: its class that adopts UIViewControllerTransitioningDelegate, or CLASS (docs/uikit.md)"),
        OptionSpec(["--compare"], value: "A,B,...", "play the script once per style, transition file or device (STYLE@PRESET.json for a tuned variant), side by side and labelled, into one recording (needs --record; runs headless)"),
        OptionSpec(["--dismiss-rule"], value: "RULE", "how a released drag decides: projection (iOS; default) or lower-half (upward velocity or a slow release in the upper half cancels)"),
        OptionSpec(["--param"], value: "STYLE.NAME=VALUE", "a style's number for this run (repeatable; cardsim styles NAME lists them)"),
        OptionSpec(["--preset"], value: "FILE", "a JSON object of \"STYLE.NAME\": value, under --param"),
        OptionSpec(["--cards"], value: "FILE", "your own cards (JSON, docs/cards.md; images relative to the file)"),
        OptionSpec(["--show-touches"], "draw a ring where the pointer presses, drags and hovers (in every export)"),
        OptionSpec(["--no-show-touches"], "no rings, whatever is stored"),
        OptionSpec(["--bezel"], "draw a phone frame around the screen (in every export)"),
        OptionSpec(["--no-bezel"], "no phone frame, whatever is stored"),
        OptionSpec(["--appearance"], value: "MODE", "light (default), dark or automatic (the desktop's colour scheme)"),
        OptionSpec(["--reduce-motion"], "presents, dismisses and Settings' pushes and pops become cross-fades"),
        OptionSpec(["--no-reduce-motion"], "full motion, whatever is stored"),
        OptionSpec(["--output-dir"], value: "DIR", "where Ctrl+S and Ctrl+R save (default: the desktop's Pictures and Videos folders)"),
        OptionSpec(["--renderer"], value: "NAME", "auto (default: OpenGL on a GPU, software when OpenGL is drawn on the CPU: llvmpipe, softpipe, swrast), opengl or software; headless is always software"),
        OptionSpec(["--software"], "SDL's software renderer in the window, as --renderer software"),
        OptionSpec(["-v", "--verbose"], "say which renderer and video driver run and the window's size; on exit, frames over 20 ms and what a recording cost"),
        OptionSpec(["--duration"], value: "S", "headless without a script: seconds to render, 0.001 to 3600 (default: the tour)"),
        OptionSpec(["--settings"], value: "FILE", "read stored settings from FILE (and store changes there)"),
        OptionSpec(["--no-settings"], "ignore stored settings (headless runs ignore them unless --settings is given)"),
        help,
        OptionSpec(["-V", "--version"], "print the version"),
    ])

    static let curve = CommandSpec(word: "curve", synopsis: "spring|bezier|decay|rubber [options]", summary: "print or plot a spring or timing curve", options: [
        OptionSpec(["--duration"], value: "S", "spring or bezier: seconds, 0.001 to 600"),
        OptionSpec(["--damping"], value: "X", "spring: damping ratio (with --duration) or coefficient (with --mass)"),
        OptionSpec(["--bounce"], value: "B", "spring: iOS 17 bounce, -1 < B <= 1 (with --duration)"),
        OptionSpec(["--mass"], value: "M", "spring: CASpringAnimation's mass"),
        OptionSpec(["--stiffness"], value: "K", "spring: CASpringAnimation's stiffness"),
        OptionSpec(["--velocity"], value: "V", "spring: fractions of the distance per second; decay: points per second"),
        OptionSpec(["--points"], value: "X1,Y1,X2,Y2", "bezier: the control points, instead of a NAME"),
        OptionSpec(["--position"], value: "X", "decay: the start, in points (default 0)"),
        OptionSpec(["--rate"], value: "RATE", "decay: normal, fast or a number between 0 and 1"),
        OptionSpec(["--dimension"], value: "D", "rubber: the scroll view's length in points"),
        OptionSpec(["--coefficient"], value: "C", "rubber: UIScrollView's 0.55 by default"),
        OptionSpec(["--step"], value: "X", "rubber: overscroll between rows (default 1)"),
        OptionSpec(["--fps"], value: "N", "rows per second of time, up to 10000 (default 60)"),
        OptionSpec(["--plot"], value: "FILE.png", "also draw the curve"),
        help,
    ])

    static let settings = CommandSpec(word: "settings", synopsis: "[get KEY | set KEY VALUE | reset [KEY]]", summary: "print or change the stored settings", options: [
        OptionSpec(["--settings"], value: "FILE", "another settings file than the default one"),
        json,
        help,
    ])

    static let devices = CommandSpec(word: "devices", synopsis: "[--json]", summary: "list the devices --device takes, with their sizes", options: [json, help])

    static let styles = CommandSpec(word: "styles", synopsis: "[NAME] [--json | --export uikit|swiftui] [options]",
                                     summary: "the styles; a style's numbers and sources; its code", options: [
        OptionSpec(["--json"], "print JSON instead of text"),
        OptionSpec(["--export"], value: "FLAVOR", "uikit or swiftui: one self-contained Swift file with the style's numbers"),
        OptionSpec(["--param"], value: "STYLE.NAME=VALUE", "a number for the export or table (repeatable)"),
        OptionSpec(["--preset"], value: "FILE", "a JSON object of \"STYLE.NAME\": value, under --param"),
        help,
    ])

    static let icon = CommandSpec(word: "icon", synopsis: "FILE.png [--size N]", summary: "write CardSim's icon", options: [
        OptionSpec(["--size"], value: "N", "pixels, 16 to 1024 (default 256)"),
        help,
    ])

    static let bench = CommandSpec(word: "bench", synopsis: "[options]", summary: "measure frame, draw and floor times, memory and recording speed", options: [
        OptionSpec(["--json"], "print the figures as JSON"),
        OptionSpec(["--frames"], value: "N", "frames of the fixed sequence to measure, 1 to 100000 (default all)"),
        OptionSpec(["--cycles"], value: "N", "present/dismiss cycles of the soak and of --scrub's long run, 1 to 100000 (default 1000)"),
        OptionSpec(["--profile"], "also print where drawing time goes, per kind of draw command"),
        OptionSpec(["--quick"], "only the software renderer's sequence, about 3 s"),
        OptionSpec(["--window"], "each style in a real window at 2 px/pt (needs a display)"),
        OptionSpec(["--scrub"], "only the scrub figure: a transition scrubbed backwards, a seek a frame"),
        OptionSpec(["--transition"], value: "FILE", "only FILE.swift: launch to the first frame, compiled and cached, and its present and close frames against the built-in style"),
        OptionSpec(["--style"], value: "NAME", "with --transition: the built-in style the file is measured against (default appstore)"),
        help,
    ])

    /// `cardsim` and its subcommands, in the order `--help` lists them.
    static let all: [CommandSpec] = [run, curve, settings, devices, styles, icon, bench]
    /// The subcommands' words.
    static var subcommands: [String] { all.compactMap(\.word) }
}
