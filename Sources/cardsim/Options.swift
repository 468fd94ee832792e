import AppStore

/// The command line's words for people: `--help` and `--version`. Parsing and validation live in
/// `LaunchCommand.parse`.
enum Options {
    static let version = "cardsim 0.1.0"

    /// The styles, as `--help` lists them: the registry's names.
    static var styleNames: String { CardTransitionStyle.names.joined(separator: ", ") }

    static var help: String { """
    cardsim — an App Store "Today" phone simulator with UIKit-exact motion

    USAGE
      cardsim [options]                 open the window (no display: render the tour to cardsim-demo.mp4)
      cardsim --headless [options]      render offscreen on a virtual clock of exactly 1/fps per frame
      cardsim curve …                   print or plot a spring or timing curve (cardsim curve --help)
      cardsim settings [set KEY VALUE | reset [KEY]]
                                        print or change the stored settings (cardsim settings --help)
      cardsim devices                   list the devices --device takes, with their sizes
      cardsim styles [NAME] [--json] [--export uikit|swiftui] [--param S.NAME=V] [--preset FILE]
                                        the styles; a style's numbers and sources; its code
      cardsim icon FILE.png [--size N]  write CardSim's icon (256 × 256 by default)
      cardsim bench [--json] [--frames N] [--cycles N] [--profile] [--quick] [--window] [--scrub]
                                        measure frame, draw and floor times, memory, recording speed;
                                        --window: each style in a real window at 2 px/pt

    OPTIONS
      --headless          render offscreen; with --script, quit when it has ended and nothing animates
      --script FILE       play a script (in the window in real time; any click takes over)
      --record PATH       .mp4, .webm, .gif (through ffmpeg), or a directory of numbered PNGs
      --trace PATH        one JSON object per rendered frame (JSON Lines)
      --fps N             frames per second of the virtual clock and of recordings, 1 to 1000 (default 60)
      --speed F           animation time factor, 0.001 to 100; 0.1 is ten times slower (default 1)
      --scale N           pixels per point, 0.25 to 8 (default 2 headless, 1 for a .gif; live: fit
                          the display, sharp on HiDPI; a window too large for the display is shrunk to fit)
      --lang en|ko        interface and card language (default en)
      --date YYYY-MM-DD   the date Today's header shows (headless default: 2026-11-30, so that
                          recordings stay the same; the window shows today's)
      --device NAME       the phone or tablet simulated (default iphone-14); cardsim devices lists them
      --style NAME        card transition (default appstore): \(styleNames)
      --compare A,B,…     play the script once per style or device (names from --style and
                          cardsim devices; STYLE@PRESET.json for a tuned variant), side by side,
                          aligned at the bottom and labelled, into one recording (needs --record;
                          runs headless)
      --dismiss-rule R    how a released drag decides: projection (iOS; default) or lower-half
                          (upward velocity or a slow release in the upper half cancels)
      --param S.NAME=V    a style's number for this run (repeatable; cardsim styles NAME lists them)
      --preset FILE       a JSON object of "STYLE.NAME": value, under --param
      --cards FILE        your own cards (JSON; images relative to the file)
      --show-touches      draw a ring where the pointer presses, drags and hovers (in every export)
      --bezel             draw a phone frame around the screen (in every export)
      --software          force SDL's software renderer (the window picks an accelerated one, OpenGL
                          or OpenGL ES, when SDL finds one, else software; headless is always software)
      -v, --verbose       say which renderer and video driver run, and the window's size; on exit,
                          frames over 20 ms and what a recording cost
      --duration S        headless without a script: seconds to render, 0.001 to 3600 (default: the tour, else 3)
      --appearance A      light (default), dark or automatic
      --reduce-motion     presents, dismisses and Settings' pushes and pops become cross-fades
      --settings FILE     read stored settings from FILE (and store changes there)
      --no-settings       ignore stored settings; headless runs ignore them unless --settings is given
      -h, --help          this text
      -V, --version       the version

    KEYS IN THE WINDOW
      drag                scroll, press, drag a story down to dismiss      wheel / touchpad: scroll
      Esc                 close a story or go back
      Ctrl+S              screenshot  cardsim-YYYY-MM-DD-HHMMSS.png in the current directory
      Ctrl+R              start/stop recording  cardsim-….mp4 plus a replayable script cardsim-….txt
      Ctrl+T or T         slow animations (10× slower)
      Ctrl+1 … Ctrl+\(CardTransitionStyle.allCases.count)     card transition, in that order (the next tap)
      Space               pause animations and show the timeline of the current or last transition:
                          drag on it to scrub; . and , step a frame forward and back; Home and End
                          jump to its ends; L loops it
      Ctrl+Q              quit

    SCRIPTS (one command a line, # comments, seconds, points on the device's screen: 390 x 844 by default)
      wait S (0-3600) | tap X Y | tap card N | tap tab N | tap close | tap back | press X Y | move X Y
      release [X Y] | drag X1 Y1 X2 Y2 [S (0-60)] | scroll DY [X Y] (DY -10000 to 10000) | settle
      key escape|space|.|comma|t (what the same key does in the window) | screenshot FILE.png
      seek S (the scene at S seconds since the start, backwards too; pauses the clock)
      set speed F (0.001-100) | set touches on|off | set bezel on|off | set style NAME | set lang en|ko
      set appearance light|dark|automatic | set reduce-motion on|off | set date YYYY-MM-DD | hover X Y
      set device NAME (before the first line that is not a set line) | set param STYLE.NAME VALUE
      at S COMMAND (S 0-86400 since the start, never going back): press, move, release, hover,
      scroll, key, screenshot or set at exactly S, input stamped S (what a Ctrl+R take writes)

    SETTINGS
      $XDG_CONFIG_HOME/cardsim/settings.json, else ~/.config/cardsim/settings.json; created on the
      first change, written atomically. Keys: style, speed, touches, bezel, lang, appearance,
      reduceMotion. Flags win for the run and are never written back.

    EXIT STATUS
      0 done; 1 a failure while running (for example ffmpeg failing); 2 bad arguments or input files
      (reported as FILE:LINE: message before anything renders); 128+N stopped by signal N: 130 Ctrl+C,
      143 SIGTERM, 129 SIGHUP (the recording is finished and kept)
    """ }
}
