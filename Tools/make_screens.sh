#!/usr/bin/env bash
# Remakes the README's screenshots with CardSim itself: Assets/Demos/screens.png (Today, the second
# story open, Today in Korean; 1 px/pt, 12 px white between) and Assets/Demos/settings.png (the
# Settings golden images, light and dark, halved, 10 px grey between), and with --gifs also
# Assets/Demos/tour.gif and compare.gif (the commands in tour.txt's and compare.txt's headers). Needs a built cardsim
# (swift build) and ImageMagick. Run from anywhere; the golden images come from the tests
# (CARDSIM_RECORD_GOLDEN=1, see the README).
set -euo pipefail
command -v convert >/dev/null || { echo "$0: needs ImageMagick's convert (apt-get install imagemagick)" >&2; exit 1; }
cd "$(dirname "$0")/.."
cardsim=$(realpath "${CARDSIM:-.build/debug/cardsim}")
demos=Assets/Demos
golden=Tests/SDLBackendTests/Golden
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

cat > "$tmp/shots.txt" <<'SCRIPT'
wait 0.3
screenshot today.png
tap card 2
wait 1.5
settle
screenshot story.png
SCRIPT

for lang in en ko; do
    mkdir -p "$tmp/$lang"
    (cd "$tmp/$lang" && "$cardsim" --headless --no-settings --scale 1 --lang "$lang" --script ../shots.txt >/dev/null)
done

convert "$tmp/en/today.png" -size 12x844 xc:white "$tmp/en/story.png" -size 12x844 xc:white "$tmp/ko/today.png" \
    -background white -alpha remove \
    +append -depth 8 -type TrueColor "$demos/screens.png"
convert "$golden/settings-light@2x.png" -size 20x1688 xc:'#808080' "$golden/settings-dark@2x.png" \
    +append -resize 50% -depth 8 -type TrueColor "$demos/settings.png"
echo "wrote $demos/screens.png and $demos/settings.png"

if [[ "${1:-}" == --gifs ]]; then
    # Half a point a pixel keeps the README's GIFs small; the tour at the GIF's default 20 fps.
    "$cardsim" --headless --no-settings --scale 0.5 --script "$demos/tour.txt" --record "$tmp/tour.gif"
    mv "$tmp/tour.gif" "$demos/tour.gif"
    "$cardsim" --headless --no-settings --compare appstore,expand,sheet,slide,zoom --script "$demos/compare.txt" \
        --record "$tmp/compare.gif" --scale 0.5 --fps 30
    mv "$tmp/compare.gif" "$demos/compare.gif"
    echo "wrote $demos/tour.gif and $demos/compare.gif"
fi
