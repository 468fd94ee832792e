#!/usr/bin/env bash
# Runs a command with a private Xvfb display for the tests that need a real X server (the clipboard:
# SDL's offscreen driver has none), named in CARDSIM_CLIPBOARD_DISPLAY; the display goes away after.
# Without Xvfb the command still runs, and those tests are skipped.
set -euo pipefail
if ! command -v Xvfb >/dev/null 2>&1; then exec "$@"; fi
for n in $(seq 90 140); do
    [[ -e "/tmp/.X$n-lock" || -e "/tmp/.X11-unix/X$n" ]] && continue
    Xvfb ":$n" -screen 0 1024x768x24 -nolisten tcp >/dev/null 2>&1 &
    xvfb=$!
    trap 'kill "$xvfb" 2>/dev/null || true' EXIT
    for _ in $(seq 50); do [[ -e "/tmp/.X11-unix/X$n" ]] && break; sleep 0.1; done
    if kill -0 "$xvfb" 2>/dev/null; then
        CARDSIM_CLIPBOARD_DISPLAY=":$n" "$@"
        exit $?
    fi
done
echo "with-xvfb: no free display for Xvfb; running without one" >&2
"$@"
