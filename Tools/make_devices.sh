#!/usr/bin/env bash
# The README's picture of every device side by side: CardSim renders Today on each (headless, with
# its bezel), then ImageMagick sets them in a row, aligned at the bottom, on the desk's grey.
# Usage: Tools/make_devices.sh [OUTPUT.png]   (default Assets/Demos/devices.png; needs a built cardsim)
set -euo pipefail
command -v convert >/dev/null || { echo "$0: needs ImageMagick's convert (apt-get install imagemagick)" >&2; exit 1; }
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out="${1:-$here/Assets/Demos/devices.png}"
bin="$here/.build/release/cardsim"
[[ -x "$bin" ]] || { echo "make_devices: build cardsim first (swift build -c release)" >&2; exit 1; }
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
shots=()
for device in $("$bin" devices | awk '{print $1}'); do
    printf 'wait 0.3\nscreenshot %s/%s.png\n' "$tmp" "$device" > "$tmp/s.txt"
    "$bin" --headless --device "$device" --bezel --scale 0.5 --script "$tmp/s.txt" > /dev/null
    shots+=("$tmp/$device.png")
done
convert "${shots[@]}" -background '#E5E5EA' -gravity south +append -bordercolor '#E5E5EA' -border 12 "$out"
echo "make_devices: wrote $out"
